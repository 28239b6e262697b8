/**
 * A longer run of the API fuzzer than the test's (issue 12):
 *
 *   node --import tsx scripts/fuzz.mjs [--seed N] [--runs M] [--only REGEX]
 *
 * Builds the app in this process on an in-memory database (PGlite), walks every operation of the
 * OpenAPI document and sends M generated requests (default 5,000) with seed N (default: random,
 * printed so a failure can be replayed), as a guest, a user and an administrator. --only limits
 * it to operations whose "METHOD /path" matches. Prints each request that got a 5xx with what the
 * server logged, and exits 1 when there was any.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    runs: { type: 'string', default: '5000' },
    only: { type: 'string' },
  },
});
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const runs = Number(values.runs);
if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node --import tsx scripts/fuzz.mjs [--seed N] [--runs M] [--only REGEX]');
  process.exit(2);
}

// The fuzzer needs the embedded database: a server's test template is set up by the test runner only.
delete process.env.TEST_DATABASE_URL;
const { fuzzApi, describeFailure } = await import('../apps/server/test/helpers/api-fuzz.ts');

console.log(
  `fuzzing the API: seed ${seed}, ${runs} requests${values.only ? `, operations matching ${values.only}` : ''}`,
);
const started = Date.now();
let shown = 0;
const result = await fuzzApi({
  seed,
  runs,
  filter: values.only ? new RegExp(values.only) : undefined,
  onProgress(done, total) {
    const step = Math.floor((done / total) * 10);
    if (step > shown) {
      shown = step;
      console.log(`  ${done}/${total}`);
    }
  },
});
for (const failure of result.failures) console.log(`\n${describeFailure(failure)}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\n${result.cases} requests on ${result.operations} operations (${result.accepted} with an accepted body) in ${seconds} s:`,
  JSON.stringify(result.statuses),
  `\n${result.failures.length ? `${result.failures.length} failed (seed ${seed})` : 'no 5xx'}`,
);
process.exit(result.failures.length ? 1 : 0);
