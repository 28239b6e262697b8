/**
 * The API's operations, feature by feature (decision 0064). The browser imports one feature's file
 * (`@estate/shared/contracts/<feature>`) so a page's bundle carries only the schemas it calls.
 */
export * as account from './account.js';
export * as agencies from './agencies.js';
export * as areas from './areas.js';
export * as auth from './auth.js';
export * as awards from './awards.js';
export * as blog from './blog.js';
export * as chat from './chat.js';
export * as corporate from './corporate.js';
export * as credits from './credits.js';
export * as dashboard from './dashboard.js';
export * as demands from './demands.js';
export * as exchangeRates from './exchange-rates.js';
export * as finance from './finance.js';
export * as feedback from './feedback.js';
export * as follows from './follows.js';
export * as geo from './geo.js';
export * as health from './health.js';
export * as leads from './leads.js';
export * as listings from './listings.js';
export * as materials from './materials.js';
export * as moderation from './moderation.js';
export * as notifications from './notifications.js';
export * as savedSearches from './saved-searches.js';
export * as services from './services.js';
export * as shorts from './shorts.js';
export * as societies from './societies.js';
export * as units from './units.js';
export * as uploads from './uploads.js';
export * as verification from './verification.js';
export * from './operation.js';
export * from './client.js';
export * from './params.js';
