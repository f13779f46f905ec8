import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

import AxeBuilder from '@axe-core/playwright';

import {translationStatus} from '../../scripts/translations/status';
import {readMarkdown} from '../../scripts/lib/content';
import {codeMessage, expect, messagePattern, test} from './support';

const REPO = join(__dirname, '../..');
const LOCALE = 'fr';

/** Two Helm 3 pages this locale translates from the current English, with plain addresses (no slug, not an index). */
function currentPages(): [string, string] {
  const helm3 = translationStatus([LOCALE]).locales[0]!.parts.find((part) => part.part === 'helm3')!;
  const pages = helm3.items
    .filter((item) => item.state === 'translated' && /\.md$/.test(item.file) && !item.file.endsWith('/index.md'))
    .map((item) => item.file.replace(`i18n/${LOCALE}/docusaurus-plugin-content-docs/version-3/`, ''))
    .filter((file) => readMarkdown(`versioned_docs/version-3/${file}`).frontMatter.slug === undefined);
  if (pages.length < 2) throw new Error(`${LOCALE} needs two current Helm 3 translations for this test; it has ${pages.length}`);
  return [pages[0]!, pages[1]!];
}

const address = (file: string): string => `/${LOCALE}/docs/${file.replace(/\.md$/, '')}`;

test.describe('a translation made from an older English page', () => {
  test.describe.configure({mode: 'serial'});
  const [changed, unchanged] = currentPages();
  let site: string;
  let server: ChildProcess | undefined;
  const port = Number(process.env.E2E_PORT ?? 4173) + 7;

  // A copy of the site whose English page changed after its translation was made, built for this locale alone:
  // the state a reader meets when an English edit lands before the translators catch up.
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    site = mkdtempSync(join(tmpdir(), 'helm-outdated-'));
    const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: REPO, encoding: 'utf8'}).stdout.split('\0').filter(Boolean);
    for (const file of files) {
      mkdirSync(dirname(join(site, file)), {recursive: true});
      cpSync(join(REPO, file), join(site, file));
    }
    symlinkSync(join(REPO, 'node_modules'), join(site, 'node_modules'));
    // Docusaurus reads each page's last update from Git, so the copy is a repository of its own.
    const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {cwd: site});
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'copy of the site');
    appendFileSync(join(site, 'versioned_docs/version-3', changed), '\nThis paragraph was added to the English page after the translation was made.\n');
    const build = spawnSync(process.execPath, [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--locale', LOCALE], {cwd: site, encoding: 'utf8'});
    if (build.status !== 0) throw new Error(`the build of the changed copy failed:\n${build.stdout}\n${build.stderr}`);
    server = spawn(process.execPath, [join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts', '--port', String(port), '--host', '127.0.0.1'], {cwd: site, stdio: 'ignore'});
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await fetch(`http://127.0.0.1:${port}${address(unchanged)}`).then((response) => response.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server of the changed copy did not start');
  });

  test.afterAll(() => {
    server?.kill();
    if (site) rmSync(site, {recursive: true, force: true});
  });

  test('tells the reader, in their language, and links the English page', async ({page, baseURL}) => {
    await page.goto(`http://127.0.0.1:${port}${address(changed)}`);
    const notice = page.locator('[data-outdated-translation-notice]');
    await expect(notice).toHaveText(messagePattern(codeMessage(LOCALE, 'translation.outdated.notice')));
    await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);
    const english = notice.locator('a[hreflang="en"]');
    const href = `/docs/${changed.replace(/\.md$/, '')}`;
    await expect(english).toHaveAttribute('href', href);
    const axe = await new AxeBuilder({page}).include('[data-outdated-translation-notice]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    // The English page is in the site's English build (the copy holds this locale only).
    await page.goto(`${baseURL}${href}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
    await expect(page.locator('article h1')).toHaveText(String(readMarkdown(`versioned_docs/version-3/${changed}`).frontMatter.title));
  });

  test('says nothing on a translation made from the current English', async ({page}) => {
    await page.goto(`http://127.0.0.1:${port}${address(unchanged)}`);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('[data-outdated-translation-notice]')).toHaveCount(0);
    await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);
  });
});

test.describe('the site as built', () => {
  test('shows no outdated notice on current translations', async ({page}) => {
    for (const locale of ['de', 'ja']) {
      await page.goto(`/${locale}/docs/intro/install`);
      await expect(page.locator('article').first()).toBeVisible();
      await expect(page.locator('[data-outdated-translation-notice]')).toHaveCount(0);
    }
  });

  test('shows readers how complete their language is, part by part, and every language in total', async ({page}) => {
    const cells = (row: ReturnType<typeof page.locator>) => row.locator('td').allInnerTexts();
    for (const locale of ['uk', 'de'] as const) {
      await page.goto(`/${locale}/docs/community/localization`);
      const status = translationStatus([locale]).locales[0]!;
      const number = new Intl.NumberFormat(locale);
      const figures = (counts: {translated: number; outdated: number; missing: number; words: number}) =>
        [counts.translated, counts.outdated, counts.missing, counts.words].map((count) => number.format(count));

      const own = page.locator(`[data-translation-status-locale="${locale}"] table`);
      await expect(own.locator('caption')).toHaveText(messagePattern(codeMessage(locale, 'translationStatus.caption.locale')));
      await expect(own.locator('tbody tr')).toHaveCount(status.parts.length);
      const helm3 = own.locator('tbody tr[data-row="helm3"]');
      await expect(helm3.locator('th')).toHaveText(codeMessage(locale, 'translationStatus.part.helm3'));
      expect(await cells(helm3)).toEqual(figures(status.parts.find((part) => part.part === 'helm3')!));
      expect(await cells(own.locator('tbody tr[data-row="helm3-cli"]'))).toEqual(figures(status.parts.find((part) => part.part === 'helm3-cli')!));

      const all = page.locator('[data-translation-status-all] table');
      await expect(all.locator('caption')).toHaveText(codeMessage(locale, 'translationStatus.caption.all'));
      await expect(all.locator('tbody tr')).toHaveCount(10);
      const total = status.parts.reduce(
        (sum, part) => ({translated: sum.translated + part.translated, outdated: sum.outdated + part.outdated, missing: sum.missing + part.missing, words: sum.words + part.words}),
        {translated: 0, outdated: 0, missing: 0, words: 0},
      );
      expect(await cells(all.locator(`tbody tr[data-row="${locale}"]`))).toEqual(figures(total));
    }
  });
});
