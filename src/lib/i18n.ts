/**
 * True when a docs page or blog post is the default-locale original served in another locale, i.e. its
 * `metadata.source` is not under `@site/i18n/<locale>/`.
 */
export function isUntranslatedSource(source: string, currentLocale: string, defaultLocale: string): boolean {
  if (currentLocale === defaultLocale) {
    return false;
  }
  return !source.startsWith(`@site/i18n/${currentLocale}/`);
}
