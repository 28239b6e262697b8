import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { E2E_PORT, e2eServerEnv } from '../../scripts/e2e-env.mjs';
import { ensureFactor, scaled } from '../../scripts/time-factor.mjs';

const PORT = E2E_PORT;
const root = path.resolve(import.meta.dirname, '../..');
/**
 * Two workers, each with a server of its own on a fresh database (ports PORT and PORT + 1, see
 * fixtures.ts): a worker's journeys never meet the other's users, listings, settings changed by the
 * administrator, login throttles or cached answers, so they cannot race each other.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Every time limit here and in the specs is stretched by one factor measured as the run starts
 * (scripts/time-factor.mjs, decision 0061), or the one scripts/test-all.mjs measured. Set in
 * process.env, so the test workers (which load this file again) read the same factor.
 */
const factor = await ensureFactor();

/**
 * The demo database every server copies, made before the first server starts (Playwright starts
 * its webServer entries in order, and before globalSetup): a slow seed has a limit of its own and
 * never eats into a server's start limit (issue 40).
 */
const template = {
  name: 'demo template',
  command: 'exec node scripts/e2e-template.mjs --hold',
  cwd: root,
  wait: { stdout: /e2e template ready/ },
  timeout: scaled(240_000, factor),
  reuseExistingServer: false,
  env: e2eServerEnv(PORT, path.join(root, '.data-e2e-template')),
};

function server(port: number) {
  const dataDir = path.join(root, `.data-e2e-${port}`);
  return {
    // A fresh copy of the demo template (scripts/e2e-server.mjs).
    command: `exec node scripts/e2e-server.mjs "${dataDir}"`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: scaled(90_000, factor),
    reuseExistingServer: false,
    env: e2eServerEnv(port, dataDir),
  };
}

/** End-to-end journeys in Debian's Chromium against the production build on fresh databases. */
export default defineConfig({
  testDir: './e2e',
  // Axe checks of whole pages take seconds of CPU: at a load of 20 on 2 cores they passed 30 s.
  timeout: scaled(60_000, factor),
  expect: { timeout: scaled(7_000, factor) },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace by default: recording one (DOM snapshots at every step) cost the browser tier a
    // third more Chromium CPU, 225 against 161 s (issue 14, decision 0040). A failure still leaves
    // its screenshot, the page's accessibility tree and the call log. To record traces:
    // `npx playwright test -c apps/web/playwright.config.ts --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Lighthouse first, on one worker beside the journeys on the other (issue 14, decision 0040):
    // an audit mostly waits (the page going quiet, axe), which left a core idle for 2.5 minutes when
    // it ran alone at the end. Its CPU slowdown is calibrated run by run to what the machine gives
    // (scripts/lighthouse.mjs), so a busy machine is slowed down less; under two busy loops the pages
    // still scored 44 to 76 against the floor of 35.
    { name: 'lighthouse', testMatch: /lighthouse\.spec\.ts/ },
    {
      name: 'chromium',
      testIgnore: /lighthouse\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [template, ...Array.from({ length: WORKERS }, (_, index) => server(PORT + index))],
});
