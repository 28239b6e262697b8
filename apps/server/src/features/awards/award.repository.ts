import { and, eq } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { Db } from '../../db/database.js';
import { users } from '../users/user.table.js';
import { awards } from './award.table.js';
import { liveUser } from '../users/user-card.js';

export type AwardRow = typeof awards.$inferSelect;

/** SQL of the awards feature. */
export const awardRepository = {
  ofUser: (db: Db, userId: number, limit: number) =>
    db
      .select()
      .from(awards)
      .where(eq(awards.userId, userId))
      .orderBy(desc(awards.awardedOn), desc(awards.id))
      .limit(limit),

  async insert(db: Db, row: typeof awards.$inferInsert): Promise<AwardRow> {
    const [created] = await db.insert(awards).values(row).returning();
    return created!;
  },

  async setImage(db: Db, id: number, image: AwardRow['image']) {
    await db.update(awards).set({ image }).where(eq(awards.id, id));
  },

  async byId(db: Db, id: number): Promise<AwardRow | undefined> {
    const [row] = await db.select().from(awards).where(eq(awards.id, id)).limit(1);
    return row;
  },

  async delete(db: Db, id: number, userId: number): Promise<boolean> {
    const rows = await db
      .delete(awards)
      .where(and(eq(awards.id, id), eq(awards.userId, userId)))
      .returning({ id: awards.id });
    return rows.length > 0;
  },

  async count(db: Db, userId: number): Promise<number> {
    return (await db.$count(awards, eq(awards.userId, userId))) as number;
  },

  /** Whether a public profile exists for this id (an active account that was not deleted). */
  async isPublicUser(db: Db, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), liveUser))
      .limit(1);
    return Boolean(row);
  },
};
