export * from './safety-kinds.js';
export * from './chat-safety-rules.js';
export * from './chat-safety.js';
export { normaliseForSafety } from './normalise-text.js';
