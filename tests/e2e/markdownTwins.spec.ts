import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';

import {htmlFiles} from '../../scripts/lib/build';

import {expect, test, translatedMessage} from './support';

const BUILD = join(__dirname, '../../build');
const SITE_URL = 'https://helm.sh';

/** Every built page of a locale's docs whose <html> marks it as a doc page, as its URL path. */
function builtDocPages(locale: string): string[] {
  return htmlFiles(join(BUILD, locale, 'docs'))
    .filter((file) => /<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(readFileSync(file, 'utf8').slice(0, 2000)))
    .map((file) => `/${relative(BUILD, dirname(file))}`);
}

test.describe('Markdown twins', () => {
  test('every docs page of the Ukrainian site has its twin next to it', () => {
    const pages = builtDocPages('uk');
    expect(pages.length).toBeGreaterThan(200);
    const missing = pages.filter((page) => !existsSync(join(BUILD, `${page}.md`)));
    expect(missing).toEqual([]);
  });

  test('a twin holds what the reader sees: resolved cards, admonitions, titled code blocks, tables, absolute links', async ({request}) => {
    const text = async (path: string): Promise<string> => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('text/markdown; charset=utf-8');
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
      return response.text();
    };
    // A category index: the cards <DocCardList /> renders, as links with their descriptions.
    const topics = await text('/uk/docs/topics.md');
    expect(topics.startsWith('# Теми\n')).toBe(true);
    expect(topics).toMatch(/^- \[Архітектура\]\(https:\/\/helm\.sh\/uk\/docs\/topics\/architecture\): \S/m);
    expect(topics).not.toMatch(/DocCardList|import /);
    // A command page, rendered from the command data.
    const install = await text('/uk/docs/helm/helm_install.md');
    expect(install).toContain('# helm install\n');
    expect(install).toContain('```bash\nhelm install [NAME] [CHART] [flags]\n```');
    // Code block titles, and the status table the localization page renders from a component.
    expect(await text('/uk/docs/chart_template_guide/getting_started.md')).toContain('```yaml title="webapp/Chart.yaml"\napiVersion: v2\n');
    expect(await text('/uk/docs/community/localization.md')).toMatch(/^\| Українська \|/m);
    // An English fallback page says so first, in the reader's language, and keeps its admonition as a quote.
    const fallback = await text('/pt/docs/v2/using_helm.md');
    expect(fallback.startsWith(`> ${translatedMessage('pt', 'code.json', 'untranslated.notice').split('{original}')[0]}`)).toBe(true);
    expect(fallback).toContain('\n> **Helm 2 is no longer supported**\n>\n> Helm 2 has received no fixes');
    expect(fallback).toContain('(https://helm.sh/pt/docs/v2/using_helm/install)');
  });

  test('every link of every llms.txt resolves, and each lists the docs of all three versions', async ({request}) => {
    for (const locale of ['uk', 'en', 'ja']) {
      const index = locale === 'en' ? '/llms.txt' : `/${locale}/llms.txt`;
      const response = await request.get(index);
      expect(response.headers()['content-type'], index).toBe('text/plain; charset=utf-8');
      const text = await response.text();
      expect(text.startsWith('# Helm\n\n> ')).toBe(true);
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const links = [...text.matchAll(/\]\((https:\/\/helm\.sh[^)\s]+)\)/g)].map(([, url]) => url!.slice(SITE_URL.length));
      for (const version of ['/docs/llms-full.txt', '/docs/next/llms-full.txt', '/docs/v2/llms-full.txt']) expect(links).toContain(`${prefix}${version}`);
      expect(links).toContain(`${prefix}/index.md`);
      expect(links).toContain(`${prefix}/docs/intro/install.md`);
      expect(links).toContain(`${prefix}/docs/v2/using_helm/install.md`);
      // Every docs page of the locale, each once.
      const docLinks = links.filter((link) => link.startsWith(`${prefix}/docs/`) && link.endsWith('.md'));
      expect(new Set(docLinks).size).toBe(docLinks.length);
      expect(docLinks.length).toBe(builtDocPages(locale === 'en' ? '' : locale).length);
      const broken: string[] = [];
      for (const link of links) if ((await request.head(link)).status() !== 200) broken.push(link);
      expect(broken, index).toEqual([]);
    }
  });
});

test.describe('the Markdown controls of a docs page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copy the page as Markdown with the keyboard, fetching nothing before', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => request.url().endsWith('.md') && requested.push(request.url()));
    await page.goto('/uk/docs/intro/install');
    const copy = page.getByRole('button', {name: translatedMessage('uk', 'code.json', 'docs.markdown.copy')});
    await expect(copy).toBeVisible();
    expect(requested).toEqual([]);
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(translatedMessage('uk', 'code.json', 'docs.markdown.copied'));
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.split('\n')[0]).toBe('# Встановлення Helm');
    expect(clipboard).toContain('```bash\nkubectl config current-context\n```');
    expect(requested).toHaveLength(1);
  });

  test('"Open as Markdown" leads to the twin of the page it is on', async ({page}) => {
    await page.goto('/uk/docs/topics/');
    const open = page.getByRole('link', {name: translatedMessage('uk', 'code.json', 'docs.markdown.open')});
    await expect(open).toHaveAttribute('href', '/uk/docs/topics.md');
    await page.goto('/docs/v2/using_helm/install');
    await expect(page.getByRole('link', {name: 'Open as Markdown'})).toHaveAttribute('href', '/docs/v2/using_helm/install.md');
    await page.getByRole('link', {name: 'Open as Markdown'}).click();
    await expect(page.locator('body')).toContainText('# Installing Helm');
  });
});
