// The budgets for what a public page loads before it is interactive (kB = 1000 bytes).
// Issue 16's 120,000 bytes gzip is withdrawn (issue 39): React and React Router alone are 107 kB
// (scripts/js-floor.mjs, decision 0058). Issue 39's budgets, read by check-first-paint.mjs:
// first-load JavaScript ≤ 150 kB gzip, ≤ 12 script requests and ≤ 2 render-blocking stylesheets.
export const JS_BUDGET_BYTES = 150_000;
export const FIRST_LOAD_JS_BYTES = JS_BUDGET_BYTES;
export const FIRST_LOAD_SCRIPTS = 12;
export const RENDER_BLOCKING_STYLESHEETS = 2;
