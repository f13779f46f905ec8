import {join} from 'node:path';

import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';

import {authorPageRewriter} from './authorPagePath';
import {slimArchive, slimPostMetadata} from './slimBlogData';
import {flagOutdatedTranslations} from '../translationStatus/outdated';

type BlogPluginOptions = Parameters<typeof pluginContentBlog>[1];
type ListMetadata = {permalink: string; nextPage?: string; previousPage?: string};

type Author = {socials?: Record<string, string>};

/** Whether any author, from the authors file or inline in a post, has a social link to show. */
export function hasAuthorSocials(content: Pick<BlogContent, 'authorsMap' | 'blogPosts'>): boolean {
  const authors: Author[] = [...Object.values(content.authorsMap ?? {}), ...content.blogPosts.flatMap((post) => post.metadata.authors)];
  return authors.some((author) => Object.keys(author.socials ?? {}).length > 0);
}

/**
 * The classic blog plugin, with the numbered pages of each author served where the spec puts them
 * (`/blog/authors/<author>/authors/2`), a lighter archive and lighter post metadata, and without the social network
 * icons while no author has a social link (./EmptyAuthorSocials.tsx), and translated posts whose English has changed
 * since flagged for the outdated notice (../translationStatus); everything else is the plugin's own behaviour.
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

  let authorSocials = true;

  return {
    ...blog,
    // Runs after contentLoaded (Docusaurus loads the content before it configures the bundler).
    configureWebpack(...args) {
      const config = blog.configureWebpack?.(...args) ?? {};
      if (authorSocials) {
        return config;
      }
      const alias = {...config.resolve?.alias, '@theme/Blog/Components/Author/Socials': join(__dirname, 'EmptyAuthorSocials.tsx')};
      return {...config, resolve: {...config.resolve, alias}};
    },
    async contentLoaded(args) {
      authorSocials = hasAuthorSocials(args.content as BlogContent);
      flagOutdatedTranslations((args.content as BlogContent).blogPosts.map((post) => post.metadata));
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
