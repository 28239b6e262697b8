/**
 * How much CPU the demo seed costs (issue 40: speed is measured here, not asserted in the server
 * tests). The seed runs on every fresh start and in the browser tier's global setup, so it must stay
 * cheap: 20 to 28 s of CPU on PGlite (2026-11-27), where the database runs in this process.
 *
 *   node --import tsx scripts/benchmark/seed-time.mjs            # PGlite in a temporary folder
 *   SEED_CPU_BUDGET_MS=45000 node --import tsx scripts/benchmark/seed-time.mjs
 *
 * Counted in CPU time, not on the clock (the clock also counts whatever else the machine runs);
 * exits 1 above SEED_CPU_BUDGET_MS (45 s by default, the bound the server test used to hold).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { localMediaStorage } from '../../apps/server/src/lib/media-storage.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';

const budgetMs = Number(process.env.SEED_CPU_BUDGET_MS ?? 45_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-seed-bench-'));
try {
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await seedDemo(database.db, localMediaStorage(path.join(dir, 'media')));
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    const wallMs = Math.round(performance.now() - started);
    console.log(`demo seed: ${cpuMs} ms of CPU, ${wallMs} ms on the clock (budget ${budgetMs} ms of CPU)`);
    if (cpuMs > budgetMs) process.exitCode = 1;
  } finally {
    await database.close();
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
