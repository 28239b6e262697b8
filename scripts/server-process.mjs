/**
 * Node's flags for the production server process, shared by everything that starts one (`npm start`,
 * the browser tests' servers, the benchmarks), so what is measured is what runs.
 *
 * --max-semi-space-size=64: a young generation of up to 64 MB per semi-space instead of V8's 16.
 * A server render or a search answer allocates a few megabytes that die with the request; with 50
 * requests in flight the default young generation fills before they finish, so each scavenge copies
 * live request data and promotes it to the old generation, whose collections are dearer. Measured
 * with 1,000,000 listings, cache off, 50 connections (docs/decisions/0022, "2026-11-27"): listing
 * pages +10-20 %, filtered search +15-20 %, keyword search and detail JSON unchanged; the process
 * holds up to about 100 MB more young-generation memory at peak.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
