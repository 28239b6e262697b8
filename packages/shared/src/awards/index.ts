/** Shared contracts of the awards feature (zod schemas, constants, types). */
export * from './awards.schema.js';
export * from './awards.types.js';
