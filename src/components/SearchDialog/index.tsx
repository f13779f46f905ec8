import {type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {Locale} from '@site/src/data/locales';
import {DOCS_VERSIONS} from '@site/src/data/versions';
import {SEARCH_SCOPES, type SearchScope, type Stemmer, searchTerms} from '@site/src/lib/search';
import styles from './styles.module.css';

/** The part of Pagefind's browser API that the dialog uses (https://pagefind.app/docs/api/). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options: {filters: Record<string, string>}): Promise<{results: {id: string; data(): Promise<PagefindResultData>}[]}>;
}

/** Each language's stemmer from @orama/stemmers, loaded with the dialog; Japanese, Korean and Chinese need none. */
const STEMMERS: Partial<Record<Locale, () => Promise<{stemmer: Stemmer}>>> = {
  en: () => import('@orama/stemmers/english'),
  de: () => import('@orama/stemmers/german'),
  el: () => import('@orama/stemmers/greek'),
  es: () => import('@orama/stemmers/spanish'),
  fr: () => import('@orama/stemmers/french'),
  pt: () => import('@orama/stemmers/portuguese'),
  ru: () => import('@orama/stemmers/russian'),
  uk: () => import('@orama/stemmers/ukrainian'),
};

// Each shown result fetches its page's fragment (5 to 25 KB gzip): five keep a first query near 150 KB, and
// "More results" fetches the next five.
const PAGE_SIZE = 5;

interface Result {
  url: string;
  title: string;
  section: string;
  excerpt: string;
}

function scopeLabel(scope: SearchScope): string {
  if (scope === 'blog') {
    return translate({id: 'search.scope.blog', message: 'Blog', description: 'The search scope of blog posts, and the section shown for a post'});
  }
  const version = DOCS_VERSIONS.find((candidate) => `docs-${candidate.name}` === scope);
  return translate(
    {id: 'search.scope.docs', message: 'Docs {version}', description: 'A search scope: the docs of one Helm version'},
    {version: (version?.label ?? '').replace(/\s*\p{Extended_Pictographic}/gu, '')},
  );
}

/** The search dialog: a combobox whose listbox shows the results of the chosen scope as the reader types. */
export default function SearchDialog({initialScope, onClose}: {initialScope: SearchScope; onClose: () => void}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const history = useHistory();
  const pagefindUrl = useBaseUrl('/pagefind/pagefind.js');
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const engine = useRef<{pagefind: Pagefind; stem: Stemmer} | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<SearchScope>(initialScope);
  const [results, setResults] = useState<Result[]>([]);
  /** The query the shown results belong to, so tests and the budget script can tell when they arrived. */
  const [resultsFor, setResultsFor] = useState('');
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [total, setTotal] = useState(0);
  const id = useId();
  const listId = `${id}-results`;
  const titleId = `${id}-title`;

  useEffect(() => {
    dialog.current?.showModal();
    // showModal() focuses the first focusable element, the Close button; the reader wants the field.
    field.current?.focus();
    let cancelled = false;
    const loadStemmer = STEMMERS[i18n.currentLocale as Locale];
    Promise.all([
      import(/* webpackIgnore: true */ pagefindUrl) as Promise<Pagefind>,
      loadStemmer ? loadStemmer().then((module) => module.stemmer) : Promise.resolve((word: string) => word),
    ])
      .then(async ([pagefind, stem]) => {
        // On the main thread: Pagefind's web worker would cost a further 12 KB on the first query, for no gain here.
        await pagefind.options({excerptLength: 24, noWorker: true});
        await pagefind.init();
        if (!cancelled) {
          engine.current = {pagefind, stem};
          setStatus('ready');
        }
      })
      .catch(() => !cancelled && setStatus('error'));
    return () => {
      cancelled = true;
    };
  }, [pagefindUrl, i18n.currentLocale]);

  useEffect(() => {
    const current = engine.current;
    if (status !== 'ready' || current === null) return undefined;
    const terms = searchTerms(query, current.stem);
    if (terms === '') {
      setResults([]);
      setResultsFor(query);
      return undefined;
    }
    let stale = false;
    void current.pagefind.search(terms, {filters: {scope}}).then(async (search) => {
      const found = await Promise.all(search.results.slice(0, shown).map((result) => result.data()));
      if (stale) return;
      setResults(
        found.map((data) => ({url: data.url, title: data.meta.title ?? data.url, section: data.meta.section ?? '', excerpt: data.excerpt})),
      );
      setResultsFor(query);
      setTotal(search.results.length);
      setActive((index) => Math.min(index, Math.max(0, found.length - 1)));
    });
    return () => {
      stale = true;
    };
  }, [query, scope, status, shown]);

  // A new question starts again from the first results.
  useEffect(() => {
    setShown(PAGE_SIZE);
    setActive(0);
  }, [query, scope]);

  const open = (result: Result | undefined): void => {
    if (!result) return;
    onClose();
    history.push(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (results.length === 0 ? 0 : (index + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(results[active]);
    } else if (event.key === 'Escape') {
      // A search field would only clear itself on Esc; here Esc closes the dialog, as everywhere else in it.
      event.preventDefault();
      onClose();
    }
  };

  const optionId = (index: number): string => `${id}-option-${index}`;
  const message =
    status === 'loading'
      ? translate({id: 'search.status.loading', message: 'Loading search…', description: 'Shown while the search index loads'})
      : status === 'error'
        ? translate({id: 'search.status.error', message: 'Search could not be loaded. Reload the page and try again.', description: 'Shown when the search index fails to load'})
        : query.trim() !== '' && results.length === 0
          ? translate({id: 'search.status.empty', message: 'No results for “{query}”.', description: 'Shown when a search finds nothing'}, {query})
          : query.trim() !== ''
            ? translate({id: 'search.status.count', message: 'Results: {count}', description: 'How many search results are shown'}, {count: total})
            : '';

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
      data-search-dialog="">
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            <Translate id="search.dialog.title" description="The heading of the search dialog">
              Search this site
            </Translate>
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <Translate id="search.dialog.close" description="The button that closes the search dialog">
              Close
            </Translate>
          </button>
        </div>
        <input
          ref={field}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
          aria-label={translate({id: 'search.input.label', message: 'Search words', description: 'The accessible name of the search field'})}
          placeholder={translate({id: 'search.input.placeholder', message: 'Commands, flags, topics…', description: 'The placeholder of the search field'})}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
        <fieldset className={styles.scopes}>
          <legend className={styles.legend}>
            <Translate id="search.scope.legend" description="The label of the choice of where to search">
              Search in
            </Translate>
          </legend>
          {SEARCH_SCOPES.map((candidate) => (
            <label key={candidate} className={styles.scope}>
              <input type="radio" name={`${id}-scope`} value={candidate} checked={scope === candidate} onChange={() => setScope(candidate)} />
              {scopeLabel(candidate)}
            </label>
          ))}
        </fieldset>
        <p className={styles.status} role="status">
          {message}
        </p>
        <ul id={listId} role="listbox" className={styles.results} aria-labelledby={titleId} data-results-for={resultsFor}>
          {results.map((result, index) => (
            // Each result is a real link (open in a new tab, copy its address) that plays the option's role.
            <li key={result.url} role="none">
              <a
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.result}
                href={result.url}
                tabIndex={-1}
                data-url={result.url}
                onMouseMove={() => setActive(index)}
                onClick={(event) => {
                  // A plain click navigates inside the app; a modified or middle click is the browser's.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  open(result);
                }}>
                <span className={styles.resultTitle}>{result.title}</span>
                {result.section !== '' && <span className={styles.resultSection}>{result.section}</span>}
                {/* Pagefind's excerpt is the page's own text, escaped, with the matched words in <mark>. */}
                <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: result.excerpt}} />
              </a>
            </li>
          ))}
        </ul>
        {total > results.length && results.length > 0 && (
          <button type="button" className={styles.more} onClick={() => setShown((count) => count + PAGE_SIZE)}>
            <Translate id="search.more" description="The button under the search results that shows more of them">
              More results
            </Translate>
          </button>
        )}
        <p className={styles.hint} aria-hidden="true">
          <Translate id="search.dialog.keys" description="Keyboard help at the bottom of the search dialog">
            ↑ ↓ to move · Enter to open · Esc to close
          </Translate>
        </p>
      </div>
    </dialog>
  );
}
