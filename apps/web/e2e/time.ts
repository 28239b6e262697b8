/**
 * Time limits in the browser tests are written for a quiet machine and stretched by the run's one
 * factor (scripts/time-factor.mjs, decision 0061), measured when playwright.config.ts is loaded
 * unless scripts/test-all.mjs measured it already.
 */
export { scaled } from '../../../scripts/time-factor.mjs';
