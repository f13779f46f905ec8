import AxeBuilder from '@axe-core/playwright';

import {LOCALES} from '../../src/data/locales';
import {expect, test} from './support';

/** Every page type of the Ukrainian site: home, docs of each version, category and CLI pages, blog pages, 404. */
const PAGES = [
  '/uk/',
  '/uk/docs/intro/',
  '/uk/docs/intro/install',
  '/uk/docs/topics/charts',
  '/uk/docs/topics/registries',
  '/uk/docs/chart_template_guide/function_list',
  '/uk/docs/sdk/gosdk',
  '/uk/docs/glossary/',
  '/uk/docs/faq/troubleshooting',
  '/uk/docs/community/localization',
  '/uk/docs/helm/',
  '/uk/docs/helm/helm_install',
  '/uk/docs/tags',
  '/uk/docs/tags/charts',
  '/uk/docs/v2/',
  '/uk/docs/v2/using_helm/tiller_ssl',
  '/uk/docs/v2/chart_template_guide/values_files',
  '/uk/docs/v2/helm/helm_init',
  '/uk/docs/next/',
  '/uk/docs/next/overview',
  '/uk/docs/next/changelog',
  '/uk/blog',
  '/uk/blog/page/3',
  '/uk/blog/archive',
  '/uk/blog/helm-3-released',
  '/uk/blog/2019/10/22/helm-2150-released',
  '/uk/blog/tags',
  '/uk/blog/tags/releases',
  '/uk/blog/authors',
  '/uk/blog/authors/maintainers',
  '/uk/blog/authors/maintainers/authors/2',
  '/uk/markdown-page',
  '/uk/no-such-page',
  '/',
];

/** In every other locale, the pages whose strings differ most between languages: home, blog list, a post, a doc. */
const LOCALE_PAGES = LOCALES.filter((locale) => locale !== 'uk').flatMap((locale) => {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return [`${prefix}/`, `${prefix}/blog`, `${prefix}/blog/helm-3-released`, `${prefix}/docs/intro/install`];
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});
    for (const path of colorScheme === 'light' ? [...PAGES, ...LOCALE_PAGES.filter((page) => !PAGES.includes(page))] : PAGES) {
      test(`${path} has no axe violation`, async ({page}) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        // Wide tables become focusable once React has measured them.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        const results = await new AxeBuilder({page}).analyze();
        const violations = results.violations.map(
          (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}
