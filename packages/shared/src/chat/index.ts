export * from './chat.schema.js';
export * from './chat.types.js';
