/** Shared contracts of the blog feature (zod schemas, constants, types). */
export {};
