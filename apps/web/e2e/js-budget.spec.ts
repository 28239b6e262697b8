import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * Issue 16's JavaScript budget (120 kB gzip) is not met yet (decision 0033): until it is, the
 * first scripts of the home and listing pages may not grow past today's figure plus a small margin
 * (home 158 kB, listing 166 kB on 2026-11-25). Lower the ceiling as the pages shrink.
 */
const CEILING_BYTES = 170_000;

test('the home and listing pages load no more first JavaScript than the ratchet allows (issue 16)', async ({
  baseURL,
}) => {
  const script = path.resolve(import.meta.dirname, '../../../scripts/check-js-budget.mjs');
  const result = spawnSync(process.execPath, [script, baseURL!], {
    env: { ...process.env, JS_BUDGET_BYTES: String(CEILING_BYTES) },
    encoding: 'utf8',
    timeout: 60_000,
  });
  console.log(result.stdout);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/listing \(Arabic\)/);
});
