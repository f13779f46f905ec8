/**
 * Measures the site search the way a reader's browser meets it (Debian's Chromium, the production build served
 * on 127.0.0.1): the bytes a first query downloads (gzip, everything fetched from opening the dialog to the first
 * results), and the median time from a keystroke to its results over 20 queries. Used by scripts/budget/.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchChromium} from '../lib/chromium';

export const SEARCH_QUERIES = [
  'чарти', 'відкат релізу', '--create-namespace', 'хуки', 'helm_upgrade', '.Values', 'залежності', 'репозиторій',
  'tiller', 'шаблони', 'oci', 'values.yaml', 'плагіни', 'rbac', 'встановлення', 'підчарти', 'helm lint', 'crd',
  'provenance', 'міграція',
];

export interface SearchFigures {
  firstQueryBytes: number;
  firstQueryFiles: number;
  medianMs: number;
  slowestMs: number;
}

/** The gzip size of a file of the build, as a host that compresses would send it. */
function transferSize(buildDir: string, url: URL): number {
  const path = join(buildDir, decodeURIComponent(url.pathname));
  if (!existsSync(path)) return 0;
  return gzipSync(readFileSync(path)).length;
}

export async function measureSearch(origin: string, buildDir: string, pagePath = '/uk/docs/intro/install'): Promise<SearchFigures> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(origin + pagePath);
    await page.waitForLoadState('networkidle');
    const fetched: URL[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url())));
    await page.locator('[data-search-button]').click();
    const input = page.locator('[data-search-dialog] [role="combobox"]');
    await input.fill(SEARCH_QUERIES[0]!);
    await page.locator(`[role="listbox"][data-results-for="${SEARCH_QUERIES[0]}"]`).waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const sizes = fetched.map((url) => transferSize(buildDir, url)).filter((size) => size > 0);
    const firstQueryBytes = sizes.reduce((total, size) => total + size, 0);

    // Each query is typed into the field at once, and timed until its results are in the list.
    const times = await page.evaluate(async (queries) => {
      const field = document.querySelector<HTMLInputElement>('[data-search-dialog] [role="combobox"]')!;
      const list = document.querySelector('[role="listbox"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const measured: number[] = [];
      for (const query of queries) {
        const started = performance.now();
        const arrived = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (list.getAttribute('data-results-for') === query) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(list, {attributes: true, childList: true, subtree: true});
        });
        setValue.call(field, query);
        field.dispatchEvent(new Event('input', {bubbles: true}));
        await arrived;
        measured.push(performance.now() - started);
      }
      return measured;
    }, SEARCH_QUERIES.slice(1).concat(SEARCH_QUERIES[0]!));
    const sorted = [...times].sort((a, b) => a - b);
    return {
      firstQueryBytes,
      firstQueryFiles: sizes.length,
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      slowestMs: sorted.at(-1)!,
    };
  } finally {
    await browser.close();
  }
}
