/** Every table, gathered for Drizzle's query builder and drizzle-kit. */
export * from '../features/users/user.table.js';
