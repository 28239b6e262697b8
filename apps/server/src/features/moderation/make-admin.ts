import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../users/user.table.js';
import { recordAdminAction } from './admin-log.js';

export type MakeAdminResult =
  { ok: true; userId: number; email: string; changed: boolean; isAdmin: boolean } | { ok: false; message: string };

/**
 * Gives (or with `revoke`, takes away) the administrator role. Only from the command line:
 * no web page or endpoint sets it. Logged in the activity log with no administrator ("via cli").
 */
export async function makeAdmin(db: Db, email: string, options: { revoke?: boolean } = {}): Promise<MakeAdminResult> {
  const wanted = !options.revoke;
  const address = email.trim().toLowerCase();
  if (!address.includes('@')) return { ok: false, message: `"${email}" is not an e-mail address.` };
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${address}`, isNull(users.deletedAt)))
      .for('update');
    if (!user) return { ok: false, message: `No account uses the e-mail ${address}.` };
    if (user.isAdmin === wanted)
      return { ok: true, userId: user.id, email: user.email, changed: false, isAdmin: wanted };
    await tx
      .update(users)
      .set({ isAdmin: wanted, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAdminAction(tx, {
      adminId: null,
      action: wanted ? 'promote' : 'revoke',
      targetType: 'user',
      targetId: user.id,
      detail: { via: 'cli', email: user.email },
    });
    return { ok: true, userId: user.id, email: user.email, changed: true, isAdmin: wanted };
  });
}
