/** Translation ids used by the code in src/, and the locales' code.json files: shared by checks and tests. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import {ROOT} from './content';

export type Messages = Record<string, {message: string; description?: string}>;

export interface TranslationUse {
  id: string;
  file: string;
  line: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every literal id given to `<Translate id="…">` or `translate({id: '…'})` in src/. */
export function translationUses(): TranslationUse[] {
  const uses: TranslationUse[] = [];
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const patterns = [/<Translate\b[^>]*?\bid="([^"]+)"/gs, /translate\(\s*\{\s*id:\s*'([^']+)'/gs];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        uses.push({id: match[1]!, file: relative(ROOT, file), line});
      }
    }
  }
  return uses;
}

export function codeJsonPath(locale: string): string {
  return join(ROOT, 'i18n', locale, 'code.json');
}

export function readCodeJson(locale: string): Messages | undefined {
  const path = codeJsonPath(locale);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Messages) : undefined;
}
