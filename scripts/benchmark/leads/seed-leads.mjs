/** The bench agency, its members, leads and events, inserted by SQL (generate_series, deterministic). */
import { AGENCY_SLUG, EVENTS_PER_LEAD, LEADS, env, log } from './settings.mjs';
import {
  CHANNELS,
  FIRST_NAMES,
  KIND_OF_CHANNEL,
  LAST_NAMES,
  LOST_REASONS,
  MAIL_DOMAINS,
  MEMBERS,
  MESSAGES,
  NOTES,
  STATUSES,
  emailOf,
} from './lead-data.mjs';

const quote = (s) => `'${String(s).replaceAll("'", "''")}'`;
const sqlArray = (items, type = 'text') => `array[${items.map(quote).join(',')}]::${type}[]`;
/** A deterministic number in [0, 1) from the row number `g` and a salt (as load.mjs). */
const rnd = (salt, g = 'g') => `((abs(hashint8(${g}::bigint * 7919 + ${salt})) % 1000003) / 1000003.0)`;
/** A deterministic pick from a list. */
const pick = (items, salt, g = 'g') =>
  `(${sqlArray(items)})[1 + (abs(hashint8(${g}::bigint * 104729 + ${salt})) % ${items.length})]`;
/** A pick weighted by `[value, weight]` pairs, from one of rnd's numbers. */
const weighted = (pairs, r) => {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  return `case ${pairs
    .slice(0, -1)
    .map(([value, w]) => {
      acc += w / total;
      return `when ${r} < ${acc.toFixed(4)} then ${quote(value)}`;
    })
    .join(' ')} else ${quote(pairs.at(-1)[0])} end`;
};

/** The agency, its members, leads and events (skipped when they are all there). */
export async function seedLeads(client) {
  const found = await client.query(
    `select a.id, (select count(*)::int from leads where agency_id = a.id) as leads,
      (select count(*)::int from lead_events e join leads l on l.id = e.lead_id where l.agency_id = a.id) as events
    from agencies a where a.slug = $1`,
    [AGENCY_SLUG],
  );
  const want = { leads: LEADS, events: LEADS * EVENTS_PER_LEAD };
  if (found.rows[0] && env.LEADS_RESEED !== '1') {
    const { leads, events } = found.rows[0];
    if (leads >= want.leads && events >= want.events) {
      log(`the agency is there (${leads} leads, ${events} events)`);
      return found.rows[0].id;
    }
  }
  const started = Date.now();
  await client.query('set statement_timeout = 0');
  await client.query('begin');
  await client.query('delete from agencies where slug = $1', [AGENCY_SLUG]);
  await client.query(`delete from users where email like 'bench-leads-%@bench.test'`);
  const { rows: hashRows } = await client.query(
    `select password_hash from users where email like '%@demo.estate' order by id limit 1`,
  );
  if (!hashRows.length) throw new Error('No demo user to copy the password from: is the database seeded?');
  const users = await client.query(
    `insert into users (full_name, email, slug, password_hash, type, phone_number, terms_accepted_at,
        email_verified_at, is_verified)
      select m.name, m.email, m.slug, $1, 'agent', '+9715000' || lpad(m.n::text, 5, '0'), now(), now(), true
      from unnest($2::text[], $3::text[], $4::text[]) with ordinality as m(name, email, slug, n)
      returning id, email`,
    [
      hashRows[0].password_hash,
      MEMBERS.map((m) => m.name),
      MEMBERS.map((m) => emailOf(m.key)),
      MEMBERS.map((m) => `bench-leads-${m.key}`),
    ],
  );
  const idOf = new Map(users.rows.map((r) => [r.email, r.id]));
  const owner = idOf.get(emailOf('owner'));
  const manager = idOf.get(emailOf('manager'));
  const agency = (
    await client.query(
      `insert into agencies (slug, name_en, country, city, city_key, phone, email, listing_quota, created_by)
      values ($1, 'Bench Leads Realty', 'AE', 'Dubai', 'dubai', '+97140000000', 'office@bench-leads.test', 5000, $2)
      returning id`,
      [AGENCY_SLUG, owner],
    )
  ).rows[0].id;
  await client.query(
    `insert into agency_members (user_id, agency_id, role, manager_id)
      select * from unnest($1::int[], $2::int[], $3::text[], $4::int[])`,
    [
      MEMBERS.map((m) => idOf.get(emailOf(m.key))),
      MEMBERS.map(() => agency),
      MEMBERS.map((m) => m.role),
      MEMBERS.map((m) => (m.team ? manager : null)),
    ],
  );
  // Leads are mostly the agents'; the manager, the admin and the owner answer a few themselves.
  const assignees = [
    ...MEMBERS.filter((m) => m.role === 'agent').flatMap((m) => [m, m, m, m]),
    MEMBERS[2],
    MEMBERS[2],
    MEMBERS[1],
    MEMBERS[0],
  ].map((m) => idOf.get(emailOf(m.key)));
  const { rows: span } = await client.query('select min(id)::int as lo, max(id)::int as hi from listings');
  const { lo, hi } = span[0];
  const listingId = (salt) => `(${lo} + abs(hashint8(g::bigint * 15485863 + ${salt})) % ${hi - lo + 1})::int`;
  log(`inserting ${LEADS.toLocaleString('en-US')} leads`);
  // Phones: E.164 numbers of the UAE (70 %), Pakistan, India and the UK, unique per row (the national
  // part is g times a number prime to 10^n, modulo 10^n); 12 % of people left no phone, only an e-mail.
  await client.query(`
    insert into leads (agency_id, lister_user_id, assignee_user_id, person_key, name, phone_e164, email,
      search_text, status, lost_reason, channels, listing_ids, contacts, first_contact_at, first_response_at,
      last_activity_at, next_reminder_at, created_at)
    select ${agency}, lister, assignee, coalesce(phone, email), name, phone, email,
      lower(concat_ws(' ', name, email, regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))),
      status, case when status = 'lost' then lost_reason end,
      case when ch2 is null or ch2 = ch1 then array[ch1] else array[ch1, ch2] end,
      case when n_listings = 1 then array[l1] when n_listings = 2 then array[l1, l2] else array[l1, l2, l3] end,
      contacts, first_at, case when status <> 'new' then first_at + (${rnd(9)} * interval '6 hours') end,
      last_at, case when ${rnd(10)} < 0.05 then now() + (${rnd(11)} * interval '14 days') end, first_at
    from (
      select g, first_name || ' ' || last_name as name,
        case when has_phone then
          case when cc < 14 then '+9715' || (array['0','2','4','5','6','8'])[1 + g % 6] || lpad(((g * 7919) % 10000000)::text, 7, '0')
            when cc < 17 then '+923' || (array['00','01','21','33','45'])[1 + g % 5] || lpad(((g * 7919) % 10000000)::text, 7, '0')
            when cc < 19 then '+919' || lpad(((g * 7919) % 100000000)::text, 8, '0') || (g % 10)
            else '+447' || lpad(((g * 7919) % 1000000000)::text, 9, '0') end
        end as phone,
        case when not has_phone or ${rnd(2)} < 0.45 then
          lower(case when ${rnd(3)} < 0.7 then replace(first_name, ' ', '') || '.' || replace(last_name, ' ', '')
            else left(first_name, 1) || replace(last_name, ' ', '') end) || g || '@' || ${pick(MAIL_DOMAINS, 4)}
        end as email,
        ${weighted(STATUSES, rnd(5))} as status, ${pick(LOST_REASONS, 6)} as lost_reason,
        ${weighted(CHANNELS, rnd(7))} as ch1, case when ${rnd(8)} < 0.25 then ${weighted(CHANNELS, rnd(12))} end as ch2,
        1 + (${rnd(13)} ^ 2 * 3)::int % 3 as n_listings, ${listingId(1)} as l1, ${listingId(2)} as l2, ${listingId(3)} as l3,
        contacts, assignee, coalesce(case when ${rnd(14)} < 0.9 then assignee end, (${sqlArray(assignees, 'int')})[1 + g % ${assignees.length}]) as lister,
        last_at, case when contacts = 1 then last_at else last_at - (${rnd(15)} * interval '60 days') end as first_at
      from (
        select g, ${pick(FIRST_NAMES, 20)} as first_name, ${pick(LAST_NAMES, 21)} as last_name,
          ${rnd(1)} < 0.88 as has_phone, g % 20 as cc,
          1 + floor(${rnd(16)} ^ 3 * 4)::int as contacts,
          case when ${rnd(17)} < 0.01 then null else (${sqlArray(assignees, 'int')})[1 + abs(hashint8(g::bigint * 31 + 18)) % ${assignees.length}] end as assignee,
          -- More activity lately: the last contact falls within a year, denser towards now.
          now() - (${rnd(19)} ^ 1.6 * interval '365 days') as last_at
        from generate_series(1, ${LEADS}) g
      ) people
    ) v`);
  // Events: each pair of leads has 2 × EVENTS_PER_LEAD (4 to 16 each); the first `contacts` of a
  // lead's are the person's contacts (its channels and listings in turn), the rest the agents' work.
  log(`inserting ${(LEADS * EVENTS_PER_LEAD).toLocaleString('en-US')} lead events`);
  const spread = Math.max(0, EVENTS_PER_LEAD - 4);
  const kindCase = `case channel ${Object.entries(KIND_OF_CHANNEL)
    .map(([channel, kind]) => `when ${quote(channel)} then ${quote(kind)}`)
    .join(' ')} end`;
  await client.query(`
    insert into lead_events (lead_id, listing_id, kind, actor, actor_user_id, channel, payload, at)
    select id,
      case when contact then listing_ids[1 + k % cardinality(listing_ids)] end,
      case when contact then ${kindCase} else work end,
      case when contact then 'seeker' else 'agent' end,
      case when contact then null else assignee_user_id end,
      case when contact then channel end,
      case when contact then jsonb_build_object('message', ${pick(MESSAGES, 30, 'g')}, 'name', name)
        when work = 'note' then jsonb_build_object('text', ${pick(NOTES, 31, 'g')})
        when work = 'call_logged' then jsonb_build_object('channel', 'phone', 'outcome', ${pick(['reached', 'no_answer', 'reached'], 32, 'g')})
        when work = 'status_change' then jsonb_build_object('from', 'new', 'to', status)
        when work = 'reminder_set' then jsonb_build_object('due_at', last_activity_at + interval '2 days', 'note', '')
        else jsonb_build_object('from', lister_user_id, 'to', assignee_user_id) end,
      case when contact then first_contact_at + (last_activity_at - first_contact_at) * (k::float8 / greatest(contacts - 1, 1))
        else first_contact_at + (last_activity_at - first_contact_at) * ${rnd(33, 'g')} + ${rnd(34, 'g')} * interval '2 days' end
    from (
      select l.*, k, l.id::bigint * 64 + k as g, k < l.contacts as contact,
        l.channels[1 + k % cardinality(l.channels)] as channel,
        ${weighted(
          [
            ['note', 35],
            ['call_logged', 30],
            ['status_change', 20],
            ['reminder_set', 10],
            ['assigned', 5],
          ],
          rnd(35, '(l.id::bigint * 64 + k)'),
        )} as work
      from (
        select l.*, case when (l.id - f.first) % 2 = 0
            then ${EVENTS_PER_LEAD - spread} + abs(hashint8((l.id - f.first) / 2)) % ${2 * spread + 1}
            else ${EVENTS_PER_LEAD + spread} - abs(hashint8((l.id - f.first - 1) / 2)) % ${2 * spread + 1} end as n
        from leads l, (select min(id) as first from leads where agency_id = ${agency}) f
        where l.agency_id = ${agency}
      ) l, generate_series(0, l.n - 1) k
    ) e`);
  await client.query('commit');
  log('vacuum analyze');
  await client.query('vacuum analyze leads, lead_events, agency_members, agencies, users');
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return agency;
}
