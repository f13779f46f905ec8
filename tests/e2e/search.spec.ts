import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {codeMessage, expect, test} from './support';

const dialog = (page: Page) => page.locator('[data-search-dialog]');
const input = (page: Page) => dialog(page).getByRole('combobox');

/** Types a query and waits until the results shown are the ones for it. */
async function search(page: Page, query: string): Promise<string[]> {
  await input(page).fill(query);
  await expect(page.locator(`[role="listbox"][data-results-for="${query}"]`)).toBeAttached();
  return page.locator('[role="option"]').evaluateAll((options) => options.map((option) => option.getAttribute('data-url') ?? ''));
}

async function openWithShortcut(page: Page): Promise<void> {
  await page.locator('body').click({position: {x: 5, y: 300}});
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.describe('search', () => {
  test('loads nothing until opened, then opens with Ctrl+K on a focused field', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/uk/docs/intro/install');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await expect(page.locator('[data-search-button]')).toHaveText(new RegExp(codeMessage('uk', 'search.button')));
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('placeholder', codeMessage('uk', 'search.input.placeholder'));
    await search(page, 'чарти');
    expect(requests.some((url) => url.includes('/uk/pagefind/'))).toBe(true);
  });

  test('finds Ukrainian word forms, commands, flags and file names, and only pages of the reader\'s locale', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/uk/docs/intro/install');
    await openWithShortcut(page);
    // [query, the page it must bring up, within how many first results]
    const expectations: [string, string, number][] = [
      ['чарти', '/uk/docs/topics/charts', 3],
      ['чартів', '/uk/docs/topics/charts', 3],
      ['відкат релізу', '/uk/docs/helm/helm_rollback', 3],
      ['--create-namespace', '/uk/docs/helm/helm_install', 3],
      ['хуки', '/uk/docs/topics/charts_hooks', 3],
      ['helm_upgrade', '/uk/docs/helm/helm_upgrade', 3],
      // A file name brings up the page that documents the file among the results shown at first.
      ['values.schema.json', '/uk/docs/topics/charts', 5],
      ['NOTES.txt', '/uk/docs/chart_template_guide/notes_files', 5],
    ];
    for (const [query, expected, within] of expectations) {
      const urls = await search(page, query);
      expect(urls.slice(0, within), query).toContainEqual(expect.stringMatching(new RegExp(`^${expected}/?$`)));
      expect(urls.every((url) => url.startsWith('/uk/docs/') && !url.startsWith('/uk/docs/v2/') && !url.startsWith('/uk/docs/next/')), query).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('searches the docs version of the page, and can switch to another version or the blog', async ({page}) => {
    await page.goto('/uk/docs/v2/using_helm/');
    await openWithShortcut(page);
    const v2 = await search(page, 'tiller');
    expect(v2.length).toBeGreaterThan(0);
    expect(v2.every((url) => url.startsWith('/uk/docs/v2/'))).toBe(true);
    await dialog(page).getByRole('radio', {name: codeMessage('uk', 'search.scope.blog')}).check();
    await input(page).fill('');
    const blog = await search(page, 'tiller');
    expect(blog.length).toBeGreaterThan(0);
    expect(blog.every((url) => url.startsWith('/uk/blog/'))).toBe(true);
  });

  test('is driven by the keyboard: arrows move, Enter opens, Esc closes and gives focus back', async ({page}) => {
    await page.goto('/uk/docs/intro/install');
    await openWithShortcut(page);
    const urls = await search(page, 'хуки');
    const options = page.locator('[role="option"]');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('[data-search-button]')).toBeFocused();
    await page.keyboard.press('/');
    await search(page, 'хуки');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${urls[1]}$`));
    await expect(dialog(page)).toHaveCount(0);
  });

  test('shows each result as a link: a click opens it here, Ctrl+click in a new tab, and its address can be copied', async ({page, context}) => {
    await page.goto('/uk/docs/intro/install');
    await openWithShortcut(page);
    const urls = await search(page, 'хуки');
    const first = page.locator('[role="option"]').first();
    // A real link, so the browser's own actions (new tab, copy link address, middle click) work on it.
    await expect(first).toHaveJSProperty('tagName', 'A');
    await expect(first).toHaveAttribute('href', urls[0]!);
    const opened = context.waitForEvent('page');
    await first.click({modifiers: ['Control']});
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(urls[0]);
    await tab.close();
    await expect(dialog(page)).toBeVisible();
    await page.locator('[role="option"]').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${urls[1]}$`));
    await expect(dialog(page)).toHaveCount(0);
  });

  test('finds a page that falls back to English under its English text, within the reader\'s locale', async ({page}) => {
    // Portuguese has no Helm 2 docs of its own: its Helm 2 pages, command reference included, are the English ones.
    await page.goto('/pt/docs/v2/using_helm/');
    await openWithShortcut(page);
    const urls = await search(page, 'rollback');
    expect(urls.slice(0, 3)).toContainEqual(expect.stringMatching(/^\/pt\/docs\/v2\/helm\/helm_rollback\/?$/));
    expect(urls.every((url) => url.startsWith('/pt/docs/v2/'))).toBe(true);
  });

  test('works on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/uk/docs/intro/install');
    await page.locator('[data-search-button]').click();
    await expect(input(page)).toBeFocused();
    const urls = await search(page, 'чарти');
    expect(urls.length).toBeGreaterThan(0);
    const box = await dialog(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open dialog has no axe violation in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/uk/docs/intro/install');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await openWithShortcut(page);
      await search(page, 'чарти');
      const results = await new AxeBuilder({page}).include('[data-search-dialog]').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
