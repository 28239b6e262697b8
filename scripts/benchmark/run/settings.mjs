/** The load test's settings (environment), targets and log. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const env = process.env;
export const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
export const LISTINGS = Number(env.BENCH_LISTINGS ?? 100_000);
export const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(env.BENCH_SECONDS ?? 15);
/** RESPONSE_CACHE_SECONDS of the measured server: 0 (every request reaches the database) is the headline. */
export const CACHE_SECONDS = Number(env.BENCH_CACHE_SECONDS ?? 0);
export const SOAK_MINUTES = Number(env.BENCH_SOAK_MINUTES ?? 0);
export const PROCESSES = Number(env.BENCH_PROCESSES ?? 1);
export const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const LOAD_MINUTES = Number(env.BENCH_LOAD_MINUTES ?? 20);
export const RESULTS_FILE = `scripts/benchmark/results-${LISTINGS}-cache-${CACHE_SECONDS}s.md`;
export const WARMUP_SECONDS = 3;
export const DATA_DIR = path.join(os.tmpdir(), 'estate-bench-data');
/** Every demo account's password (apps/server/src/seed/factories/user.factory.ts, DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'demo-password';

/** Issue 11: throughput as a ratio to the yardstick, and the detail page's p95. */
export const TARGETS = {
  filtered: { ratio: 0.5 },
  keyword: { ratio: 0.3 },
  map: { ratio: 0.3 },
  detailJson: { ratio: 0.6 },
  detailHtml: { ratio: 0.15, p95: 150 },
};
/** The soak's memory rule: RSS growth over its last 80 % below 5 % or below 30 MB. */
export const SOAK_RULE = { fromShare: 0.2, percent: 5, mb: 30 };
export const SOAK_RULE_TEXT = `the app's RSS over the last ${100 - SOAK_RULE.fromShare * 100} % of the soak (mean of the last 5 s minus the mean of the 5 s from the ${SOAK_RULE.fromShare * 100} % mark) grows by less than ${SOAK_RULE.percent} % or by less than ${SOAK_RULE.mb} MB`;

export const log = (message) => console.log(`[bench] ${message}`);
