export * from './schedule.js';
export * from './calculator.js';
export * from './localized-number.js';
export * from './rules.schema.js';
export * from './schemes.schema.js';
export * from './calculations.schema.js';
