import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from './scripts/perf/chromium';

/**
 * Browser end-to-end tests against `npm start` (the built app and the sandbox on one port), in
 * Debian's Chromium. Each run gets a fresh sandbox database; timed order steps take 2 s.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-sandbox-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // One retry in CI: a shared 2-core runner makes rare timing flakes; Playwright still reports them as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_SWITCHES],
    },
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['Pixel 5'],
        browserName: 'chromium',
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SANDBOX_ASSESS_SECONDS: '2',
      SANDBOX_DISBURSE_SECONDS: '2',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
