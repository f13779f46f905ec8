/**
 * Builds the site search index from the production build (`npm run build` runs it after Docusaurus): one Pagefind
 * bundle per locale, written to `<locale root>/pagefind/`, so every locale searches only its own pages and a
 * single-locale build works at its own base URL. Only docs pages and blog posts are indexed: their article
 * carries `data-pagefind-body` (src/theme/DocItem/Content, src/theme/BlogPostItem/Content).
 *
 * Why Pagefind (measured here, November 2026, on the Ukrainian build, 279 indexed pages): it splits the index into
 * chunks and per-page fragments, so a first query from a docs page downloads 144 KiB gzip in all (the dialog's
 * code and the stemmer 3 KiB, pagefind.js 16 KiB, its WebAssembly 54 KiB, one index chunk 28 KiB, five result
 * fragments 39 KiB, excerpts included), and a keystroke brings results in a median 29 ms. A MiniSearch index of
 * the same locale is one file fetched whole: 291 KiB gzip, or 140 KiB for the Helm 3 docs alone, before the
 * library, the stemmer or any text for excerpts. Indexing adds about 2 s per locale to the build. Pagefind has
 * no Ukrainian stemmer, so the dialog stems the query with @orama/stemmers and Pagefind's prefix matching finds
 * every word form.
 */
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

import {DEFAULT_LOCALE, HTML_LANG, type Locale, LOCALES} from '../../src/data/locales';
import {folderBytes, htmlFiles} from '../lib/build';
import {ROOT} from '../lib/content';

// Pagefind's Node API is an ES module only; this script runs as CommonJS, so it is imported dynamically.
const loadPagefind = (): Promise<typeof import('pagefind')> => import('pagefind');

const BUILD = join(ROOT, 'build');

export interface LocaleIndexFigures {
  locale: string;
  pages: number;
  bytes: number;
  seconds: number;
}

/** The locales in build/ and where each one's pages are: a build with one `--locale` puts it at the root. */
export function builtLocales(): {locale: Locale; root: string; urlPrefix: string}[] {
  const rootPage = join(BUILD, 'index.html');
  if (!existsSync(rootPage)) return [];
  const rootLang = /<html[^>]*\slang="?([^"\s>]+)/.exec(readFileSync(rootPage, 'utf8'))?.[1];
  const atRoot = LOCALES.find((locale) => HTML_LANG[locale] === rootLang) ?? DEFAULT_LOCALE;
  const nested = LOCALES.filter((locale) => locale !== atRoot && existsSync(join(BUILD, locale, 'index.html')));
  return [{locale: atRoot, root: BUILD, urlPrefix: '/'}, ...nested.map((locale) => ({locale, root: join(BUILD, locale), urlPrefix: `/${locale}/`}))];
}

/** Indexes the pages of one locale's build into `<root>/pagefind/`. */
async function indexLocale(locale: Locale, root: string, urlPrefix: string): Promise<LocaleIndexFigures> {
  const started = Date.now();
  const pagefind = await loadPagefind();
  const {index, errors} = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const otherLocales = new Set<string>(LOCALES.filter((candidate) => candidate !== locale));
  let pages = 0;
  for (const file of htmlFiles(root, root === BUILD ? otherLocales : undefined)) {
    const content = readFileSync(file, 'utf8');
    if (!content.includes('data-pagefind-body')) continue;
    // The page's own route, as Docusaurus links it, from its canonical URL.
    const canonical = /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(content)?.[1];
    const path = relative(root, file).split(sep).join('/');
    const route = canonical ? new URL(canonical).pathname : urlPrefix + path.replace(/(^|\/)index\.html$/, '$1');
    // Pagefind puts the folder that holds the bundle (`/uk/`) in front of a result's URL, so the index keeps the rest.
    const url = route.slice(urlPrefix.length - 1);
    const result = await index.addHTMLFile({url, content});
    if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.join('; ')}`);
    pages += 1;
  }
  const outputPath = join(root, 'pagefind');
  rmSync(outputPath, {recursive: true, force: true});
  const written = await index.writeFiles({outputPath});
  if (written.errors.length > 0) throw new Error(`${outputPath}: ${written.errors.join('; ')}`);
  return {locale, pages, bytes: folderBytes(outputPath), seconds: (Date.now() - started) / 1000};
}

async function main(): Promise<void> {
  const figures: LocaleIndexFigures[] = [];
  for (const {locale, root, urlPrefix} of builtLocales()) figures.push(await indexLocale(locale, root, urlPrefix));
  await (await loadPagefind()).close();
  for (const {locale, pages, bytes, seconds} of figures) {
    console.log(`Search index ${locale}: ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB, ${seconds.toFixed(1)} s`);
  }
  if (figures.length === 0) throw new Error('No built locale found in build/: run docusaurus build first.');
}

main().catch((error: unknown) => {
  console.error(`Search index: ${(error as Error).message}`);
  process.exitCode = 1;
});
