/**
 * Dubai advertising permits (issue 37, J2.1) through the API: a Dubai listing needs the DLD
 * permit number and its QR (an image the server reads, or a link on DLD's hosts); the same permit
 * on the lister's or their agency's live listing is refused, on another lister's it is held for
 * review; an entered expiry takes the listing out of search on that day and mails the lister once
 * (a real SMTP server in this process). Outside Dubai a permit is optional.
 */
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../src/features/listings/listing.table.js';
import { listingPermits } from '../src/features/permits/permit.table.js';
import { listingsWithPermit } from '../src/features/permits/listings-with-permit.js';
import * as files from './fixtures/upload-files.js';
import { agencyWith } from './helpers/agency-leads.js';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';
import { scaled } from './helpers/time.js';

let t: TestApp;
let inbox: SmtpInbox;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let lister: Person;
let rival: Person;
let stranger: Person;
let admin: Person;

const DLD_LINK = 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validate?permit=';
let serial = 0;
/** A fresh permit number (10 digits) and its DLD link. */
const permit = (
  number = `71${String(Date.now() % 1e6).padStart(6, '0')}${String(serial++ % 100).padStart(2, '0')}`,
) => ({
  permit_number: number,
  permit_qr_url: `${DLD_LINK}${number}`,
});

const call = caller(() => t);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://baytak.test', LOGIN_MAX_PER_IP: '1000' });
  lister = await signedInUser(t, { fullName: 'Layla Lister', locale: 'ar' });
  rival = await signedInUser(t, { fullName: 'Rami Rival' });
  stranger = await signedInUser(t, { fullName: 'Sami Stranger' });
  admin = await signedInUser(t, { fullName: 'Admin Person', isAdmin: true });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

async function upload(who: Person, kind: string, content: Buffer, name = 'image.png'): Promise<string> {
  const { body, contentType } = files.multipart(content, name);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${kind}/`,
    headers: { 'content-type': contentType, cookie: who.cookie },
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

/** A photo-like JPEG of a QR code of `text`, drawn here with the qrcode package. */
const qrPhoto = (text: string) => QRCode.toBuffer(text, { type: 'png', width: 480, margin: 4 });

/** Each flat in another building (1 km apart): the same place, size and price is one unit (issue 37, features/units). */
let buildings = 0;
const dubaiFlat = async (who: Person, extra: object = {}) => ({
  purpose: 'rent',
  area_type: 'residential',
  property_type: 'apartment',
  title: `Marina flat ${Math.random().toString(36).slice(2, 8)}`,
  price: 120000,
  currency: 'AED',
  rent_frequency: 'year',
  bedrooms: 2,
  bathrooms: 2,
  country: 'AE',
  city: 'Dubai',
  address: 'Marina Promenade, Dubai Marina',
  latitude: 25.0771 + 0.01 * buildings++,
  longitude: 55.1386,
  area_unit: 'sqft',
  area_size: 1200,
  featured_image: await upload(who, 'featured', await files.png(800, 600)),
  ...extra,
});

const create = (who: Person, payload: object) => call('POST', '/api/properties/', who, payload);
const permitRow = async (listingId: number) =>
  (await t.database.db.select().from(listingPermits).where(eq(listingPermits.listingId, listingId)))[0];
const listingRow = async (id: number) => (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const countOf = async (who: Person) =>
  (await t.database.db.select().from(listings).where(eq(listings.ownerId, who.user.id))).length;

describe('publishing in Dubai', () => {
  it('is refused without a permit, with a wrong length, or with a link off DLD, and nothing is kept', async () => {
    const before = await countOf(lister);
    const none = await create(lister, await dubaiFlat(lister));
    expect(none.statusCode).toBe(422);
    expect(none.json().fields).toEqual({ permit_number: 'permits.errors.number_required' });

    const short = await create(lister, await dubaiFlat(lister, { ...permit(), permit_number: '71234' }));
    expect(short.statusCode).toBe(422);
    expect(short.json().fields).toEqual({ permit_number: 'permits.errors.number_length', permit_digits: '10' });

    const noQr = await create(lister, await dubaiFlat(lister, { permit_number: permit().permit_number }));
    expect(noQr.json().fields).toEqual({ permit_qr_url: 'permits.errors.qr_required' });

    for (const link of [
      'https://dubailand.gov.ae.evil.example/permit',
      'https://evil.example/dubailand.gov.ae',
      'https://dubailand.gov.ae@evil.example/',
      'https://dubailand.gov.ae:8443/',
      'javascript:alert(1)',
    ]) {
      const answer = await create(lister, await dubaiFlat(lister, { ...permit(), permit_qr_url: link }));
      expect(answer.statusCode, link).toBe(link.startsWith('javascript') ? 400 : 422);
    }
    expect(await countOf(lister)).toBe(before);
  });

  it('refuses a QR image that points elsewhere (422) or cannot be read, read by the server itself', async () => {
    const foreign = await upload(lister, 'permit_qr', await qrPhoto('https://evil.example/permit/7123456789'));
    const answer = await create(
      lister,
      await dubaiFlat(lister, { ...permit(), permit_qr_url: null, permit_qr_upload: foreign }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      message: 'This QR code does not point to the Dubai Land Department.',
      fields: { permit_qr_upload: 'permits.errors.qr_not_dld' },
    });
    const blank = await upload(lister, 'permit_qr', await files.png(300, 300));
    const unreadable = await create(lister, await dubaiFlat(lister, { ...permit(), permit_qr_upload: blank }));
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().fields).toEqual({ permit_qr_upload: 'permits.errors.qr_unreadable' });
    // Another user's QR image is not theirs to use.
    const theirs = await upload(rival, 'permit_qr', await qrPhoto(`${DLD_LINK}7000000001`));
    const borrowed = await create(lister, await dubaiFlat(lister, { ...permit(), permit_qr_upload: theirs }));
    expect(borrowed.json().fields).toEqual({ permit_qr_upload: 'permits.errors.qr_upload_invalid' });
  });

  it('publishes with a DLD QR image; the page shows the permit, its check link and a QR drawn by the server', async () => {
    const number = '7123456789';
    const qr = await upload(lister, 'permit_qr', await qrPhoto(`${DLD_LINK}${number}`));
    const expires = new Date(Date.now() + 90 * 86400_000).toISOString().slice(0, 10);
    const answer = await create(
      lister,
      await dubaiFlat(lister, { permit_number: number, permit_qr_upload: qr, permit_expires_on: expires }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, status, permit: shown } = answer.json().property;
    expect(status).toBe('for_rent');
    expect(shown).toMatchObject({ authority: 'dld_trakheesi', number, check_url: `${DLD_LINK}${number}` });
    expect(shown.expires_on).toBe(expires);
    expect((await permitRow(id))!.qrCheckedAt).not.toBeNull();

    const guest = (await call('GET', `/api/properties/${id}/`)).json().permit;
    expect(guest).toEqual({
      authority: 'dld_trakheesi',
      number,
      check_url: `${DLD_LINK}${number}`,
      qr_svg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/),
    });
    // The drawn code reads back as the checked link.
    const { readQrCode } = await import('../src/features/permits/permit-qr.js');
    const sharp = (await import('sharp')).default;
    expect(await readQrCode(await sharp(Buffer.from(guest.qr_svg), { density: 300 }).png().toBuffer())).toBe(
      `${DLD_LINK}${number}`,
    );
  });

  it('refuses the same permit on another live listing of the lister (409 naming it)', async () => {
    const first = await create(lister, await dubaiFlat(lister, permit('7000000010')));
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().property.id;
    const again = await create(lister, await dubaiFlat(lister, permit('7000000010')));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'permit_in_use',
      message: `Permit 7000000010 is already used by your listing #${firstId}.`,
      fields: { permit_number: 'permits.errors.in_use_by_yours', permit_listing: String(firstId) },
    });
    // Sold, it no longer holds the permit.
    expect((await call('POST', `/api/properties/${firstId}/status/`, lister, { status: 'rented' })).statusCode).toBe(
      200,
    );
    expect((await create(lister, await dubaiFlat(lister, permit('7000000010')))).statusCode).toBe(201);
  });

  it("refuses it on a live listing of the lister's agency", async () => {
    const { people } = await agencyWith(t, [{ role: 'owner' }, { role: 'agent' }]);
    const [boss, agent] = people as [Person, Person];
    const first = await create(boss, await dubaiFlat(boss, permit('7000000020')));
    expect(first.statusCode, first.body).toBe(201);
    const second = await create(agent, await dubaiFlat(agent, permit('7000000020')));
    expect(second.statusCode).toBe(409);
    expect(second.json().fields.permit_listing).toBe(String(first.json().property.id));
  });

  it("holds it for review when another agency's listing carries the permit, with the reason for moderators", async () => {
    const first = await create(lister, await dubaiFlat(lister, permit('7000000030')));
    expect(first.statusCode).toBe(201);
    const theirs = await create(rival, await dubaiFlat(rival, permit('7000000030')));
    expect(theirs.statusCode, theirs.body).toBe(201);
    const { id, status } = theirs.json().property;
    expect(status).toBe('pending');
    expect((await permitRow(id))!.status).toBe('conflict');
    expect((await call('GET', `/api/properties/${id}/`)).statusCode).toBe(404);
    // The lister cannot release it themselves.
    const release = await call('POST', `/api/properties/${id}/status/`, rival, { status: 'for_rent' });
    expect(release.statusCode).toBe(403);
    expect(release.json().code).toBe('permit_held');
    const queue = (await call('GET', '/api/admin/listings/?state=pending', admin)).json();
    const item = queue.results.find((r: { listing: { id: number } }) => r.listing.id === id);
    expect(item.hold_reasons).toEqual([{ key: 'permits.hold.conflict', listing_id: first.json().property.id }]);
    // Both listings of the unit are found by their permit (one card per real unit uses this).
    const sharing = await listingsWithPermit(t.database.db, '7000000030');
    expect(sharing.map((l) => [l.listingId, l.ownerId])).toEqual([
      [first.json().property.id, lister.user.id],
      [id, rival.user.id],
    ]);
    // A moderator may approve it: then it shows.
    expect((await call('POST', `/api/admin/listings/${id}/approve/`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/properties/${id}/`)).json().status).toBe('for_rent');
  });
});

describe('outside Dubai', () => {
  it('a permit is optional, and shown when given', async () => {
    const lahore = async () => ({
      ...(await dubaiFlat(stranger)),
      currency: 'PKR',
      price: 90000,
      rent_frequency: 'month',
      country: 'PK',
      city: 'Lahore',
      address: 'Block C, Gulberg III, Lahore',
      latitude: 31.5204 + 0.01 * buildings++,
      longitude: 74.3587,
    });
    const without = await create(stranger, await lahore());
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json().property.permit).toBeNull();
    const withOne = await create(stranger, { ...(await lahore()), permit_number: '4455' });
    expect(withOne.statusCode, withOne.body).toBe(201);
    expect(withOne.json().property.permit).toMatchObject({ authority: 'other', number: '4455', check_url: null });
    // Removed on an edit: the page shows none.
    const id = withOne.json().property.id;
    const removed = await call('PATCH', `/api/properties/${id}/`, stranger, { permit_number: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().property.permit).toBeNull();
    // In Dubai the same edit is refused.
    const dubai = await create(stranger, await dubaiFlat(stranger, permit()));
    const bare = await call('PATCH', `/api/properties/${dubai.json().property.id}/`, stranger, { permit_number: '' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().fields).toEqual({ permit_number: 'permits.errors.number_required' });
    const letters = await create(stranger, { ...(await lahore()), permit_number: '44A5' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().fields).toEqual({ permit_number: 'permits.errors.number_digits' });
  });
});

describe('privacy', () => {
  it("another user sees only what the page shows and cannot change a listing's permit", async () => {
    const expires = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    const made = await create(lister, await dubaiFlat(lister, { ...permit('7000000040'), permit_expires_on: expires }));
    const id = made.json().property.id;
    const seen = (await call('GET', `/api/properties/${id}/`, stranger)).json().permit;
    expect(Object.keys(seen).sort()).toEqual(['authority', 'check_url', 'number', 'qr_svg']);
    const change = await call('PATCH', `/api/properties/${id}/`, stranger, permit('7000000041'));
    expect(change.statusCode).toBe(403);
    expect((await permitRow(id))!.permitNumber).toBe('7000000040');
  });
});

describe('the daily expiry sweep', () => {
  it('takes the listing out of search on the expiry day and mails the lister once, in their language', async () => {
    const expires = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
    const made = await create(lister, await dubaiFlat(lister, { ...permit('7000000050'), permit_expires_on: expires }));
    const id = made.json().property.id;
    // Today (in Dubai) the permit expires.
    await t.database.db.execute(
      sql`update listing_permits set expires_on = (now() at time zone 'Asia/Dubai')::date where listing_id = ${id}`,
    );
    const mails = () => inbox.mailsTo(lister.user.email).filter((m) => m.text.includes('7000000050'));
    const swept = await t.app.services.permits.expirySweep();
    expect(swept).toMatchObject({ expired: 1, held: 1, mails: 1 });
    expect((await t.app.services.permits.expirySweep()).mails).toBe(0);
    await expect.poll(() => mails().length, { timeout: scaled(10_000) }).toBe(1);
    expect(mails()[0]!.subject).toBe('انتهى تصريح الإعلان لإعلانك');
    expect(mails()[0]!.text).toContain(`/ar/add-listing?edit=${id}`);
    expect((await listingRow(id)).status).toBe('on_hold');
    expect((await permitRow(id))!.status).toBe('expired');
    expect((await call('GET', `/api/properties/${id}/`)).statusCode).toBe(404);

    // Not back on the market by a status change; back with a renewed permit.
    const republish = await call('POST', `/api/properties/${id}/status/`, lister, { status: 'for_rent' });
    expect(republish.statusCode).toBe(422);
    expect(republish.json().fields).toEqual({ permit_expires_on: 'permits.errors.expired' });
    const renewed = new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10);
    const edit = await call('PATCH', `/api/properties/${id}/`, lister, { permit_expires_on: renewed });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().property).toMatchObject({ status: 'for_rent', permit: { status: 'ok', expires_on: renewed } });
    await new Promise((resolve) => setTimeout(resolve, scaled(300)));
    expect(mails()).toHaveLength(1);
  });
});
