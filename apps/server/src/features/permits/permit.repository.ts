import { eq, sql } from 'drizzle-orm';
import { SEARCHABLE_STATUSES } from '@estate/shared';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { liveStatusSql } from '../listings/listing.table.js';
import { listingPermits, type ListingPermitRow, type PermitStatus } from './permit.table.js';

/** `l.status` is one search shows. */
const IN_SEARCH = sql.raw(`l.status in (${SEARCHABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** A live listing carrying a permit: `mine` when it is the lister's own or their agency's. */
export interface PermitHolder {
  id: number;
  mine: boolean;
}

/** A permit the sweep found expired, with its lister to mail. */
export interface ExpiredPermit {
  listing_id: number;
  city_key: string;
  held: boolean;
  title: string;
  slug: string;
  permit_number: string;
  expires_on: string;
  owner_id: number;
  owner_email: string;
  owner_name: string;
  owner_locale: string | null;
}

/** SQL only; the rules are in permit.service.ts. */
export const permitRepository = {
  async ofListing(db: Executor, listingId: number): Promise<ListingPermitRow | undefined> {
    const [row] = await db.select().from(listingPermits).where(eq(listingPermits.listingId, listingId));
    return row;
  },

  async save(
    tx: Executor,
    row: Omit<ListingPermitRow, 'id' | 'enteredAt' | 'status'> & { status: PermitStatus },
  ): Promise<void> {
    const { listingId: _id, ...changes } = row;
    await tx
      .insert(listingPermits)
      .values(row)
      .onConflictDoUpdate({ target: listingPermits.listingId, set: { ...changes, enteredAt: sql`now()` } });
  },

  async remove(tx: Executor, listingId: number): Promise<void> {
    await tx.delete(listingPermits).where(eq(listingPermits.listingId, listingId));
  },

  async setStatus(tx: Executor, listingId: number, status: PermitStatus): Promise<void> {
    await tx.update(listingPermits).set({ status }).where(eq(listingPermits.listingId, listingId));
  },

  /**
   * Other live listings with this permit, the lister's own and their agency's first (a few are
   * enough to decide and to name one).
   */
  async holders(
    tx: Executor,
    input: { authority: string; number: string; listingId: number; ownerId: number; agencyId: number | null },
  ): Promise<PermitHolder[]> {
    const mine = sql`(l.owner_id = ${input.ownerId} or (l.agency_id is not null and l.agency_id = ${input.agencyId}))`;
    return rowsOf<PermitHolder>(
      await tx.execute(sql`select l.id, ${mine} as mine
        from listing_permits p join listings l on l.id = p.listing_id
        where p.authority = ${input.authority} and p.permit_number = ${input.number}
          and p.listing_id <> ${input.listingId} and ${liveStatusSql('l')}
        order by ${mine} desc, l.id
        limit 5`),
    );
  },

  /** Whether the listing's agency (if any) advertises in Dubai on an expired licence (issue 36). */
  async agencyLicenceExpired(tx: Executor, agencyId: number | null): Promise<boolean> {
    if (agencyId === null) return false;
    const [row] = rowsOf<{ expired: boolean }>(
      await tx.execute(sql`select (licence_authority = 'dld_rera' and licence_expires_on < current_date) as expired
        from agencies where id = ${agencyId}`),
    );
    return Boolean(row?.expired);
  },

  /**
   * Marks the permits of `authority` that expire on or before `today` expired, and holds their
   * listings that are in search (status on_hold). Answers each with its lister, once: a permit
   * already marked is not found again.
   */
  async expireDue(tx: Executor, authority: string, today: string, otherAuthorities: boolean) {
    const which = otherAuthorities ? sql`p.authority <> ${authority}` : sql`p.authority = ${authority}`;
    return rowsOf<ExpiredPermit>(
      await tx.execute(sql`with expired as (
          update listing_permits p set status = 'expired'
          where p.expires_on is not null and p.status <> 'expired' and p.expires_on <= ${today}::date and ${which}
          returning p.listing_id, p.permit_number, p.expires_on
        ), held as (
          update listings l set status = 'on_hold', updated_at = now()
          from expired e where l.id = e.listing_id and ${IN_SEARCH}
          returning l.id
        )
        select e.listing_id, l.city_key, (h.id is not null) as held, l.title, l.slug, e.permit_number,
          e.expires_on::text as expires_on, u.id as owner_id, u.email as owner_email, u.full_name as owner_name,
          u.locale as owner_locale
        from expired e
        join listings l on l.id = e.listing_id
        join users u on u.id = l.owner_id and u.deleted_at is null
        left join held h on h.id = e.listing_id
        order by u.id, e.listing_id`),
    );
  },

  /**
   * Why listings wait in the review queue because of their permit (conflict or expired), with the
   * first other listing that carries the same permit (for a conflict).
   */
  async problems(
    db: Executor,
    listingIds: number[],
  ): Promise<{ listingId: number; status: PermitStatus; otherId: number | null }[]> {
    if (!listingIds.length) return [];
    return rowsOf<{ listingId: number; status: PermitStatus; otherId: number | null }>(
      await db.execute(sql`select p.listing_id as "listingId", p.status,
          (select o.listing_id from listing_permits o
            where o.authority = p.authority and o.permit_number = p.permit_number and o.listing_id <> p.listing_id
            order by o.listing_id limit 1) as "otherId"
        from listing_permits p
        where p.listing_id in (${sql.join(
          listingIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and p.status in ('conflict', 'expired')`),
    );
  },
};
export type PermitRepository = typeof permitRepository;
