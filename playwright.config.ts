import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { STORAGE_STATE } from './e2e/storage-state';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Debian's headless shell (package chromium-headless-shell, installed by .ci/run) where there is one: measured here,
// it boots the dashboard 25–40 % faster than the full browser in headless mode (no GPU process).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
const baseURL = `http://localhost:${PORT}`;
// A throwaway database per run, so tests start from the seeded demo data and nothing else.
const dataDir = path.join(os.tmpdir(), `phlox-e2e-${PORT}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // On a 2-core machine one Chromium page load takes ~2 s of CPU (renderer, browser and GPU processes) and two
  // browsers beside the server thrash: measured, one worker finished the same specs as fast as two, without the
  // timeouts. E2E_WORKERS=2 (or more) where there are cores to spare.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // A test that fails once is a failing test: no retries, in CI too.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    // Debian's Chromium; Playwright must never download a browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
    timezoneId: 'Europe/Berlin',
    // The app turns Ant Design's animations off for such a user: no test waits out a dialog zooming in or out.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs the demo identities in once and saves their browser state (e2e/.auth/).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      // Every test starts signed in as the demo admin; `test.use({ storageState: STORAGE_STATE.photographer })`
      // for the photographer.
      use: { storageState: STORAGE_STATE.admin },
    },
  ],
  webServer: {
    // Serves the already built apps/web/dist (npm test builds it before the browser tests).
    command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" "${dataDir}" && npm run start -w @phlox/api`,
    url: `${baseURL}/api/health`,
    // Every spec signs in from this one address, far more often than a person would: the per-IP request limits
    // (tested with their defaults in apps/api/test/security-limits.test.ts) are raised for the run.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '10000/1m',
      RATE_LIMIT_VERIFY_TOKEN: '100000/1m',
      RATE_LIMIT_REGISTER: '10000/1m',
      RATE_LIMIT_FORGOT_PASSWORD: '10000/1m',
      RATE_LIMIT_RESET_PASSWORD: '10000/1m',
      RATE_LIMIT_IMAGE_UPLOAD: '10000/1m',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
