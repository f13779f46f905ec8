import {defineConfig, devices} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/uk/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
