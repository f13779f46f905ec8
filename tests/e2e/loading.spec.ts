import type {Page} from '@playwright/test';

import {expect, test} from './support';

const DOC = '/uk/docs/intro/install';

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const prefetchLinks = (page: Page): Promise<number> => page.locator('link[rel="prefetch"]').count();

test.describe('loading', () => {
  test('the app starts only once the server-rendered page has been painted', async ({page}) => {
    // A string, not a function: the records must exist before the page's own inline scripts run.
    await page.addInitScript(`
      window.loading = {paint: Infinity, appStart: Infinity};
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) { window.loading.paint = Math.min(window.loading.paint, entry.startTime); });
      }).observe({type: 'paint', buffered: true});
      var append = Node.prototype.appendChild;
      Node.prototype.appendChild = function (node) {
        if (node.tagName === 'SCRIPT' && /main\\./.test(node.src)) window.loading.appStart = Math.min(window.loading.appStart, performance.now());
        return append.call(this, node);
      };
    `);
    await page.goto(DOC);
    await hydrated(page);
    const {paint, appStart} = await page.evaluate(() => (window as unknown as {loading: {paint: number; appStart: number}}).loading);
    expect(Number.isFinite(paint)).toBe(true);
    expect(appStart).toBeGreaterThanOrEqual(paint);
  });

  test('prefetches the pages behind links that scroll into view, with GET', async ({page}) => {
    const methods = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'other' && request.url().endsWith('.js')) methods.add(request.method());
    });
    await page.goto(DOC);
    await hydrated(page);
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
    const before = await prefetchLinks(page);
    await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(before);
    expect([...methods]).toEqual(['GET']);
  });

  test('preloads a page when its link is hovered', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.locator('.menu a[href="/uk/docs/faq/"]').first().hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });

  test('fetches the tables prefetching needs once, after the page has started', async ({page}) => {
    const maps: string[] = [];
    page.on('request', (request) => {
      if (/chunk-names\.[0-9a-f]{8}\.json$/.test(request.url())) maps.push(request.url());
    });
    await page.goto(DOC);
    await hydrated(page);
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
    await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(maps).toHaveLength(1);
  });

  test('prefetches nothing on a 2g connection', async ({page}) => {
    const maps: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('chunk-names')) maps.push(request.url());
    });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: '2g', saveData: false}});
    });
    await page.goto(DOC);
    await hydrated(page);
    await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect(await prefetchLinks(page)).toBe(0);
    expect(maps).toEqual([]);
  });

  test('opens a page client-side on a 2g connection too, where nothing was prefetched or preloaded', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: '2g', saveData: false}});
    });
    await page.goto(DOC);
    await hydrated(page);
    // The browser bundle has no table of every route: the next page's own entries load on the click.
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    const next = page.locator('.pagination-nav__link--next');
    const target = (await next.getAttribute('href'))!;
    const served = await (await page.request.get(target)).text();
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(served)![1]!;
    expect(title).not.toBe(await page.locator('article h1').textContent());
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('article h1')).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});
