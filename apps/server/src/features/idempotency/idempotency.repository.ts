import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { idempotencyKeys } from './idempotency.table.js';

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

export function idempotencyRepository(db: Db) {
  const mine = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /** Takes the key for a new request; answers the earlier row when the key was used before. */
    async claim(userId: number, key: string, route: string): Promise<StoredAnswer | undefined> {
      const taken = await db
        .insert(idempotencyKeys)
        .values({ userId, key, route })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (taken.length) return undefined;
      const [row] = await db.select().from(idempotencyKeys).where(mine(userId, key));
      return row;
    },

    async complete(userId: number, key: string, statusCode: number, body: unknown): Promise<void> {
      await db.update(idempotencyKeys).set({ statusCode, body }).where(mine(userId, key));
    },

    /** A request that failed may be sent again with the same key. */
    async release(userId: number, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(mine(userId, key));
    },

    async deleteOlderThan(date: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, date));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
