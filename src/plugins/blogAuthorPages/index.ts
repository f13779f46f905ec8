import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';

import {authorPageRewriter} from './authorPagePath';
import {slimArchive, slimPostMetadata} from './slimBlogData';

type BlogPluginOptions = Parameters<typeof pluginContentBlog>[1];
type ListMetadata = {permalink: string; nextPage?: string; previousPage?: string};

/**
 * The classic blog plugin, with the numbered pages of each author served where the spec puts them
 * (`/blog/authors/<author>/authors/2`), a lighter archive and lighter post metadata; everything else is the plugin's own behaviour.
 */
async function blogWithAuthorPages(context: LoadContext, options: BlogPluginOptions): Promise<Plugin<unknown>> {
  const blog = (await pluginContentBlog(context, options)) as Plugin<unknown>;
  const rewrite = authorPageRewriter(
    `/${[context.baseUrl, options.routeBasePath, options.authorsBasePath].join('/')}`.replace(/\/{2,}/g, '/'),
    options.pageBasePath,
  );

  // Moves an author's numbered pages and points every list paginator at the moved addresses.
  function moveAuthorPage(route: RouteConfig): RouteConfig {
    const list = (route.props as {listMetadata?: ListMetadata} | undefined)?.listMetadata;
    if (!list) {
      return route;
    }
    const listMetadata: ListMetadata = {
      ...list,
      permalink: rewrite(list.permalink),
      ...(list.nextPage && {nextPage: rewrite(list.nextPage)}),
      ...(list.previousPage && {previousPage: rewrite(list.previousPage)}),
    };
    return {...route, path: rewrite(route.path), props: {...route.props, listMetadata}};
  }

  return {
    ...blog,
    async contentLoaded(args) {
      const actions = {
        ...args.actions,
        addRoute: (route: RouteConfig) => args.actions.addRoute(slimArchive(moveAuthorPage(route))),
        createData: (name: string, data: string | object) => args.actions.createData(name, slimPostMetadata(data)),
      };
      await blog.contentLoaded?.({...args, actions});
    },
  };
}

// A function plugin gets its options validated and defaulted through this property, as a package plugin would.
const plugin = Object.assign(blogWithAuthorPages, {validateOptions}) as unknown as PluginModule;
export default plugin;
