import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { listings } from '../listings/listing.table.js';
import { financeCalculations, type FinanceCalculationRow } from './finance-calculation.table.js';

export type NewFinanceCalculationRow = typeof financeCalculations.$inferInsert;
export type FinanceCalculationWithListing = FinanceCalculationRow & {
  listingTitle: string | null;
  listingSlug: string | null;
};

/** The finance_calculations table: every read and delete is of one user's own rows. */
export function financeCalculationRepository(db: Db) {
  return {
    /** The user's calculations, newest first, with their listing's title and slug while it is public. */
    async listOwn(userId: number): Promise<FinanceCalculationWithListing[]> {
      return db
        .select({
          row: financeCalculations,
          listingTitle: listings.title,
          listingSlug: listings.slug,
        })
        .from(financeCalculations)
        .leftJoin(
          listings,
          and(eq(listings.id, financeCalculations.listingId), inArray(listings.status, [...PUBLIC_STATUSES])),
        )
        .where(eq(financeCalculations.userId, userId))
        .orderBy(desc(financeCalculations.createdAt), desc(financeCalculations.id))
        .then((rows) => rows.map(({ row, listingTitle, listingSlug }) => ({ ...row, listingTitle, listingSlug })));
    },

    /** Inserts unless the user already keeps `limit` (counted under the user's row lock). */
    async insertWithinLimit(row: NewFinanceCalculationRow, limit: number): Promise<FinanceCalculationRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${row.userId} for update`);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(financeCalculations)
          .where(eq(financeCalculations.userId, row.userId));
        if ((counted?.n ?? 0) >= limit) return undefined;
        const [created] = await tx.insert(financeCalculations).values(row).returning();
        return created;
      });
    },

    /** Deletes one of the user's own; false when the user has no such calculation. */
    async removeOwn(id: number, userId: number): Promise<boolean> {
      const gone = await db
        .delete(financeCalculations)
        .where(and(eq(financeCalculations.id, id), eq(financeCalculations.userId, userId)))
        .returning({ id: financeCalculations.id });
      return gone.length > 0;
    },
  };
}
export type FinanceCalculationRepository = ReturnType<typeof financeCalculationRepository>;
