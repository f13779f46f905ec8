import {describe, expect, it} from 'vitest';
import {stemmer as english} from '@orama/stemmers/english';
import {stemmer as ukrainian} from '@orama/stemmers/ukrainian';

import {SEARCH_SCOPES, scopeForPath, searchTerms} from '@site/src/lib/search';

const unchanged = (word: string): string => word;

/**
 * Word forms a reader types, and forms the pages contain that must be found. Pagefind matches each query term
 * as a prefix of the indexed words; it indexes Ukrainian words as written and English words by their stem.
 */
const UKRAINIAN_FORMS: [query: string, indexed: string][] = [
  ['чарти', 'чартів'],
  ['чартів', 'чартах'],
  ['чартах', 'чарт'],
  ['чарту', 'чартами'],
  ['релізу', 'реліз'],
  ['релізи', 'релізів'],
  ['релізом', 'релізах'],
  ['залежності', 'залежностей'],
  ['залежностями', 'залежності'],
  ['хуки', 'хуків'],
  ['хуків', 'хуками'],
  ['хука', 'хук'],
  ['шаблони', 'шаблонів'],
  ['шаблонах', 'шаблон'],
  ['шаблоном', 'шаблонами'],
  ['репозиторії', 'репозиторіїв'],
  ['репозиторію', 'репозиторій'],
  ['плагіни', 'плагінів'],
  ['плагіна', 'плагінами'],
  ['відкат', 'відкату'],
  ['відкату', 'відкатом'],
  ['оновлення', 'оновленням'],
  ['встановлення', 'встановленням'],
  ['підчарти', 'підчартів'],
  ['прапорці', 'прапорців'],
  ['прапорця', 'прапорцем'],
  ['значень', 'значення'],
  ['версії', 'версій'],
  ['кластера', 'кластерів'],
];

const ENGLISH_FORMS: [query: string, indexed: string][] = [
  ['charts', 'chart'],
  ['releases', 'released'],
  ['hooks', 'hook'],
  ['installing', 'installed'],
  ['dependencies', 'dependency'],
  ['upgrading', 'upgrade'],
  ['values', 'value'],
  ['repositories', 'repository'],
  ['templates', 'templating'],
  ['plugins', 'plugin'],
  ['rollbacks', 'rollback'],
  ['signed', 'signing'],
];

describe('Ukrainian word forms', () => {
  it.each(UKRAINIAN_FORMS)('«%s» finds «%s»', (query, indexed) => {
    expect(indexed.startsWith(searchTerms(query, ukrainian))).toBe(true);
  });

  it('does not reduce a word to a stem so short that it finds unrelated words', () => {
    expect('чат'.startsWith(searchTerms('чарти', ukrainian))).toBe(false);
    expect('релігія'.startsWith(searchTerms('релізу', ukrainian))).toBe(false);
  });
});

describe('English word forms', () => {
  it.each(ENGLISH_FORMS)('"%s" finds "%s"', (query, indexed) => {
    expect(english(indexed).startsWith(searchTerms(query, english))).toBe(true);
  });
});

/** Typed query, the stemmer of the reader's language, and the terms sent to Pagefind. */
const NORMALISED: [what: string, query: string, stem: (word: string) => string, terms: string][] = [
  ['a flag loses its dashes but stays one term', '--create-namespace', unchanged, 'create-namespace'],
  ['a flag inside a command', 'helm install --create-namespace', ukrainian, 'helm install create-namespace'],
  ['a page name is read as its command', 'helm_upgrade', unchanged, 'helm upgrade'],
  ['the command itself', 'helm upgrade', unchanged, 'helm upgrade'],
  ['a built-in object loses its dot and case', '.Values', unchanged, 'values'],
  ['a nested object stays one term', '.Release.Name', unchanged, 'release.name'],
  ['code-like words are not stemmed', '--set-string', english, 'set-string'],
  ['a file name is not stemmed', 'values.yaml', english, 'values.yaml'],
  ['extra spaces and trailing punctuation go', '  хуки,   чарти!  ', ukrainian, 'хук чарт'],
  ['the curly apostrophe becomes the straight one', 'об’єкти', unchanged, "об'єкти"],
  ['only spaces give no terms', '   ', unchanged, ''],
];

describe('commands and flags are found as typed', () => {
  it.each(NORMALISED)('%s: "%s"', (_what, query, stem, terms) => {
    expect(searchTerms(query, stem)).toBe(terms);
  });
});

describe('the scope a page searches by default', () => {
  it('is the docs version of the page, in any locale', () => {
    expect(scopeForPath('/uk/docs/intro/install', '/uk/')).toBe('docs-3');
    expect(scopeForPath('/uk/docs/v2/using_helm/tiller_ssl', '/uk/')).toBe('docs-2');
    expect(scopeForPath('/uk/docs/next/overview', '/uk/')).toBe('docs-current');
    expect(scopeForPath('/docs/v2/', '/')).toBe('docs-2');
  });

  it('is the blog on blog pages and the latest docs elsewhere', () => {
    expect(scopeForPath('/uk/blog/helm-3-released', '/uk/')).toBe('blog');
    expect(scopeForPath('/uk/', '/uk/')).toBe('docs-3');
    expect(scopeForPath('/markdown-page', '/')).toBe('docs-3');
  });

  it('is one of the scopes the dialog offers', () => {
    expect(SEARCH_SCOPES).toEqual(['docs-current', 'docs-3', 'docs-2', 'blog']);
  });
});
