/** Every table, gathered for Drizzle's query builder and drizzle-kit. */
export * from '../features/users/user.table.js';
export * from '../features/listings/listing.table.js';
export * from '../features/uploads/upload.table.js';
export * from '../features/chat/chat.table.js';
export * from '../features/credits/credits.table.js';
export * from '../features/awards/award.table.js';
export * from '../features/moderation/moderation.table.js';
export * from '../features/blog/blog.table.js';
export * from '../features/demands/demand.table.js';
export * from '../features/follows/follow.table.js';
export * from '../features/feedback/feedback.table.js';
export * from '../features/corporate/corporate.table.js';
export * from '../features/services/service.table.js';
export * from '../features/materials/material.table.js';
export * from '../features/notifications/notification.table.js';
export * from '../features/idempotency/idempotency.table.js';
export * from '../features/auth/email-token.table.js';
