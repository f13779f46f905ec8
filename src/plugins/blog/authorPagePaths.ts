/**
 * The site numbers an author's list pages `/blog/authors/<author>/authors/2`, as Docusaurus 3.5 did; newer
 * versions use `/page/2` (plugin-content-blog `createAuthorPaginatedRoute` now passes pageBasePath).
 */
export const AUTHOR_PAGE_SEGMENT = 'authors';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Returns a function that moves `<authorsPath>/<author>/<pageBasePath>/<n>` to `.../authors/<n>`. */
export function authorPageRewriter(authorsPath: string, pageBasePath: string): (url: string) => string {
  const base = authorsPath.replace(/\/+$/, '');
  const pattern = new RegExp(`^(${escapeRegExp(base)}/[^/]+)/${escapeRegExp(pageBasePath)}/(\\d+)$`);
  return (url) => url.replace(pattern, `$1/${AUTHOR_PAGE_SEGMENT}/$2`);
}
