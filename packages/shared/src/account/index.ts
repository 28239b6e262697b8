/** Shared contracts of the account feature (zod schemas, constants, types). */
export * from './account.schema.js';
export * from './notification-prefs.js';
