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

/**
 * The path of a Helm 3 docs page relative to its version root (`chart_template_guide/values_files.md`), from its
 * `metadata.source` in any locale, or null for a page of another version.
 */
export function version3Page(source: string): string | null {
  return /^@site\/(?:versioned_docs|i18n\/[\w-]+\/docusaurus-plugin-content-docs)\/version-3\/(.+)$/.exec(source)?.[1] ?? null;
}

/**
 * The field that src/plugins/translationStatus adds to the metadata of a translated docs page or blog post
 * whose English original has changed since the translation was made.
 */
export const OUTDATED_FIELD = 'translationOutdated';

export function isOutdatedTranslation(metadata: object): boolean {
  return (metadata as Record<string, unknown>)[OUTDATED_FIELD] === true;
}
