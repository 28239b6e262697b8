import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { preparedOn } from '../../lib/prepared-query.js';
import type { Db } from '../../db/database.js';
import { sessions, users, type UserRow } from '../users/user.table.js';

const userOfSession = preparedOn((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('user_of_session'),
);
/**
 * `onEnded` hears the ids of sessions that `delete` and `deleteOthers` ended (logout, a new login,
 * a password change), after they are gone: the real-time connections opened in them close.
 */
export function sessionRepository(db: Db, onEnded: (sessionIds: number[]) => void = () => {}) {
  return {
    async create(input: { tokenHash: string; userId: number; expiresAt: Date; ip?: string; userAgent?: string }) {
      await db.insert(sessions).values({
        tokenHash: input.tokenHash,
        userId: input.userId,
        expiresAt: input.expiresAt,
        ip: input.ip ?? null,
        userAgent: input.userAgent?.slice(0, 400) ?? null,
      });
    },

    /** The user of a live session, or undefined. */
    async findUser(tokenHash: string): Promise<UserRow | undefined> {
      const rows = await userOfSession(db).execute({ tokenHash, now: new Date() });
      return rows[0]?.user;
    },

    async delete(tokenHash: string) {
      const ended = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ id: sessions.id });
      onEnded(ended.map((s) => s.id));
    },

    /** Ends every session of the user but the one with `keepTokenHash` (after a password change). */
    async deleteOthers(userId: number, keepTokenHash: string | null) {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined))
        .returning({ id: sessions.id });
      onEnded(ended.map((s) => s.id));
    },
    async deleteExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
