import {describe, expect, it} from 'vitest';

import {authorPageRewriter} from '../../src/plugins/blogAuthorPages/authorPagePath';

describe('author page addresses', () => {
  const rewrite = authorPageRewriter('/uk/blog/authors', 'page');

  it('moves the numbered pages of an author to /authors/<n>', () => {
    expect(rewrite('/uk/blog/authors/maintainers/page/2')).toBe('/uk/blog/authors/maintainers/authors/2');
    expect(rewrite('/uk/blog/authors/security/page/12')).toBe('/uk/blog/authors/security/authors/12');
  });

  it('leaves the first author page, the blog list, tag pages and posts alone', () => {
    for (const url of [
      '/uk/blog/authors/maintainers',
      '/uk/blog/authors',
      '/uk/blog/page/2',
      '/uk/blog/tags/release/page/2',
      '/uk/blog/authors-of-helm/page/2',
      '/blog/authors/maintainers/page/2',
    ]) {
      expect(rewrite(url)).toBe(url);
    }
  });

  it('accepts a trailing slash in the authors path', () => {
    expect(authorPageRewriter('/blog/authors/', 'page')('/blog/authors/release/page/2')).toBe('/blog/authors/release/authors/2');
  });
});
