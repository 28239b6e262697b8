import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { AdKind, LedgerReason } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { cardColumns } from '../listings/listing-search.query.js';
import { listings, liveListingCount, PUBLIC_SEARCH } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { adPlacements, creditLedger, featurePackages, runningAd, type AdPlacementRow } from './credits.table.js';
import { liveUser } from '../users/user-card.js';

/** Running ads (credits.table.ts `runningAd`), in queries over ad_placements. */
const RUNNING = runningAd();

export interface Balance {
  total: number;
  used: number;
}

/** SQL of the credits feature: the ledger, packages and ad placements. Business rules live in the service. */
export const creditsRepository = {
  /** Locks the user's row for the rest of the transaction: purchases of one user run one at a time. */
  async lockUser(tx: Db, userId: number): Promise<boolean> {
    const rows = rowsOf(await tx.execute(sql`select id from users where id = ${userId} for update`));
    return rows.length > 0;
  },

  /**
   * Grants (positive rows) and spends (negative rows, as a positive number) of one user's own
   * wallet: the rows of an agency's wallet that name them as spender are the agency's (issue 36).
   */
  async balance(db: Db, userId: number): Promise<Balance> {
    const [row] = await db
      .select({
        total: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.amount} > 0), 0)`,
        used: sql<string>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.amount} < 0), 0)`,
      })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), isNull(creditLedger.agencyId)));
    return { total: Number(row?.total ?? 0), used: Number(row?.used ?? 0) };
  },

  /** An agency's wallet: every row naming the agency, whoever spent (issue 36). */
  async agencyBalance(db: Db, agencyId: number): Promise<Balance> {
    const [row] = await db
      .select({
        total: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.amount} > 0), 0)`,
        used: sql<string>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.amount} < 0), 0)`,
      })
      .from(creditLedger)
      .where(eq(creditLedger.agencyId, agencyId));
    return { total: Number(row?.total ?? 0), used: Number(row?.used ?? 0) };
  },

  /** Credits a member spent of the agency's wallet since the start of this calendar month (UTC). */
  async spentThisMonth(db: Db, agencyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ used: sql<string>`coalesce(-sum(${creditLedger.amount}), 0)` })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.agencyId, agencyId),
          eq(creditLedger.userId, userId),
          sql`${creditLedger.amount} < 0`,
          sql`${creditLedger.createdAt} >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
        ),
      );
    return Number(row?.used ?? 0);
  },

  /** Locks the agency's row: purchases from one agency's wallet run one at a time. */
  async lockAgency(tx: Db, agencyId: number): Promise<void> {
    await tx.execute(sql`select id from agencies where id = ${agencyId} for update`);
  },

  async addEntry(
    db: Db,
    entry: {
      userId: number;
      amount: number;
      reason: LedgerReason;
      adId?: number | null;
      note?: string | null;
      agencyId?: number | null;
    },
  ) {
    const [row] = await db
      .insert(creditLedger)
      .values({
        userId: entry.userId,
        agencyId: entry.agencyId ?? null,
        amount: entry.amount,
        reason: entry.reason,
        adId: entry.adId ?? null,
        note: entry.note ?? null,
      })
      .returning();
    return row!;
  },

  entries: (db: Db, userId: number, limit: number) =>
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(limit),

  /** Live listings (those counted against the quota) and the quota. */
  async quota(db: Db, userId: number): Promise<{ used: number; total: number }> {
    const result = await db.execute(sql`
      select u.listing_quota as total,
        ${liveListingCount(sql`u.id`)} as used
      from users u where u.id = ${userId}`);
    const row = rowsOf<{ total: number; used: number }>(result)[0];
    return { used: Number(row?.used ?? 0), total: Number(row?.total ?? 0) };
  },

  activePackages: (db: Db, kind?: AdKind) =>
    db
      .select()
      .from(featurePackages)
      .where(and(eq(featurePackages.isActive, true), kind ? eq(featurePackages.kind, kind) : undefined))
      .orderBy(asc(featurePackages.kind), asc(featurePackages.position), asc(featurePackages.id)),

  async packageById(db: Db, id: number) {
    const [row] = await db.select().from(featurePackages).where(eq(featurePackages.id, id)).limit(1);
    return row;
  },

  /**
   * A new ad that runs `days` days from now by the database's clock (the clock `runningAd` reads),
   * so it runs from the moment it is bought, also inside the buying transaction.
   */
  async insertAd(
    db: Db,
    row: Omit<typeof adPlacements.$inferInsert, 'startsAt' | 'endsAt'>,
    days: number,
  ): Promise<AdPlacementRow> {
    const [created] = await db
      .insert(adPlacements)
      .values({ ...row, startsAt: sql`now()`, endsAt: sql`now() + make_interval(days => ${days}::int)` })
      .returning();
    return created!;
  },

  async setAdImage(db: Db, id: number, image: AdPlacementRow['image']) {
    await db.update(adPlacements).set({ image }).where(eq(adPlacements.id, id));
  },

  async adById(db: Db, id: number) {
    const [row] = await db.select().from(adPlacements).where(eq(adPlacements.id, id)).limit(1);
    return row;
  },

  /** Whether an ad of this kind runs (or is blocked but not over) for the listing. */
  async runningFor(db: Db, kind: AdKind, listingId: number): Promise<AdPlacementRow | undefined> {
    const [row] = await db
      .select()
      .from(adPlacements)
      .where(and(eq(adPlacements.kind, kind), eq(adPlacements.listingId, listingId), RUNNING))
      .limit(1);
    return row;
  },

  /** Ends the running ads of a kind for a listing now; answers the ended rows. */
  endRunningFor: (db: Db, kind: AdKind, listingId: number) =>
    db
      .update(adPlacements)
      .set({ endedAt: sql`now()` })
      .where(and(eq(adPlacements.kind, kind), eq(adPlacements.listingId, listingId), RUNNING))
      .returning(),

  /** Ends one ad now unless it is already over; answers the row either way. */
  async endAd(db: Db, id: number): Promise<AdPlacementRow | undefined> {
    const [ended] = await db
      .update(adPlacements)
      .set({ endedAt: sql`now()` })
      .where(and(eq(adPlacements.id, id), isNull(adPlacements.endedAt), gt(adPlacements.endsAt, sql`now()`)))
      .returning();
    return ended ?? (await creditsRepository.adById(db, id));
  },

  /** The user's ads of every kind, newest first, with package and listing. */
  mine: (db: Db, userId: number, limit: number, adId?: number) =>
    db
      .select({
        ad: adPlacements,
        pkg: {
          id: featurePackages.id,
          name: featurePackages.name,
          nameAr: featurePackages.nameAr,
          days: featurePackages.days,
        },
        listing: { id: listings.id, slug: listings.slug, title: listings.title },
      })
      .from(adPlacements)
      .innerJoin(featurePackages, eq(featurePackages.id, adPlacements.packageId))
      .leftJoin(listings, eq(listings.id, adPlacements.listingId))
      .where(and(eq(adPlacements.userId, userId), adId ? eq(adPlacements.id, adId) : undefined))
      .orderBy(desc(adPlacements.createdAt), desc(adPlacements.id))
      .limit(limit),

  /** The user's live listings (those that may be advertised), newest first. */
  liveListingsOf: (db: Db, userId: number, limit: number) =>
    db
      .select({
        id: listings.id,
        slug: listings.slug,
        title: listings.title,
        isFeatured: listings.isFeatured,
        hasDeal: sql<boolean>`exists (select 1 from ad_placements a where a.listing_id = ${listings.id}
          and a.kind = 'blazing' and ${runningAd('a')})`,
      })
      .from(listings)
      .where(and(eq(listings.ownerId, userId), sql`${listings}.${PUBLIC_SEARCH}`))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(limit),

  /** Running, unblocked banners of active accounts for one device class, in random order. */
  activeBanners: (db: Db, mobile: boolean, limit: number) =>
    db
      .select()
      .from(adPlacements)
      .innerJoin(users, eq(users.id, adPlacements.userId))
      .where(and(eq(adPlacements.kind, 'banner'), RUNNING, eq(adPlacements.isMobile, mobile), liveUser))
      .orderBy(sql`random()`)
      .limit(limit),

  /** Running, unblocked blazing deals on live public listings, with the listing card. */
  activeBlazing: (db: Db, limit: number) =>
    db
      .select({ id: adPlacements.id, endsAt: adPlacements.endsAt, card: cardColumns })
      .from(adPlacements)
      .innerJoin(listings, eq(listings.id, adPlacements.listingId))
      .where(and(eq(adPlacements.kind, 'blazing'), RUNNING, sql`${listings}.${PUBLIC_SEARCH}`))
      .orderBy(sql`random()`)
      .limit(limit),
};
export type CreditsRepository = typeof creditsRepository;
