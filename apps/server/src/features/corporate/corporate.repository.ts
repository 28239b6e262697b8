import { desc } from '../../lib/sql-order.js';
import type { Db } from '../../db/database.js';
import { corporateInterest } from './corporate.table.js';

export type CorporateInterestRow = typeof corporateInterest.$inferSelect;

/** SQL only. */
export function corporateRepository(db: Db) {
  return {
    async insert(row: typeof corporateInterest.$inferInsert) {
      const [inserted] = await db.insert(corporateInterest).values(row).returning();
      return inserted!;
    },
    async list(limit = 500) {
      return db
        .select()
        .from(corporateInterest)
        .orderBy(desc(corporateInterest.createdAt), desc(corporateInterest.id))
        .limit(limit);
    },
  };
}
