import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { idempotencyKeys } from './idempotency.table.js';

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/** A request whose answer was neither stored nor released in this time is taken to be gone. */
export const ABANDONED_SECONDS = 120;

export function idempotencyRepository(db: Db) {
  const mine = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /**
     * Takes the key for a new request; answers the earlier row when the key was used before. A key
     * left "in progress" for ABANDONED_SECONDS (its process died before answering) is taken over.
     */
    async claim(userId: number, key: string, route: string): Promise<StoredAnswer | undefined> {
      const taken = await db
        .insert(idempotencyKeys)
        .values({ userId, key, route })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { createdAt: sql`now()`, route },
          setWhere: sql`${idempotencyKeys.statusCode} is null
            and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_SECONDS})`,
        })
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
