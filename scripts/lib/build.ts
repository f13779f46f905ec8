/** Walking the production build: shared by the search index, the headers file and the budget script. */
import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The HTML pages below `dir`. `skipTopLevel` names folders of `dir` itself to leave out (other locales' trees
 * under the default locale's root); `assets/` and `pagefind/` hold no pages and are never walked.
 */
export function htmlFiles(dir: string, skipTopLevel: ReadonlySet<string> = new Set()): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (skipTopLevel.has(name) || name === 'pagefind' || name === 'assets') return [];
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The size in bytes of a folder and everything below it. */
export function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((total, name) => {
    const path = join(dir, name);
    return total + (statSync(path).isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}
