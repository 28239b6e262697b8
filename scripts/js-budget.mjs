// Issue 16's budget for the JavaScript a page loads before it is interactive: 120,000 bytes gzip
// (kB = 1000 bytes). Read by check-js-budget.mjs (a running build's pages) and js-floor.mjs (the
// stack's libraries alone).
export const JS_BUDGET_BYTES = 120_000;
