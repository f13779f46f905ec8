import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {codeBlocks, comparableBlock, headings, markdownFiles, proseLines, readMarkdown, ROOT} from '../../scripts/lib/content';
import {LOCALES, type Locale} from '@site/src/data/locales';

/** The docs trees a locale can translate, and where their English originals are. */
const TREES = [
  {name: 'current', english: 'docs'},
  {name: 'version-3', english: 'versioned_docs/version-3'},
  {name: 'version-2', english: 'versioned_docs/version-2'},
];

/** What the prose of each language must look like: the share of its own script among all letters. */
const SCRIPTS: Record<Exclude<Locale, 'en'>, {own: RegExp; minShare: number; mustHave?: RegExp; mustNotHave?: RegExp}> = {
  de: {own: /\p{Script=Latin}/u, minShare: 0.9, mustHave: /[äöüßÄÖÜ]/u},
  es: {own: /\p{Script=Latin}/u, minShare: 0.9, mustHave: /[áéíóúñ¿¡]/u},
  fr: {own: /\p{Script=Latin}/u, minShare: 0.9, mustHave: /[àâçéèêëîïôûùœ]/u},
  pt: {own: /\p{Script=Latin}/u, minShare: 0.9, mustHave: /[ãõçáéíóúâêô]/u},
  el: {own: /\p{Script=Greek}/u, minShare: 0.6},
  ru: {own: /\p{Script=Cyrillic}/u, minShare: 0.6, mustNotHave: /[іїєґІЇЄҐ]/u},
  uk: {own: /\p{Script=Cyrillic}/u, minShare: 0.6, mustNotHave: /[ыэъёЫЭЪЁ]/u},
  ja: {own: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u, minShare: 0.5, mustHave: /[\p{Script=Hiragana}]/u},
  ko: {own: /\p{Script=Hangul}/u, minShare: 0.5},
  zh: {own: /\p{Script=Han}/u, minShare: 0.5, mustNotHave: /[\p{Script=Hiragana}\p{Script=Katakana}]/u},
};

/**
 * Prose without links' targets, heading ids and URLs, which are English in every language; without MDX comments,
 * which no reader sees; and without link texts that hold no letter of the page's own script, such as the command
 * names of the command reference (`[helm repo add](…)`), which every language keeps as they are.
 */
function proseOf(path: string, own: RegExp): string {
  return proseLines(readMarkdown(path))
    .map(({text}) =>
      text
        .replace(/\{\/\*.*?\*\/\}/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, (_link, label: string) => (own.test(label) ? label : ''))
        .replace(/\]\([^)]*\)|\{#[\w-]+\}|https?:\S+/g, ''),
    )
    .join('\n');
}

/** English articles and conjunctions that a translated page hardly ever contains. */
const ENGLISH_WORDS = /\b(the|and|with|that|this|from|which)\b/gi;

const pages = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en').flatMap((locale) =>
  TREES.flatMap((tree) => {
    const folder = join('i18n', locale, 'docusaurus-plugin-content-docs', tree.name);
    return markdownFiles(folder).map((page) => ({locale, page, translated: join(folder, page), english: join(tree.english, page)}));
  }),
);

/** The reader's first path: translated in every locale. */
const FIRST_PATH = [
  ...['intro/index.mdx', 'intro/install.md', 'intro/quickstart.md', 'intro/using_helm.md', 'intro/CheatSheet.md']
    .concat(['topics/index.mdx', 'topics/charts.md', 'topics/architecture.md'])
    .concat(['faq/index.mdx', 'faq/installing.md', 'faq/troubleshooting.md', 'glossary/index.md', 'howto/charts_tips_and_tricks.md'])
    .map((page) => join('version-3', page)),
  ...['index.mdx', 'overview.md', 'changelog.md'].map((page) => join('current', page)),
];

describe('every translated docs page in every locale', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has the reader\'s first path translated, and its own glossary', (locale) => {
    const missing = FIRST_PATH.filter((page) => !existsSync(join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', page)));
    expect(missing).toEqual([]);
    expect(existsSync(join(ROOT, 'i18n', locale, 'GLOSSARY.md'))).toBe(true);
  });

  describe.each(pages.map((entry) => [`${entry.translated}`, entry] as const))('%s', (_name, {locale, translated, english}) => {
    it('translates an English page that exists', () => {
      expect(existsSync(join(ROOT, english)), english).toBe(true);
    });

    it('keeps the code blocks of the English page; only comments may be translated', () => {
      const ours = codeBlocks(readMarkdown(translated)).map(comparableBlock);
      const theirs = codeBlocks(readMarkdown(english)).map(comparableBlock);
      expect(ours).toEqual(theirs);
    });

    it('keeps the English heading ids, in the same order', () => {
      expect(headings(readMarkdown(translated)).map((heading) => heading.id)).toEqual(headings(readMarkdown(english)).map((heading) => heading.id));
    });

    it(`is written in its language's script`, () => {
      const rule = SCRIPTS[locale];
      const prose = proseOf(translated, rule.own);
      const letters = prose.match(/\p{L}/gu) ?? [];
      const own = letters.filter((letter) => rule.own.test(letter)).length;
      expect(own / Math.max(1, letters.length), `share of ${rule.own} letters`).toBeGreaterThanOrEqual(rule.minShare);
      if (rule.mustHave) expect(prose, `no ${rule.mustHave} in the prose`).toMatch(rule.mustHave);
      if (rule.mustNotHave) expect(prose.match(new RegExp(rule.mustNotHave, 'gu')) ?? []).toEqual([]);
      if (rule.own.source.includes('Latin')) {
        const words = prose.match(/\p{L}+/gu) ?? [];
        const english = prose.match(ENGLISH_WORDS) ?? [];
        expect(english.length / Math.max(1, words.length), 'share of English function words').toBeLessThan(0.02);
      }
    });
  });
});
