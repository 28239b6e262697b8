import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../src/features/listings/listing.table.js';
import { documentLinks } from '../src/features/verification/document-links.js';
import { verificationDocuments, verificationRequests } from '../src/features/verification/verification.table.js';
import { cachedSecret } from '../src/lib/app-secrets.js';
import { agencyWith } from './helpers/agency-leads.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { agentRequest, requestVerification } from './helpers/verification.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Who may open a verification document (issue 37): the uploader, the owner and admins of the
 * listing's agency, and moderators. Everyone else is refused, and so is a link that expired, was
 * altered, or was made for someone else. The files never sit under /media.
 */
describe('verification documents are private', () => {
  let t: TestApp;
  let uploader: Signed;
  let agencyOwner: Signed;
  let agencyAdmin: Signed;
  let manager: Signed;
  let otherAdmin: Signed;
  let stranger: Signed;
  let moderator: Signed;
  let listingId: number;
  let fileIds: number[];

  const get = (url: string, who?: Signed) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  /** The links the state answer gives `who` (null where they may not open files). */
  const linksFor = async (who: Signed) =>
    (await get(`/api/verification/listings/${listingId}/`, who))
      .json()
      .latest?.files.map((f: { url: string | null }) => f.url);

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
    // Agency A: owner, admin, a manager (of the uploader) and the uploading agent; agency B's admin.
    const a = await agencyWith(t, [
      { role: 'owner' },
      { role: 'admin' },
      { role: 'manager' },
      { role: 'agent', manager: 2 },
    ]);
    [agencyOwner, agencyAdmin, manager, uploader] = a.people as [Signed, Signed, Signed, Signed];
    const b = await agencyWith(t, [{ role: 'owner' }, { role: 'admin' }]);
    otherAdmin = b.people[1]!;
    stranger = await signedInUser(t, { fullName: 'Sam Stranger' });
    moderator = await signedInUser(t, { fullName: 'Mo Moderator', isAdmin: true });
    listingId = (
      await insertListing(
        t.database.db,
        uploader.user.id,
        { title: 'Agency flat in JLT', country: 'AE', city: 'Dubai', currency: 'AED', property_type: 'apartment' },
        { status: 'for_sale' },
      )
    ).id;
    await t.database.db.update(listings).set({ agencyId: a.agency.id }).where(eq(listings.id, listingId));
    const sent = await requestVerification(t, listingId, uploader.cookie, await agentRequest());
    expect(sent.statusCode, sent.body).toBe(201);
    fileIds = sent.json().files.map((f: { id: number }) => f.id);
  });
  afterAll(() => t.close());

  it('opens for the uploader, the agency owner and admin, and moderators, each with their own link', async () => {
    for (const who of [uploader, agencyOwner, agencyAdmin]) {
      const urls: string[] = await linksFor(who);
      expect(urls).toHaveLength(4);
      const res = await get(urls[0]!, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const photo = await get(urls[3]!, who);
      expect(photo.headers['content-type']).toBe('image/png');
    }
    const queued = (await get('/api/admin/verification/', moderator)).json().results[0];
    expect((await get(queued.files[1].url, moderator)).statusCode).toBe(200);
  });

  it('refuses a guest, a stranger, another agency’s admin and a manager, with or without a link', async () => {
    const uploaderLink: string = (await linksFor(uploader))[0];
    expect((await get(uploaderLink)).statusCode).toBe(401);
    for (const who of [stranger, otherAdmin, manager]) {
      const res = await get(uploaderLink, who);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
    }
    // Strangers and other agencies do not even see the request; the manager (who manages the
    // listing) sees its state but gets no links.
    expect((await get(`/api/verification/listings/${listingId}/`, stranger)).statusCode).toBe(403);
    expect([403, 404]).toContain((await get(`/api/verification/listings/${listingId}/`, otherAdmin)).statusCode);
    expect(await linksFor(manager)).toEqual([null, null, null, null]);
    // Nor the moderators' queue.
    for (const who of [stranger, uploader, agencyOwner])
      expect((await get('/api/admin/verification/', who)).statusCode).toBe(403);
    expect((await get('/api/admin/verification/')).statusCode).toBe(401);
  });

  it('refuses an expired link, an altered one, and a link without a signature', async () => {
    const link: string = (await linksFor(uploader))[0];
    const url = new URL(link, 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig')!;
    const refused = async (href: string) => {
      const res = await get(href, uploader);
      expect([403, 404], href).toContain(res.statusCode);
      expect(res.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
    };
    // Made six minutes ago with the app's own secret: five minutes is the limit.
    const past = documentLinks(cachedSecret(t.database.db, 'verification-documents'), () => Date.now() - 6 * 60_000);
    await refused(await past.linkFor(fileIds[0]!, uploader.user.id));
    await refused(`/api/verification/files/${fileIds[0]}/?exp=${exp + 3600}&sig=${sig}`);
    await refused(`/api/verification/files/${fileIds[1]}/?exp=${exp}&sig=${sig}`);
    await refused(`/api/verification/files/${fileIds[0]}/?exp=${exp}&sig=${sig.slice(0, -2)}AA`);
    await refused(`/api/verification/files/${fileIds[0]}/`);
    await refused(`/api/verification/files/999999/?exp=${exp}&sig=${sig}`);
    // The link as given still works.
    expect((await get(link, uploader)).statusCode).toBe(200);
  });

  it('keeps the files outside the media folder, never under /media, and deletes them 180 days after the decision', async () => {
    const docs = await t.database.db.select().from(verificationDocuments);
    expect(docs.length).toBeGreaterThan(0);
    const mediaDir = path.join(t.dataDir, 'media');
    for (const doc of docs) {
      const file = path.join(t.dataDir, 'private-media', doc.storageKey);
      expect(fs.existsSync(file)).toBe(true);
      expect(file.startsWith(mediaDir + path.sep)).toBe(false);
      expect((await get(`/media/${doc.storageKey}`)).statusCode).toBe(404);
      expect((await get(`/media/../private-media/${doc.storageKey}`)).statusCode).toBe(404);
    }
    // Nothing named after the files exists under the media folder.
    const walk = (dir: string): string[] =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir, { withFileTypes: true })
            .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [e.name]))
        : [];
    const names = new Set(walk(mediaDir));
    for (const doc of docs) expect(names.has(path.basename(doc.storageKey))).toBe(false);

    const link: string = (await linksFor(uploader))[0];
    const queued = (await get('/api/admin/verification/', moderator)).json().results[0];
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/verification/${queued.id}/reject/`,
      headers: { cookie: moderator.cookie },
      payload: { reason: 'document_unreadable' },
    });
    // Decided 179 days ago: kept. 181 days ago: the sweep deletes the files; links die.
    const decidedAgo = (days: number) =>
      t.database.db
        .update(verificationRequests)
        .set({ decidedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(verificationRequests.id, queued.id));
    await decidedAgo(179);
    expect((await t.app.services.verification.sweep()).deleted).toBe(0);
    await decidedAgo(181);
    expect((await t.app.services.verification.sweep()).deleted).toBe(4);
    for (const doc of docs) expect(fs.existsSync(path.join(t.dataDir, 'private-media', doc.storageKey))).toBe(false);
    expect((await get(link, uploader)).statusCode).toBe(404);
    expect(await linksFor(uploader)).toEqual([null, null, null, null]);
  });
});
