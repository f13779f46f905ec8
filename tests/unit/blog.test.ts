import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {ROOT, markdownFiles, readMarkdown} from '../../scripts/lib/content';
import {BLOG_LIST_PAGES, BLOG_POSTS_PER_PAGE} from '../../src/data/blog';

const TREES = {en: 'blog', uk: 'i18n/uk/docusaurus-plugin-content-blog'} as const;

function yamlKeys(path: string): string[] {
  return Object.keys(parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>);
}

const posts = markdownFiles(TREES.en);
const authors = yamlKeys('blog/authors.yml');
const tags = yamlKeys('blog/tags.yml');

describe('blog data', () => {
  it('defines the same authors and tags in Ukrainian', () => {
    expect(yamlKeys(`${TREES.uk}/authors.yml`)).toEqual(authors);
    expect(yamlKeys(`${TREES.uk}/tags.yml`)).toEqual(tags);
  });

  it(`fills exactly ${BLOG_LIST_PAGES} list pages of ${BLOG_POSTS_PER_PAGE} posts`, () => {
    expect(posts.length).toBeGreaterThan((BLOG_LIST_PAGES - 1) * BLOG_POSTS_PER_PAGE);
    expect(posts.length).toBeLessThanOrEqual(BLOG_LIST_PAGES * BLOG_POSTS_PER_PAGE);
  });

  it('has one team with more than ten posts, so its author page has a second page', () => {
    const counts = new Map<string, number>();
    for (const post of posts) {
      for (const author of readMarkdown(join(TREES.en, post)).frontMatter.authors as string[]) {
        counts.set(author, (counts.get(author) ?? 0) + 1);
      }
    }
    expect(Math.max(...counts.values())).toBeGreaterThan(10);
  });

  it('has at least five 2019 posts on date-prefixed paths', () => {
    const datePrefixed2019 = posts.filter((post) => post.startsWith('2019-') && readMarkdown(join(TREES.en, post)).frontMatter.slug === undefined);
    expect(datePrefixed2019.length).toBeGreaterThanOrEqual(5);
  });
});

describe.each(Object.entries(TREES))('posts in %s', (_language, tree) => {
  describe.each(markdownFiles(tree))('%s', (post) => {
    const file = readMarkdown(join(tree, post));
    const body = file.body.join('\n');

    it('is dated by its file name', () => {
      expect(post).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/);
    });

    it('has a truncate marker after its opening', () => {
      expect(body).toContain('{/* truncate */}');
      expect(body.indexOf('{/* truncate */}')).toBeLessThan(body.indexOf('\n## ') === -1 ? Infinity : body.indexOf('\n## '));
    });

    it('has defined authors and tags', () => {
      const postAuthors = file.frontMatter.authors as string[] | undefined;
      const postTags = file.frontMatter.tags as string[] | undefined;
      expect(postAuthors?.length).toBeGreaterThan(0);
      expect(postTags?.length).toBeGreaterThan(0);
      expect(postAuthors!.filter((author) => !authors.includes(author))).toEqual([]);
      expect(postTags!.filter((tag) => !tags.includes(tag))).toEqual([]);
    });
  });
});
