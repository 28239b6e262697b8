/** Shared contracts of the admin feature (zod schemas, constants, types). */
export * from './admin.schema.js';
export * from './admin.types.js';
