import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {DEFAULT_LOCALE, LOCALES} from '@site/src/data/locales';

type Messages = Record<string, {message: string; description?: string}>;

const ROOT = join(__dirname, '../..');
const THEME_TRANSLATIONS = join(ROOT, 'node_modules/@docusaurus/theme-translations/locales');

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
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

/** Every id passed to `<Translate id="…">` or `translate({id: '…'})` in src/, with its default message. */
function idsUsedInCode(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<Translate\b[^>]*?\bid="([^"]+)"/gs)) {
      ids.set(match[1]!, file);
    }
    for (const match of text.matchAll(/translate\(\s*\{\s*id:\s*'([^']+)'/gs)) {
      ids.set(match[1]!, file);
    }
  }
  return ids;
}

/** The theme strings Docusaurus itself ships for a locale (none for Greek), tried as Docusaurus tries them. */
function shippedThemeKeys(locale: string): Set<string> {
  const candidates = [locale, new Intl.Locale(locale).maximize().toString(), `${locale}-${new Intl.Locale(locale).maximize().region}`];
  const script = new Intl.Locale(locale).maximize().script;
  candidates.push(`${locale}-${script}`);
  for (const candidate of candidates) {
    const dir = join(THEME_TRANSLATIONS, candidate);
    if (existsSync(dir)) {
      return new Set(readdirSync(dir).flatMap((file) => Object.keys(readJson<Record<string, string>>(join(dir, file)))));
    }
  }
  return new Set();
}

const baseThemeKeys = Object.keys(readJson<Record<string, string>>(join(THEME_TRANSLATIONS, 'base/theme-common.json'))).filter(
  (key) => !key.endsWith('___DESCRIPTION'),
);
const codeIds = idsUsedInCode();
const translatedLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

describe('translation keys', () => {
  it('finds the ids used in code', () => {
    expect(codeIds.size).toBeGreaterThan(50);
    expect(codeIds.has('announcementBar.helm4Beta2')).toBe(true);
  });

  describe.each(translatedLocales)('%s', (locale) => {
    const dir = join(ROOT, 'i18n', locale);
    const codeJson = join(dir, 'code.json');

    it('has code.json, navbar.json and footer.json', () => {
      expect(existsSync(codeJson), codeJson).toBe(true);
      expect(existsSync(join(dir, 'docusaurus-theme-classic/navbar.json'))).toBe(true);
      expect(existsSync(join(dir, 'docusaurus-theme-classic/footer.json'))).toBe(true);
    });

    it('translates every key used in code', () => {
      const messages = readJson<Messages>(codeJson);
      const missing = [...codeIds.keys()].filter((id) => !messages[id]?.message);
      expect(missing, `missing in i18n/${locale}/code.json`).toEqual([]);
    });

    it('covers every theme string, from code.json or from Docusaurus', () => {
      const messages = readJson<Messages>(codeJson);
      const shipped = shippedThemeKeys(locale);
      const missing = baseThemeKeys.filter((key) => !messages[key]?.message && !shipped.has(key));
      expect(missing, `theme strings missing for ${locale}`).toEqual([]);
    });

    it('has navbar and footer labels in its own language', () => {
      const sameInEveryLanguage = new Set(['Helm', 'Stack Overflow', 'X (@helmpack)', 'Slack #helm-dev', 'Slack #helm-users']);
      // Words that German, Spanish, French and Portuguese readers use as they are.
      const borrowed = ['de', 'es', 'fr', 'pt'].includes(locale) ? new Set(['Blog', 'Charts', 'Community']) : new Set<string>();
      for (const file of ['navbar.json', 'footer.json']) {
        const messages = readJson<Messages>(join(dir, 'docusaurus-theme-classic', file));
        const untranslated = Object.entries(messages).filter(([key, {message}]) => {
          const english = /^(?:item\.label|link\.title|link\.item\.label)\.(.+)$/.exec(key)?.[1];
          return english === message && !sameInEveryLanguage.has(message) && !borrowed.has(message);
        });
        expect(untranslated.map(([key]) => key), `${file} of ${locale}`).toEqual([]);
      }
    });
  });
});
