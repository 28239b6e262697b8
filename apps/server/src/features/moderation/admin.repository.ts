import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import { ADMIN_PAGE_SIZE } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { adPlacements, creditLedger, featurePackages } from '../credits/credits.table.js';
import { liveListingCount, listings, type ListingRow } from '../listings/listing.table.js';
import { userNotifications } from '../notifications/notification.table.js';
import { sessions, users } from '../users/user.table.js';
import { uploads } from '../uploads/upload.table.js';
import { adminActions, reports } from './moderation.table.js';
import { containsPattern } from '../../lib/sql-like.js';
import { pageOffset } from '../../lib/paging.js';

/** Anything that runs queries: the database or an open transaction. */

const person = { id: users.id, fullName: users.fullName, email: users.email, slug: users.slug };
export type PersonRow = { id: number; fullName: string; email: string; slug: string };

// Written as "users.id" on purpose: drizzle leaves the table name out of a single-table select.
const liveListings = liveListingCount(sql`users.id`);
const creditBalance = sql<number>`(select coalesce(sum(c.amount), 0)::int from credit_ledger c where c.user_id = users.id)`;

export const offsetOf = (page: number) => pageOffset(page, ADMIN_PAGE_SIZE);

/** SQL only; the rules live in admin.service.ts and report.service.ts. */
export function adminRepository(db: Db) {
  return {
    async summary() {
      const result = await db.execute(sql`select
        (select count(*)::int from listings where status = 'pending'
           and (review_note is null or appeal_note is not null)) as pending_listings,
        (select count(*)::int from reports where status = 'open') as open_reports,
        (select count(*)::int from ad_placements where status = 'blocked') as blocked_ads,
        (select count(*)::int from users where account_status = 'suspended' and deleted_at is null) as suspended_users`);
      return rowsOf<Record<'pending_listings' | 'open_reports' | 'blocked_ads' | 'suspended_users', number>>(
        result,
      )[0]!;
    },

    /** The review queue: pending listings (oldest first), either awaiting review or rejected. */
    async reviewQueue(rejected: boolean, page: number) {
      const where = and(
        eq(listings.status, 'pending'),
        // Rejected: sent back with a note and not appealed. Waiting: new, edited since, or appealed.
        rejected
          ? and(isNotNull(listings.reviewNote), isNull(listings.appealNote))
          : or(isNull(listings.reviewNote), isNotNull(listings.appealNote)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ listing: listings, owner: person })
          .from(listings)
          .innerJoin(users, eq(users.id, listings.ownerId))
          .where(where)
          // Listings the product held (reports, the risk check: issue 42) first, then oldest first.
          .orderBy(
            sql`exists (select 1 from listing_holds h where h.listing_id = ${listings.id} and h.status = 'held') desc`,
            asc(listings.createdAt),
            asc(listings.id),
          )
          .limit(ADMIN_PAGE_SIZE)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(listings).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async listingForUpdate(tx: Executor, id: number): Promise<ListingRow | undefined> {
      const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
      return row;
    },

    async updateListing(
      tx: Executor,
      id: number,
      changes: Partial<Pick<ListingRow, 'status' | 'reviewNote' | 'takenDownAt' | 'appealNote'>>,
    ) {
      await tx
        .update(listings)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(listings.id, id));
    },

    async notify(tx: Executor, userId: number, kind: string, payload: Record<string, unknown>) {
      await tx.insert(userNotifications).values({ userId, kind, payload });
    },

    async ads(filter: { kind?: string; status?: string }, page: number) {
      const where = and(
        filter.kind ? eq(adPlacements.kind, filter.kind) : undefined,
        filter.status ? eq(adPlacements.status, filter.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ad: adPlacements,
            owner: person,
            packageName: featurePackages.name,
            listingTitle: listings.title,
            listingSlug: listings.slug,
          })
          .from(adPlacements)
          .innerJoin(users, eq(users.id, adPlacements.userId))
          .innerJoin(featurePackages, eq(featurePackages.id, adPlacements.packageId))
          .leftJoin(listings, eq(listings.id, adPlacements.listingId))
          .where(where)
          .orderBy(desc(adPlacements.createdAt), desc(adPlacements.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(adPlacements).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async adForUpdate(tx: Executor, id: number) {
      const [row] = await tx.select().from(adPlacements).where(eq(adPlacements.id, id)).for('update');
      return row;
    },

    async setAdStatus(tx: Executor, id: number, status: 'active' | 'blocked') {
      await tx.update(adPlacements).set({ status }).where(eq(adPlacements.id, id));
    },

    async users(q: string, page: number) {
      const where = and(
        isNull(users.deletedAt),
        q ? or(ilike(users.fullName, containsPattern(q)), ilike(users.email, containsPattern(q))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, live: liveListings, credits: creditBalance })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async userWithCounts(id: number) {
      const [row] = await db
        .select({ user: users, live: liveListings, credits: creditBalance })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row;
    },

    async userForUpdate(tx: Executor, id: number) {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .for('update');
      return row;
    },

    async updateUser(
      tx: Executor,
      id: number,
      changes: Partial<{ isVerified: boolean; accountStatus: string; listingQuota: number; isAdmin: boolean }>,
    ) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async endSessions(tx: Executor, userId: number) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    async grantCredits(tx: Executor, userId: number, amount: number, note: string) {
      await tx.insert(creditLedger).values({ userId, amount, reason: 'admin_grant', note: note || null });
    },

    packages: () =>
      db
        .select()
        .from(featurePackages)
        .orderBy(asc(featurePackages.kind), asc(featurePackages.position), asc(featurePackages.id)),

    async insertPackage(tx: Executor, row: typeof featurePackages.$inferInsert) {
      const [created] = await tx.insert(featurePackages).values(row).returning();
      return created!;
    },

    async updatePackage(tx: Executor, id: number, changes: Partial<typeof featurePackages.$inferInsert>) {
      const [updated] = await tx.update(featurePackages).set(changes).where(eq(featurePackages.id, id)).returning();
      return updated;
    },

    async actions(page: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ action: adminActions, admin: person })
          .from(adminActions)
          .leftJoin(users, eq(users.id, adminActions.adminId))
          .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(adminActions),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async reports(status: string, page: number) {
      const where = eq(reports.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select({ report: reports, reporter: person })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.reporterId))
          .where(where)
          .orderBy(status === 'open' ? asc(reports.createdAt) : desc(reports.resolvedAt), desc(reports.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(reports).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async reportForUpdate(tx: Executor, id: number) {
      const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
      return row;
    },

    /** Closes every open report of the same target with one decision; answers the ids closed. */
    async closeReports(tx: Executor, target: { type: string; id: number }, status: string, adminId: number) {
      const closed = await tx
        .update(reports)
        .set({ status, resolvedBy: adminId, resolvedAt: sql`now()` })
        .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, 'open')))
        .returning({ id: reports.id, reporterId: reports.reporterId });
      return closed;
    },

    async insertReport(row: typeof reports.$inferInsert, tx: Executor = db) {
      const [created] = await tx.insert(reports).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** The screenshots of these reports (their uploads' URLs), by report id. */
    async reportEvidence(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: reports.id, url: uploads.url })
        .from(reports)
        .innerJoin(uploads, eq(uploads.id, reports.evidenceUploadId))
        .where(inArray(reports.id, ids));
      return new Map(rows.map((r) => [r.id, r.url]));
    },

    /** How many of a reporter's reports moderators dismissed (a trusted reporter has none). */
    async dismissedReports(reporterId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), eq(reports.status, 'dismissed')));
      return Number(row?.n ?? 0);
    },

    /** Reports the same account filed in the last hour (the hourly limit, issue 42). */
    async reportsInLastHour(reporterId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), sql`${reports.createdAt} > now() - interval '1 hour'`));
      return Number(row?.n ?? 0);
    },

    async setReportEvidence(tx: Executor, id: number, uploadId: string) {
      await tx.update(reports).set({ evidenceUploadId: uploadId }).where(eq(reports.id, id));
    },

    /** Raw query helper for previews of reported things (see report.service.ts). */
    execute: async <T>(query: SQL, tx: Executor = db) => rowsOf<T>(await tx.execute(query)),
  };
}
export type AdminRepository = ReturnType<typeof adminRepository>;
