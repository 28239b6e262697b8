/** Shared contracts of the services feature (zod schemas, constants, types). */
export {};
