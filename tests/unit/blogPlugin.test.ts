import {describe, expect, it} from 'vitest';

import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {parse} from 'yaml';

import {authorsWithSocials} from '../../src/plugins/blog';
import {authorPageRewriter} from '../../src/plugins/blog/authorPagePaths';
import {slimArchive} from '../../src/plugins/blog/slimArchive';
import {slimPostMetadata} from '../../src/plugins/blog/slimPostMetadata';

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

describe('post metadata', () => {
  const metadata = {
    permalink: '/uk/blog/road-to-helm-4',
    source: '@site/i18n/uk/docusaurus-plugin-content-blog/2025-10-27-road-to-helm-4.md',
    editUrl: 'https://github.com/helm/helm-www/blob/main/i18n/uk/docusaurus-plugin-content-blog/2025-10-27-road-to-helm-4.md',
    title: 'Шлях до Helm 4',
    description: 'Опис допису',
    date: '2025-10-27T00:00:00.000Z',
    tags: [{label: 'Helm 4', permalink: '/uk/blog/tags/helm-4', inline: false, description: 'Дописи про Helm 4'}],
    authors: [{key: 'helm4', name: 'Робоча група Helm 4', title: 'Наступна мажорна версія', description: 'Група, що…', page: {permalink: '/uk/blog/authors/helm4'}}],
    frontMatter: {title: 'Шлях до Helm 4', description: 'Опис допису', slug: 'road-to-helm-4', authors: ['helm4'], tags: ['helm-4'], keywords: ['helm 4'], image: '/img/card.png'},
    readingTime: 5.4,
    hasTruncateMarker: true,
  };

  it('drops what no page reads: tag and author descriptions, front matter repeated at the top level', () => {
    const slim = slimPostMetadata(metadata) as typeof metadata;
    expect(slim.tags).toEqual([{label: 'Helm 4', permalink: '/uk/blog/tags/helm-4', inline: false}]);
    expect(slim.authors).toEqual([{key: 'helm4', name: 'Робоча група Helm 4', title: 'Наступна мажорна версія', page: {permalink: '/uk/blog/authors/helm4'}}]);
    expect(slim.frontMatter).toEqual({keywords: ['helm 4'], image: '/img/card.png'});
    expect({...slim, tags: metadata.tags, authors: metadata.authors, frontMatter: metadata.frontMatter}).toEqual(metadata);
  });

  it('passes other data through as it is', () => {
    const sidebar = {title: 'Усі дописи', items: []};
    expect(slimPostMetadata(sidebar)).toBe(sidebar);
    expect(slimPostMetadata('{"a":1}')).toBe('{"a":1}');
  });
});

describe('author social links', () => {
  const post = (authors: Array<{socials?: Record<string, string>}>) => ({metadata: {authors}}) as never;

  it('are absent when no author in the authors file or inline in a post has one', () => {
    expect(authorsWithSocials({authorsMap: {maintainers: {name: 'Супровідники Helm', key: 'maintainers', page: null}}, blogPosts: [post([{}])]} as never)).toEqual([]);
    expect(authorsWithSocials({authorsMap: {security: {key: 'security', page: null, socials: {}}}, blogPosts: []} as never)).toEqual([]);
  });

  it('are found as soon as one author has one, in the authors file or inline', () => {
    expect(authorsWithSocials({authorsMap: {maintainers: {key: 'maintainers', page: null, socials: {github: 'https://github.com/helm'}}}, blogPosts: []} as never)).toHaveLength(1);
    expect(authorsWithSocials({authorsMap: undefined, blogPosts: [post([{socials: {x: 'https://x.com/helmpack'}}])]} as never)).toHaveLength(1);
  });

  // src/theme/Blog/Components/Author/Socials shows none: an author with links needs that swizzle gone.
  it('are in no authors file of any locale', () => {
    const root = join(__dirname, '../..');
    const files = ['blog/authors.yml', ...readdirSync(join(root, 'i18n')).map((locale) => `i18n/${locale}/docusaurus-plugin-content-blog/authors.yml`)].filter(
      (file) => existsSync(join(root, file)),
    );
    expect(files).toContain('blog/authors.yml');
    for (const file of files) {
      const authors = parse(readFileSync(join(root, file), 'utf8')) as Record<string, {socials?: unknown}>;
      expect(Object.entries(authors).filter(([, author]) => author.socials !== undefined).map(([key]) => `${file}: ${key}`)).toEqual([]);
    }
  });
});
