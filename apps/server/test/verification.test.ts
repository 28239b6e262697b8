import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../src/features/listings/listing.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { adminActions } from '../src/features/moderation/moderation.table.js';
import { verificationRequests } from '../src/features/verification/verification.table.js';
import { png, elf, pdf } from './fixtures/upload-files.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { agentRequest, requestVerification } from './helpers/verification.js';
import { caller } from './helpers/kit.js';

const DAY = 86_400_000;

describe('verified listings: request, decision, badge (issue 37)', () => {
  let t: TestApp;
  let lister: Awaited<ReturnType<typeof signedInUser>>;
  let moderator: Awaited<ReturnType<typeof signedInUser>>;
  let listingId: number;
  const call = caller(() => t);
  const queue = async () => (await call('GET', '/api/admin/verification/', moderator.cookie)).json();
  const detail = async () => (await call('GET', `/api/properties/${listingId}/`)).json();
  const state = async () => (await call('GET', `/api/verification/listings/${listingId}/`, lister.cookie)).json();

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
    lister = await signedInUser(t, { fullName: 'Layla Lister', type: 'agent' });
    moderator = await signedInUser(t, { fullName: 'Mona Moderator', isAdmin: true });
    listingId = (
      await insertListing(
        t.database.db,
        lister.user.id,
        {
          title: 'Marina two-bed with sea view',
          country: 'AE',
          city: 'Dubai',
          currency: 'AED',
          price: 2_000_000,
          property_type: 'apartment',
          area_unit: 'sqft',
          area_size: 1200,
          bedrooms: 2,
          latitude: 25.08,
          longitude: 55.14,
        },
        { status: 'for_sale' },
      )
    ).id;
  });
  afterAll(() => t.close());

  it('runs request, 409, rejection with reason, resubmission and approval; the badge shows on card and page', async () => {
    // A guest cannot ask; the lister sees no badge and an eligible listing.
    expect((await requestVerification(t, listingId, undefined, await agentRequest())).statusCode).toBe(401);
    expect(await state()).toMatchObject({ ineligible: null, verification: null, latest: null });

    const first = await requestVerification(t, listingId, lister.cookie, await agentRequest());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'submitted', lister_role: 'agent' });
    expect(first.json().files.map((f: { kind: string }) => f.kind)).toEqual([
      'ownership',
      'authority_to_market',
      'on_site_photo',
      'on_site_photo',
    ]);
    // The owner sees "Verification requested"; the public sees nothing yet.
    expect((await state()).latest.status).toBe('submitted');
    expect((await detail()).verification).toBeNull();

    const second = await requestVerification(t, listingId, lister.cookie, await agentRequest());
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('verification_pending');

    // The moderator sees the request beside the listing's claimed facts.
    const waiting = await queue();
    expect(waiting.count).toBe(1);
    expect(waiting.results[0]).toMatchObject({
      listing: { id: listingId, title: 'Marina two-bed with sea view', price: 2_000_000, bedrooms: 2, area_size: 1200 },
      requested_by: { full_name: 'Layla Lister' },
    });
    expect(waiting.results[0].files.every((f: { url: string }) => f.url.startsWith('/api/verification/files/'))).toBe(
      true,
    );
    const requestId = waiting.results[0].id;

    // "Other" needs its text; a reason off the list is refused.
    expect(
      (await call('POST', `/api/admin/verification/${requestId}/reject/`, moderator.cookie, { reason: 'other' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/admin/verification/${requestId}/reject/`, moderator.cookie, { reason: 'ugly' }))
        .statusCode,
    ).toBe(400);
    // Only moderators decide.
    expect((await call('POST', `/api/admin/verification/${requestId}/approve/`, lister.cookie)).statusCode).toBe(403);
    const rejected = await call('POST', `/api/admin/verification/${requestId}/reject/`, moderator.cookie, {
      reason: 'name_mismatch',
      note: 'The deed names another owner.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await call('POST', `/api/admin/verification/${requestId}/approve/`, moderator.cookie)).json().code).toBe(
      'verification_not_pending',
    );
    // The lister sees the reason, and is told in the app.
    expect((await state()).latest).toMatchObject({
      status: 'rejected',
      reject_reason: 'name_mismatch',
      reject_note: 'The deed names another owner.',
    });
    const notices = await t.database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, lister.user.id));
    expect(notices.map((n) => n.kind)).toContain('verification_rejected');

    // Resubmitted as the owner: no authority needed; approved.
    const again = await requestVerification(t, listingId, lister.cookie, [
      { field: 'lister_role', value: 'owner' },
      { field: 'ownership:title_deed', content: pdf(3000), filename: 'deed-2.pdf' },
      { field: 'on_site_photo', content: await png(300, 300), filename: 'unit-number.png' },
      { field: 'on_site_photo', content: await png(310, 300), filename: 'kitchen.png' },
    ]);
    expect(again.statusCode, again.body).toBe(201);
    const approved = await call('POST', `/api/admin/verification/${again.json().id}/approve/`, moderator.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await queue()).count).toBe(0);

    const page = await detail();
    expect(page.verification).toMatchObject({ scope: ['ownership', 'on_site_photos'] });
    const days = (Date.parse(page.verification.verified_until) - Date.parse(page.verification.verified_at)) / DAY;
    expect(days).toBeCloseTo(90, 3);
    const search = (await call('GET', '/api/properties/?country=AE&verified_listing=1')).json();
    expect(search.results.map((r: { id: number }) => r.id)).toEqual([listingId]);
    expect(search.results[0].verification).toEqual(page.verification);
    // The existing verified=1 (verified listers) is a different filter.
    expect((await call('GET', '/api/properties/?country=AE&verified=1')).json().results).toHaveLength(0);

    // Both decisions are in the administrators' log.
    const log = await t.database.db.select().from(adminActions).where(eq(adminActions.adminId, moderator.user.id));
    expect(log.map((a) => a.action).sort()).toEqual(['approve_verification', 'reject_verification']);
    expect(log.find((a) => a.action === 'reject_verification')?.detail).toMatchObject({
      reason_code: 'name_mismatch',
      reason: 'the name does not match: The deed names another owner.',
    });
  });

  it('lapses on a price edit of more than 10 %, not on a smaller one, and tells the owner', async () => {
    const small = await call('POST', `/api/properties/${listingId}/price/`, lister.cookie, { price: 2_150_000 });
    expect(small.statusCode, small.body).toBe(200);
    expect((await detail()).verification).not.toBeNull();
    // 2,250,000 is 12.5 % above the approved 2,000,000 (the steps add up).
    await call('POST', `/api/properties/${listingId}/price/`, lister.cookie, { price: 2_250_000 });
    expect((await detail()).verification).toBeNull();
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(row).toMatchObject({ verifiedAt: null, verifiedUntil: null, verificationScope: null });
    expect((await state()).latest).toMatchObject({ status: 'lapsed', lapse_reason: 'price' });
    const notices = await t.database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, lister.user.id));
    expect(notices.find((n) => n.kind === 'verification_lapsed')?.payload).toMatchObject({ reason: 'price' });
  });

  it('lapses when marked sold, and after 90 days by the daily sweep', async () => {
    const approve = async (id: number) => {
      const sent = await requestVerification(t, id, lister.cookie, await agentRequest());
      expect(sent.statusCode, sent.body).toBe(201);
      await call('POST', `/api/admin/verification/${sent.json().id}/approve/`, moderator.cookie);
    };
    const sold = (
      await insertListing(t.database.db, lister.user.id, { title: 'Villa to be sold' }, { status: 'for_sale' })
    ).id;
    await approve(sold);
    expect((await call('GET', `/api/properties/${sold}/`)).json().verification).not.toBeNull();
    const marked = await call('POST', `/api/properties/${sold}/status/`, lister.cookie, { status: 'sold' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().property.verification).toBeNull();
    const [soldRequest] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.listingId, sold));
    expect(soldRequest).toMatchObject({ status: 'lapsed', lapseReason: 'sold' });

    const old = (
      await insertListing(t.database.db, lister.user.id, { title: 'House verified long ago' }, { status: 'for_sale' })
    ).id;
    await approve(old);
    // 91 days on: the badge no longer shows even before the sweep, and the sweep clears it.
    await t.database.db
      .update(listings)
      .set({ verifiedAt: new Date(Date.now() - 91 * DAY), verifiedUntil: new Date(Date.now() - DAY) })
      .where(eq(listings.id, old));
    expect((await call('GET', `/api/properties/${old}/`)).json().verification).toBeNull();
    const swept = await t.app.services.verification.sweep();
    expect(swept.lapsed).toBe(1);
    const [oldRow] = await t.database.db.select().from(listings).where(eq(listings.id, old));
    expect(oldRow!.verifiedUntil).toBeNull();
    const [oldRequest] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.listingId, old));
    expect(oldRequest).toMatchObject({ status: 'lapsed', lapseReason: 'expired' });
  });

  it('ranks a verified listing higher by relevance, and leaves newest first as it is', async () => {
    const older = (
      await insertListing(
        t.database.db,
        lister.user.id,
        { title: 'Quiet penthouse Zanzibarish terrace', city: 'Karachi', address: 'Clifton Block 2, Karachi' },
        { status: 'for_sale', createdAt: new Date(Date.now() - 5 * DAY) },
      )
    ).id;
    const newer = (
      await insertListing(
        t.database.db,
        lister.user.id,
        { title: 'Quiet penthouse Zanzibarish terrace', city: 'Karachi', address: 'Clifton Block 2, Karachi' },
        { status: 'for_sale' },
      )
    ).id;
    const ids = async (query: string) =>
      (await call('GET', `/api/properties/?${query}`)).json().results.map((r: { id: number }) => r.id);
    // Same text, same rank: newest first, in both orders.
    expect(await ids('q=Zanzibarish')).toEqual([newer, older]);
    const sent = await requestVerification(t, older, lister.cookie, await agentRequest());
    await call('POST', `/api/admin/verification/${sent.json().id}/approve/`, moderator.cookie);
    expect(await ids('q=Zanzibarish')).toEqual([older, newer]);
    expect(await ids('q=Zanzibarish&sort=newest')).toEqual([newer, older]);
    expect(await ids('city=Karachi&q=Zanzibarish&sort=relevance')).toEqual([older, newer]);
  });

  it('refuses bad files, an 11th file, broken rules and ineligible listings with a 422 naming the problem', async () => {
    const fresh = (
      await insertListing(t.database.db, lister.user.id, { title: 'Flat for checks' }, { status: 'for_sale' })
    ).id;
    const base = await agentRequest();
    const send = (parts: typeof base) => requestVerification(t, fresh, lister.cookie, parts);
    const expectRefused = async (parts: typeof base, key: string) => {
      const res = await send(parts);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'verification_files_invalid',
        fields: { files: `verification.errors.${key}` },
      });
    };
    await expectRefused([...base, { field: 'ownership:owner_id', content: elf(), filename: 'id.pdf' }], 'file_type');
    // A PDF is a document, not a photo.
    await expectRefused([...base, { field: 'on_site_photo', content: pdf(), filename: 'photo.jpg' }], 'file_type');
    const photo = await png(200, 200);
    const eleven = [
      ...base,
      ...Array.from({ length: 7 }, (_, i) => ({
        field: 'ownership:other',
        content: pdf(100 + i),
        filename: `x${i}.pdf`,
      })),
    ];
    expect(eleven.filter((p) => 'content' in p)).toHaveLength(11);
    await expectRefused(eleven, 'too_many_files');
    await expectRefused(
      base.filter((p) => p.field !== 'authority_to_market:form_a'),
      'authority_required',
    );
    await expectRefused(
      base.filter((p) => !p.field.startsWith('ownership')),
      'ownership_required',
    );
    await expectRefused(
      [...base.filter((p) => p.field !== 'on_site_photo'), { field: 'on_site_photo', content: photo }],
      'photos_count',
    );
    await expectRefused([{ field: 'lister_role', value: 'cousin' }, ...base.slice(1)], 'role_invalid');
    await expectRefused([...base, { field: 'deed', content: pdf() }], 'file_field');
    // Over 10 MB.
    await expectRefused(
      [...base.slice(0, 2), { field: 'ownership:other', content: pdf(10 * 1024 * 1024 + 10) }],
      'file_too_large',
    );
    // Nothing was kept of the refused requests, neither rows nor files.
    expect(
      await t.database.db.select().from(verificationRequests).where(eq(verificationRequests.listingId, fresh)),
    ).toHaveLength(0);
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp'))).toEqual([]);

    const plot = (
      await insertListing(
        t.database.db,
        lister.user.id,
        {
          title: 'Plot in Dubai South',
          country: 'AE',
          city: 'Dubai',
          currency: 'AED',
          area_type: 'plot',
          property_type: 'residential_plot',
          bedrooms: 0,
          bathrooms: 0,
        },
        { status: 'for_sale' },
      )
    ).id;
    const refused = await requestVerification(t, plot, lister.cookie, base);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'verification_ineligible',
      message: 'This property type cannot be verified',
    });
    expect((await call('GET', `/api/verification/listings/${plot}/`, lister.cookie)).json().ineligible).toBe(
      'property_type',
    );
    const monthly = (
      await insertListing(
        t.database.db,
        lister.user.id,
        { title: 'Monthly rental', purpose: 'rent', rent_frequency: 'month' },
        { status: 'for_rent' },
      )
    ).id;
    expect((await requestVerification(t, monthly, lister.cookie, base)).json().fields.listing).toBe(
      'verification.errors.ineligible_purpose',
    );
  });
});
