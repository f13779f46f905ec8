import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  CONTENT_TREES,
  NON_UKRAINIAN_LETTERS,
  ROOT,
  folderRelativeLinks,
  headings,
  markdownFiles,
  proseLines,
  readMarkdown,
} from '../../scripts/lib/content';
import {LOCALES} from '@site/src/data/locales';
import {DOCS_VERSIONS} from '@site/src/data/versions';

/** Pages the spec lists (issues #2 and #3 so far), each required in English and in Ukrainian. */
const REQUIRED_PAGES: Record<string, string[]> = {
  'docs 4.0.0-beta.2': ['index.mdx', 'overview.md', 'changelog.md'],
  'docs 3.19': [
    'intro/index.mdx',
    'intro/install.md',
    'intro/quickstart.md',
    'intro/using_helm.md',
    'intro/CheatSheet.md',
    ...['index.mdx', 'advanced.md', 'architecture.md', 'chart_repository.md', 'chart_tests.md', 'charts.md', 'charts_hooks.md']
      .concat(['kubernetes_apis.md', 'kubernetes_distros.md', 'library_charts.md', 'permissions_sql_storage_backend.md'])
      .concat(['plugins.md', 'provenance.md', 'rbac.md', 'registries.md', 'release_policy.md', 'v2_v3_migration.md', 'version_skew.md'])
      .map((page) => `topics/${page}`),
    ...['index.mdx', 'changes_since_helm2.md', 'installing.md', 'troubleshooting.md', 'uninstalling.md'].map((page) => `faq/${page}`),
    'glossary/index.md',
    ...['index.mdx', 'developers.md', 'history.md', 'localization.md', 'related.md', 'release_checklist.md'].map((page) => `community/${page}`),
    ...['index.mdx', 'chart_releaser_action.md', 'chart_repository_sync_example.md', 'charts_tips_and_tricks.md'].map((page) => `howto/${page}`),
    ...['index.mdx', 'gosdk.md', 'examples.md'].map((page) => `sdk/${page}`),
  ],
  'docs 2.17': ['index.md'],
  pages: ['markdown-page.md'],
};

describe.each(CONTENT_TREES)('$name', (tree) => {
  const english = markdownFiles(tree.english);
  const ukrainian = markdownFiles(tree.ukrainian);

  it('has every required page in English and in Ukrainian', () => {
    for (const page of REQUIRED_PAGES[tree.name] ?? []) {
      expect(english, `${tree.english}/${page}`).toContain(page);
      expect(ukrainian, `${tree.ukrainian}/${page}`).toContain(page);
    }
  });

  it('translates every English page into Ukrainian, so none falls back to English under /uk/', () => {
    expect(english.filter((page) => !ukrainian.includes(page))).toEqual([]);
  });

  it('has no Ukrainian page without an English original', () => {
    expect(ukrainian.filter((page) => !english.includes(page))).toEqual([]);
  });

  describe.each(ukrainian.filter((page) => english.includes(page)))('%s', (page) => {
    const uk = readMarkdown(join(tree.ukrainian, page));
    const en = readMarkdown(join(tree.english, page));

    it('uses no letters that Ukrainian does not have, outside code', () => {
      const offending = proseLines(uk).filter(({text}) => NON_UKRAINIAN_LETTERS.test(text));
      expect(offending.map(({line, text}) => `${uk.path}:${line}: ${text.trim()}`)).toEqual([]);
    });

    it('keeps the English heading ids, in the same order', () => {
      const missing = headings(uk).filter((heading) => heading.id === null);
      expect(missing.map(({line, text}) => `${uk.path}:${line}: ${text}`)).toEqual([]);
      expect(headings(uk).map((heading) => heading.id)).toEqual(headings(en).map((heading) => heading.id));
    });

    it('keeps the front matter keys and translates the title', () => {
      expect(Object.keys(uk.frontMatter).sort()).toEqual(Object.keys(en.frontMatter).sort());
      // A title made only of names and acronyms ("Helm SDK") reads the same in Ukrainian.
      const onlyNames = /^(?:Helm|SDK|Go|OCI|RBAC|FAQ|CLI|v\d|[\d.]+|\s)+$/;
      if (typeof en.frontMatter.title === 'string' && !onlyNames.test(en.frontMatter.title)) {
        expect(uk.frontMatter.title).not.toEqual(en.frontMatter.title);
      }
    });

    it('links pages by their path from the tree root, never with ./ or ../', () => {
      expect([...folderRelativeLinks(uk), ...folderRelativeLinks(en)].map(({line, text}) => `${line}: ${text.trim()}`)).toEqual([]);
    });
  });
});

describe('version labels', () => {
  const files: Record<string, string> = {current: 'current.json', '3': 'version-3.json', '2': 'version-2.json'};
  it.each(LOCALES.filter((locale) => locale !== 'en'))('are the release numbers in %s', (locale) => {
    for (const version of DOCS_VERSIONS) {
      const path = join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', files[version.name]!);
      expect(existsSync(path), path).toBe(true);
      const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, {message: string}>;
      expect(messages['version.label']?.message, path).toBe(version.label);
    }
  });
});
