/**
 * Time limits in the server tests are written for a quiet machine and stretched by the run's one
 * factor (scripts/time-factor.mjs, decision 0061): `scaled(5_000)` is 5 s on a quiet machine and
 * 10 s when a core is kept busy by something else. vitest.config.ts measures the factor at start.
 */
export { scaled, timeFactor } from '../../../../scripts/time-factor.mjs';
