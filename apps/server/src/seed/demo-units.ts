import { eq } from 'drizzle-orm';
import type { ImageVariant, ResponsiveImage } from '@estate/shared';
import { agencies, agencyMembers } from '../features/agencies/agency.table.js';
import { listings } from '../features/listings/listing.table.js';
import { uploads } from '../features/uploads/upload.table.js';
import { unitRepository } from '../features/units/unit.repository.js';
import { renderImage, responsiveImageOf } from '../lib/image-variants.js';
import { DEMO_UNIT_PHOTOS, demoUnitPhoto } from './demo-unit-photos.js';
import { createListing, type ListingFields } from './factories/listing.factory.js';
import { createUser } from './factories/user.factory.js';
import type { SeedContext } from './seed-context.js';

const DAY = 86_400_000;
/** The unit both agencies offer: a two-bedroom flat in Dubai Marina. */
const UNIT = {
  purpose: 'sale' as const,
  property_type: 'apartment' as const,
  description:
    'Two bedrooms with a marina view on a high floor, a balcony, built-in wardrobes and a covered parking space. Walk to the tram and the beach.',
  currency: 'AED' as const,
  bedrooms: 2,
  bathrooms: 2,
  amenities: ['balcony', 'parking', 'gym', 'swimming_pool'] as ListingFields['amenities'],
  country: 'AE',
  city: 'Dubai',
  address: 'Marina Gate 2, Dubai Marina, Dubai',
  latitude: 25.0868,
  longitude: 55.1466,
  area_unit: 'sqft' as const,
  area_size: 1250,
};

/** Renders the unit's pictures once: three WebP widths each, and each picture's dHash (as an upload of the file gets). */
async function unitPhotos(ctx: SeedContext) {
  return Promise.all(
    Array.from({ length: DEMO_UNIT_PHOTOS }, async (_, index) => {
      const { variants, dhash } = await renderImage(await demoUnitPhoto(index));
      const stored = await Promise.all(
        variants.map(async (v): Promise<[keyof ResponsiveImage, ImageVariant]> => {
          const url = await ctx.media.put(`demo/units/marina-gate-${index + 1}-${v.name}.webp`, v.data);
          return [v.name, { url, width: v.width, height: v.height }];
        }),
      );
      const full = variants.find((v) => v.name === 'full')!;
      return { image: responsiveImageOf(stored), size: full.data.length, name: `marina-gate-${index + 1}.webp`, dhash };
    }),
  );
}

/**
 * One listing per real unit (issue 37): the same Dubai Marina flat offered by Al-Farsi Properties
 * and by a second Dubai agency, Marina Gate Realty, so search shows one card "Listed by 2 agencies"
 * whose offers sit side by side; the first offer has been on Baytak since 3 September 2026.
 */
export async function seedDemoUnits(ctx: SeedContext) {
  const { db } = ctx;
  const [alFarsi] = await db.select().from(agencies).where(eq(agencies.slug, 'al-farsi-properties'));
  const omar = ctx.users.find((u) => u.email === 'omar@demo.estate');
  if (!alFarsi || !omar) return { unitGroups: 0 };
  const now = Date.now();
  const rashid = await createUser(db, {
    fullName: 'Rashid Al Mansoori',
    email: 'rashid@demo.estate',
    type: 'agent',
    phoneNumber: '+971 50 765 4321',
    designation: 'Broker',
    createdAt: new Date(now - 300 * DAY),
  });
  const [marinaGate] = await db
    .insert(agencies)
    .values({
      slug: 'marina-gate-realty',
      nameEn: 'Marina Gate Realty',
      nameAr: 'مارينا جيت العقارية',
      country: 'AE',
      city: 'Dubai',
      cityKey: 'dubai',
      phone: '+97143334444',
      email: 'hello@marinagate-realty.demo',
      licenceAuthority: 'dld_rera',
      licenceNumber: '31877',
      licenceExpiresOn: new Date(now + 240 * DAY).toISOString().slice(0, 10),
      listingQuota: 100,
      createdBy: rashid.id,
      createdAt: new Date(now - 120 * DAY),
    })
    .returning();
  await db
    .insert(agencyMembers)
    .values({ userId: rashid.id, agencyId: marinaGate!.id, role: 'owner', inRotation: true });

  const photos = await unitPhotos(ctx);
  const since = new Date('2026-09-03T09:00:00Z');
  const offers = [
    {
      owner: omar.id,
      agency: alFarsi.id,
      title: 'Marina view 2 BR, high floor, Marina Gate 2',
      price: 1_200_000,
      createdAt: since,
    },
    {
      owner: rashid.id,
      agency: marinaGate!.id,
      title: 'Marina Gate 2: two bedrooms with balcony',
      price: 1_250_000,
      createdAt: new Date(now - 75 * DAY),
    },
  ];
  const ids: number[] = [];
  for (const offer of offers) {
    const row = await createListing(db, null, {
      ...UNIT,
      ownerId: offer.owner,
      title: offer.title,
      price: offer.price,
      createdAt: offer.createdAt,
      views: 180,
    });
    ids.push(row.id);
    await db
      .update(listings)
      .set({ agencyId: offer.agency, cover: photos[0]!.image, photoCount: photos.length })
      .where(eq(listings.id, row.id));
    // The pictures as this lister's uploads, with their hashes (shared files: no storage keys to delete).
    await db.insert(uploads).values(
      photos.map((photo, i) => ({
        userId: offer.owner,
        listingId: row.id,
        kind: i === 0 ? ('featured' as const) : ('gallery' as const),
        position: i === 0 ? 0 : i - 1,
        mime: 'image/webp',
        size: photo.size,
        originalName: photo.name,
        storageKeys: [],
        url: photo.image.full.url,
        image: photo.image,
        dhash: photo.dhash,
        createdAt: offer.createdAt,
      })),
    );
    const listing = await unitRepository.listing(db, row.id);
    await unitRepository.indexPhotos(db, listing!, await unitRepository.photoHashes(db, row.id));
  }
  // The first listed formed the group; the second joined it when it was published.
  await db.update(listings).set({ unitGroupId: ids[0]!, firstListedAt: since }).where(eq(listings.id, ids[0]!));
  await db.update(listings).set({ unitGroupId: ids[0]! }).where(eq(listings.id, ids[1]!));
  return { unitGroups: 1 };
}
