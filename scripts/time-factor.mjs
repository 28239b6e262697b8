// One factor for every time limit in the tests (issue 40, decision 0061): a slow or busy machine
// gets longer limits, so it never turns a correct test red. Measured once when a run starts
// (scripts/test-all.mjs, or vitest.config.ts / the Playwright config when run by hand) and handed
// to every process through TEST_TIME_FACTOR; set TEST_TIME_FACTOR yourself to skip the measure.
//
// The measure: one lane of fixed CPU work per core, side by side. On a quiet machine each lane has
// a core and takes REFERENCE_MS; with a core kept busy by another process one lane shares it and
// takes about twice as long. The slowest lane, against the reference, is the factor (never below 1:
// a fast machine keeps the limits as written).
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** One lane's work on a quiet 2-core machine of CI's size: 48 to 59 ms alone (2026-11-28), rounded. */
export const REFERENCE_MS = 50;
/** Beyond this the machine is not slow but stuck; the limits stop growing. */
export const MAX_FACTOR = 8;

/** The factor for a lane that took `measuredMs`: 1 to MAX_FACTOR, one decimal. */
export function factorFrom(measuredMs, referenceMs = REFERENCE_MS, max = MAX_FACTOR) {
  if (!Number.isFinite(measuredMs) || measuredMs <= 0 || !(referenceMs > 0)) return 1;
  const factor = Math.ceil((measuredMs / referenceMs) * 10) / 10;
  return Math.min(max, Math.max(1, factor));
}

/** The factor written in `value` (TEST_TIME_FACTOR), or undefined when it is not a number >= 1. */
export function readFactor(value) {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const factor = Number(value);
  return Number.isFinite(factor) && factor >= 1 ? factor : undefined;
}

/** This run's factor: TEST_TIME_FACTOR, or 1 when nothing measured it. */
export function timeFactor(env = process.env) {
  return readFactor(env.TEST_TIME_FACTOR) ?? 1;
}

/** A time limit written for a quiet machine, stretched by this run's factor (whole milliseconds). */
export function scaled(ms, factor = timeFactor()) {
  return Math.ceil(ms * factor);
}

// Integer work with nothing to optimise away: the same instructions on every run.
const LANE = `
const { parentPort } = require('node:worker_threads');
parentPort.once('message', () => {
  const started = performance.now();
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < 24_000_000; i++) x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + i) | 0;
  parentPort.postMessage({ ms: performance.now() - started, x });
});`;

async function lanesSideBySide(count) {
  const workers = Array.from({ length: count }, () => new Worker(LANE, { eval: true }));
  try {
    await Promise.all(workers.map((w) => new Promise((resolve) => w.once('online', resolve))));
    const times = await Promise.all(
      workers.map(
        (w) =>
          new Promise((resolve, reject) => {
            w.once('message', ({ ms }) => resolve(ms));
            w.once('error', reject);
            w.postMessage('go');
          }),
      ),
    );
    return Math.max(...times);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * Measures the factor: three rounds of one lane per core (about 0.2 s on a quiet machine), the
 * middle round's slowest lane against REFERENCE_MS.
 */
export async function measureFactor({ lanes = os.availableParallelism(), rounds = 3 } = {}) {
  const slowest = [];
  for (let round = 0; round < rounds; round++) slowest.push(await lanesSideBySide(lanes));
  slowest.sort((a, b) => a - b);
  return { factor: factorFrom(slowest[Math.floor(rounds / 2)]), laneMs: slowest };
}

/** TEST_TIME_FACTOR when set; otherwise measures it and sets it, so child processes share it. */
export async function ensureFactor(env = process.env) {
  const given = readFactor(env.TEST_TIME_FACTOR);
  if (given !== undefined) return given;
  const { factor } = await measureFactor();
  env.TEST_TIME_FACTOR = String(factor);
  return factor;
}
