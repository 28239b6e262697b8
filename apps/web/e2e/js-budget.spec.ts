import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { scaled } from './time';

/**
 * Issue 39's first-paint budgets on `/`, `/properties`, a listing, `/blogpages` and a post, in
 * English and Arabic (scripts/check-first-paint.mjs, in Chromium): at most 12 script requests and
 * 2 render-blocking stylesheets before the page hydrates, and an LCP image preloaded with
 * `fetchpriority="high"` and served through `srcset`/`sizes`. First-load JavaScript's budget is
 * 150 kB gzip; it is not met yet (164.5 to 171.8 kB on 2026-11-28, decision 0057), so until it is the check holds the
 * pages at a ceiling of today's largest figure plus a small margin. Lower it as the pages shrink.
 */
const JS_CEILING_BYTES = 175_000;

test('the public pages keep within the first-paint budgets (issue 39)', async ({ baseURL }) => {
  test.setTimeout(scaled(180_000));
  const script = path.resolve(import.meta.dirname, '../../../scripts/check-first-paint.mjs');
  const result = spawnSync(process.execPath, [script, baseURL!], {
    env: { ...process.env, FIRST_LOAD_JS_BYTES: String(JS_CEILING_BYTES) },
    encoding: 'utf8',
    timeout: scaled(170_000),
  });
  console.log(result.stdout);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/\/ar\/blogpages\//);
});
