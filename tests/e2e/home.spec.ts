import {HTML_LANG, LOCALES} from '../../src/data/locales';
import {codeMessage, expect, heroBox, test} from './support';

test.describe('hero height', () => {
  for (const [name, viewport] of [
    ['desktop', {width: 1280, height: 800}],
    ['phone', {width: 390, height: 844}],
  ] as const) {
    test(`fills the viewport below the bars on ${name} under /uk/`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto('/uk/');
      await page.waitForTimeout(700);
      const box = await heroBox(page);
      expect(box.bar).toBeGreaterThan(0);
      expect(box.hero).toBeCloseTo(box.inner - box.navbar - box.bar, 0);
      const styles = await page.locator('[data-hero]').evaluate((hero) => [hero.style.height, hero.style.minHeight, hero.style.maxHeight]);
      expect(new Set(styles).size).toBe(1);
    });
  }

  test('grows when the announcement bar is closed', async ({page}) => {
    await page.goto('/uk/');
    await page.waitForTimeout(600);
    const before = await heroBox(page);
    await page.locator('.theme-announcement-bar button').click();
    await page.waitForTimeout(400);
    const after = await heroBox(page);
    expect(after.bar).toBe(0);
    expect(after.hero).toBeCloseTo(after.inner - after.navbar, 0);
    expect(after.hero).toBeGreaterThan(before.hero);
  });

  test('follows a resize of the window', async ({page}) => {
    await page.goto('/');
    await page.waitForTimeout(600);
    await page.setViewportSize({width: 1000, height: 600});
    await page.waitForTimeout(200);
    const box = await heroBox(page);
    expect(box.inner).toBe(600);
    expect(box.hero).toBeCloseTo(600 - box.navbar - box.bar, 0);
  });

  test('is right before any script runs, so the page does not shift', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await page.goto('/uk/');
    const box = await heroBox(page);
    expect(Math.abs(box.hero - (box.inner - box.navbar - box.bar))).toBeLessThanOrEqual(2);
    await context.close();
  });

  test('does not shift on a phone, whose announcement bar wraps onto two lines', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, deviceScaleFactor: 1.75});
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Each shift with what moved, so that a failure names the element and the time.
      const state = window as unknown as {shifts: string[]};
      state.shifts = [];
      type Shift = {value: number; startTime: number; sources: {node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[]};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const moved = entry.sources.map(({node, previousRect: a, currentRect: b}) =>
            `${node?.nodeName ?? '?'}.${(node as Element | undefined)?.className ?? ''} y ${a.y}→${b.y} h ${a.height}→${b.height}`);
          state.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/uk/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForTimeout(700);
    const box = await heroBox(page);
    expect(box.bar).toBeGreaterThan(50);
    expect(box.hero).toBeCloseTo(box.inner - box.navbar - box.bar, 0);
    expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts)).toEqual([]);
    await context.close();
  });

  test('is sized by a script in the head, which the stylesheet does not hold back, and none inside the hero', async ({request}) => {
    // An inline script inside the hero waited for the stylesheet, and browsers painted the bars first and the hero
    // text a few frames later (Lighthouse then counted the main bundle towards LCP): the script belongs in the head.
    const html = await (await request.get('/uk/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const script = head.indexOf('--helm-announcement-bar-height');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(head.search(/rel="?stylesheet/));
    const heroStart = html.indexOf('data-hero=');
    expect(heroStart).toBeGreaterThan(head.length);
    const hero = html.slice(heroStart, html.indexOf('</header>', heroStart));
    expect(hero).not.toContain('<script');
  });

  test('opts out of scroll restoration on the home page only', async ({page}) => {
    await page.goto('/uk/');
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
    await page.goto('/uk/docs/intro/');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('auto');
  });
});

test.describe('home page in every locale', () => {
  for (const locale of LOCALES) {
    test(`${locale} is in its own language`, async ({page}) => {
      await page.goto(locale === 'en' ? '/' : `/${locale}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
      const tagline = page.locator('[data-hero] p').first();
      if (locale === 'en') {
        await expect(tagline).toHaveText('The package manager for Kubernetes');
      } else {
        const expected = codeMessage(locale, 'home.hero.tagline');
        expect(expected).not.toBe('The package manager for Kubernetes');
        await expect(tagline).toHaveText(expected);
        await expect(page.locator('#features h3').first()).toHaveText(codeMessage(locale, 'home.features.complexity.title'));
      }
    });
  }

  test('stays in Ukrainian when reached by a client-side navigation, which brings its own strings', async ({page}) => {
    await page.goto('/uk/docs/intro/install');
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('a.navbar__brand').first().click();
    await expect(page.locator('[data-hero] p').first()).toHaveText(codeMessage('uk', 'home.hero.tagline'));
    await expect(page.locator('#features h3').first()).toHaveText(codeMessage('uk', 'home.features.complexity.title'));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('shows the four feature cards and the community blocks', async ({page}) => {
    await page.goto('/uk/');
    await expect(page.locator('#features li')).toHaveCount(4);
    const community = page.locator('#community');
    await expect(community.getByText('v4.0.0')).toBeVisible();
    await expect(community.getByRole('link', {name: /Календар випусків/})).toHaveAttribute('href', 'https://helm.sh/calendar/release');
    await expect(community.getByRole('link', {name: /Надішліть запит на доступ тут/})).toHaveAttribute('href', 'https://slack.k8s.io/');
    await expect(community.getByText('9:30–10:00')).toBeVisible();
    for (const channel of ['#helm-users', '#helm-dev', '#charts']) {
      await expect(community.getByRole('link', {name: new RegExp(channel)})).toBeVisible();
    }
  });
});
