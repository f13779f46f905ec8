/**
 * The site search's plain functions: which part of the site a page searches by default, and how a reader's
 * query becomes the terms sent to Pagefind. Pagefind matches every term as a word prefix, so a query word is
 * cut to its stem first (with @orama/stemmers, loaded with the search dialog): «чарти» becomes «чарт», which
 * finds «чарт», «чарти», «чартів» and «чартах» alike.
 */
import {DOCS_VERSIONS, LAST_VERSION} from '@site/src/data/versions';

/** A part of the site that can be searched on its own: one docs version, or the blog. */
export type SearchScope = `docs-${string}` | 'blog';

/** Every scope, in the order the search dialog offers them: docs versions as the version dropdown lists them. */
export const SEARCH_SCOPES: readonly SearchScope[] = [...DOCS_VERSIONS.map((version) => `docs-${version.name}` as const), 'blog'];

/** The scope a page searches by default: its own docs version, the blog on blog pages, else the latest docs. */
export function scopeForPath(pathname: string, baseUrl: string): SearchScope {
  const path = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  if (/^\/blog(\/|$)/.test(path)) return 'blog';
  const match = /^\/docs(?:\/([^/]+))?/.exec(path);
  if (match) {
    const version = DOCS_VERSIONS.find((candidate) => candidate.path !== '' && candidate.path === match[1]);
    return `docs-${version?.name ?? LAST_VERSION}`;
  }
  return `docs-${LAST_VERSION}`;
}

/** Reduces a word to its stem; the identity for languages without a stemmer. */
export type Stemmer = (word: string) => string;

/**
 * The terms to search for. Command names and flags are found as typed: `helm_upgrade` and `helm upgrade` both
 * become `helm upgrade`, `--create-namespace` and `.Values` lose their leading punctuation. Words that contain
 * no letters of the reader's alphabet (commands, flags, keys) are kept whole; the others are stemmed.
 */
export function searchTerms(query: string, stem: Stemmer): string {
  return query
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’ʼ]/g, "'")
    .split(/\s+/)
    .flatMap((word) => word.replace(/^[-.$]+|[.,;:!?]+$/g, '').split('_'))
    .filter((word) => word.length > 0)
    .map((word) => (/[\p{Script=Latin}]/u.test(word) && /[-/.=]/.test(word) ? word : stem(word)))
    .join(' ');
}
