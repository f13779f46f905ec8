import type {RouteConfig} from '@docusaurus/types';

export interface ArchivePost {
  id: string;
  metadata: {permalink: string; title: string; date: string};
}

/**
 * The archive page (src/theme/BlogArchivePage) shows each post's date, title and link; the plugin hands it every
 * post whole, Markdown source included, which made the archive's data the largest script of the site (166 KB
 * gzip in Ukrainian). Other routes pass through untouched.
 */
export function slimArchive(route: RouteConfig): RouteConfig {
  const archive = (route.props as {archive?: {blogPosts: ArchivePost[]}} | undefined)?.archive;
  if (!archive) {
    return route;
  }
  const blogPosts: ArchivePost[] = archive.blogPosts.map(({id, metadata: {permalink, title, date}}) => ({id, metadata: {permalink, title, date}}));
  return {...route, props: {...route.props, archive: {blogPosts}}};
}

/** Front matter fields the post metadata already carries at its top level (title, date, tags...). */
const FRONT_MATTER_REPEATED_IN_METADATA = ['title', 'description', 'slug', 'authors', 'tags', 'date'] as const;

type PostMetadata = {
  permalink: string;
  source: string;
  frontMatter: Record<string, unknown>;
  tags?: Array<Record<string, unknown>>;
  authors?: Array<Record<string, unknown>>;
};

const isPostMetadata = (data: unknown): data is PostMetadata =>
  typeof data === 'object' && data !== null && 'permalink' in data && 'source' in data && 'frontMatter' in data;

/**
 * Each post's metadata travels with its preview on every list page (ten per page) and with the post itself; the
 * theme never reads the tag and author descriptions in it (tag and author pages have their own), nor the front
 * matter fields repeated at its top level. Other data passes through untouched.
 */
export function slimPostMetadata(data: string | object): string | object {
  if (!isPostMetadata(data)) {
    return data;
  }
  const withoutDescription = ({description: _description, ...rest}: Record<string, unknown>) => rest;
  const frontMatter = Object.fromEntries(
    Object.entries(data.frontMatter).filter(([key]) => !(FRONT_MATTER_REPEATED_IN_METADATA as readonly string[]).includes(key)),
  );
  return {
    ...data,
    frontMatter,
    ...(data.tags && {tags: data.tags.map(withoutDescription)}),
    ...(data.authors && {authors: data.authors.map(withoutDescription)}),
  };
}
