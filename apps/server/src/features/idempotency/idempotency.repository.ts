import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  idempotencyInProgress,
  idempotencyKeyReused,
  sameRequest,
  type IdempotencyClaim,
  type Once,
  type OnceResult,
} from '../../lib/write-once.js';
import { idempotencyKeys } from './idempotency.table.js';

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/** Thrown inside the transaction to roll it back when a twin request already holds the key. */
const TAKEN = Symbol('idempotency key taken');

export function idempotencyRepository(db: Db) {
  /** A user's key, or a guest's (no user: one scope for all guests, each key bound to its request). */
  const mine = (userId: number | null, key: string) =>
    and(
      userId === null ? isNull(idempotencyKeys.userId) : eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.key, key),
    );

  async function answerOf(userId: number | null, key: string): Promise<StoredAnswer | undefined> {
    const [row] = await db.select().from(idempotencyKeys).where(mine(userId, key));
    return row;
  }

  return {
    answerOf,

    /**
     * Runs `write` once per key (issue 38): the key and the answer are written in the write's own
     * transaction, so they commit together or not at all. A twin request with the same key waits
     * at the key's insert until the first transaction ends (PostgreSQL's unique index), then either
     * replays the committed answer or, when the first rolled back (an error, a crash, a timeout
     * that cancelled it), runs alone. Nothing is taken over after a time: a key exists only once
     * its write has committed. The same key with another route or request (`requestHash`) is
     * refused (422) and learns nothing of the first. Without a claim (no header) `write` runs as it is.
     */
    once: (async <T, A>(
      claim: IdempotencyClaim | null,
      write: (tx: Db) => Promise<T>,
      answer: (value: T) => A,
    ): Promise<OnceResult<T, A>> => {
      if (!claim) {
        const value = await write(db);
        return { answer: answer(value), value };
      }
      try {
        return await db.transaction(async (tx) => {
          const taken = await tx
            .insert(idempotencyKeys)
            .values({
              userId: claim.userId,
              key: claim.key,
              route: claim.route,
              requestHash: claim.requestHash ?? null,
            })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (!taken.length) throw TAKEN;
          const value = await write(tx);
          const result = answer(value);
          await tx
            .update(idempotencyKeys)
            .set({ statusCode: claim.status, body: result as unknown })
            .where(mine(claim.userId, claim.key));
          return { answer: result, value };
        });
      } catch (error) {
        if (error !== TAKEN) throw error;
        const earlier = await answerOf(claim.userId, claim.key);
        if (earlier && (earlier.route !== claim.route || !sameRequest(earlier.requestHash, claim.requestHash))) {
          throw idempotencyKeyReused();
        }
        // A row without an answer is one written before issue 38 (kept a day at most).
        if (!earlier || earlier.statusCode === null) throw idempotencyInProgress();
        claim.onReplay?.();
        return { answer: earlier.body as A, value: null };
      }
    }) satisfies Once,

    async deleteOlderThan(date: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, date));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
