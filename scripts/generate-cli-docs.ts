/**
 * Renders the command reference: English pages from src/data/cli, and each locale's pages from its catalogs in
 * i18n/<locale>/helm-cli/ (only the pages whose every string is translated and current; see scripts/translations).
 *   npm run generate:cli              write the pages
 *   npm run generate:cli -- --check   only report pages that differ from the data (used by the tests)
 *   npm run generate:cli -- --validate  only check the trees and the catalogs
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import {CLI_TREES} from '../src/data/cli';
import {DEFAULT_LOCALE, LOCALES} from '../src/data/locales';
import {CommandTreeError, outputFolder, renderLocalizedTree, renderTree, validateTree} from './lib/cli';
import {ROOT} from './lib/content';
import {CatalogError, LABELS_CATALOG, labelSlots, readCatalog, treeSlots} from './translations/cliCatalog';

/** Files the generator owns in a folder: everything it would write, and nothing a writer added by hand. */
function staleFiles(folder: string, expected: Set<string>): string[] {
  const absolute = join(ROOT, folder);
  if (!existsSync(absolute)) {
    return [];
  }
  return readdirSync(absolute)
    .map((file) => `${folder}/${file}`)
    .filter((file) => /(^|\/)(helm(_[\w-]+)?\.md|index\.mdx|_category_\.json)$/.test(file) && !expected.has(file));
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** Every file the generator owns, in every locale, with a line per locale and tree on what was written. */
function renderAll(): {files: Map<string, string>; folders: string[]; summary: string[]} {
  const files = new Map<string, string>();
  const folders: string[] = [];
  const summary: string[] = [];
  for (const tree of CLI_TREES) {
    try {
      for (const [file, content] of renderTree(tree)) files.set(file, content);
      folders.push(outputFolder(tree, DEFAULT_LOCALE));
      for (const locale of LOCALES.filter((candidate) => candidate !== DEFAULT_LOCALE)) {
        folders.push(outputFolder(tree, locale));
        const labels = readCatalog(locale, LABELS_CATALOG, labelSlots());
        const catalog = readCatalog(locale, tree.catalog, treeSlots(tree));
        if (!catalog) continue;
        const localized = renderLocalizedTree(tree, locale, labels, catalog);
        for (const [file, content] of localized.files) files.set(file, content);
        const pages = localized.files.size + localized.skipped.size;
        summary.push(`${locale} ${tree.release}: ${localized.files.size} of ${pages} pages translated`);
      }
    } catch (error) {
      if (error instanceof CommandTreeError) fail(`${tree.source}: ${error.message}`);
      if (error instanceof CatalogError) fail(`The command reference catalogs have problems:\n${error.message}`);
      throw error;
    }
  }
  return {files, folders, summary};
}

function main(): void {
  const check = process.argv.includes('--check');
  if (process.argv.includes('--validate')) {
    const problems = CLI_TREES.flatMap((tree) => validateTree(tree).map((problem) => `${tree.source}: ${problem}`));
    if (problems.length > 0) fail(problems.join('\n'));
    renderAll();
    console.log('The command trees and catalogs are valid.');
    return;
  }
  const {files, folders, summary} = renderAll();
  const differences: string[] = [];
  let written = 0;
  for (const folder of folders) {
    for (const stale of staleFiles(folder, new Set(files.keys()))) {
      differences.push(`${stale}: no longer generated`);
      if (!check) rmSync(join(ROOT, stale));
    }
  }
  for (const [file, content] of files) {
    const path = join(ROOT, file);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (current === content) continue;
    differences.push(`${file}: ${current === undefined ? 'missing' : 'differs from the data'}`);
    if (!check) {
      mkdirSync(dirname(path), {recursive: true});
      writeFileSync(path, content);
      written += 1;
    }
  }
  if (check) {
    if (differences.length > 0) {
      fail(`The command reference is stale; run "npm run generate:cli":\n${differences.map((line) => `  ${line}`).join('\n')}`);
    }
    console.log('The command reference matches its data.');
    return;
  }
  console.log(`Command reference: ${written} file(s) written, ${differences.length - written} removed.`);
  for (const line of summary) console.log(`  ${line}`);
}

main();
