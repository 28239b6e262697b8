export * from './area-units.js';
export * from './listing-options.js';
export * from './media-rules.js';
export * from './listing.schema.js';
export * from './listing.types.js';
export * from './search-filters.js';
export * from './gazetteer.js';
export * from './listing-slug.js';
