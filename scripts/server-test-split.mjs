// Which server test files `npm test` runs on which database engine (decision 0040, issue 14).
//
// With a PostgreSQL server beside PGlite, a file whose subject is the engine, the driver or the
// search SQL runs on both; every other file runs on one of them, the two halves balanced by size.
// Both engines are PostgreSQL (PGlite is its WebAssembly build), so a feature's SQL means the same on
// either; what differs (driver, pool, prepared statements, pg-boss against the in-process runner,
// replicas, faults, planner on a real server) is what the first list names. Every file still runs
// on PGlite when no server answers, and SERVER_TESTS_ON_BOTH_ENGINES=1 runs every file on both.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = 'apps/server/test';

/** Files run on both engines: their subject is the engine itself, or search SQL that must plan well on both. */
export const ON_BOTH_ENGINES = [
  'area-amenities-filters',
  'chat-cluster',
  'concurrent-writes',
  'facet-counts',
  'faults',
  'health-drain',
  'idempotency',
  'idempotency-faults',
  'jobs',
  'keyword-pool',
  'map-clusters',
  'polygon-search',
  'prepared-statements',
  'read-replica',
  'replica-faults',
  'search-plans',
  'search-scale',
  'search-size-age-furnished',
].map((name) => `${dir}/${name}.test.ts`);

/**
 * The files for each engine's pass: `{ pglite, postgres }`, each a list of paths from the root.
 * The rest are dealt largest first to whichever side has fewer bytes so far (a file's size follows
 * its running time well enough, and the split stays the same from run to run).
 */
export function splitServerTests() {
  const all = fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${dir}/${name}`);
  const missing = ON_BOTH_ENGINES.filter((file) => !all.includes(file));
  if (missing.length) throw new Error(`scripts/server-test-split.mjs names files that are gone: ${missing.join(', ')}`);
  const size = (file) => fs.statSync(path.join(root, file)).size;
  const rest = all
    .filter((file) => !ON_BOTH_ENGINES.includes(file))
    .sort((a, b) => size(b) - size(a) || a.localeCompare(b));
  const pglite = [];
  const postgres = [];
  let pgliteBytes = 0;
  let postgresBytes = 0;
  for (const file of rest) {
    if (pgliteBytes <= postgresBytes) {
      pglite.push(file);
      pgliteBytes += size(file);
    } else {
      postgres.push(file);
      postgresBytes += size(file);
    }
  }
  return { pglite: [...ON_BOTH_ENGINES, ...pglite].sort(), postgres: [...ON_BOTH_ENGINES, ...postgres].sort() };
}
