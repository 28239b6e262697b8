export * from './size-class.js';
export * from './area-slug.js';
export * from './area-stats.schema.js';
