/** Shared contracts of the dashboard feature (zod schemas, constants, types). */
export * from './dashboard.schema.js';
export * from './dashboard.types.js';
