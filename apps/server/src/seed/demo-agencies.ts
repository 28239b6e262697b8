import { and, eq, inArray, sql } from 'drizzle-orm';
import { INQUIRY_LEAD_EVENTS, type InquiryChannel } from '@estate/shared';
import { agencies, agencyMembers } from '../features/agencies/agency.table.js';
import { creditLedger } from '../features/credits/credits.table.js';
import { personIdentity } from '../features/leads/lead-identity.js';
import { leadRepository } from '../features/leads/lead.repository.js';
import { leadEvents, leadReminders, leads } from '../features/leads/lead.table.js';
import { listingInquiries, listings } from '../features/listings/listing.table.js';
import type { UserRow } from '../features/users/user.table.js';
import { prng } from './demo-listings.js';
import type { SeedContext } from './seed-context.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

interface DemoAgency {
  slug: string;
  nameEn: string;
  nameAr: string;
  aboutEn: string;
  aboutAr: string;
  country: string;
  city: string;
  phone: string;
  whatsapp: string;
  email: string;
  website: string;
  licence: { authority: string; number: string; expiresInDays: number; checked: boolean } | null;
  owner: string;
  /** Members by e-mail with their role; a manager's team follows them. */
  members: { email: string; role: 'admin' | 'manager' | 'agent'; manager?: string; brn?: string }[];
  /** People who contacted the agency, in the market's phone format. */
  people: { name: string; phone?: string; email?: string }[];
}

/**
 * Two demo agencies (issue 36): Ayesha's in Lahore and Omar's in Dubai, each with demo agents and
 * the listings they already had, and an inbox of leads: contacts over several channels, a few of
 * each status, notes, a reminder due soon and an overdue one.
 */
const DEMO_AGENCIES: DemoAgency[] = [
  {
    slug: 'khan-estate-and-builders',
    nameEn: 'Khan Estate & Builders',
    nameAr: 'خان للعقارات والبناء',
    aboutEn:
      'Houses, plots and flats in DHA, Bahria Town and Gulberg since 2011. Our agents visit every property they list and answer within the hour.',
    aboutAr: 'منازل وقطع أراضٍ وشقق في DHA وبحرية تاون وغولبرغ منذ 2011. يزور وكلاؤنا كل عقار يعرضونه ويردّون خلال ساعة.',
    country: 'PK',
    city: 'Lahore',
    phone: '+92 42 3571 2200',
    whatsapp: '+92 300 4571220',
    email: 'office@khan-estate.demo',
    website: 'https://khan-estate.demo',
    licence: null,
    owner: 'ayesha@demo.estate',
    members: [
      { email: 'zainab@demo.estate', role: 'manager' },
      { email: 'sara@demo.estate', role: 'agent', manager: 'zainab@demo.estate' },
    ],
    people: [
      { name: 'Ali Hassan', phone: '0300 1234567' },
      { name: 'Hira Saleem', phone: '+92 321 7654321', email: 'hira.saleem@example.com' },
      { name: 'Kamran Butt', phone: '0333 4455667' },
      { name: 'Nadia Iqbal', email: 'nadia.iqbal@example.com' },
      { name: 'Fahad Mirza', phone: '0345 9988776' },
      { name: 'Rabia Anwar', phone: '0301 2223334' },
      { name: 'محمد عرفان', phone: '0312 5566778' },
      { name: 'Saad Qureshi', phone: '0335 1122334', email: 'saad.q@example.com' },
      { name: 'Ayeza Tariq', email: 'ayeza.t@example.com' },
      { name: 'Usama Sheikh', phone: '0302 8877665' },
      { name: 'Maryam Javed', phone: '0322 3344556' },
      { name: 'Bilal Chaudhry', phone: '0346 6677889' },
    ],
  },
  {
    slug: 'al-farsi-properties',
    nameEn: 'Al-Farsi Properties',
    nameAr: 'الفارسي للعقارات',
    aboutEn:
      'Apartments and villas in Dubai Marina, JLT, JVC and Downtown. RERA-registered brokers; every listing carries its permit.',
    aboutAr:
      'شقق وفلل في دبي مارينا وأبراج بحيرات الجميرا وقرية جميرا الدائرية ووسط المدينة. وسطاء مسجّلون لدى ريرا، وكل إعلان يحمل تصريحه.',
    country: 'AE',
    city: 'Dubai',
    phone: '+971 4 399 1200',
    whatsapp: '+971 50 399 1200',
    email: 'hello@alfarsi-properties.demo',
    website: 'https://alfarsi-properties.demo',
    licence: { authority: 'dld_rera', number: '28471', expiresInDays: 240, checked: true },
    owner: 'omar@demo.estate',
    members: [
      { email: 'hassan@demo.estate', role: 'agent', brn: '45678' },
      { email: 'ahmed@demo.estate', role: 'agent', brn: '51234' },
    ],
    people: [
      { name: 'James Whitfield', phone: '050 123 4567' },
      { name: 'Aisha Rahman', phone: '+971 55 234 5678', email: 'aisha.rahman@example.com' },
      { name: 'خالد المنصوري', phone: '052 345 6789' },
      { name: 'Priya Nair', email: 'priya.nair@example.com' },
      { name: 'Omar Haddad', phone: '056 456 7890' },
      { name: 'Elena Petrova', phone: '+971 58 567 8901' },
      { name: 'Rashid Al Ketbi', phone: '050 678 9012' },
      { name: 'Sophie Laurent', email: 'sophie.laurent@example.com' },
      { name: 'Yousef Saleh', phone: '054 789 0123' },
      { name: 'Layla Omar', phone: '055 890 1234', email: 'layla.omar@example.com' },
    ],
  },
];

const CHANNELS: InquiryChannel[] = ['whatsapp', 'phone', 'email', 'whatsapp', 'sms', 'phone'];
const MESSAGES = [
  'Is this property still available?',
  'Can I visit this weekend?',
  'Is the price negotiable?',
  'هل العقار ما زال متاحًا؟',
  'أرغب في ترتيب موعد للمعاينة.',
  'Does the price include parking?',
];
/** Statuses given to the demo's leads, in order (the rest stay new). */
const STATUSES = ['contacted', 'viewing', 'negotiating', 'won', 'lost', 'contacted', 'viewing', 'lost'] as const;
const NOTES = [
  'Looking for 3 bedrooms near a school; budget is firm. Prefers a morning viewing.',
  'Called back: wants to see two more options in the same block before deciding.',
  'Cash buyer, ready to move next month.',
  'يفضّل التواصل عبر واتساب بعد الخامسة مساءً.',
];

export async function seedDemoAgencies({ db, users }: SeedContext) {
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const who = (email: string): UserRow => byEmail.get(email)!;
  const rng = prng(36_2026);
  const repo = leadRepository(db);
  let leadCount = 0;
  for (const demo of DEMO_AGENCIES) {
    const owner = who(demo.owner);
    const now = Date.now();
    const [agency] = await db
      .insert(agencies)
      .values({
        slug: demo.slug,
        nameEn: demo.nameEn,
        nameAr: demo.nameAr,
        aboutEn: demo.aboutEn,
        aboutAr: demo.aboutAr,
        country: demo.country,
        city: demo.city,
        cityKey: demo.city.toLowerCase(),
        phone: demo.phone,
        whatsapp: demo.whatsapp,
        email: demo.email,
        website: demo.website,
        licenceAuthority: demo.licence?.authority ?? 'none',
        licenceNumber: demo.licence?.number ?? null,
        licenceExpiresOn: demo.licence
          ? new Date(now + demo.licence.expiresInDays * DAY).toISOString().slice(0, 10)
          : null,
        licenceCheckedAt: demo.licence?.checked ? new Date(now - 20 * DAY) : null,
        // The demo's listers hold many listings: room for the office to grow.
        listingQuota: 400,
        createdBy: owner.id,
        createdAt: new Date(now - 200 * DAY),
      })
      .returning();
    const agencyId = agency!.id;
    await db.insert(agencyMembers).values([
      { userId: owner.id, agencyId, role: 'owner', inRotation: true, joinedAt: new Date(now - 200 * DAY) },
      ...demo.members.map((m, i) => ({
        userId: who(m.email).id,
        agencyId,
        role: m.role,
        managerId: m.manager ? who(m.manager).id : null,
        brn: m.brn ?? null,
        brnExpiresOn: m.brn ? new Date(now + (300 + i * 40) * DAY).toISOString().slice(0, 10) : null,
        inRotation: true,
        joinedAt: new Date(now - (150 - i * 20) * DAY),
      })),
    ]);
    const memberIds = [owner.id, ...demo.members.map((m) => who(m.email).id)];
    // The listings the members already had become the agency's (as if each chose to move them).
    await db.update(listings).set({ agencyId }).where(inArray(listings.ownerId, memberIds));
    // A wallet to spend: the owner moved credits to it.
    await db.insert(creditLedger).values({
      userId: owner.id,
      agencyId,
      amount: 2000,
      reason: 'agency_transfer',
      note: 'from a member',
      createdAt: new Date(now - 30 * DAY),
    });

    const agencyListings = await db
      .select({ id: listings.id, ownerId: listings.ownerId, title: listings.title, country: listings.country })
      .from(listings)
      .where(
        and(
          eq(listings.agencyId, agencyId),
          // People contact the office in its own market (their numbers are read with its country).
          eq(listings.country, demo.country),
          sql`${listings.status} in ('for_sale', 'for_rent', 'active')`,
        ),
      )
      .orderBy(listings.id)
      .limit(40);
    if (!agencyListings.length) continue;

    // Each person contacts one to three of the agency's listings, over one or more channels.
    const leadIds: number[] = [];
    for (const [p, person] of demo.people.entries()) {
      const contacts = 1 + (p % 3);
      const start = now - (2 + rng.int(0, 20)) * DAY;
      let id = 0;
      for (let c = 0; c < contacts; c++) {
        const listing = agencyListings[(p * 3 + c * 7) % agencyListings.length]!;
        const channel: InquiryChannel = person.phone ? CHANNELS[(p + c) % CHANNELS.length]! : 'email';
        const at = new Date(start + c * (3 + rng.int(0, 30)) * 60 * MINUTE);
        const identity = personIdentity({ phone: person.phone, email: person.email, country: listing.country });
        if (!identity) continue;
        const message = MESSAGES[(p + c) % MESSAGES.length]!;
        await db.transaction(async (tx) => {
          await tx.insert(listingInquiries).values({
            listingId: listing.id,
            ownerId: listing.ownerId,
            channel,
            name: person.name,
            email: person.email ?? null,
            phone: channel === 'email' ? null : (person.phone ?? null),
            message,
            createdAt: at,
            emailedAt: at,
          });
          id = await repo.recordContact(tx, {
            ...identity,
            agencyId,
            listerUserId: listing.ownerId,
            listingId: listing.id,
            personUserId: null,
            name: person.name,
            // As the listing page's inquiries become contacts (the e-mail form is the 'form' channel).
            ...INQUIRY_LEAD_EVENTS[channel],
            payload: { message, name: person.name },
          });
          // The demo's contacts happened over the last weeks, not all at seeding time.
          await tx
            .update(leadEvents)
            .set({ at })
            .where(and(eq(leadEvents.leadId, id), sql`${leadEvents.at} > ${at}`));
        });
      }
      if (!id) continue;
      const first = new Date(start);
      await db
        .update(leads)
        .set({ firstContactAt: first, createdAt: first, lastActivityAt: new Date(start + contacts * 6 * 3600_000) })
        .where(eq(leads.id, id));
      leadIds.push(id);
    }

    // A few of each status, with the agent's work on them.
    for (const [i, leadId] of leadIds.entries()) {
      const status = STATUSES[i];
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      if (!lead) continue;
      const agent = lead.assigneeUserId ?? owner.id;
      const events: (typeof leadEvents.$inferInsert)[] = [];
      if (status) {
        const answered = new Date(lead.firstContactAt.getTime() + (20 + i * 35) * MINUTE);
        await db
          .update(leads)
          .set({
            status,
            lostReason: status === 'lost' ? (i % 2 ? 'budget' : 'bought_elsewhere') : null,
            firstResponseAt: answered,
          })
          .where(eq(leads.id, leadId));
        events.push(
          {
            leadId,
            kind: 'call_logged',
            actor: 'agent',
            actorUserId: agent,
            channel: 'phone',
            payload: { outcome: 'reached' },
            at: answered,
          },
          {
            leadId,
            kind: 'status_change',
            actor: 'agent',
            actorUserId: agent,
            payload: {
              from: 'new',
              to: status,
              ...(status === 'lost' ? { lost_reason: i % 2 ? 'budget' : 'bought_elsewhere' } : {}),
            },
            at: new Date(answered.getTime() + MINUTE),
          },
        );
      }
      if (i < NOTES.length) {
        events.push({
          leadId,
          kind: 'note',
          actor: 'agent',
          actorUserId: agent,
          payload: { text: NOTES[i]! },
          at: new Date(lead.firstContactAt.getTime() + 3 * 3600_000),
        });
      }
      if (events.length) await db.insert(leadEvents).values(events);
    }
    // A reminder due soon and an overdue one, for the agents of the first leads.
    const reminders = [
      { index: 1, dueAt: new Date(now + 20 * MINUTE), note: 'Call back about the second viewing.' },
      { index: 2, dueAt: new Date(now - 3 * 3600_000), note: 'Send the floor plan and the service charges.' },
    ];
    for (const reminder of reminders) {
      const leadId = leadIds[reminder.index];
      if (!leadId) continue;
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      const userId = lead?.assigneeUserId ?? owner.id;
      await db.insert(leadReminders).values({ leadId, userId, dueAt: reminder.dueAt, note: reminder.note });
      await db
        .update(leads)
        .set({
          nextReminderAt: sql`(select min(due_at) from lead_reminders r where r.lead_id = ${leadId} and r.done_at is null)`,
        })
        .where(eq(leads.id, leadId));
    }
    leadCount += leadIds.length;
  }
  return { agencies: DEMO_AGENCIES.length, leads: leadCount };
}
