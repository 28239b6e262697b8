import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HoldKind } from '@estate/shared';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { reports } from '../moderation/moderation.table.js';
import { listingHolds, type HoldSignal } from './listing-hold.table.js';

export type ListingHoldRow = typeof listingHolds.$inferSelect;

/** listing_holds and the report weights that lead to one (issue 42). */
export const listingHoldRepository = {
  async openHold(tx: Executor, listingId: number, kind: HoldKind): Promise<ListingHoldRow | undefined> {
    const [row] = await tx
      .select()
      .from(listingHolds)
      .where(and(eq(listingHolds.listingId, listingId), eq(listingHolds.kind, kind), eq(listingHolds.status, 'held')));
    return row;
  },

  async insert(
    tx: Executor,
    hold: { listingId: number; kind: HoldKind; totalScore: number; signals: HoldSignal[]; previousStatus: string },
  ): Promise<ListingHoldRow> {
    const [row] = await tx.insert(listingHolds).values(hold).returning();
    return row!;
  },

  /** Closes a listing's open holds (all kinds) with the moderator's outcome; answers those closed. */
  async close(tx: Executor, listingId: number, status: 'released' | 'removed', adminId: number | null) {
    return tx
      .update(listingHolds)
      .set({ status, decidedBy: adminId, decidedAt: sql`now()` })
      .where(and(eq(listingHolds.listingId, listingId), eq(listingHolds.status, 'held')))
      .returning();
  },

  async closeOne(tx: Executor, id: number, status: 'released' | 'removed', adminId: number | null) {
    await tx
      .update(listingHolds)
      .set({ status, decidedBy: adminId, decidedAt: sql`now()` })
      .where(eq(listingHolds.id, id));
  },

  /** The open holds of these listings, newest first (the moderators' queue shows their signals). */
  async openFor(executor: Executor, listingIds: number[]): Promise<ListingHoldRow[]> {
    if (listingIds.length === 0) return [];
    return executor
      .select()
      .from(listingHolds)
      .where(and(inArray(listingHolds.listingId, listingIds), eq(listingHolds.status, 'held')))
      .orderBy(desc(listingHolds.createdAt));
  },

  /**
   * The weight and reasons of the reports on a listing filed within `days` and not dismissed (J8.4):
   * what decides whether reports hide it. Reporters are not part of the answer.
   */
  async reportWeight(tx: Executor, listingId: number, days: number) {
    const rows = rowsOf<{ reason: string; weight: number; reports: number }>(
      await tx.execute(sql`select reason, sum(reporter_weight)::int as weight, count(*)::int as reports
        from ${reports}
        where target_type = 'listing' and target_id = ${listingId} and status <> 'dismissed'
          and created_at > now() - make_interval(days => ${days})
        group by reason order by reason`),
    );
    return { total: rows.reduce((sum, r) => sum + r.weight, 0), reasons: rows };
  },
};
export type ListingHoldRepository = typeof listingHoldRepository;
