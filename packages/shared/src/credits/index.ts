/** Shared contracts of the credits feature (zod schemas, constants, types). */
export * from './credits.schema.js';
export * from './credits.types.js';
