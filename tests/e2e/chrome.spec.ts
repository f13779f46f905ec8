import {codeMessage, expect, seedLocalStorage, test, translatedMessage} from './support';

test.describe('announcement bar', () => {
  test('is translated and links to the pre-release docs of the same locale', async ({page}) => {
    await page.goto('/uk/docs/intro/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('Вийшла v4 beta 2!');
    await expect(bar).toHaveCSS('background-color', 'rgb(15, 22, 137)');
    await expect(bar).toHaveCSS('color', 'rgb(255, 255, 255)');
    await bar.getByRole('link').click();
    await expect(page).toHaveURL(/\/uk\/docs\/next\/?$/);
  });

  test('stays closed across reloads', async ({page}) => {
    await page.goto('/uk/');
    await page.locator('.theme-announcement-bar button').click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('helm4_beta_2');
  });

  test('shows again when the announcement id changes', async ({page}) => {
    await seedLocalStorage(page, {'docusaurus.announcement.id': 'helm4_beta_1', 'docusaurus.announcement.dismiss': 'true'});
    await page.goto('/uk/');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});

test.describe('locale dropdown', () => {
  test('keeps the query string and the hash', async ({page}) => {
    await page.goto('/uk/docs/intro/?tab=linux#how-to-read-it');
    const dropdown = page.locator('.navbar__items--right .dropdown').last();
    await dropdown.hover();
    const english = dropdown.getByRole('link', {name: 'English'});
    await expect(english).toHaveAttribute('href', '/docs/intro/?tab=linux#how-to-read-it');
    await english.click();
    await expect(page).toHaveURL(/\/docs\/intro\/\?tab=linux#how-to-read-it$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
  });
});

test.describe('docs versions', () => {
  test('are labelled by their release in /uk/', async ({page}) => {
    await page.goto('/uk/docs/intro/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await expect(dropdown.locator('> a')).toHaveText('3.19.0');
    await expect(dropdown.locator('.dropdown__link')).toHaveText(['4.0.0-beta.2 🚧', '3.19.0', '2.17.0']);
  });

  test('banners mark the pre-release and the unmaintained version, in Ukrainian', async ({page}) => {
    await page.goto('/uk/docs/next/');
    await expect(page.locator('.theme-doc-version-banner')).toContainText(codeMessage('uk', 'theme.docs.versions.unreleasedVersionLabel').split('{')[0]!.trim());
    await page.goto('/uk/docs/v2/');
    await expect(page.locator('.theme-doc-version-banner')).toContainText(codeMessage('uk', 'theme.docs.versions.unmaintainedVersionLabel').split('{')[0]!.trim());
    await page.goto('/uk/docs/intro/');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('choosing a version stores it as preferred', async ({page}) => {
    await page.goto('/uk/docs/intro/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '2.17.0'}).click();
    await expect(page).toHaveURL(/\/uk\/docs\/v2\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('2');
  });

  test('a stored version that no longer exists is cleared', async ({page}) => {
    await seedLocalStorage(page, {'docs-preferred-version-default': '1'});
    await page.goto('/uk/docs/intro/');
    await expect(page.locator('.navbar__items--right .dropdown').first().locator('> a')).toHaveText('3.19.0');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });
});

test.describe('mobile navigation', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens the docs sidebar as a secondary menu with a way back to the main menu', async ({page}) => {
    await page.goto('/uk/docs/intro/install');
    await page.getByRole('button', {name: codeMessage('uk', 'theme.docs.sidebar.toggleSidebarButtonAriaLabel')}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.locator('.menu__link--active').first()).toBeVisible();
    const back = sidebar.getByRole('button', {name: codeMessage('uk', 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')});
    await back.click();
    const blog = translatedMessage('uk', 'docusaurus-theme-classic/navbar.json', 'item.label.Blog');
    await expect(sidebar.getByRole('link', {name: blog, exact: true})).toBeVisible();
  });
});

test.describe('color mode', () => {
  test('is light by default and the choice persists under "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/uk/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    // The switch cycles system → light → dark (with a light system, the first click lands on light).
    for (let i = 0; i < 3 && (await page.evaluate(() => localStorage.getItem('theme'))) !== 'dark'; i += 1) {
      await toggle.click();
    }
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference while no choice is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/uk/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The theme listens to the system preference once React has hydrated the page.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('not found', () => {
  test('answers 404 with the Ukrainian page under /uk/', async ({page}) => {
    const response = await page.goto('/uk/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(codeMessage('uk', 'theme.NotFound.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });

  test('answers 404 in English at the root', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });
});

test.describe('external links', () => {
  for (const path of ['/uk/', '/uk/docs/intro/install']) {
    test(`open in a new tab with noopener, noreferrer and a translated label on ${path}`, async ({page}) => {
      await page.goto(path);
      const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
      const count = await external.count();
      expect(count).toBeGreaterThan(5);
      for (let index = 0; index < count; index += 1) {
        const link = external.nth(index);
        const href = await link.getAttribute('href');
        await expect(link, href ?? '').toHaveAttribute('target', '_blank');
        await expect(link, href ?? '').toHaveAttribute('rel', /noopener/);
        await expect(link, href ?? '').toHaveAttribute('rel', /noreferrer/);
      }
      const labelled = page.locator(`svg[aria-label="${codeMessage('uk', 'theme.IconExternalLink.ariaLabel')}"]`);
      expect(await labelled.count()).toBeGreaterThan(5);
    });
  }
});
