export * from './lead-rules.js';
export * from './lead.schema.js';
export * from './agent-stats.schema.js';
export * from './lead-feedback.schema.js';
export * from './phone-mask.js';
export * from './phone-reveal.schema.js';
export * from './lister-trust.schema.js';
