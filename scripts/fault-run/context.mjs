/** The fault run's settings, its clock and log, and the state its modules share while it runs. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const env = process.env;
export const PG_URL = env.FAULT_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_SERVER = env.FAULT_REDIS_SERVER ?? '/usr/bin/redis-server';
export const RATE = Number(env.FAULT_RATE ?? 120);
export const SCALE = Number(env.FAULT_PHASE_SCALE ?? 1);
export const USERS = Number(env.FAULT_USERS ?? 20);
export const PASSWORD = 'fault-run-password-1';
export const HANG_MS = 25_000;
export const RESULTS_FILE = path.join(root, 'scripts/benchmark/fault-results.md');
export const startedAt = new Date();
export const logDir = fs.mkdtempSync(
  path.join(os.tmpdir(), `estate-fault-run-${startedAt.toISOString().slice(0, 19).replace(/:/g, '')}-`),
);
export const dataDir = path.join(logDir, 'data');
export const dbName = `estate_fault_${randomBytes(4).toString('hex')}`;
const t0 = performance.now();
export const clock = () => ((performance.now() - t0) / 1000).toFixed(1).padStart(6);
export const log = (message) => console.log(`[fault-run ${clock()}s] ${message}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.now();

/**
 * Shared while the run goes: the phase requests are counted in, and whether the run is stopping
 * (then no process is restarted and no socket reconnects).
 */
export const run = { currentPhase: null, shuttingDown: false, socketsClosing: false };
