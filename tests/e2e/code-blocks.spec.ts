import type {Page} from '@playwright/test';

import {codeMessage, expect, test} from './support';

const LONG_PAGE = '/uk/docs/chart_template_guide/functions_and_pipelines';

/** Scripts the page runs (prefetches excluded) whose code holds Prism's tokenizer. */
function watchPrismScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && /Prism|tokenize/.test(await response.text().catch(() => ''))) {
      found.push(new URL(response.url()).pathname);
    }
  });
  return found;
}

/** Counts code blocks React removes from the page, from the first parse on. */
async function watchRemovedCodeBlocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as {removedCodeBlocks: number};
    state.removedCodeBlocks = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) state.removedCodeBlocks += 1;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

test.describe('code blocks', () => {
  test('keep the highlighting the server rendered: no Prism and no re-rendered block while a page hydrates', async ({page}) => {
    const prismScripts = watchPrismScripts(page);
    await watchRemovedCodeBlocks(page);
    await page.goto(LONG_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const blocks = page.locator('article pre.prism-code');
    expect(await blocks.count()).toBeGreaterThan(20);
    await expect(blocks.first().locator('.token').first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks)).toBe(0);
    expect(prismScripts).toEqual([]);
    // Hydrated blocks keep their buttons: the copy button is added once the page is interactive.
    await expect(page.locator('article [class*="buttonGroup"]').first()).toBeAttached();
  });

  test('are highlighted after a client-side navigation too', async ({page}) => {
    await page.goto('/uk/docs/chart_template_guide/values_files');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const prismScripts = watchPrismScripts(page);
    await page.locator(`a.pagination-nav__link--next[href="${LONG_PAGE}"]`).click();
    await expect(page).toHaveURL(LONG_PAGE);
    const firstBlock = page.locator('article pre.prism-code').first();
    await expect(firstBlock.locator('.token-line').first()).toBeAttached();
    await expect(firstBlock.locator('.token').first()).toBeAttached();
    expect(prismScripts.length).toBeGreaterThan(0);
  });

  test('the word-wrap button of a hydrated block still wraps its lines', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(LONG_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const toggle = page.locator(`article button[title="${codeMessage('uk', 'theme.CodeBlock.wordWrapToggle')}"]`).first();
    const code = toggle.locator('xpath=ancestor::div[contains(@class, "codeBlockContent")]//pre/code');
    await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
    await toggle.click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
  });
});
