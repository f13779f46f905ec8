/**
 * Renders the command reference from src/data/cli into the docs trees, in English and Ukrainian.
 *   npm run generate:cli            write the pages
 *   npm run generate:cli -- --check  only report pages that differ from the data (used by the tests)
 *   npm run generate:cli -- --validate  only check the data (duplicate flags, missing parents, missing texts)
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import {CLI_TREES} from '../src/data/cli';
import {CommandTreeError, renderTree, validateTree} from './lib/cli';
import {ROOT} from './lib/content';

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

function main(): void {
  const check = process.argv.includes('--check');
  if (process.argv.includes('--validate')) {
    const problems = CLI_TREES.flatMap((tree) => validateTree(tree).map((problem) => `${tree.source}: ${problem}`));
    console.log(problems.length === 0 ? 'The command trees are valid.' : problems.join('\n'));
    process.exit(problems.length === 0 ? 0 : 1);
  }
  const differences: string[] = [];
  let written = 0;
  for (const tree of CLI_TREES) {
    let files: Map<string, string>;
    try {
      files = renderTree(tree);
    } catch (error) {
      if (error instanceof CommandTreeError) {
        console.error(`${tree.source}: ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
    const expected = new Set(files.keys());
    for (const folder of new Set([...files.keys()].map((file) => dirname(file)))) {
      for (const stale of staleFiles(folder, expected)) {
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
  }
  if (check) {
    if (differences.length > 0) {
      console.error(`The command reference is stale; run "npm run generate:cli":\n${differences.map((line) => `  ${line}`).join('\n')}`);
      process.exit(1);
    }
    console.log('The command reference matches its data.');
    return;
  }
  console.log(`Command reference: ${written} file(s) written, ${differences.length - written} removed.`);
}

main();
