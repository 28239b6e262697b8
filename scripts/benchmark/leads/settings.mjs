/** The lead benchmark's settings (environment) and its log. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const env = process.env;
export const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
export const LISTINGS = Number(env.BENCH_LISTINGS ?? 1_000_000);
export const LEADS = Number(env.LEADS_COUNT ?? 200_000);
export const EVENTS_PER_LEAD = Number(env.LEADS_EVENTS_PER_LEAD ?? 10);
export const REQUESTS = Number(env.BENCH_REQUESTS ?? 200);
export const WARMUP = Number(env.BENCH_WARMUP ?? 30);
export const WRITES = Number(env.BENCH_WRITES ?? 1000);
export const EXPLAIN = env.LEADS_EXPLAIN === '1';
export const DATA_DIR = env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'estate-bench-data');
export const RESULTS_FILE = 'scripts/benchmark/leads-results.md';
export const AGENCY_SLUG = 'bench-leads-realty';
/** Every demo account's password (apps/server/src/seed/factories/user.factory.ts); the bench's members copy its hash. */
export const DEMO_PASSWORD = 'demo-password';
export const TARGET_P95_MS = 50;
export const TARGET_WRITE_MS = 2;

export const log = (message) => console.log(`[leads] ${message}`);
