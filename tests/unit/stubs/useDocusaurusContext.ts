/** Replaced per test with vi.mock; this default describes the Ukrainian build. */
export const testContext = {
  i18n: {currentLocale: 'uk', defaultLocale: 'en', locales: ['en', 'uk'], localeConfigs: {}},
  siteConfig: {baseUrl: '/uk/'},
};

export default function useDocusaurusContext(): typeof testContext {
  return testContext;
}
