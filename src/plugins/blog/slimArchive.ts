import type {RouteConfig} from '@docusaurus/types';

export interface ArchivePost {
  id: string;
  metadata: {permalink: string; title: string; date: string};
}

/**
 * The archive page (src/theme/BlogArchivePage) shows each post's date, title and link; the plugin hands it every
 * post whole, Markdown source included, which made the archive's data the largest script of the site. Other routes
 * pass through untouched.
 */
export function slimArchive(route: RouteConfig): RouteConfig {
  const archive = (route.props as {archive?: {blogPosts: ArchivePost[]}} | undefined)?.archive;
  if (!archive) {
    return route;
  }
  const blogPosts: ArchivePost[] = archive.blogPosts.map(({id, metadata: {permalink, title, date}}) => ({id, metadata: {permalink, title, date}}));
  return {...route, props: {...route.props, archive: {blogPosts}}};
}
