/**
 * Size budgets of the production build, checked after the tests: prints the figures and fails when a
 * budget is exceeded. Run after `npm run build` (all locales).
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {spawn} from 'node:child_process';

import {DEFAULT_LOCALE, LOCALES} from '../src/data/locales';
import {folderBytes, htmlFiles} from './lib/build';
import {measureSearch, SEARCH_QUERIES} from './search/measure';

const BUILD = join(__dirname, '../build');

/** Budgets in bytes, gzip, and milliseconds. */
const BUDGETS = {
  homeJs: 230_000,
  docJs: 260_000,
  css: 40_000,
  searchFirstQuery: 150_000,
  searchMedianMs: 100,
};

function gzipSize(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

/** Scripts and stylesheets a page loads before it is interactive: `<script src>` and preloaded scripts. */
function assetsOf(htmlFile: string): {js: string[]; css: string[]} {
  const html = readFileSync(htmlFile, 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="?([^" >]+\.js)/g)) js.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+href="?([^" >]+\.js)"?[^>]*>/g)) js.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+href="?([^" >]+\.css)/g)) css.add(match[1]!);
  return {js: [...js], css: [...css]};
}

function bytesOf(urls: string[]): number {
  return urls.reduce((total, url) => total + gzipSize(join(BUILD, url)), 0);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

if (!existsSync(join(BUILD, 'uk/index.html'))) {
  console.error('build/uk/index.html is missing: run "npm run build" (all locales) first.');
  process.exit(1);
}

const failures: string[] = [];
const check = (label: string, bytes: number, budget: number): void => {
  const ok = bytes <= budget;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${kb(bytes)} gzip (budget ${kb(budget)})`);
  if (!ok) failures.push(label);
};

const home = assetsOf(join(BUILD, 'uk/index.html'));
const doc = assetsOf(join(BUILD, 'uk/docs/intro/install/index.html'));
check('JS loaded by /uk/', bytesOf(home.js), BUDGETS.homeJs);
check('JS loaded by /uk/docs/intro/install', bytesOf(doc.js), BUDGETS.docJs);
check('CSS loaded by /uk/', bytesOf(home.css), BUDGETS.css);

// Search loads on demand: neither Pagefind nor a stemmer may be in the scripts a page starts with.
const SEARCH_ENGINE_CODE = [/pagefind/i, /\[аеиоуюяіїє\]/];
for (const url of new Set([...home.js, ...doc.js])) {
  const code = readFileSync(join(BUILD, url), 'utf8');
  if (SEARCH_ENGINE_CODE.some((pattern) => pattern.test(code))) failures.push(`search engine code in ${url}`);
}
console.log(`${failures.some((failure) => failure.startsWith('search engine')) ? 'OVER' : 'ok  '} search engine and stemmers absent from the initial scripts of /uk/ and /uk/docs/intro/install`);

console.log(`HTML of /uk/: ${kb(statSync(join(BUILD, 'uk/index.html')).size)}, ${kb(gzipSize(join(BUILD, 'uk/index.html')))} gzip`);
for (const locale of LOCALES) {
  const dir = locale === DEFAULT_LOCALE ? BUILD : join(BUILD, locale);
  if (existsSync(dir)) {
    console.log(`pages in ${locale}: ${htmlFiles(dir, dir === BUILD ? new Set<string>(LOCALES) : undefined).length}`);
  }
}
console.log(`build/ in all: ${(folderBytes(BUILD) / 1024 / 1024).toFixed(1)} MiB`);

for (const locale of LOCALES) {
  const index = join(locale === DEFAULT_LOCALE ? BUILD : join(BUILD, locale), 'pagefind');
  if (existsSync(index)) console.log(`search index ${locale}: ${kb(folderBytes(index))} on disk (fetched in chunks)`);
}

/** Serves the build on loopback and measures search in Chromium (scripts/search/measure.ts). */
async function measureSearchInBrowser(): Promise<void> {
  const port = 4175;
  const server = spawn('npx', ['tsx', join(__dirname, 'serve.ts'), '--port', String(port), '--host', '127.0.0.1'], {stdio: 'ignore'});
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/uk/`).then((response) => response.ok).catch(() => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const figures = await measureSearch(`http://127.0.0.1:${port}`, BUILD);
    check(`search, first query from /uk/docs/intro/install (${figures.firstQueryFiles} files)`, figures.firstQueryBytes, BUDGETS.searchFirstQuery);
    const fast = figures.medianMs <= BUDGETS.searchMedianMs;
    console.log(`${fast ? 'ok  ' : 'OVER'} search, keystroke to results: median ${figures.medianMs.toFixed(1)} ms over ${SEARCH_QUERIES.length} queries, slowest ${figures.slowestMs.toFixed(1)} ms (budget ${BUDGETS.searchMedianMs} ms)`);
    if (!fast) failures.push('search query time');
  } finally {
    server.kill();
  }
}

measureSearchInBrowser()
  .then(() => {
    if (failures.length > 0) {
      console.error(`Over budget: ${failures.join(', ')}`);
      process.exit(1);
    }
  })
  .catch((error: unknown) => {
    console.error(`Search measurement failed: ${(error as Error).message}`);
    process.exit(1);
  });
