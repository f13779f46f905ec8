import {expect, test} from './support';

const PAGES = ['/uk/', '/uk/docs/intro/', '/uk/docs/topics/charts', '/uk/docs/next/', '/uk/docs/v2/', '/uk/blog', '/uk/blog/helm-3-released', '/de/docs/intro/install', '/el/'];

test.describe('hygiene', () => {
  for (const path of PAGES) {
    test(`${path} logs no console error and requests nothing from another host`, async ({page, baseURL}) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== origin) {
          foreign.push(request.url());
        }
      });
      await page.goto(path, {waitUntil: 'networkidle'});
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the home page, a doc and the blog are readable', async ({page}) => {
    await page.goto('/uk/');
    await expect(page.locator('[data-hero] h1')).toHaveText('Helm');
    await expect(page.locator('#features li')).toHaveCount(4);
    await page.goto('/uk/docs/intro/install');
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.locator('article .markdown p').count()).toBeGreaterThan(5);
    await page.goto('/uk/blog');
    expect(await page.locator('article').count()).toBeGreaterThanOrEqual(3);
  });
});

test.describe('when localStorage throws', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const fail = (): never => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {configurable: true, get: fail});
    });
  });

  test('pages still render and respond', async ({page}) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.goto('/uk/');
    await expect(page.locator('[data-hero] h1')).toHaveText('Helm');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    await page.locator('.theme-announcement-bar button').click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    await page.goto('/uk/docs/intro/');
    await expect(page.locator('article h1')).toBeVisible();
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(page.getByText('На сторінці стався збій.')).toHaveCount(0);
    expect(crashes).toEqual([]);
  });
});
