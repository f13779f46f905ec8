import {defineConfig, devices} from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
    launchOptions: {executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS},
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/uk/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
