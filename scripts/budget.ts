/**
 * Size budgets of the production build, checked after the tests: prints the figures and fails when a
 * budget is exceeded. Run after `npm run build` (all locales).
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import {DEFAULT_LOCALE, LOCALES} from '../src/data/locales';

const BUILD = join(__dirname, '../build');

/** Budgets in bytes, gzip. */
const BUDGETS = {
  homeJs: 230_000,
  docJs: 260_000,
  css: 40_000,
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

function countHtml(dir: string): number {
  return readdirSync(dir, {withFileTypes: true}).reduce((count, entry) => {
    if (entry.isDirectory()) {
      return LOCALES.includes(entry.name as (typeof LOCALES)[number]) && dir === BUILD ? count : count + countHtml(join(dir, entry.name));
    }
    return count + (entry.name.endsWith('.html') ? 1 : 0);
  }, 0);
}

function dirSize(dir: string): number {
  return readdirSync(dir, {withFileTypes: true}).reduce((total, entry) => {
    const path = join(dir, entry.name);
    return total + (entry.isDirectory() ? dirSize(path) : statSync(path).size);
  }, 0);
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

console.log(`HTML of /uk/: ${kb(statSync(join(BUILD, 'uk/index.html')).size)}, ${kb(gzipSize(join(BUILD, 'uk/index.html')))} gzip`);
for (const locale of LOCALES) {
  const dir = locale === DEFAULT_LOCALE ? BUILD : join(BUILD, locale);
  if (existsSync(dir)) {
    console.log(`pages in ${locale}: ${countHtml(dir)}`);
  }
}
console.log(`build/ in all: ${(dirSize(BUILD) / 1024 / 1024).toFixed(1)} MiB`);

if (failures.length > 0) {
  console.error(`Over budget: ${failures.join(', ')}`);
  process.exit(1);
}
