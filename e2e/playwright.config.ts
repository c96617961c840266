import fs from 'node:fs';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

/**
 * The journeys run against the real server (built web app, embedded database in a fresh data
 * directory, real altcha bot check) in the system's Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh data directory for each run (workers inherit the variable and keep the same one).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(import.meta.dirname, '.data');
  fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with "apt-get install -y chromium", or set CHROMIUM_PATH.`,
  );
}

export default defineConfig({
  testDir: './tests',
  // The longest journeys take about 40 s on a quiet 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a journey that fails is run once more; one that then passes is reported by name as
  // flaky (scripts/count-tests.ts), not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_REPORT ?? '../reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /phone\.spec\.ts$/ },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /phone\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    // The first start makes the database and 300 demo profiles: about 30 s alone, more on a busy machine.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      CAPTCHA_PROVIDER: 'altcha',
      TEAM_EMAIL: 'team@vivaha.test',
      LOG_LEVEL: 'warn',
      // 300 believable demo profiles on the first start, as a new visitor would see.
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'admin@vivaha.test',
      ADMIN_PASSWORD: 'Admin#Pass2026',
      // The journeys' own sign-ups say which family's address they come from (support.ts), as a
      // reverse proxy would: dozens of families registering from one address would meet the
      // per-address limit on mailed codes, which is right for a real address.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
