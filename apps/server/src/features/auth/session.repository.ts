import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { preparedOn } from '../../lib/prepared-query.js';
import type { Db } from '../../db/database.js';
import { sessions, users } from '../users/user.table.js';
import type { SessionUser } from './session-memo.js';

const userOfSession = preparedOn((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('user_of_session'),
);
/**
 * `onEnded` hears the sessions that `delete` and `deleteOthers` ended (logout, a new login, a
 * password change), after they are gone: the real-time connections opened in them close, and this
 * process forgets them at once (other processes hear it from the database, session-memo.ts).
 */
export function sessionRepository(
  db: Db,
  onEnded: (ended: { sessionIds: number[]; userIds: number[] }) => void = () => {},
) {
  const ended = (rows: { id: number; userId: number }[]) =>
    onEnded({ sessionIds: rows.map((s) => s.id), userIds: [...new Set(rows.map((s) => s.userId))] });
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

    /** The user of a live session and when it ends, or undefined. */
    async findLive(tokenHash: string): Promise<SessionUser | undefined> {
      const rows = await userOfSession(db).execute({ tokenHash, now: new Date() });
      return rows[0];
    },

    async delete(tokenHash: string) {
      ended(
        await db
          .delete(sessions)
          .where(eq(sessions.tokenHash, tokenHash))
          .returning({ id: sessions.id, userId: sessions.userId }),
      );
    },

    /** Ends every session of the user but the one with `keepTokenHash` (after a password change). */
    async deleteOthers(userId: number, keepTokenHash: string | null) {
      ended(
        await db
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined))
          .returning({ id: sessions.id, userId: sessions.userId }),
      );
    },
    async deleteExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
