/**
 * The performance budgets of the production build, measured the way a reader's browser meets the site (Debian's
 * Chromium against the build served on 127.0.0.1 with compression, as a host serves it): the scripts each page
 * type downloads, Lighthouse on the pages the budgets name, the first round trip of a doc page, and search.
 * Prints the figures and exits non-zero when a budget is missed. Run after `npm run build` (all locales).
 *
 *   npm run budget [-- --no-lighthouse]
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {launchChromium} from '../lib/chromium';

import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {folderBytes, htmlFiles} from '../lib/build';
import {measureSearch, SEARCH_QUERIES} from '../search/measure';
import {lighthouseMedian, type LighthouseFigures} from './lighthouse';
import {scriptsOf, type ScriptTransfer} from './page-scripts';
import {componentScriptBytes} from './component-size';
import {BUDGET_PAGES, COMPONENT_BUDGETS, FIRST_ROUND_TRIP_BYTES, LIGHTHOUSE_BUDGETS} from './pages';

const BUILD = join(__dirname, '../../build');
const PORT = 4175;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CSS_BUDGET = 40_000;
// A first query fetches Pagefind's code, one index chunk and the five shown results' fragments; it grows with the
// text of those pages (153 KB for «чарти» in November 2026), and a jump means a mechanism broke, not a page grew.
const SEARCH_BUDGETS = {firstQueryBytes: 160_000, medianMs: 100};

const {values: options} = parseArgs({options: {'no-lighthouse': {type: 'boolean', default: false}}});

const failures: string[] = [];
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const pad = (text: string, width: number): string => text.padEnd(width);
const mark = (ok: boolean): string => (ok ? 'ok  ' : 'OVER');
/** `ok` within the goal, `ok*` within the limit only (the goal is not reached yet), `OVER` past the limit. */
const grade = (withinGoal: boolean, withinLimit: boolean): string => (withinGoal ? 'ok  ' : withinLimit ? 'ok* ' : 'OVER');

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), join(__dirname, '../serve.ts'), '--port', String(PORT), '--host', '127.0.0.1'], {stdio: 'ignore'});
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await fetch(`${ORIGIN}/uk/`).then((response) => response.ok).catch(() => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the static server did not start');
}

async function measureScripts(): Promise<Map<string, ScriptTransfer[]>> {
  const browser = await launchChromium();
  const byPage = new Map<string, ScriptTransfer[]>();
  try {
    console.log('\nScripts until network idle, prefetches excluded (gzip, as transferred)');
    console.log(`     ${pad('page type', 28)} ${pad('path', 56)} ${'scripts'.padStart(7)} ${'size'.padStart(10)}   limit / goal`);
    for (const {type, path, scriptKib} of BUDGET_PAGES) {
      const scripts = await scriptsOf(browser, ORIGIN + path);
      byPage.set(path, scripts);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      if (total > scriptKib.limit) failures.push(`scripts of ${path}`);
      console.log(`${grade(total <= scriptKib.goal, total <= scriptKib.limit)} ${pad(type, 28)} ${pad(path, 56)} ${String(scripts.length).padStart(7)} ${`${total.toFixed(1)} KiB`.padStart(10)}   ${scriptKib.limit} / ${scriptKib.goal} KiB`);
    }
  } finally {
    await browser.close();
  }
  return byPage;
}

function printLargestChunks(byPage: Map<string, ScriptTransfer[]>): void {
  const chunks = new Map<string, {bytes: number; pages: number}>();
  for (const scripts of byPage.values()) {
    for (const {path, bytes} of scripts) {
      const name = path.split('/').pop()!;
      const entry = chunks.get(name) ?? {bytes, pages: 0};
      entry.pages += 1;
      chunks.set(name, entry);
    }
  }
  console.log('\nLargest scripts among those pages (gzip)');
  for (const [name, {bytes, pages}] of [...chunks].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 8)) {
    console.log(`     ${pad(name, 36)} ${kib(bytes).padStart(10)}   on ${pages} of ${byPage.size} pages`);
  }
  // Search loads on demand: neither the code that loads Pagefind nor a stemmer may be among a page's scripts.
  const searchCode = [/pagefind\.js/, /\[аеиоуюяіїє\]/];
  const offenders = [...chunks.keys()].filter((name) => {
    const file = join(BUILD, 'uk/assets/js', name);
    return existsSync(file) && searchCode.some((pattern) => pattern.test(readFileSync(file, 'utf8')));
  });
  if (offenders.length > 0) failures.push(`search engine code in ${offenders.join(', ')}`);
  console.log(`${mark(offenders.length === 0)} search engine and stemmers absent from the scripts of every page above`);
}

async function measureLighthouse(): Promise<void> {
  const {limit, goal} = LIGHTHOUSE_BUDGETS;
  console.log('\nLighthouse, mobile, median of 3 runs');
  console.log(`     ${pad('path', 56)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)}`);
  const within = (figures: LighthouseFigures, budget: typeof limit): boolean =>
    figures.performance >= budget.performance && figures.lcpMs <= budget.lcpMs && figures.tbtMs <= budget.tbtMs && figures.cls <= budget.cls;
  for (const {path} of BUDGET_PAGES.filter((page) => page.lighthouse)) {
    const figures = await lighthouseMedian(ORIGIN + path);
    if (!within(figures, limit)) failures.push(`Lighthouse on ${path}`);
    console.log(`${grade(within(figures, goal), within(figures, limit))} ${pad(path, 56)} ${String(figures.performance).padStart(5)} ${`${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(figures.tbtMs)} ms`.padStart(8)} ${figures.cls.toFixed(3).padStart(7)}`);
  }
  const describe = (budget: typeof limit): string => `performance >= ${budget.performance}, LCP <= ${budget.lcpMs / 1000} s, TBT <= ${budget.tbtMs} ms, CLS ${budget.cls}`;
  console.log(`     limit: ${describe(limit)}; goal: ${describe(goal)}`);
}

/** The HTML and the render-blocking stylesheet of a doc page against the first round trip of a connection. */
function printFirstRoundTrip(): void {
  const html = readFileSync(join(BUILD, 'uk/docs/intro/install/index.html'), 'utf8');
  const css = [...html.matchAll(/<link[^>]+href="?([^" >]+\.css)/g)].map((match) => gzipSync(readFileSync(join(BUILD, match[1]!))).length);
  const htmlBytes = gzipSync(html).length;
  const cssBytes = css.reduce((sum, bytes) => sum + bytes, 0);
  const cssOk = cssBytes <= CSS_BUDGET;
  if (!cssOk) failures.push('CSS');
  console.log('\nFirst round trip of /uk/docs/intro/install (gzip)');
  console.log(`     HTML ${kib(htmlBytes)} + render-blocking CSS ${kib(cssBytes)} = ${kib(htmlBytes + cssBytes)}: ${((htmlBytes + cssBytes) / FIRST_ROUND_TRIP_BYTES).toFixed(1)}× the ${kib(FIRST_ROUND_TRIP_BYTES)} of the first round trip`);
  console.log(`${mark(cssOk)} CSS ${kib(cssBytes)} (budget ${kib(CSS_BUDGET)})`);
}

/** What a component adds to the scripts of every page that shows it, against its own budget. */
async function printComponentScripts(): Promise<void> {
  console.log('\nComponents on every page of a type: their own code in that page type\'s scripts (minified, gzip)');
  for (const {name, entry, bytes} of COMPONENT_BUDGETS) {
    const size = await componentScriptBytes(entry);
    if (size > bytes) failures.push(`scripts of ${name}`);
    console.log(`${mark(size <= bytes)} ${pad(name, 40)} ${pad(entry, 48)} ${`${size} B`.padStart(8)}   budget ${bytes} B`);
  }
}

async function measureSearchInBrowser(): Promise<void> {
  const figures = await measureSearch(ORIGIN, BUILD);
  const bytesOk = figures.firstQueryBytes <= SEARCH_BUDGETS.firstQueryBytes;
  const timeOk = figures.medianMs <= SEARCH_BUDGETS.medianMs;
  if (!bytesOk) failures.push('search first query');
  if (!timeOk) failures.push('search query time');
  console.log('\nSearch from /uk/docs/intro/install');
  console.log(`${mark(bytesOk)} first query: ${kib(figures.firstQueryBytes)} in ${figures.firstQueryFiles} files (budget ${kib(SEARCH_BUDGETS.firstQueryBytes)})`);
  console.log(`${mark(timeOk)} keystroke to results: median ${figures.medianMs.toFixed(1)} ms over ${SEARCH_QUERIES.length} queries, slowest ${figures.slowestMs.toFixed(1)} ms (budget ${SEARCH_BUDGETS.medianMs} ms)`);
}

function printBuildSize(): void {
  console.log('\nBuild');
  for (const locale of LOCALES) {
    const dir = locale === DEFAULT_LOCALE ? BUILD : join(BUILD, locale);
    if (existsSync(dir)) {
      console.log(`     ${locale}: ${htmlFiles(dir, dir === BUILD ? new Set<string>(LOCALES) : undefined).length} pages`);
    }
  }
  console.log(`     build/ in all: ${(folderBytes(BUILD) / 1024 / 1024).toFixed(1)} MiB`);
}

async function main(): Promise<void> {
  if (!existsSync(join(BUILD, 'uk/index.html'))) {
    throw new Error('build/uk/index.html is missing: run "npm run build" (all locales) first.');
  }
  const server = await startServer();
  try {
    printLargestChunks(await measureScripts());
    printFirstRoundTrip();
    await printComponentScripts();
    await measureSearchInBrowser();
    if (!options['no-lighthouse']) await measureLighthouse();
    printBuildSize();
  } finally {
    server.kill();
  }
  console.log('\nok: within the goal; ok*: within the limit, the goal not reached yet; OVER: past the limit');
  if (failures.length > 0) {
    console.error(`\nOver budget: ${failures.join('; ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`Budget measurement failed: ${(error as Error).message}`);
  process.exit(1);
});
