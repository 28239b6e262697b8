export * from './trust-config.js';
