import {describe, expect, it} from 'vitest';

import {authorPageRewriter} from '../../src/plugins/blogAuthorPages/authorPagePath';
import {slimArchive} from '../../src/plugins/blogAuthorPages/slimArchive';

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

describe('the archive route', () => {
  const post = {
    id: 'helm-3-released',
    content: '# Helm 3\n\nThe whole post, as Markdown.',
    metadata: {permalink: '/uk/blog/helm-3-released', title: 'Вийшов Helm 3', date: '2019-11-13T00:00:00.000Z', description: 'Опис', tags: [], authors: []},
  };

  it('keeps only what the archive page shows: id, link, title and date', () => {
    const route = slimArchive({path: '/uk/blog/archive', component: '@theme/BlogArchivePage', props: {archive: {blogPosts: [post]}}});
    expect(route.props).toEqual({archive: {blogPosts: [{id: post.id, metadata: {permalink: post.metadata.permalink, title: post.metadata.title, date: post.metadata.date}}]}});
    expect(JSON.stringify(route)).not.toContain('Markdown');
  });

  it('leaves every other route as it is', () => {
    const route = {path: '/uk/blog/page/2', component: '@theme/BlogListPage', props: {listMetadata: {permalink: '/uk/blog/page/2'}}};
    expect(slimArchive(route)).toBe(route);
  });
});
