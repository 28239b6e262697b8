import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { scaled } from './time';

/**
 * Issue 16: Lighthouse (mobile) on the home, search, listing, blog and post pages in both languages.
 * Accessibility, best practices and SEO must be 100. Performance is held at a floor until the 95
 * of the issue is met (decision 0036). The floor follows the slowest machine CI runs on: medians of
 * 81 to 96 on the idle 2-core machine of 2026-11-25, but 43 to 74 for the same pages, with the same
 * code, on the machine of 2026-11-27 (its Chromium spends far more in the system than its benchmark
 * index shows, so the calibrated slowdown is harsher there; decision 0036, "2026-11-27"). A page
 * that loses half its score still fails here. Raise the floor as the pages get faster.
 */
const PERFORMANCE_FLOOR = 35;

test('public pages meet the Lighthouse targets in English and Arabic (issue 16)', async ({ baseURL }) => {
  test.setTimeout(scaled(600_000));
  const script = path.resolve(import.meta.dirname, '../../../scripts/lighthouse.mjs');
  const result = spawnSync(process.execPath, [script, baseURL!], {
    // Five pages, English and Arabic taking turns (the full table: `node scripts/lighthouse.mjs`):
    // ten audits took two minutes of a worker on a CPU-bound tier (issue 40, suite time).
    env: { ...process.env, LIGHTHOUSE_MIN_PERFORMANCE: String(PERFORMANCE_FLOOR), LIGHTHOUSE_SAMPLE: '1' },
    encoding: 'utf8',
    timeout: scaled(540_000),
  });
  console.log(result.stdout);
  if (result.stderr) console.log(result.stderr);
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/\/ar\/properties /);
  expect(result.stdout).toMatch(/\/ar\/blogpages /);
});
