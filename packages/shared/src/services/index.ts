/** Shared contracts of the services, corporate, materials and shorts features. */
export * from './trades.js';
export * from './request-states.js';
export * from './materials.js';
export * from './service.schema.js';
export * from './service.types.js';
