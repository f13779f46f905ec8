/**
 * What a reader's browser downloads to run a page: every script Chromium requests from navigation until the
 * network is idle, prefetches excluded (Docusaurus prefetches linked pages with <link rel="prefetch">, which
 * Chromium reports as "other", not "script"), as transferred by a server that compresses (gzip).
 */
import type {Browser} from 'playwright-core';

export interface ScriptTransfer {
  path: string;
  bytes: number;
}

export async function scriptsOf(browser: Browser, url: string): Promise<ScriptTransfer[]> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
  const page = await context.newPage();
  const requests: Promise<ScriptTransfer>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      requests.push(request.sizes().then((sizes) => ({path: new URL(request.url()).pathname, bytes: sizes.responseBodySize})));
    }
  });
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
    return await Promise.all(requests);
  } finally {
    await context.close();
  }
}
