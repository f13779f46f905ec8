import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';

import {authorPageRewriter} from './authorPagePaths';
import {slimArchive} from './slimArchive';
import {slimPostMetadata} from './slimPostMetadata';
import {flagOutdatedTranslations} from '../translationStatus/outdated';

type BlogPluginOptions = Parameters<typeof pluginContentBlog>[1];
type ListMetadata = {permalink: string; nextPage?: string; previousPage?: string};

type Author = {key?: string | null; name?: string; socials?: Record<string, string>};

/** The authors, from the authors file or inline in a post, who have a social link to show. */
export function authorsWithSocials(content: Pick<BlogContent, 'authorsMap' | 'blogPosts'>): Author[] {
  const authors: Author[] = [...Object.values(content.authorsMap ?? {}), ...content.blogPosts.flatMap((post) => post.metadata.authors)];
  return authors.filter((author) => Object.keys(author.socials ?? {}).length > 0);
}

/**
 * The classic blog plugin, with four changes (ARCHITECTURE.md, "Blog"): an author's numbered pages at
 * `/blog/authors/<author>/authors/2` (./authorPagePaths.ts), a lighter archive (./slimArchive.ts), lighter post
 * metadata (./slimPostMetadata.ts), and translated posts whose English has changed flagged for the outdated
 * notice (../translationStatus). Authors have no social links: src/theme/Blog/Components/Author/Socials renders
 * none, and the build stops if one gains some.
 */
async function blog(context: LoadContext, options: BlogPluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentBlog(context, options)) as Plugin<unknown>;
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
    ...plugin,
    async contentLoaded(args) {
      const content = args.content as BlogContent;
      const withSocials = authorsWithSocials(content);
      if (withSocials.length > 0) {
        throw new Error(
          `src/plugins/blog: ${withSocials.map((author) => author.key ?? author.name).join(', ')} now have social links, which src/theme/Blog/Components/Author/Socials does not show; delete that swizzle.`,
        );
      }
      flagOutdatedTranslations(content.blogPosts.map((post) => post.metadata));
      let archives = 0;
      let postMetadata = 0;
      const actions = {
        ...args.actions,
        addRoute: (route: RouteConfig) => {
          const slim = slimArchive(moveAuthorPage(route));
          if (slim !== route && route.props && 'archive' in route.props) archives += 1;
          args.actions.addRoute(slim);
        },
        createData: (name: string, data: string | object) => {
          const slim = slimPostMetadata(data);
          if (slim !== data) postMetadata += 1;
          return args.actions.createData(name, slim);
        },
      };
      await plugin.contentLoaded?.({...args, actions});
      // Silent no-ops otherwise: the plugin would have changed how it hands this data to pages.
      if (content.blogPosts.length > 0 && (archives === 0 || postMetadata === 0)) {
        throw new Error(
          `src/plugins/blog: slimmed ${archives} archive route(s) and ${postMetadata} post metadata file(s) of ${content.blogPosts.length} posts; the blog plugin no longer passes them through addRoute and createData as src/plugins/blog/slim*.ts expect.`,
        );
      }
    },
  };
}

// A function plugin gets its options validated and defaulted through this property, as a package plugin would.
const blogPlugin = Object.assign(blog, {validateOptions}) as unknown as PluginModule;
export default blogPlugin;
