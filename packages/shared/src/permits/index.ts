export * from './permit-rules.js';
