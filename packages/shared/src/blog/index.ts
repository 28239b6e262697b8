/** Shared contracts of the blog feature (zod schemas, constants, types). */
export * from './blog-options.js';
export * from './blog-slug.js';
export * from './blog.schema.js';
export * from './blog.types.js';
export * from './blog-filters.js';
export * from './blog-query.schema.js';
