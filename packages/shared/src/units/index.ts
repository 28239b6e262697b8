export * from './unit-group.schema.js';
export * from './unit.schema.js';
