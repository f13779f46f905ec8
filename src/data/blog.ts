/** How the blog list is paginated; the site's published list routes stop at /blog/page/6, so the post count must fit. */
export const BLOG_POSTS_PER_PAGE = 10;
export const BLOG_LIST_PAGES = 6;
