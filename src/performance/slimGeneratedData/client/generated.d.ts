// Written by contentLoaded in ../index.ts for each build: the home page's UI strings of the locale being built.
declare module '@generated/slim-generated-data/default/home-translations.json' {
  const homeTranslations: Record<string, string>;
  export default homeTranslations;
}
