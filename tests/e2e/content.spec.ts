import {XMLValidator} from 'fast-xml-parser';

import {BLOG_LIST_PAGES} from '../../src/data/blog';
import {CHECKED_WITH_HELM} from '../../src/data/checkedExamples';
import {LOCALES} from '../../src/data/locales';
import {codeMessage, expect, messagePattern, test} from './support';

test.describe('untranslated notice', () => {
  test('marks an English fallback page in the reader\'s language and links the original', async ({page}) => {
    await page.goto('/de/docs/v2/architecture');
    const notice = page.locator('[data-untranslated-notice]');
    await expect(notice).toHaveText(messagePattern(codeMessage('de', 'untranslated.notice')));
    await expect(notice.locator('a[hreflang="en"]')).toHaveAttribute('href', '/docs/v2/architecture');
    await expect(notice.locator('a').last()).toHaveAttribute('href', '/de/docs/community/localization');
  });

  test('is absent from translated Ukrainian pages and posts', async ({page}) => {
    const pages = ['/uk/docs/intro/install', '/uk/docs/next/overview', '/uk/blog/helm-3-released'];
    pages.push(...['topics/', 'topics/registries', 'faq/', 'glossary/', 'community/', 'howto/', 'sdk/examples'].map((page) => `/uk/docs/${page}`));
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
      await expect(page.locator('article').first()).toBeVisible();
      await expect(page.locator('[data-untranslated-notice]'), path).toHaveCount(0);
    }
  });
});

test.describe('translated docs in every locale', () => {
  for (const locale of LOCALES.filter((candidate) => candidate !== 'en' && candidate !== 'uk')) {
    test(`${locale}: a translated page shows no notice, a page left in English does`, async ({page}) => {
      // Every locale has the whole Helm 3 docs, the command reference included.
      const translated = ['intro/install', 'topics/advanced', 'chart_template_guide/function_list', 'helm/helm_install', 'community/localization'];
      for (const path of translated) {
        await page.goto(`/${locale}/docs/${path}`);
        await expect(page.locator('article').first()).toBeVisible();
        await expect(page.locator('[data-untranslated-notice]'), path).toHaveCount(0);
      }
      // The Helm 2 docs are translated into Ukrainian only, so they still fall back to English.
      await page.goto(`/${locale}/docs/v2/architecture`);
      await expect(page.locator('[data-untranslated-notice]')).toHaveText(messagePattern(codeMessage(locale, 'untranslated.notice')));
    });
  }
});

test.describe('docs pages', () => {
  test('show breadcrumbs, a table of contents, an edit link to the localized file and heading anchors', async ({page}) => {
    await page.goto('/uk/docs/intro/install');
    await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/helm/helm-www/blob/main/i18n/uk/docusaurus-plugin-content-docs/version-3/intro/install.md',
    );
    const anchor = page.locator('article h2 a.hash-link').first();
    await expect(anchor).toHaveAttribute('title', /.+/);
    const breadcrumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(breadcrumbs.some((json) => JSON.parse(json)['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('category index cards show each page\'s own description, on load and after a client-side navigation', async ({page}) => {
    const cardsOf = async () =>
      page.locator('article.col a.card').evaluateAll((cards) =>
        cards.map((card) => ({href: card.getAttribute('href')!, description: card.querySelector('.theme-doc-card-description')?.textContent ?? ''})),
      );
    await page.goto('/uk/docs/topics/');
    const cards = await cardsOf();
    expect(cards.length).toBeGreaterThan(5);
    await page.goto('/uk/docs/intro/install');
    await page.locator('nav.theme-doc-breadcrumbs a[href="/uk/docs/"], .theme-doc-sidebar-menu a[href="/uk/docs/topics/"]').first().click();
    await expect(page).toHaveURL(/\/uk\/docs\/topics\/$/);
    await expect.poll(cardsOf).toEqual(cards);
    for (const {href, description} of cards.filter((card) => !card.href.endsWith('/')).slice(0, 3)) {
      await page.goto(href);
      expect(description.length).toBeGreaterThan(20);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    }
  });

  test('keep the English heading ids in Ukrainian', async ({page}) => {
    await page.goto('/uk/docs/intro/');
    await expect(page.locator('h2#how-to-read-it')).toHaveText(/Як його читати/);
  });

  test('have translated tag pages', async ({page}) => {
    await page.goto('/uk/docs/tags');
    await expect(page.locator('main')).toContainText('Початок роботи');
    await page.goto('/uk/docs/tags/charts');
    await expect(page.locator('main article a[href="/uk/docs/topics/charts"]')).toBeVisible();
  });

  test('/docs sends readers to the introduction', async ({page}) => {
    await page.goto('/uk/docs');
    await expect(page).toHaveURL(/\/uk\/docs\/intro\/$/);
  });

  test('the sidebar can be hidden', async ({page}) => {
    await page.goto('/uk/docs/intro/');
    await page.locator('button[class*="collapseSidebarButton"]').click();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveClass(/Hidden/);
    await expect(page.getByRole('button', {name: codeMessage('uk', 'theme.docs.sidebar.expandButtonAriaLabel')})).toBeVisible();
  });
});

test.describe('examples checked by Helm', () => {
  test('tells readers of a checked page, in their language, which Helm release ran its examples', async ({page}) => {
    await page.goto('/uk/docs/chart_template_guide/values_files');
    const note = page.locator('[data-examples-checked]');
    await expect(note).toHaveText(messagePattern(codeMessage('uk', 'docs.examplesChecked')));
    await expect(note.locator('code')).toHaveText(CHECKED_WITH_HELM);
  });

  test('is absent from pages whose examples are not run', async ({page}) => {
    for (const path of ['/uk/docs/intro/install', '/uk/docs/v2/using_helm/tiller_ssl']) {
      await page.goto(path);
      await expect(page.locator('article').first()).toBeVisible();
      await expect(page.locator('[data-examples-checked]'), path).toHaveCount(0);
    }
  });
});

test.describe('page metadata', () => {
  test('has the title template, social cards, canonical and hreflang links', async ({page}) => {
    await page.goto('/uk/docs/intro/install');
    await expect(page).toHaveTitle(/ \| Helm$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /helm-social-card\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://helm.sh/uk/docs/intro/install');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(12);
  });
});

test.describe('blog', () => {
  test('lists posts with a preview, reading time and the yearly sidebar', async ({page}) => {
    await page.goto('/uk/blog');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('article a', {hasText: codeMessage('uk', 'theme.blog.post.readMore')}).first()).toBeVisible();
    const minutes = codeMessage('uk', 'theme.blog.post.readingTime.plurals').split('|')[0]!.replace(/\{\w+\}/g, '').trim();
    await expect(page.locator('article header').first()).toContainText(minutes);
    const sidebar = page.locator('aside nav');
    await expect(sidebar).toContainText('Усі дописи');
    const years = await sidebar.locator('[class*="yearGroupHeading"]').allTextContents();
    expect(years.length).toBeGreaterThan(1);
    expect(years.every((year) => /^\d{4}$/.test(year))).toBe(true);
    expect([...years].sort().reverse()).toEqual(years);
  });

  test(`paginates the list into exactly ${BLOG_LIST_PAGES} pages`, async ({page}) => {
    const last = await page.goto(`/uk/blog/page/${BLOG_LIST_PAGES}`);
    expect(last?.status()).toBe(200);
    await expect(page.locator('article').first()).toBeVisible();
    const next = codeMessage('uk', 'theme.blog.paginator.olderEntries');
    await expect(page.getByRole('link', {name: next})).toHaveCount(0);
    const beyond = await page.goto(`/uk/blog/page/${BLOG_LIST_PAGES + 1}`);
    expect(beyond?.status()).toBe(404);
  });

  test('numbers the second page of an author with many posts /authors/2, as the spec routes say', async ({page}) => {
    await page.goto('/uk/blog/authors/maintainers');
    await page.getByRole('link', {name: codeMessage('uk', 'theme.blog.paginator.olderEntries')}).click();
    await expect(page).toHaveURL(/\/uk\/blog\/authors\/maintainers\/authors\/2$/);
    await expect(page.locator('article').first()).toBeVisible();
    const direct = await page.goto('/uk/blog/authors/maintainers/authors/2');
    expect(direct?.status()).toBe(200);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://helm.sh/uk/blog/authors/maintainers/authors/2');
  });

  test('serves a date-prefixed post, its structured data and the author and tag pages', async ({page}) => {
    await page.goto('/uk/blog/2019/10/22/helm-2150-released');
    await expect(page.locator('article h1')).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.some((json) => JSON.parse(json)['@type'] === 'BlogPosting')).toBe(true);
    for (const path of ['/uk/blog/archive', '/uk/blog/authors', '/uk/blog/tags', '/uk/blog/tags/release']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
  });

  test('publishes well-formed Ukrainian RSS and Atom feeds with their XSLT stylesheets', async ({request}) => {
    for (const [feed, item] of [
      ['/uk/blog/rss.xml', /<item>/g],
      ['/uk/blog/atom.xml', /<entry>/g],
    ] as const) {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const body = await response.text();
      expect(XMLValidator.validate(body), feed).toBe(true);
      expect(body).toContain('<?xml-stylesheet');
      expect(body).toContain('Блог Helm');
      expect(body.match(item)?.length ?? 0, feed).toBeGreaterThanOrEqual(10);
    }
  });
});

test.describe('built-in pages', () => {
  test('the markdown page is translated', async ({page}) => {
    await page.goto('/uk/markdown-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.locator('main h1')).toHaveText('Про цей вебсайт');
  });
});

test.describe('crash screen', () => {
  test('shows the translated crash screen on a rendering error, and "Try again" recovers', async ({page}) => {
    // Make one call the home page renders with fail, as a bug in a component would.
    await page.addInitScript(() => {
      const original = Intl.DateTimeFormat.prototype.formatRange;
      (window as unknown as {restoreFormatRange: () => void}).restoreFormatRange = () => {
        Intl.DateTimeFormat.prototype.formatRange = original;
      };
      Intl.DateTimeFormat.prototype.formatRange = () => {
        throw new Error('simulated rendering failure');
      };
    });
    page.on('pageerror', () => undefined);
    await page.goto('/uk/');
    await expect(page.getByText(codeMessage('uk', 'theme.ErrorPageContent.title'))).toBeVisible();
    await expect(page.getByText('simulated rendering failure')).toBeVisible();
    await page.evaluate(() => (window as unknown as {restoreFormatRange: () => void}).restoreFormatRange());
    await page.getByRole('button', {name: codeMessage('uk', 'theme.ErrorPageContent.tryAgain')}).click();
    await expect(page.getByText(codeMessage('uk', 'theme.ErrorPageContent.title'))).toHaveCount(0);
    await expect(page.locator('#community')).toBeVisible();
  });
});

test.describe('command reference', () => {
  test('a flag anchor link lands on its entry', async ({page}) => {
    await page.goto('/uk/docs/helm/helm_install#--create-namespace');
    const entry = page.locator('[id="--create-namespace"]');
    await expect(entry).toBeInViewport();
    await expect(entry).toContainText('--create-namespace');
    await expect(page.locator('h1')).toHaveText('helm install');
    await expect(page.locator('#synopsis')).toHaveText(/Опис/);
  });

  test('lists every command on the index, in both versions', async ({page}) => {
    await page.goto('/uk/docs/helm/');
    expect(await page.locator('main table tbody tr').count()).toBe(57);
    await page.goto('/uk/docs/v2/helm/');
    expect(await page.locator('main table tbody tr').count()).toBe(46);
  });
});
