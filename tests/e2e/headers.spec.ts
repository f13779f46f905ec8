import type {Page} from '@playwright/test';

import {expect, test} from './support';

/** Pages of every kind, with the behaviours that run inline or dynamic code: colour mode, bar, hero, search. */
const PAGES = ['/uk/', '/uk/docs/intro/install', '/uk/docs/chart_template_guide/function_list', '/uk/docs/v2/', '/uk/blog', '/uk/blog/helm-3-released', '/uk/no-such-page', '/'];

/** Collects Content-Security-Policy violations and console errors from the first script on. */
async function watch(page: Page): Promise<{violations: string[]; errors: string[]}> {
  const errors: string[] = [];
  // The 404 page's own status is not an error of the page.
  page.on('console', (message) => message.type() === 'error' && !message.text().includes('status of 404') && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    (window as unknown as {cspViolations: string[]}).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {cspViolations: string[]}).cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return {violations: [], errors};
}

const violationsOf = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

test.describe('security headers', () => {
  test('every page is served with the strict policy and the security headers of build/_headers', async ({request}) => {
    for (const path of PAGES) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toMatch(/default-src 'self'; script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+;/);
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('hashed assets are cached for good, pages are not', async ({page, request}) => {
    const scripts: string[] = [];
    page.on('response', (response) => response.url().endsWith('.js') && response.url().includes('/assets/') && scripts.push(response.url()));
    await page.goto('/uk/');
    expect(scripts.length).toBeGreaterThan(0);
    expect((await request.get(scripts[0]!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/uk/')).headers()['cache-control']).toBe('no-cache');
  });

  test('no page breaks the policy or logs an error', async ({page}) => {
    const {errors} = await watch(page);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      expect(await violationsOf(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('colour mode, the announcement bar, the hero and search work under the policy', async ({page}) => {
    const {errors} = await watch(page);
    await page.goto('/uk/');
    await expect(page.locator('[data-hero]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // The switch cycles system → light → dark.
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i += 1) await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.theme-announcement-bar button').click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    await page.goto('/uk/docs/intro/install');
    await page.locator('[data-search-button]').click();
    await page.locator('[data-search-dialog] [role="combobox"]').fill('чарти');
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
