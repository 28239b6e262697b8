import { eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users, type NewUserRow, type UserRow } from './user.table.js';

export function userRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows[0];
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    /** Slugs already taken that are `base` or `base-N`. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: users.slug })
        .from(users)
        .where(or(eq(users.slug, base), like(users.slug, `${base}-%`)));
      return rows.map((r) => r.slug);
    },

    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      return created;
    },
    /** The row, locked for the rest of the transaction (`db` must be one). */
    async findByIdForUpdate(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /** Changes some columns (and `updated_at`); answers the row as it is now. */
    async update(id: number, patch: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
