/** Shared contracts of the community feature (zod schemas, constants, types). */
export {};
