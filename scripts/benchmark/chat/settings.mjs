/** The chat benchmark's settings (environment), clock and log. */
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const env = process.env;
export const DATABASE_URL = env.BENCH_CHAT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_chat_bench';
export const SOCKETS = Number(env.BENCH_SOCKETS ?? 5000);
export const RATE = Number(env.BENCH_RATE ?? 500);
export const SECONDS = Number(env.BENCH_SECONDS ?? 20);
export const WORKERS = Number(env.BENCH_WORKERS ?? 2);
export const SENDERS = Math.min(SOCKETS, Number(env.BENCH_SENDERS ?? 500));
export const REDIS_URL = env.BENCH_REDIS === '1' ? (env.REDIS_URL ?? 'redis://127.0.0.1:6379') : '';
export const WARMUP_SECONDS = 3;
/** BENCH_PROFILE=1: the server writes a CPU profile (.cpuprofile) into the temporary folder on exit. */
export const PROFILE =
  env.BENCH_PROFILE === '1' ? `--cpu-prof --cpu-prof-dir=${path.join(os.tmpdir(), 'estate-chat-profile')}` : '';
export const RESULTS_FILE = 'scripts/benchmark/chat-results.md';
export const DATA_DIR = path.join(os.tmpdir(), 'estate-chat-bench-data');
export const now = () => performance.timeOrigin + performance.now();
export const sha256 = (s) => createHash('sha256').update(s).digest('hex');
export const log = (message) => console.log(`[chat-bench] ${message}`);
