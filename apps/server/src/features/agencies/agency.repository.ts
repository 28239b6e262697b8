import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { desc } from '../../lib/sql-order.js';
import { pageOffset } from '../../lib/paging.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { cardColumns } from '../listings/listing-search.query.js';
import { listings, liveStatusSql, PUBLIC_SEARCH } from '../listings/listing.table.js';
import { leads } from '../leads/lead.table.js';
import { users } from '../users/user.table.js';
import { agencies, agencyInvites, agencyMembers } from './agency.table.js';
import { agencyWalletRepository } from './agency-wallet.repository.js';

export type AgencyRow = typeof agencies.$inferSelect;
export type NewAgencyRow = typeof agencies.$inferInsert;
export type AgencyMemberRow = typeof agencyMembers.$inferSelect;
export type AgencyInviteRow = typeof agencyInvites.$inferSelect;

/** Statuses of a lead still being worked (handed over when its assignee leaves). */
const OPEN_LEAD = sql`${leads.status} not in ('won', 'lost')`;

/** SQL only: agencies, their members and invitations (issue 36). */
export function agencyRepository(db: Db) {
  const memberColumns = {
    userId: agencyMembers.userId,
    agencyId: agencyMembers.agencyId,
    role: agencyMembers.role,
    managerId: agencyMembers.managerId,
    isPublic: agencyMembers.isPublic,
    brn: agencyMembers.brn,
    brnExpiresOn: agencyMembers.brnExpiresOn,
    listingAllowance: agencyMembers.listingAllowance,
    monthlyCreditAllowance: agencyMembers.monthlyCreditAllowance,
    inRotation: agencyMembers.inRotation,
    paused: agencyMembers.paused,
    joinedAt: agencyMembers.joinedAt,
    name: users.fullName,
    slug: users.slug,
    email: users.email,
    picture: users.profilePicture,
    liveListings: sql<number>`(select count(*)::int from listings l
      where l.owner_id = ${agencyMembers.userId} and l.agency_id = ${agencyMembers.agencyId} and ${liveStatusSql('l')})`,
  };

  return {
    ...agencyWalletRepository(db),

    async insert(tx: Executor, row: NewAgencyRow): Promise<AgencyRow> {
      const [created] = await tx.insert(agencies).values(row).returning();
      return created!;
    },

    async update(tx: Executor, id: number, patch: Partial<NewAgencyRow>): Promise<AgencyRow | undefined> {
      const [row] = await tx
        .update(agencies)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(agencies.id, id))
        .returning();
      return row;
    },

    async byId(id: number, executor: Executor = db): Promise<AgencyRow | undefined> {
      const [row] = await executor.select().from(agencies).where(eq(agencies.id, id));
      return row;
    },

    async bySlug(slug: string): Promise<AgencyRow | undefined> {
      const [row] = await db.select().from(agencies).where(eq(agencies.slug, slug));
      return row;
    },

    async slugTaken(slug: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor.select({ id: agencies.id }).from(agencies).where(eq(agencies.slug, slug));
      return !!row;
    },

    /** Another agency holding the same licence number of the same authority. */
    async licenceHolder(authority: string, number: string, exceptId: number | null, executor: Executor = db) {
      const [row] = await executor
        .select({ id: agencies.id, name: agencies.nameEn })
        .from(agencies)
        .where(
          and(
            eq(agencies.licenceAuthority, authority),
            eq(agencies.licenceNumber, number),
            exceptId === null ? sql`true` : sql`${agencies.id} <> ${exceptId}`,
          ),
        );
      return row;
    },

    async membership(userId: number, executor: Executor = db): Promise<AgencyMemberRow | undefined> {
      const [row] = await executor.select().from(agencyMembers).where(eq(agencyMembers.userId, userId));
      return row;
    },

    /** The membership row locked for a change (role, removal, leaving). */
    async membershipForUpdate(tx: Executor, userId: number): Promise<AgencyMemberRow | undefined> {
      const rows = rowsOf<{ user_id: number }>(
        await tx.execute(sql`select user_id from agency_members where user_id = ${userId} for update`),
      );
      if (!rows.length) return undefined;
      const [row] = await tx.select().from(agencyMembers).where(eq(agencyMembers.userId, userId));
      return row;
    },

    async addMember(tx: Executor, row: typeof agencyMembers.$inferInsert): Promise<void> {
      await tx.insert(agencyMembers).values(row);
    },

    async updateMember(tx: Executor, userId: number, patch: Partial<typeof agencyMembers.$inferInsert>) {
      await tx.update(agencyMembers).set(patch).where(eq(agencyMembers.userId, userId));
    },

    async removeMember(tx: Executor, userId: number): Promise<void> {
      await tx.delete(agencyMembers).where(eq(agencyMembers.userId, userId));
      // Their team has no manager any more.
      await tx.update(agencyMembers).set({ managerId: null }).where(eq(agencyMembers.managerId, userId));
    },

    async members(agencyId: number, executor: Executor = db) {
      return executor
        .select(memberColumns)
        .from(agencyMembers)
        .innerJoin(users, eq(users.id, agencyMembers.userId))
        .where(eq(agencyMembers.agencyId, agencyId))
        .orderBy(sql`array_position(array['owner','admin','manager','agent'], ${agencyMembers.role})`, users.fullName);
    },

    async ownerCount(tx: Executor, agencyId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(agencyMembers)
        .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, 'owner')));
      return Number(row?.n ?? 0);
    },

    /** Live listings of the agency, of one member in it, and the members' allowances summed. */
    async quotaUse(agencyId: number, userId: number | null, executor: Executor = db) {
      const rows = rowsOf<{ live: number; mine: number; allowances: number }>(
        await executor.execute(sql`select
          (select count(*)::int from listings l where l.agency_id = ${agencyId} and ${liveStatusSql('l')}) as live,
          (select count(*)::int from listings l
            where l.agency_id = ${agencyId} and l.owner_id = ${userId ?? 0} and ${liveStatusSql('l')}) as mine,
          (select coalesce(sum(listing_allowance), 0)::int from agency_members where agency_id = ${agencyId}) as allowances`),
      );
      const row = rows[0]!;
      return { live: Number(row.live), mine: Number(row.mine), allowances: Number(row.allowances) };
    },

    /** The member's own live listings that are not the agency's yet. */
    async personalLiveCount(userId: number): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from listings l
          where l.owner_id = ${userId} and l.agency_id is null and ${liveStatusSql('l')}`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** The member's personal listings become the agency's (ids and URLs unchanged). */
    async moveOwnListingsToAgency(tx: Executor, userId: number, agencyId: number): Promise<number> {
      const moved = await tx
        .update(listings)
        .set({ agencyId })
        .where(and(eq(listings.ownerId, userId), isNull(listings.agencyId)))
        .returning({ id: listings.id, cityKey: listings.cityKey });
      return moved.length;
    },

    /** What removing a member hands over: their live listings in the agency and their open leads. */
    async removalCounts(agencyId: number, userId: number) {
      const rows = rowsOf<{ listings: number; leads: number }>(
        await db.execute(sql`select
          (select count(*)::int from listings l
            where l.agency_id = ${agencyId} and l.owner_id = ${userId} and ${liveStatusSql('l')}) as listings,
          (select count(*)::int from leads
            where agency_id = ${agencyId} and assignee_user_id = ${userId} and ${OPEN_LEAD}) as leads`),
      );
      return { listings: Number(rows[0]?.listings ?? 0), leads: Number(rows[0]?.leads ?? 0) };
    },

    /**
     * Hands a leaving member's agency listings (all of them: the live ones and the rest, so none is
     * left with someone outside the agency) and open leads to other members. Ids and URLs stay.
     */
    async handOver(tx: Executor, agencyId: number, from: number, listingsTo: number, leadsTo: number) {
      const moved = await tx
        .update(listings)
        .set({ ownerId: listingsTo })
        .where(and(eq(listings.agencyId, agencyId), eq(listings.ownerId, from)))
        .returning({ id: listings.id, cityKey: listings.cityKey });
      const handed = await tx
        .update(leads)
        .set({ assigneeUserId: leadsTo })
        .where(and(eq(leads.agencyId, agencyId), eq(leads.assigneeUserId, from), OPEN_LEAD))
        .returning({ id: leads.id });
      return { listings: moved, leads: handed.length };
    },

    /** The mail language of the account with this address (lower-cased), if there is one. */
    async accountLocale(email: string): Promise<string | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
      return row?.locale ?? null;
    },

    async insertInvite(tx: Executor, row: typeof agencyInvites.$inferInsert): Promise<AgencyInviteRow> {
      const [created] = await tx.insert(agencyInvites).values(row).returning();
      return created!;
    },

    async openInvites(agencyId: number) {
      return db
        .select({
          id: agencyInvites.id,
          email: agencyInvites.email,
          role: agencyInvites.role,
          expiresAt: agencyInvites.expiresAt,
          invitedBy: users.fullName,
        })
        .from(agencyInvites)
        .leftJoin(users, eq(users.id, agencyInvites.invitedBy))
        .where(
          and(
            eq(agencyInvites.agencyId, agencyId),
            isNull(agencyInvites.acceptedAt),
            gt(agencyInvites.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(agencyInvites.createdAt));
    },

    /** Invitations sent by an agency in the last hour (a limit on how many it may send). */
    async invitesSentSince(agencyId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(agencyInvites)
        .where(and(eq(agencyInvites.agencyId, agencyId), gt(agencyInvites.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    async inviteByHash(tokenHash: string, executor: Executor = db): Promise<AgencyInviteRow | undefined> {
      const [row] = await executor.select().from(agencyInvites).where(eq(agencyInvites.tokenHash, tokenHash));
      return row;
    },

    /** Uses an invitation up, once: false when another request used it first. */
    async acceptInvite(tx: Executor, id: number, userId: number): Promise<boolean> {
      const used = await tx
        .update(agencyInvites)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(and(eq(agencyInvites.id, id), isNull(agencyInvites.acceptedAt)))
        .returning({ id: agencyInvites.id });
      return used.length === 1;
    },

    async deleteInvite(agencyId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(agencyInvites)
        .where(and(eq(agencyInvites.id, id), eq(agencyInvites.agencyId, agencyId), isNull(agencyInvites.acceptedAt)))
        .returning({ id: agencyInvites.id });
      return gone.length === 1;
    },

    /** Public listings of the agency, newest first, optionally of one agent. */
    async publicListings(agencyId: number, agentId: number | null, page: number, size: number) {
      const where = and(
        eq(listings.agencyId, agencyId),
        agentId === null ? sql`true` : eq(listings.ownerId, agentId),
        sql`${PUBLIC_SEARCH}`,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(cardColumns)
          .from(listings)
          .where(where)
          .orderBy(desc(listings.createdAt), desc(listings.id))
          .limit(size)
          .offset(pageOffset(page, size)),
        db.select({ n: count() }).from(listings).where(where),
      ]);
      return { rows, count: Number(counted?.n ?? 0) };
    },

    /** Public listings by purpose: "12 for sale · 30 for rent". */
    async purposeCounts(agencyId: number) {
      const rows = rowsOf<{ purpose: string; n: number }>(
        await db.execute(sql`select purpose, count(*)::int as n from listings
          where agency_id = ${agencyId} and ${PUBLIC_SEARCH} group by purpose`),
      );
      const of = (purpose: string) => Number(rows.find((r) => r.purpose === purpose)?.n ?? 0);
      return { for_sale: of('sale'), for_rent: of('rent') };
    },

    /** Agencies for the moderators' tab: unchecked licences first. */
    async forAdmin(page: number, size: number) {
      return db
        .select()
        .from(agencies)
        .orderBy(sql`${agencies.licenceCheckedAt} is not null`, desc(agencies.createdAt))
        .limit(size)
        .offset(pageOffset(page, size));
    },

    /**
     * Holds the live Dubai listings of every agency whose Dubai licence has expired (status
     * on_hold, out of search); answers the listings held.
     */
    async holdExpiredDubaiListings(tx: Executor) {
      return rowsOf<{ id: number; city_key: string }>(
        await tx.execute(sql`update listings l set status = 'on_hold'
          from agencies a
          where l.agency_id = a.id and a.licence_authority = 'dld_rera' and a.licence_expires_on < current_date
            and l.country = 'AE' and l.city_key = 'dubai' and l.status in ('for_sale', 'for_rent', 'active')
          returning l.id, l.city_key`),
      );
    },

    /** Puts an agency's held listings back on sale or rent (a renewed licence). */
    async releaseHeldListings(tx: Executor, agencyId: number) {
      return rowsOf<{ id: number; city_key: string }>(
        await tx.execute(sql`update listings set status = case purpose when 'rent' then 'for_rent' else 'for_sale' end
          where agency_id = ${agencyId} and status = 'on_hold'
            -- Held for an expired permit (features/permits): back only with a renewed permit.
            and not exists (select 1 from listing_permits p where p.listing_id = listings.id and p.status = 'expired')
          returning id, city_key`),
      );
    },

    /**
     * Agencies whose licence expires within 30 days (or has expired) and that were not yet told
     * at the step reached (30, 7 or 0 days before), with their owners to mail.
     */
    async licenceNoticesDue(executor: Executor = db) {
      return rowsOf<{
        id: number;
        name_en: string;
        name_ar: string | null;
        licence_number: string | null;
        expires_on: string;
        days_left: number;
        sent: number[];
        owner_email: string;
        owner_name: string;
        owner_locale: string | null;
      }>(
        await executor.execute(sql`select a.id, a.name_en, a.name_ar, a.licence_number,
            a.licence_expires_on::text as expires_on, (a.licence_expires_on - current_date) as days_left,
            a.licence_notices_sent as sent, u.email as owner_email, u.full_name as owner_name, u.locale as owner_locale
          from agencies a
          join agency_members m on m.agency_id = a.id and m.role = 'owner'
          join users u on u.id = m.user_id and u.deleted_at is null
          where a.status = 'active' and a.licence_expires_on is not null
            and a.licence_expires_on - current_date <= 30`),
      );
    },

    async markLicenceNotice(tx: Executor, agencyId: number, step: number): Promise<boolean> {
      const marked = await tx
        .update(agencies)
        .set({ licenceNoticesSent: sql`array_append(${agencies.licenceNoticesSent}, ${step})` })
        .where(and(eq(agencies.id, agencyId), sql`not (${step} = any(${agencies.licenceNoticesSent}))`))
        .returning({ id: agencies.id });
      return marked.length === 1;
    },

    /** Active agencies for the sitemap. */
    async activeSlugs() {
      return db
        .select({ slug: agencies.slug, updatedAt: agencies.updatedAt })
        .from(agencies)
        .where(eq(agencies.status, 'active'));
    },
  };
}
export type AgencyRepository = ReturnType<typeof agencyRepository>;
