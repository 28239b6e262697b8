export * from './verification-rules.js';
export * from './verification.schema.js';
