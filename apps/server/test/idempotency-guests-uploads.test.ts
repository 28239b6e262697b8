import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_RULES } from '@estate/shared';
import { listingInquiries } from '../src/features/listings/listing.table.js';
import { uploads } from '../src/features/uploads/upload.table.js';
import * as files from './fixtures/upload-files.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let lister: Awaited<ReturnType<typeof signedInUser>>;
let uploader: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  lister = await signedInUser(t, { fullName: 'Listing Owner', phoneNumber: '+923009998877' });
  uploader = await signedInUser(t, { fullName: 'Photo Uploader' });
});
afterAll(() => t.close());

const inquiry = { channel: 'phone', name: 'Guest Buyer', phone: '+923001112233', message: 'Is it still available?' };

/** A guest (no session) from `address`. */
const guestInquiry = (listingId: number, key: string, address: string, payload: object = inquiry) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${listingId}/inquiries/`,
    headers: { 'idempotency-key': key },
    remoteAddress: address,
    payload,
  });

const storedInquiries = async (listingId: number) =>
  t.database.db.select().from(listingInquiries).where(eq(listingInquiries.listingId, listingId));

describe("guests' inquiries with an Idempotency-Key (issue 38, decision 0052)", () => {
  it('a retried guest inquiry is stored once, and its retries are not counted against the address', async () => {
    const listing = await insertListing(t.database.db, lister.user.id);
    const key = 'guest-inquiry-key-0001';
    const first = await guestInquiry(listing.id, key, '198.51.100.10');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().phone).toBe('+923009998877');
    // More retries than the address may send inquiries in an hour (20): each is the first answer.
    for (let i = 0; i < 22; i++) {
      const retry = await guestInquiry(listing.id, key, '198.51.100.10');
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    }
    expect(await storedInquiries(listing.id)).toHaveLength(1);
    const page = (await t.app.inject({ url: `/api/properties/${listing.id}/` })).json();
    expect(page.clicks).toBe(1);
  });

  it('the same key with another body, listing or route is refused with 422 and reveals nothing', async () => {
    const listing = await insertListing(t.database.db, lister.user.id);
    const other = await insertListing(t.database.db, lister.user.id);
    const key = 'guest-inquiry-key-0002';
    expect((await guestInquiry(listing.id, key, '198.51.100.20')).statusCode).toBe(200);

    // The same guest changing their message, or an attacker who guessed the key, from anywhere.
    const attempts = [
      await guestInquiry(listing.id, key, '198.51.100.20', { ...inquiry, message: 'Another message' }),
      await guestInquiry(listing.id, key, '203.0.113.5', { ...inquiry, name: 'Someone Else' }),
      await guestInquiry(other.id, key, '203.0.113.5'),
    ];
    for (const refused of attempts) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().code).toBe('idempotency_key_reused');
      expect(refused.body).not.toContain('+923009998877');
      expect(refused.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await storedInquiries(listing.id)).toHaveLength(1);
    expect(await storedInquiries(other.id)).toHaveLength(0);
  });

  it("a guest's key is not a signed-in user's: the same key from a session is that user's own", async () => {
    const listing = await insertListing(t.database.db, lister.user.id);
    const key = 'shared-looking-key-03';
    expect((await guestInquiry(listing.id, key, '198.51.100.30')).statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/inquiries/`,
      headers: { 'idempotency-key': key, cookie: uploader.cookie },
      payload: { ...inquiry, name: 'Photo Uploader' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedInquiries(listing.id)).toHaveLength(2);
  });

  it('a signed-in user reusing a key for another body gets 422 too', async () => {
    const listing = await insertListing(t.database.db, lister.user.id);
    const url = `/api/properties/${listing.id}/comments/`;
    const comment = (body: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: uploader.cookie, 'idempotency-key': 'comment-body-key-04' },
        payload: { body },
      });
    expect((await comment('First question')).statusCode).toBe(201);
    expect((await comment('First question')).headers['idempotent-replayed']).toBe('true');
    const changed = await comment('A different question');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('idempotency_key_reused');
  });
});

describe('uploads with an Idempotency-Key (issue 38)', () => {
  const upload = (content: Buffer, key: string, filename = 'photo.png') => {
    const { body, contentType } = files.multipart(content, filename, 'file', 'image/png');
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads/gallery/',
      headers: { 'content-type': contentType, cookie: uploader.cookie, 'idempotency-key': key },
      payload: body,
    });
  };
  const galleryRows = () =>
    t.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, uploader.user.id), eq(uploads.kind, 'gallery')));

  it('a retried upload is stored once, also when it was the last one with room', async () => {
    // Fill the gallery to one below its count, so the first upload takes the last place.
    const room = UPLOAD_RULES.gallery.maxCount - 1;
    await t.database.db.insert(uploads).values(
      Array.from({ length: room }, (_, i) => ({
        userId: uploader.user.id,
        kind: 'gallery' as const,
        mime: 'image/png',
        size: 1000,
        originalName: `earlier-${i}.png`,
        storageKeys: [],
        url: '/media/demo/shared.webp',
      })),
    );
    const photo = await files.png(300, 200);
    const first = await upload(photo, 'upload-key-000001');
    expect(first.statusCode, first.body).toBe(201);
    // Its answer was lost: the retry with the same file and key is the same upload, not "too many".
    const retry = await upload(photo, 'upload-key-000001');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await galleryRows()).toHaveLength(room + 1);
    // A new key is a new upload, and there is no room left for it.
    expect((await upload(photo, 'upload-key-000002')).json().code).toBe('too_many_images');
    await t.database.db.delete(uploads).where(eq(uploads.userId, uploader.user.id));
  });

  it('twins sent at once store one upload; another file with the key is refused with 422', async () => {
    const photo = await files.png(320, 240);
    const answers = await Promise.all([1, 2, 3].map(() => upload(photo, 'upload-twin-key-01')));
    const ok = answers.filter((a) => a.statusCode === 201);
    expect(ok.length, answers.map((a) => a.body).join('\n')).toBeGreaterThan(0);
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    expect(new Set(ok.map((a) => a.json().id)).size).toBe(1);
    expect(await galleryRows()).toHaveLength(1);

    const otherFile = await upload(await files.png(321, 240), 'upload-twin-key-01');
    expect(otherFile.statusCode).toBe(422);
    expect(otherFile.json().code).toBe('idempotency_key_reused');
    const renamed = await upload(photo, 'upload-twin-key-01', 'renamed.png');
    expect(renamed.statusCode).toBe(422);
    expect(await galleryRows()).toHaveLength(1);
  });
});
