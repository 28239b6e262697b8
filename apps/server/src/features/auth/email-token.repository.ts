import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { emailTokens } from './email-token.table.js';

/** What a token in an e-mail link is for. */
export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/** SQL of the single-use e-mail tokens (stored as SHA-256 only). */
export function emailTokenRepository(db: Db) {
  return {
    async create(
      tx: Executor,
      row: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
    ): Promise<void> {
      await tx.insert(emailTokens).values(row);
    },

    /**
     * Uses a token: marks it used and answers its user, in one statement, so two clicks of one
     * link (or two tabs) cannot both succeed. Unknown, used, expired or other-purpose: undefined.
     */
    async consume(
      tx: Executor,
      tokenHash: string,
      purpose: EmailTokenPurpose,
    ): Promise<{ userId: number; newEmail: string | null } | undefined> {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
      return row;
    },

    /** Whether a token would still work (unused, unexpired, this purpose), without using it. */
    async isLive(tokenHash: string, purpose: EmailTokenPurpose): Promise<boolean> {
      const [row] = await db
        .select({ id: emailTokens.userId })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Ends every unused token of this purpose (a newer link replaces older ones; a reset ends them all). */
    async revoke(tx: Executor, userId: number, purpose: EmailTokenPurpose): Promise<void> {
      await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    /** Tokens of this purpose made for the user since `since` (a per-account limit on mails). */
    async countSince(
      userId: number,
      purpose: EmailTokenPurpose,
      since: Date,
      executor: Executor = db,
    ): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)));
      return Number(row?.n ?? 0);
    },
  };
}
export type EmailTokenRepository = ReturnType<typeof emailTokenRepository>;
