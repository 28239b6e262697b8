/** Shared contracts of the dashboard feature (zod schemas, constants, types). */
export {};
