/**
 * Anti-scam (issue 42): reports weigh by the reporter's trust and hide a listing at 4 within 14 days
 * (J8.4); once per reporter, target and reason, at most 10 an hour, never your own (J8.3); the
 * reporter hears the outcome; the risk score at publish holds a listing with its signals (J8.5).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_CONFIG } from '@estate/shared';
import { chatMessages } from '../src/features/chat/chat.table.js';
import { listings } from '../src/features/listings/listing.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { listingHolds } from '../src/features/trust/listing-hold.table.js';
import { reports } from '../src/features/moderation/moderation.table.js';
import { createUser } from '../src/seed/factories/user.factory.js';
import { riskListingOf, riskSignals } from '../src/features/trust/risk-signals.js';
import * as files from './fixtures/upload-files.js';
import { caller } from './helpers/kit.js';
import { baseListing, insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const call = caller(() => t);
const db = () => t.database.db;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let owner: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

/** A reporter of a given trust: new (3 days), verified (30 days) or trusted (120 days). */
const reporter = (trust: 'new' | 'verified' | 'trusted' | 'unverified') =>
  signedInUser(t, {
    createdAt: ago(trust === 'new' ? 3 : trust === 'verified' ? 30 : 120),
    ...(trust === 'unverified' ? { emailVerifiedAt: null } : {}),
  });

const report = (who: { cookie: string }, listingId: number, reason: string, extra: object = {}) =>
  call('POST', '/api/reports/', who, { target_type: 'listing', target_id: listingId, reason, ...extra });

const statusOf = async (id: number) =>
  (await db().select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;

beforeAll(async () => {
  t = await createTestApp({ CONTENT_LIMIT_FACTOR: '100' });
  owner = await signedInUser(t, { fullName: 'Listing Owner' });
  admin = await signedInUser(t, { fullName: 'Moderator', isAdmin: true });
});
afterAll(() => t.close());

describe('weighted reports (J8.4)', () => {
  it('three reports from new or unverified accounts do not hide a listing; two from trusted ones do', async () => {
    const listing = await insertListing(db(), owner.user.id, { title: 'Marina bargain' });
    for (const trust of ['new', 'new', 'unverified'] as const) {
      expect((await report(await reporter(trust), listing.id, 'wrong_price')).statusCode).toBe(201);
    }
    expect(await statusOf(listing.id)).toBe('for_sale');
    const weights = await db()
      .select({ w: reports.reporterWeight })
      .from(reports)
      .where(eq(reports.targetId, listing.id));
    expect(weights.map((r) => r.w)).toEqual([0, 0, 0]);

    const first = await reporter('trusted');
    expect((await report(first, listing.id, 'asked_money_before_viewing')).statusCode).toBe(201);
    expect(await statusOf(listing.id)).toBe('for_sale');
    expect((await report(await reporter('trusted'), listing.id, 'fake_photos')).statusCode).toBe(201);
    // 2 + 2 reaches 4: out of search until a moderator decides.
    expect(await statusOf(listing.id)).toBe('pending');
    const search = (await call('GET', '/api/properties/?page_size=100')).json() as { results: { id: number }[] };
    expect(search.results.map((r) => r.id)).not.toContain(listing.id);
    const [hold] = await db().select().from(listingHolds).where(eq(listingHolds.listingId, listing.id));
    expect(hold).toMatchObject({ kind: 'reports', status: 'held', totalScore: 4, previousStatus: 'for_sale' });
    expect(hold!.signals.map((s) => s.signal).sort()).toEqual(['asked_money_before_viewing', 'fake_photos']);

    // The lister is told the reasons, never who reported.
    const [told] = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, owner.user.id), eq(userNotifications.kind, 'listing_held')));
    expect(told!.payload).toMatchObject({ title: 'Marina bargain', hold: 'reports' });
    expect(JSON.stringify(told!.payload)).not.toContain(String(first.user.id));
    expect(JSON.stringify(told!.payload)).not.toContain(first.seed.email);

    // The moderator sees the hold with its signals in the review queue.
    const queue = (await call('GET', '/api/admin/listings/?state=pending', admin)).json() as {
      results: { listing: { id: number }; holds: { kind: string; signals: { signal: string }[] }[] }[];
    };
    const item = queue.results.find((r) => r.listing.id === listing.id);
    expect(item?.holds[0]).toMatchObject({ kind: 'reports', total_score: 4 });

    // Dismissed: the listing is back, the hold released, every reporter told there was no breach.
    const [open] = await db().select().from(reports).where(eq(reports.targetId, listing.id));
    const decided = await call('POST', `/api/admin/reports/${open!.id}/`, admin, { decision: 'dismiss' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await statusOf(listing.id)).toBe('for_sale');
    const [released] = await db().select().from(listingHolds).where(eq(listingHolds.listingId, listing.id));
    expect(released).toMatchObject({ status: 'released', decidedBy: admin.user.id });
    const outcome = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, first.user.id), eq(userNotifications.kind, 'report_decided')));
    expect(outcome[0]?.payload).toMatchObject({ title: 'Marina bargain', outcome: 'no_breach' });
  });

  it("a moderator's report hides at once; a decision to remove it closes the hold as removed", async () => {
    const listing = await insertListing(db(), owner.user.id, { title: 'Copied villa' });
    expect((await report(admin, listing.id, 'fake_photos')).statusCode).toBe(201);
    expect(await statusOf(listing.id)).toBe('pending');
    const [open] = await db().select().from(reports).where(eq(reports.targetId, listing.id));
    const decided = await call('POST', `/api/admin/reports/${open!.id}/`, admin, {
      decision: 'resolve',
      hide_listing: true,
      note: 'The photos are of another building.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [hold] = await db().select().from(listingHolds).where(eq(listingHolds.listingId, listing.id));
    expect(hold).toMatchObject({ status: 'removed', decidedBy: admin.user.id });
  });
});

describe('the report flow (J8.3)', () => {
  it('once per reporter, target and reason (409); another reason is a new report; never your own (422)', async () => {
    const listing = await insertListing(db(), owner.user.id, { title: 'Twice reported' });
    const someone = await reporter('verified');
    expect((await report(someone, listing.id, 'unavailable')).statusCode).toBe(201);
    const again = await report(someone, listing.id, 'unavailable');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_reported', fields: { form: 'admin.report.already' } });
    expect((await report(someone, listing.id, 'wrong_location')).statusCode).toBe(201);
    const own = await report(owner, listing.id, 'duplicate');
    expect(own.statusCode).toBe(422);
    expect(own.json().fields.form).toBe('admin.report.own');
    const long = await report(someone, listing.id, 'other', { details: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.details).toBe('admin.errors.details_too_long');
  });

  it(`more than ${TRUST_CONFIG.reports.perHour} reports an hour from one account: 429`, async () => {
    const busy = await reporter('verified');
    for (let i = 0; i < TRUST_CONFIG.reports.perHour; i += 1) {
      const listing = await insertListing(db(), owner.user.id, { title: `Flat ${i}` });
      expect((await report(busy, listing.id, 'duplicate')).statusCode).toBe(201);
    }
    const listing = await insertListing(db(), owner.user.id, { title: 'One too many' });
    const over = await report(busy, listing.id, 'duplicate');
    expect(over.statusCode).toBe(429);
    expect(over.json().fields.form).toBe('admin.report.too_many');
  });

  it('a screenshot must be an image the reporter uploaded; one is kept with the report', async () => {
    const listing = await insertListing(db(), owner.user.id, { title: 'With evidence' });
    const someone = await reporter('verified');
    const missing = await report(someone, listing.id, 'fake_photos', {
      evidence_upload_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields.evidence_upload_id).toBe('admin.errors.evidence_invalid');
    // The refused report was not stored: sending it right with a screenshot works.
    const { body, contentType } = files.multipart(await files.png(400, 300), 'screen.png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/report_evidence/',
      headers: { 'content-type': contentType, cookie: someone.cookie },
      payload: body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const sent = await report(someone, listing.id, 'fake_photos', { evidence_upload_id: uploaded.json().id });
    expect(sent.statusCode, sent.body).toBe(201);
    const listed = (await call('GET', '/api/admin/reports/', admin)).json() as {
      results: { id: number; evidence_url: string | null; reporter_weight: number }[];
    };
    const item = listed.results.find((r) => r.id === sent.json().id);
    expect(item?.evidence_url).toMatch(/^\/media\//);
    expect(item?.reporter_weight).toBe(1);
  });

  it('a chat message is reported by its recipient only', async () => {
    const sender = await signedInUser(t);
    const recipient = await signedInUser(t);
    const [message] = await db()
      .insert(chatMessages)
      .values({ senderId: sender.user.id, receiverId: recipient.user.id, body: 'Send the token money first' })
      .returning();
    const byStranger = await call('POST', '/api/reports/', await reporter('verified'), {
      target_type: 'chat_message',
      target_id: message!.id,
      reason: 'asked_money_before_viewing',
    });
    expect(byStranger.statusCode).toBe(404);
    const byRecipient = await call('POST', '/api/reports/', recipient, {
      target_type: 'chat_message',
      target_id: message!.id,
      reason: 'asked_money_before_viewing',
    });
    expect(byRecipient.statusCode, byRecipient.body).toBe(201);
  });

  it('an upheld report on a chat message blocks its IBAN: the next message carrying it is held', async () => {
    const scammer = await signedInUser(t);
    const victim = await signedInUser(t);
    const send = (message: string) =>
      call('POST', '/api/chat/send/', scammer, { receiver_id: victim.user.id, message });
    const first = await send('Pay the advance to AE07 0331 2345 6789 0123 456 and I will send the keys.');
    expect(first.statusCode, first.body).toBe(201);
    const reported = await call('POST', '/api/reports/', victim, {
      target_type: 'chat_message',
      target_id: first.json().id,
      reason: 'asked_money_before_viewing',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const decided = await call('POST', `/api/admin/reports/${reported.json().id}/`, admin, { decision: 'resolve' });
    expect(decided.statusCode, decided.body).toBe(200);
    const again = await send('Last chance: AE070331234567890123456 today.');
    expect(again.json()).toMatchObject({ held: true });
    // A held message does not exist for reporting.
    const late = await call('POST', '/api/reports/', victim, {
      target_type: 'chat_message',
      target_id: again.json().id,
      reason: 'other',
    });
    expect(late.statusCode).toBe(404);
  });
});

describe('the risk score at publish (J8.5)', () => {
  async function upload(who: { cookie: string }): Promise<string> {
    const { body, contentType } = files.multipart(await files.png(800, 600), 'cover.png');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/featured/',
      headers: { 'content-type': contentType, cookie: who.cookie },
      payload: body,
    });
    return answer.json().id;
  }

  it('a listing scoring 5 or more waits for review with its signals; approving it releases it', async () => {
    const lister = await signedInUser(t, { phoneNumber: '+92 333 1234567' });
    // A suspended account with the same phone (5) and a phone and an IBAN in the description (2).
    await createUser(db(), {
      fullName: 'Banned Lister',
      email: 'banned-lister@example.test',
      type: 'owner',
      phoneNumber: '+923331234567',
      accountStatus: 'suspended',
    });
    const body = {
      ...baseListing({
        description:
          'Lovely house, call 0333 765 4321 or pay the token to PK36SCBL0000001123456702 to hold it. Spacious rooms and a garden.',
      }),
      featured_image: await upload(lister),
    };
    const created = await call('POST', '/api/properties/', lister, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().property.status).toBe('pending');
    const id = created.json().property.id as number;
    const [hold] = await db().select().from(listingHolds).where(eq(listingHolds.listingId, id));
    expect(hold).toMatchObject({ kind: 'risk', status: 'held', previousStatus: 'for_sale' });
    const signals = Object.fromEntries(hold!.signals.map((s) => [s.signal, s]));
    expect(signals.banned_account_phone?.score).toBe(5);
    expect(signals.contact_in_description?.evidence).toMatchObject({ ibans: ['PK36…02'] });
    expect(hold!.totalScore).toBeGreaterThanOrEqual(TRUST_CONFIG.risk.holdAtScore);

    const approved = await call('POST', `/api/admin/listings/${id}/approve/`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const [after] = await db().select().from(listingHolds).where(eq(listingHolds.listingId, id));
    expect(after).toMatchObject({ status: 'released', decidedBy: admin.user.id });
  });

  it("a description copied from another lister's listing is a signal, case and spacing aside", async () => {
    const text =
      'Sunny corner apartment on the fourth floor with two balconies, a fitted kitchen and a view of the park.';
    const original = await insertListing(db(), owner.user.id, { title: 'Original words', description: text });
    const copier = await signedInUser(t);
    const copy = await insertListing(db(), copier.user.id, {
      title: 'Copied words',
      description: `  ${text.toUpperCase().replace(/ /g, '   ')}  `,
    });
    const riskOf = async (id: number, who: { id: number; createdAt: Date; phoneNumber: string }) => {
      const [listing] = await db().select().from(listings).where(eq(listings.id, id));
      return riskSignals(db(), riskListingOf(listing!), who, { photoTwins: async () => [] });
    };
    const copied = (await riskOf(copy.id, copier.user)).find((s) => s.signal === 'copied_description');
    expect(copied?.evidence).toEqual({ listings: [{ id: original.id, slug: original.slug }] });
    // The lister's own earlier listing with the same words does not count; the other lister's copy does.
    const again = await insertListing(db(), owner.user.id, { title: 'Same owner again', description: text });
    const own = (await riskOf(again.id, owner.user)).find((s) => s.signal === 'copied_description');
    expect(own?.evidence).toEqual({ listings: [{ id: copy.id, slug: copy.slug }] });
  });

  it('an ordinary listing is published as before', async () => {
    const lister = await signedInUser(t, { createdAt: ago(200) });
    const created = await call('POST', '/api/properties/', lister, {
      ...baseListing(),
      featured_image: await upload(lister),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().property.status).toBe('for_sale');
    const holds = await db().select().from(listingHolds).where(eq(listingHolds.listingId, created.json().property.id));
    expect(holds).toEqual([]);
  });
});
