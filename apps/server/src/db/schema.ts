/** Every table, gathered for Drizzle's query builder and drizzle-kit. */
export * from '../features/users/user.table.js';
export * from '../features/listings/listing.table.js';
export * from '../features/uploads/upload.table.js';
export * from '../features/chat/chat.table.js';
