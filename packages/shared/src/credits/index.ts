/** Shared contracts of the credits feature (zod schemas, constants, types). */
export {};
