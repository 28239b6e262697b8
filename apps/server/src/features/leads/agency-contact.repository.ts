import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { searchTextOf } from './lead.repository.js';

/** A contact made to the agency itself (its page's form, or its number revealed): no listing. */
export interface AgencyContact {
  agencyId: number;
  personKey: string;
  personUserId: number | null;
  name: string;
  phoneE164: string | null;
  phoneRaw: string | null;
  email: string | null;
  message: string;
  /** The contact's event: the page's form (the default), or a revealed number (issue 42). */
  kind?: 'form' | 'phone_reveal';
}

/** What became of the contact: its lead, who has it, and whether the rotation chose them. */
export interface AgencyContactResult {
  leadId: number;
  assigneeUserId: number;
  /** A new lead (the rotation moved on); false when the person already had a lead there. */
  isNew: boolean;
}

/**
 * Round robin among an agency's members for contacts made to the agency itself (issue 36, J3.5):
 * each new person goes to the next member in rotation and not paused (an active account) after
 * the last one chosen, by user id, wrapping around; with nobody in rotation, to the first owner.
 * A person who already has a lead with the agency keeps it and its assignee. The agency's row is
 * locked for the transaction, so two contacts at once never pick the same member or skip one.
 */
export async function recordAgencyContact(tx: Executor, c: AgencyContact): Promise<AgencyContactResult | null> {
  const locked = rowsOf<{ last: number | null }>(
    await tx.execute(sql`select rotation_last_user_id as last from agencies where id = ${c.agencyId} for update`),
  );
  if (!locked.length) return null;
  const last = locked[0]!.last;
  const picked = rowsOf<{ user_id: number; rotation: boolean }>(
    await tx.execute(sql`(select m.user_id, true as rotation
        from agency_members m join users u on u.id = m.user_id
        where m.agency_id = ${c.agencyId} and m.in_rotation and not m.paused
          and u.deleted_at is null and u.account_status = 'active'
        order by (m.user_id <= ${last ?? 0}), m.user_id
        limit 1)
      union all
      (select m.user_id, false as rotation from agency_members m
        where m.agency_id = ${c.agencyId} and m.role = 'owner'
        order by m.joined_at, m.user_id
        limit 1)`),
  );
  const chosen = picked[0];
  if (!chosen) return null;
  const name = sql`case when excluded.name <> '' then excluded.name else l.name end`;
  const email = sql`coalesce(excluded.email, l.email)`;
  const hasPhone = sql`(excluded.phone_e164 is not null or excluded.phone_raw is not null)`;
  const phone = sql`case when ${hasPhone} then coalesce(excluded.phone_e164, excluded.phone_raw)
    else coalesce(l.phone_e164, l.phone_raw) end`;
  const kind = c.kind ?? 'form';
  const channel = kind === 'form' ? 'form' : 'phone';
  const payload = JSON.stringify(
    kind === 'form' ? { message: c.message, name: c.name, via: 'agency_page' } : { via: 'agency_page' },
  );
  // The same upsert as a listing's contact (lead.repository.ts recordContact), without a listing.
  const [lead] = rowsOf<{ id: number; assignee_user_id: number; contacts: number }>(
    await tx.execute(sql`
      with lead as (
        insert into leads as l (agency_id, lister_user_id, assignee_user_id, person_key, person_user_id, name,
          phone_e164, phone_raw, email, search_text, channels, contacts)
        values (${c.agencyId}, ${chosen.user_id}, ${chosen.user_id}, ${c.personKey}, ${c.personUserId}, ${c.name},
          ${c.phoneE164}, ${c.phoneRaw}, ${c.email},
          ${searchTextOf(sql`${c.name}::text`, sql`${c.email}::text`, sql`coalesce(${c.phoneE164}::text, ${c.phoneRaw}::text)`)},
          array[${channel}]::text[], 1)
        on conflict (agency_id, person_key) where agency_id is not null do update set
          contacts = l.contacts + 1,
          channels = case when ${channel} = any(l.channels) then l.channels else l.channels || array[${channel}]::text[] end,
          last_activity_at = excluded.last_activity_at,
          name = ${name},
          phone_e164 = case when ${hasPhone} then excluded.phone_e164 else l.phone_e164 end,
          phone_raw = case when ${hasPhone} then excluded.phone_raw else l.phone_raw end,
          email = ${email},
          person_user_id = coalesce(l.person_user_id, excluded.person_user_id),
          assignee_user_id = coalesce(l.assignee_user_id, excluded.assignee_user_id),
          search_text = ${searchTextOf(name, email, phone)}
        returning l.id, l.assignee_user_id, l.contacts
      ), contact as (
        insert into lead_events (lead_id, kind, actor, actor_user_id, channel, payload)
        select id, ${kind}, 'seeker', ${c.personUserId}, ${channel}, ${payload}::jsonb from lead
      )
      select id, assignee_user_id, contacts from lead`),
  );
  const isNew = Number(lead!.contacts) === 1;
  if (isNew && chosen.rotation) {
    await tx.execute(sql`update agencies set rotation_last_user_id = ${chosen.user_id} where id = ${c.agencyId}`);
  }
  if (isNew) {
    await tx.execute(sql`insert into lead_events (lead_id, kind, actor, payload)
      values (${lead!.id}, 'assigned', 'system',
        jsonb_build_object('from', null, 'to', ${chosen.user_id}::int, 'cause', ${chosen.rotation ? 'round_robin' : 'owner'}::text))`);
  }
  return { leadId: Number(lead!.id), assigneeUserId: Number(lead!.assignee_user_id), isNew };
}
