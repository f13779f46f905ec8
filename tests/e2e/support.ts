import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test as base, type Page} from '@playwright/test';

import {DEFAULT_LOCALE, type Locale} from '../../src/data/locales';

export {expect};

/**
 * Playwright's `test`, with `page.goto` returning once the page is interactive: the site starts its scripts after
 * the first paint (src/ssr/template.ts), so `load` alone no longer means that React is running. Pages without
 * the app (feeds, files) return at `load` as before.
 */
export const test = base.extend({
  page: async ({page, javaScriptEnabled}, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && (await page.locator('link[data-app]').count()) > 0) {
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      }
      return response;
    };
    await use(page);
  },
});

type Messages = Record<string, {message: string}>;

/** A message of a locale's translation file: what the build must show to readers of that locale. */
export function translatedMessage(locale: Locale, file: string, id: string): string {
  if (locale === DEFAULT_LOCALE) {
    throw new Error('English messages are the defaults in the source code');
  }
  const messages = JSON.parse(readFileSync(join(__dirname, '../../i18n', locale, file), 'utf8')) as Messages;
  const entry = messages[id];
  if (!entry) {
    throw new Error(`${id} missing from i18n/${locale}/${file}`);
  }
  return entry.message;
}

/** A message of a locale's code.json. */
export function codeMessage(locale: Locale, id: string): string {
  return translatedMessage(locale, 'code.json', id);
}

/** The rendered text of a message with `{placeholders}`: the fixed parts, to match with a regular expression. */
export function messagePattern(message: string): RegExp {
  const parts = message.split(/\{\w+\}/).map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.filter(Boolean).join('.*'), 's');
}

export async function heroBox(page: Page): Promise<{hero: number; inner: number; navbar: number; bar: number}> {
  return page.evaluate(() => {
    const height = (selector: string): number => {
      const element = document.querySelector(selector);
      return element && getComputedStyle(element).display !== 'none' ? element.getBoundingClientRect().height : 0;
    };
    return {
      hero: height('[data-hero]'),
      inner: window.innerHeight,
      navbar: height('.navbar'),
      bar: height('.theme-announcement-bar'),
    };
  });
}

/** Puts values into localStorage before the first page load of a test only, as a returning reader has them. */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((seed) => {
    if (!sessionStorage.getItem('seeded')) {
      for (const [key, value] of Object.entries(seed)) {
        localStorage.setItem(key, value);
      }
      sessionStorage.setItem('seeded', '1');
    }
  }, entries);
}
