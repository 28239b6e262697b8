/** Shared contracts of the admin feature (zod schemas, constants, types). */
export {};
