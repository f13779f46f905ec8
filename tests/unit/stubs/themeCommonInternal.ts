import {testContext} from './useDocusaurusContext';

/** The English page of the current path, as theme-common computes it for the locale dropdown. */
export function useAlternatePageUtils(): {createUrl: (options: {locale: string; fullyQualified: boolean}) => string} {
  return {
    createUrl: ({locale}) => {
      const path = window.location.pathname.replace(/^\/[a-z]{2}(?=\/)/, '');
      return locale === testContext.i18n.defaultLocale ? path : `/${locale}${path}`;
    },
  };
}
