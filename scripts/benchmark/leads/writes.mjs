/** What a lead adds to an inquiry's write. */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { WRITES, root } from './settings.mjs';
import { summary } from './reads.mjs';

/**
 * The inquiry's write, as listing.service.ts `inquire` runs it: one transaction with the inquiry's
 * insert, and (`withLead`) leads.recordInquiry in it. Alternates both, `WRITES` each, for people
 * new to the agency and for people who are its leads already.
 */
export async function measureWrites(app, database, client, agency) {
  const { listingRepository } = await import(
    path.join(root, 'apps/server/src/features/listings/listing.repository.ts')
  );
  const repo = listingRepository(database.db);
  const leadsService = app.services.leads;
  const agents = (
    await client.query(`select user_id from agency_members where agency_id = $1 and role = 'agent' order by user_id`, [
      agency,
    ])
  ).rows.map((r) => r.user_id);
  const { rows: span } = await client.query('select min(id)::int as lo, max(id)::int as hi from listings');
  const { lo, hi } = span[0];
  const maxLead = (await client.query('select coalesce(max(id), 0)::int as id from leads')).rows[0].id;
  const maxEvent = (await client.query('select coalesce(max(id), 0)::bigint as id from lead_events')).rows[0].id;
  const maxInquiry = (await client.query('select coalesce(max(id), 0)::int as id from listing_inquiries')).rows[0].id;
  // Known people: leads of the agency with a UAE phone, typed as a person in Dubai types it.
  const known = (
    await client.query(
      `select id, name, phone_e164, phone_raw, email, person_user_id, assignee_user_id, search_text, contacts,
        channels, listing_ids, last_activity_at
      from leads where agency_id = $1 and phone_e164 like '+971%' order by hashint4(id + 7) limit $2`,
      [agency, WRITES + 50],
    )
  ).rows;
  // New people: UAE mobile numbers no lead of the agency has.
  const candidates = Array.from({ length: 3 * (WRITES + 50) }, (_, i) => `+97150${String(9_000_000 - i * 131)}`);
  const taken = new Set(
    (
      await client.query('select person_key from leads where agency_id = $1 and person_key = any($2)', [
        agency,
        candidates,
      ])
    ).rows.map((r) => r.person_key),
  );
  const fresh = candidates.filter((c) => !taken.has(c));
  const channels = ['email', 'whatsapp', 'phone', 'sms'];
  const localPhone = (e164) => `0${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;
  const inquiryOf = (i, person) => ({
    listingId: lo + ((i * 7919) % (hi - lo + 1)),
    ownerId: agents[i % agents.length],
    userId: null,
    channel: channels[i % channels.length],
    name: person.name,
    email: person.email,
    phone: person.phone,
    message: 'Is this property still available? (leads benchmark)',
  });
  /** One inquiry's transaction: its whole time, and the lead's statement's within it. */
  const write = async (inquiry, withLead) => {
    const started = performance.now();
    let lead = NaN;
    await database.db.transaction(async (tx) => {
      await repo.addInquiry(inquiry, tx);
      if (withLead) {
        const before = performance.now();
        await leadsService.recordInquiry(tx, {
          ...inquiry,
          listing: { id: inquiry.listingId, ownerId: inquiry.ownerId, agencyId: agency, country: 'AE' },
        });
        lead = performance.now() - before;
      }
    });
    return { ms: performance.now() - started, lead };
  };
  const results = {};
  try {
    for (const who of ['new', 'known']) {
      const alone = [];
      const withLead = [];
      const leadStatement = [];
      for (let i = 0; i < WRITES + 50; i++) {
        const person =
          who === 'new'
            ? { name: `New Person ${i}`, email: null, phone: localPhone(fresh[i]) }
            : { name: known[i].name, email: known[i].email, phone: localPhone(known[i].phone_e164) };
        const inquiry = inquiryOf(i, person);
        // Alternate which runs first; the first 50 of each are warm-up.
        const first = i % 2 === 0 ? await write(inquiry, false) : null;
        const lead = await write(inquiry, true);
        const second = i % 2 === 1 ? await write(inquiry, false) : first;
        if (i >= 50) {
          alone.push(second.ms);
          withLead.push(lead.ms);
          leadStatement.push(lead.lead);
        }
      }
      results[who] = { alone: summary(alone), withLead: summary(withLead), lead: summary(leadStatement) };
    }
  } finally {
    // Leave the data as it was: the bench's inquiries and events gone, new leads deleted, known leads restored.
    await client.query('delete from listing_inquiries where id > $1', [maxInquiry]);
    await client.query('delete from lead_events where id > $1', [maxEvent]);
    await client.query('delete from leads where id > $1', [maxLead]);
    await client.query(
      `update leads l set name = k.name, phone_e164 = k.phone_e164, phone_raw = k.phone_raw, email = k.email,
        person_user_id = k.person_user_id, assignee_user_id = k.assignee_user_id, search_text = k.search_text,
        contacts = k.contacts, channels = k.channels, listing_ids = k.listing_ids, last_activity_at = k.last_activity_at
      from jsonb_to_recordset($1::jsonb) as k(id int, name text, phone_e164 text, phone_raw text, email text,
        person_user_id int, assignee_user_id int, search_text text, contacts int, channels text[], listing_ids int[],
        last_activity_at timestamptz)
      where l.id = k.id`,
      [JSON.stringify(known)],
    );
    await client.query('vacuum analyze leads, lead_events, listing_inquiries');
  }
  return results;
}
