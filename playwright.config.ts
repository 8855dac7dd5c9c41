import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** E2E runs in Debian's Chromium against the production build in build/, served by nginx as in production. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  // One worker per core of the 2-core machines that run the suite, in CI and locally.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: {width: 1440, height: 900},
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `npm run serve:prod`,
    env: {PORT: String(PORT)},
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
