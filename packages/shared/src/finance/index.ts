export * from './schedule.js';
export * from './calculator.js';
export * from './localized-number.js';
export * from './rules.schema.js';
