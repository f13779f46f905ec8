import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {DEFAULT_LOCALE, LOCALES} from '@site/src/data/locales';
import {translationUses} from '../../scripts/lib/translations';

type Messages = Record<string, {message: string; description?: string}>;

const ROOT = join(__dirname, '../..');
const THEME_TRANSLATIONS = join(ROOT, 'node_modules/@docusaurus/theme-translations/locales');

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
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

function baseThemeMessages(): Record<string, string> {
  return readJson<Record<string, string>>(join(THEME_TRANSLATIONS, 'base/theme-common.json'));
}

const baseThemeKeys = Object.keys(readJson<Record<string, string>>(join(THEME_TRANSLATIONS, 'base/theme-common.json'))).filter(
  (key) => !key.endsWith('___DESCRIPTION'),
);
const codeIds = new Map(translationUses().map((use) => [use.id, use.file]));
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

    it('shows no theme string in English, beyond words the language shares', () => {
      const shared: Record<string, string[]> = {
        de: ['theme.docs.versionBadge.label', 'theme.tags.tagsListLabel', 'theme.admonition.info', 'theme.tags.tagsPageTitle'],
        fr: ['theme.navbar.mobileVersionsDropdown.label', 'theme.admonition.danger', 'theme.admonition.info', 'theme.tags.tagsPageTitle'],
      };
      const messages = readJson<Messages>(codeJson);
      const english = baseThemeMessages();
      const untranslated = Object.entries(messages).filter(
        ([key, {message}]) =>
          key in english && /[A-Za-z]{3}/.test(message.replace(/\{\w+\}/g, '')) && english[key]!.toLowerCase() === message.toLowerCase() && !(shared[locale] ?? []).includes(key),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });

    it('has navbar and footer labels in its own language', () => {
      const sameInEveryLanguage = new Set(['Helm', 'Stack Overflow', 'X (@helmpack)', 'Slack #helm-dev', 'Slack #helm-users']);
      // Words that readers of these languages use as they are, or that are spelled the same.
      const borrowedWords: Record<string, string[]> = {
        de: ['Blog', 'Charts', 'Community'],
        el: ['Charts'],
        es: ['Blog', 'Charts', 'Community'],
        fr: ['Blog', 'Charts', 'Community', 'Introduction'],
        pt: ['Blog', 'Charts', 'Community'],
      };
      const borrowed = new Set(borrowedWords[locale] ?? []);
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
