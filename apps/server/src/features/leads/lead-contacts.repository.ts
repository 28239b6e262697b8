import { eq, sql, type SQL } from 'drizzle-orm';
import type { LeadChannel, LeadEventKind } from '@estate/shared';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { agencyMembers } from '../agencies/agency.table.js';
import { listings } from '../listings/listing.table.js';
import { leads } from './lead.table.js';

/** One contact of a person with a lister, as it reaches the lead (lead.service.ts builds it). */
export interface LeadContact {
  agencyId: number | null;
  /** The listing's lister: the lead's lister and, for a new lead, its assignee. */
  listerUserId: number;
  listingId: number;
  personKey: string;
  personUserId: number | null;
  name: string;
  phoneE164: string | null;
  phoneRaw: string | null;
  email: string | null;
  kind: LeadEventKind;
  channel: LeadChannel;
  payload: Record<string, unknown>;
}

/**
 * The inbox's search text: lower-cased name and e-mail, and the phone's digits (a search for
 * `050 123` looks for `50123`, inside `971501234567`: lead.service.ts strips the trunk zero).
 */
export const searchTextOf = (name: SQL, email: SQL, phone: SQL) =>
  sql`lower(concat_ws(' ', ${name}, ${email}, regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g')))`;

/** SQL of the contacts that reach a lead (inquiries, chat messages) and of a lister's first answer. */
export function leadContactsRepository() {
  return {
    /**
     * A contact becomes an event of its lead, in one statement: the lead is created or updated on
     * its unique (agency, person) or (lone lister, person) index, so contacts sent at the same time
     * never make two leads; the event is added with the lead's id. Answers the lead's id.
     */
    async recordContact(tx: Executor, c: LeadContact): Promise<number> {
      const target =
        c.agencyId === null
          ? sql`(lister_user_id, person_key) where agency_id is null`
          : sql`(agency_id, person_key) where agency_id is not null`;
      const hasPhone = sql`(excluded.phone_e164 is not null or excluded.phone_raw is not null)`;
      const name = sql`case when excluded.name <> '' then excluded.name else l.name end`;
      const email = sql`coalesce(excluded.email, l.email)`;
      const phone = sql`case when ${hasPhone} then coalesce(excluded.phone_e164, excluded.phone_raw)
        else coalesce(l.phone_e164, l.phone_raw) end`;
      const result = await tx.execute(sql`
        with lead as (
          insert into leads as l (agency_id, lister_user_id, assignee_user_id, person_key, person_user_id, name,
            phone_e164, phone_raw, email, search_text, channels, listing_ids, contacts)
          values (${c.agencyId}, ${c.listerUserId}, ${c.listerUserId}, ${c.personKey}, ${c.personUserId}, ${c.name},
            ${c.phoneE164}, ${c.phoneRaw}, ${c.email},
            ${searchTextOf(sql`${c.name}::text`, sql`${c.email}::text`, sql`coalesce(${c.phoneE164}::text, ${c.phoneRaw}::text)`)},
            array[${c.channel}]::text[], array[${c.listingId}]::int[], 1)
          on conflict ${target} do update set
            contacts = l.contacts + 1,
            channels = case when excluded.channels[1] = any(l.channels) then l.channels
              else l.channels || excluded.channels end,
            listing_ids = case when excluded.listing_ids[1] = any(l.listing_ids) then l.listing_ids
              else l.listing_ids || excluded.listing_ids end,
            last_activity_at = excluded.last_activity_at,
            name = ${name},
            phone_e164 = case when ${hasPhone} then excluded.phone_e164 else l.phone_e164 end,
            phone_raw = case when ${hasPhone} then excluded.phone_raw else l.phone_raw end,
            email = ${email},
            person_user_id = coalesce(l.person_user_id, excluded.person_user_id),
            assignee_user_id = coalesce(l.assignee_user_id, excluded.assignee_user_id),
            search_text = ${searchTextOf(name, email, phone)}
          returning l.id
        )
        insert into lead_events (lead_id, listing_id, kind, actor, actor_user_id, channel, payload)
        select id, ${c.listingId}, ${c.kind}, 'seeker', ${c.personUserId}, ${c.channel}, ${JSON.stringify(c.payload)}::jsonb
        from lead
        returning lead_id`);
      return Number(rowsOf<{ lead_id: number }>(result)[0]!.lead_id);
    },

    /**
     * A chat message from `senderId` to `receiverId`: the first answer of a lead's lister or
     * assignee to its person sets `first_response_at`, and moves a new lead to contacted (an event
     * by the system). One statement; nothing when the sender has no such lead waiting.
     */
    async recordReply(tx: Executor, senderId: number, receiverId: number): Promise<void> {
      await tx.execute(sql`
        with waiting as (
          select id, status from leads
          where person_user_id = ${receiverId} and first_response_at is null
            and (assignee_user_id = ${senderId} or lister_user_id = ${senderId})
          for update
        ), answered as (
          update leads l set first_response_at = now(),
            status = case when waiting.status = 'new' then 'contacted' else l.status end
          from waiting where l.id = waiting.id and l.first_response_at is null
          returning l.id, waiting.status as before
        )
        insert into lead_events (lead_id, kind, actor, actor_user_id, payload)
        select id, 'status_change', 'system', null, jsonb_build_object('from', 'new', 'to', 'contacted', 'cause', 'chat_reply')
        from answered where before = 'new'`);
    },

    /**
     * What a chat message's contact needs of its listing: whether the sender works for its agency,
     * and the key of a lead the sender's account already has there (their form inquiry, say).
     */
    /**
     * The listing a chat message is about, whether its sender works for the listing's agency, and
     * the person key of the sender's lead there: the lead their account has, else (with a confirmed
     * account e-mail) a guest lead that gave the same e-mail, which the account then joins.
     */
    async listingForContact(tx: Executor, listingId: number, senderId: number, confirmedEmail: string | null = null) {
      const [row] = await tx
        .select({
          id: listings.id,
          ownerId: listings.ownerId,
          agencyId: listings.agencyId,
          country: listings.country,
          senderInAgency: sql<boolean>`exists (select 1 from ${agencyMembers} m
            where m.user_id = ${senderId} and m.agency_id = ${listings.agencyId})`,
          knownKey: sql<string | null>`(select k.person_key from ${leads} k
            where (k.person_user_id = ${senderId}
                or (k.person_user_id is null and k.email = ${confirmedEmail}::text))
              and (k.agency_id = ${listings.agencyId}
                or (${listings.agencyId} is null and k.agency_id is null and k.lister_user_id = ${listings.ownerId}))
            order by (k.person_user_id = ${senderId}) desc nulls last, k.last_activity_at desc limit 1)`,
        })
        .from(listings)
        .where(eq(listings.id, listingId));
      return row;
    },
  };
}
