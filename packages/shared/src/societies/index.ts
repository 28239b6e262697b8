export * from './societies.schema.js';
