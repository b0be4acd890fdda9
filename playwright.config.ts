import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium';
import { ASSERTION_MS, DEFAULT_STEPS, stepsLimit } from './tests/e2e/support/timeLimits';

const port = Number(process.env.E2E_PORT ?? 8191);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the runner; workers inherit it, and the global teardown deletes the file.
process.env.E2E_DB_FILE ??= path.join(os.tmpdir(), `service-desk-e2e-${process.pid}.sqlite`);

/** End-to-end tests: the built remote mounted by the host-shim, against the contract backend. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list', { printSteps: false }]],
  // Limits by what a test does (tests/e2e/support/timeLimits.ts): longer tests set their own.
  timeout: stepsLimit(DEFAULT_STEPS),
  expect: { timeout: ASSERTION_MS },
  globalTeardown: './tests/e2e/support/globalTeardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // Serves the already built dist/ (scripts/e2e.ts builds it first) from a throwaway database.
    command: 'node --import tsx mocks/main.ts --reset',
    url: `${baseURL}/host/host.js`,
    // Contracts are checked every second, so an expiry reminder reaches the outbox while a test waits.
    env: { PORT: String(port), HOST: '127.0.0.1', DB_FILE: process.env.E2E_DB_FILE, EXPIRY_CHECK_MS: '1000' },
    reuseExistingServer: false,
    // The backend seeds a fresh database before it answers; on a busy machine that takes a while.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
