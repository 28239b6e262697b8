export * from './lead-rules.js';
export * from './lead.schema.js';
