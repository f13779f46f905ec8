import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';

const PAGES = ['/uk/', '/uk/docs/intro/install', '/uk/blog', '/'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violation`, async ({page}) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await new AxeBuilder({page}).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
        expect(blocking).toEqual([]);
      });
    }
  });
}
