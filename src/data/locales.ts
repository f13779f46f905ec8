/** The site's locales: one typed source for the config, the tests and the scripts. */
export const DEFAULT_LOCALE = 'en';

export const LOCALES = ['en', 'de', 'el', 'es', 'fr', 'ja', 'ko', 'pt', 'ru', 'uk', 'zh'] as const;

export type Locale = (typeof LOCALES)[number];

/** Dropdown labels: the native name, then the English name in brackets. */
export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch (German)',
  el: 'Ελληνικά (Greek)',
  es: 'Español (Spanish)',
  fr: 'Français (French)',
  ja: '日本語 (Japanese)',
  ko: '한국어 (Korean)',
  pt: 'Português (Portuguese)',
  ru: 'Русский (Russian)',
  uk: 'Українська (Ukrainian)',
  zh: '中文 (Chinese)',
};

/** The value of `<html lang>` for each locale. */
export const HTML_LANG: Record<Locale, string> = {
  en: 'en-us',
  de: 'de',
  el: 'el',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt',
  ru: 'ru',
  uk: 'uk',
  zh: 'zh',
};

/** The path prefix of a locale: English lives at the root. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}
