import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyRole, UploadedFile } from '@estate/shared';
import { agencies, agencyMembers } from '../src/features/agencies/agency.table.js';
import { listings } from '../src/features/listings/listing.table.js';
import { users } from '../src/features/users/user.table.js';
import * as files from './fixtures/upload-files.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { dldPermit } from './helpers/permits.js';
import { caller } from './helpers/kit.js';

/**
 * Issue 36, through the HTTP API: who may change a listing of an agency (features/access). The
 * agency rows are written straight into the tables; the agencies feature's own routes are tested
 * with it.
 */

type Signed = Awaited<ReturnType<typeof signedInUser>>;

let t: TestApp;
let agencyId: number;
let otherAgencyId: number;
// Agency A: its owner, an admin, a manager whose team holds `teamAgent`, and an agent in no team.
let owner: Signed;
let admin: Signed;
let manager: Signed;
let teamAgent: Signed;
let loneAgent: Signed;
// Agency B's admin, and a lister with no agency.
let otherAdmin: Signed;
let lister: Signed;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', REGISTER_MAX_PER_IP: '1000' });
  [owner, admin, manager, teamAgent, loneAgent, otherAdmin, lister] = await Promise.all(
    ['Owner Omar', 'Admin Aisha', 'Manager Maryam', 'Agent Tariq', 'Agent Layla', 'Other Admin Ola', 'Lister Lina'].map(
      (fullName) => signedInUser(t, { fullName, type: 'agent' }),
    ),
  );
  agencyId = await insertAgency('palm-homes');
  otherAgencyId = await insertAgency('marina-keys');
  await addMember(owner, agencyId, 'owner');
  await addMember(admin, agencyId, 'admin');
  await addMember(manager, agencyId, 'manager');
  await addMember(teamAgent, agencyId, 'agent', manager);
  await addMember(loneAgent, agencyId, 'agent');
  await addMember(otherAdmin, otherAgencyId, 'admin');
});
afterAll(() => t.close());

async function insertAgency(slug: string): Promise<number> {
  const [row] = await t.database.db
    .insert(agencies)
    .values({
      slug,
      nameEn: slug,
      country: 'AE',
      city: 'Dubai',
      cityKey: 'dubai',
      phone: '+97140000000',
      email: `${slug}@example.test`,
    })
    .returning({ id: agencies.id });
  return row!.id;
}

async function addMember(who: Signed, agency: number, role: AgencyRole, managedBy?: Signed) {
  await t.database.db
    .insert(agencyMembers)
    .values({ userId: who.user.id, agencyId: agency, role, managerId: managedBy?.user.id ?? null });
}

/** A listing of `who`, listed for `agency` (null: for nobody but themselves). */
let places = 0;
async function listingOf(who: Signed, agency: number | null, status: 'for_sale' | 'pending' = 'for_sale') {
  // Each its own house (the same place, size and price would be the same unit: issue 37).
  places += 1;
  const { id } = await insertListing(t.database.db, who.user.id, { latitude: 31.4 + places * 0.01 }, { status });
  if (agency !== null) await t.database.db.update(listings).set({ agencyId: agency }).where(eq(listings.id, id));
  return id;
}

const call = caller(() => t);
const edit = (id: number, who: Signed, title: string) => call('PATCH', `/api/properties/${id}/`, who, { title });
const setStatus = (id: number, who: Signed, status: string) =>
  call('POST', `/api/properties/${id}/status/`, who, { status });
const stored = async (id: number) => (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;

describe("changing an agency's listing", () => {
  it("lets the agency's admin and owner edit an agent's listing and change its status; the agent stays its lister", async () => {
    const id = await listingOf(loneAgent, agencyId);
    const edited = await edit(id, admin, 'Edited by the agency admin');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().property).toMatchObject({ title: 'Edited by the agency admin', is_owner: false });
    const sold = await setStatus(id, admin, 'sold');
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().property.status).toBe('sold');
    expect((await edit(id, owner, 'Edited by the agency owner')).statusCode).toBe(200);
    const row = await stored(id);
    expect(row).toMatchObject({ ownerId: loneAgent.user.id, agencyId, title: 'Edited by the agency owner' });
  });

  it("lets a manager change their team's listings, and refuses them an agent's outside the team (403)", async () => {
    const inTeam = await listingOf(teamAgent, agencyId);
    expect((await edit(inTeam, manager, 'Edited by the manager')).statusCode).toBe(200);
    expect((await setStatus(inTeam, manager, 'sold')).statusCode).toBe(200);
    expect(await stored(inTeam)).toMatchObject({ title: 'Edited by the manager', status: 'sold' });

    const outside = await listingOf(loneAgent, agencyId);
    for (const response of [await edit(outside, manager, 'Not theirs'), await setStatus(outside, manager, 'sold')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: 'Only the owner can change this property.' });
    }
    expect(await stored(outside)).toMatchObject({ title: 'Family house with garden', status: 'for_sale' });
  });

  it("refuses an agent another agent's listing, and a member of another agency any (403)", async () => {
    const id = await listingOf(teamAgent, agencyId);
    for (const who of [loneAgent, otherAdmin]) {
      expect((await edit(id, who, 'Not theirs')).statusCode).toBe(403);
      expect((await setStatus(id, who, 'sold')).statusCode).toBe(403);
      expect((await call('POST', `/api/properties/${id}/price/`, who, { price: 1 })).statusCode).toBe(403);
    }
    expect(await stored(id)).toMatchObject({ title: 'Family house with garden', status: 'for_sale' });
  });

  it('still lets the lister change their own listing of an agency', async () => {
    const id = await listingOf(teamAgent, agencyId);
    expect((await edit(id, teamAgent, 'Edited by its lister')).statusCode).toBe(200);
    expect((await setStatus(id, teamAgent, 'sold')).statusCode).toBe(200);
  });

  it('keeps the old rule for a listing without an agency: its lister only, even for their own agency', async () => {
    const lone = await listingOf(lister, null);
    const personal = await listingOf(teamAgent, null);
    for (const who of [owner, admin, manager]) {
      expect((await edit(lone, who, 'Not theirs')).statusCode).toBe(403);
      expect((await edit(personal, who, 'Not theirs')).statusCode).toBe(403);
      expect((await setStatus(personal, who, 'sold')).statusCode).toBe(403);
    }
    expect((await edit(lone, lister, 'Edited by its lister')).statusCode).toBe(200);
    expect((await edit(personal, teamAgent, 'Edited by its lister')).statusCode).toBe(200);
  });

  it("counts a listing published again against its lister's quota, not the quota of who publishes it", async () => {
    const id = await listingOf(loneAgent, agencyId);
    expect((await setStatus(id, admin, 'sold')).statusCode).toBe(200);
    await t.database.db.update(users).set({ listingQuota: 0 }).where(eq(users.id, admin.user.id));
    try {
      const again = await setStatus(id, admin, 'for_sale');
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await t.database.db.update(users).set({ listingQuota: 10 }).where(eq(users.id, admin.user.id));
    }
  });

  it('checks the manager before the body of a feature purchase, as for the lister (feature ads spend credits)', async () => {
    const id = await listingOf(teamAgent, agencyId);
    // Allowed: the request reaches the body's validation (no package given).
    expect((await call('POST', `/api/properties/${id}/feature/`, manager, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/properties/${id}/feature/`, otherAdmin, {})).statusCode).toBe(403);
    expect((await call('POST', `/api/properties/${id}/feature/`, loneAgent, {})).statusCode).toBe(403);
  });
});

describe("seeing an agency's hidden listing", () => {
  it('shows it to whoever manages it, and answers "not found" to everyone else', async () => {
    const id = await listingOf(teamAgent, agencyId, 'pending');
    for (const who of [teamAgent, owner, admin, manager]) {
      const response = await call('GET', `/api/properties/${id}/`, who);
      expect(response.statusCode, who.user.fullName).toBe(200);
    }
    for (const who of [loneAgent, otherAdmin, lister, undefined]) {
      const response = await call('GET', `/api/properties/${id}/`, who);
      expect(response.statusCode, who?.user.fullName ?? 'guest').toBe(404);
    }
    // Who may not see it is told it does not exist, before being told they may not change it.
    expect((await edit(id, loneAgent, 'Not theirs')).statusCode).toBe(404);
    expect((await edit(id, manager, 'Edited while in review')).statusCode).toBe(200);
  });
});

describe("an agency's listing's media", () => {
  async function upload(kind: string, who: Signed): Promise<UploadedFile> {
    const { body, contentType } = files.multipart(await files.png(1200, 800), 'photo.png');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${kind}/`,
      headers: { 'content-type': contentType, cookie: who.cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it("lets the admin add a photo of their own beside the agent's, and nobody use another's fresh upload", async () => {
    const featured = await upload('featured', teamAgent);
    const agentPhoto = await upload('gallery', teamAgent);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: { cookie: teamAgent.cookie },
      payload: {
        purpose: 'rent',
        area_type: 'residential',
        property_type: 'apartment',
        title: 'Sunny flat with a balcony in JLT',
        description: 'Walk to the metro.',
        price: 85000,
        currency: 'AED',
        rent_frequency: 'year',
        bedrooms: 1,
        bathrooms: 2,
        amenities: ['balcony'],
        country: 'AE',
        city: 'Dubai',
        address: 'Cluster D, Jumeirah Lake Towers',
        latitude: 25.0693,
        longitude: 55.1417,
        area_unit: 'sqft',
        area_size: 850,
        youtube_links: [],
        featured_image: featured.id,
        gallery_images: [agentPhoto.id],
        ...dldPermit(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().property.id;
    await t.database.db.update(listings).set({ agencyId }).where(eq(listings.id, id));

    const adminPhoto = await upload('gallery', admin);
    const edited = await call('PATCH', `/api/properties/${id}/`, admin, {
      featured_image: featured.id,
      gallery_images: [agentPhoto.id, adminPhoto.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().property.photo_count).toBe(3);

    // The agent's fresh upload, not yet on any listing, stays theirs alone.
    const fresh = await upload('gallery', teamAgent);
    const refused = await call('PATCH', `/api/properties/${id}/`, admin, {
      featured_image: featured.id,
      gallery_images: [agentPhoto.id, fresh.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ gallery_images: 'listing_rules.upload_invalid' });
  });
});
