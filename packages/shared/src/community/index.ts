/** Shared contracts of the community feature: demands, feedback, public profiles, follows, notifications. */
export * from './demand.js';
export * from './feedback.js';
export * from './notifications.js';
export * from './profile.js';
