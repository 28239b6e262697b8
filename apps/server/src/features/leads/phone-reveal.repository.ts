import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { agencies, agencyMembers } from '../agencies/agency.table.js';
import { listingEvents, listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { contactReveals } from './contact-reveal.table.js';
import { leads } from './lead.table.js';

/** Whose number a reveal shows: one listing's lister, or one agency. */
export type RevealTarget = { listingId: number; agencyId?: undefined } | { agencyId: number; listingId?: undefined };

/** What the daily limits count for one viewer, in one statement. */
export interface RevealCounts {
  /** This viewer already revealed this number inside the window: answered, not counted again. */
  again: boolean;
  /** The viewer's reveals inside the window. */
  viewer: number;
  /** Guests' reveals from the viewer's address inside the window. */
  address: number;
}

/** SQL of the phone reveals (issue 42); the rules are phone-reveal.service.ts's. */
export function phoneRevealRepository(db: Db) {
  return {
    /** A listing, its lister's number and whether it may be shown (status, takedown). */
    async listing(id: number) {
      const [row] = await db
        .select({
          id: listings.id,
          ownerId: listings.ownerId,
          agencyId: listings.agencyId,
          status: listings.status,
          country: listings.country,
          takenDownAt: listings.takenDownAt,
          phone: users.phoneNumber,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.ownerId))
        .where(eq(listings.id, id))
        .limit(1);
      return row;
    },

    /** An agency by its page's slug, with its numbers. */
    async agency(slug: string) {
      const [row] = await db
        .select({
          id: agencies.id,
          status: agencies.status,
          country: agencies.country,
          phone: agencies.phone,
          whatsapp: agencies.whatsapp,
        })
        .from(agencies)
        .where(eq(agencies.slug, slug))
        .limit(1);
      return row;
    },

    /**
     * Serialises the reveals of these keys until the transaction ends (transaction-level advisory
     * locks, in a fixed order): two reveals at once never both pass a limit with one place left.
     */
    async lock(tx: Executor, keys: string[]): Promise<void> {
      for (const key of [...keys].sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reveal:${key}`}, 0))`);
      }
    },

    /**
     * The counts of the limits since `since`: the viewer's (contact_reveals_viewer_idx), and,
     * for a guest, all guests' at the address (contact_reveals_address_idx).
     */
    async counts(
      tx: Executor,
      viewerKey: string,
      addressKey: string | null,
      target: RevealTarget,
      since: Date,
    ): Promise<RevealCounts> {
      const from = since.toISOString();
      const sameTarget =
        target.listingId !== undefined
          ? sql`listing_id = ${target.listingId}`
          : sql`agency_id = ${target.agencyId} and listing_id is null`;
      const atAddress =
        addressKey === null
          ? sql`0`
          : sql`(select count(*) from contact_reveals where address_key = ${addressKey}
              and user_id is null and created_at > ${from}::timestamptz)::int`;
      const [row] = rowsOf<{ again: boolean; viewer: number; address: number }>(
        await tx.execute(sql`select
          exists (select 1 from contact_reveals where viewer_key = ${viewerKey}
            and created_at > ${from}::timestamptz and ${sameTarget}) as again,
          (select count(*) from contact_reveals where viewer_key = ${viewerKey}
            and created_at > ${from}::timestamptz)::int as viewer,
          ${atAddress} as address`),
      );
      return { again: Boolean(row?.again), viewer: Number(row?.viewer ?? 0), address: Number(row?.address ?? 0) };
    },

    async record(
      tx: Executor,
      reveal: { target: RevealTarget; userId: number | null; viewerKey: string; addressKey: string },
    ): Promise<void> {
      await tx.insert(contactReveals).values({
        listingId: reveal.target.listingId ?? null,
        agencyId: reveal.target.agencyId ?? null,
        userId: reveal.userId,
        viewerKey: reveal.viewerKey,
        addressKey: reveal.addressKey,
      });
    },

    /**
     * A click on the listing, once per visitor per day, as listing.repository.ts `recordEvent`
     * counts the listing page's clicks (the lister's "clicks" figure).
     */
    async countClick(tx: Executor, listingId: number, visitor: string): Promise<void> {
      const day = new Date().toISOString().slice(0, 10);
      const inserted = await tx
        .insert(listingEvents)
        .values({ listingId, kind: 'click', visitor, day })
        .onConflictDoNothing()
        .returning({ id: listingEvents.listingId });
      if (inserted.length) {
        await tx
          .update(listings)
          .set({ clicks: sql`${listings.clicks} + 1` })
          .where(eq(listings.id, listingId));
      }
    },

    /** Whether the user works for the agency (their own agency's number is no lead). */
    async isMember(tx: Executor, agencyId: number, userId: number): Promise<boolean> {
      const rows = await tx
        .select({ userId: agencyMembers.userId })
        .from(agencyMembers)
        .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The person key of the user's lead with the agency: the lead their account has, else (with a
     * confirmed e-mail) a guest lead that gave the same address (lead-contacts.repository.ts
     * `listingForContact`, for the agency's own number).
     */
    async agencyLeadKey(tx: Executor, agencyId: number, userId: number, confirmedEmail: string | null) {
      const [row] = await tx
        .select({ personKey: leads.personKey })
        .from(leads)
        .where(
          sql`${leads.agencyId} = ${agencyId} and (${leads.personUserId} = ${userId}
            or (${leads.personUserId} is null and ${leads.email} = ${confirmedEmail}::text))`,
        )
        .orderBy(sql`(${leads.personUserId} = ${userId}) desc nulls last, ${leads.lastActivityAt} desc`)
        .limit(1);
      return row?.personKey ?? null;
    },
  };
}
export type PhoneRevealRepository = ReturnType<typeof phoneRevealRepository>;
