import { and, asc, eq, gt } from 'drizzle-orm';
import { reporterWeight } from '@estate/shared';
import { listings } from '../features/listings/listing.table.js';
import { uploads } from '../features/uploads/upload.table.js';
import { reports } from '../features/moderation/moderation.table.js';
import { riskListingOf, riskSignals } from '../features/trust/risk-signals.js';
import { trustHolds } from '../features/trust/trust-holds.js';
import { createListing } from './factories/listing.factory.js';
import { createUser } from './factories/user.factory.js';
import type { SeedContext } from './seed-context.js';

const DAY = 86_400_000;
/** The phone the suspended account used, and the new account uses again. */
const REUSED_PHONE = '+92 300 9876543';

/**
 * Demo data of issue 42's protection (deterministic): an account suspended for scams, and a new
 * account with the same phone whose first listing writes a phone number and an IBAN in its
 * description; the risk check at publish (the same function the server runs) holds it, so the
 * moderators' queue shows it with each signal and its evidence. The new account has reported a
 * listing too: with the demo moderation's reports, the queue shows reports of each weight (0, 1, 2).
 */
export async function seedDemoTrust({ db, users }: SeedContext): Promise<Record<string, number>> {
  const now = Date.now();
  await createUser(db, {
    fullName: 'Quick Deals Property',
    email: 'quick.deals@demo.estate',
    type: 'dealer',
    phoneNumber: REUSED_PHONE,
    accountStatus: 'suspended',
    createdAt: new Date(now - 60 * DAY),
  });
  const kamran = await createUser(db, {
    fullName: 'Kamran Shah',
    email: 'kamran@demo.estate',
    type: 'owner',
    phoneNumber: REUSED_PHONE,
    createdAt: new Date(now - 2 * DAY),
  });
  // Pictures from a Lahore house of the demo (its files are shared, as all demo pictures are).
  const [model] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.city, 'Lahore'), eq(listings.propertyType, 'house'), gt(listings.photoCount, 1)))
    .orderBy(asc(listings.id))
    .limit(1);
  const pictures = model
    ? await db
        .select()
        .from(uploads)
        .where(eq(uploads.listingId, model.id))
        .orderBy(asc(uploads.kind), asc(uploads.position))
    : [];
  const asSeed = (u: (typeof pictures)[number]) => ({ image: u.image!, size: u.size, name: u.originalName });
  const featured = pictures.find((u) => u.kind === 'featured' && u.image);
  const photos = featured
    ? { featured: asSeed(featured), gallery: pictures.filter((u) => u.kind === 'gallery' && u.image).map(asSeed) }
    : null;
  const listing = await createListing(db, photos, {
    ownerId: kamran.id,
    purpose: 'rent',
    property_type: 'house',
    title: 'Furnished 5 marla house, Johar Town, urgent',
    description:
      'Owner abroad, keys with my cousin. WhatsApp 0300 987 6543 and send the token money to PK36 SCBL 0000 0011 2345 6702 to book a viewing. First come first served.',
    price: 45_000,
    currency: 'PKR',
    rent_frequency: 'month',
    bedrooms: 3,
    bathrooms: 3,
    amenities: ['parking'],
    country: 'PK',
    city: 'Lahore',
    address: 'Johar Town, Lahore',
    latitude: 31.4697,
    longitude: 74.2728,
    area_unit: 'marla',
    area_size: 5,
    createdAt: new Date(now - 1 * DAY),
  });
  const signals = await riskSignals(
    db,
    riskListingOf(listing),
    kamran,
    // Every demo listing draws its pictures from one shared pool, so the photo match is left out here.
    { photoTwins: async () => [] },
  );
  await db.transaction((tx) => trustHolds().hold(tx, listing, 'risk', signals));

  // A new account's report weighs 0 and a month-old one's 1, beside the demo's trusted ones (2).
  const sana = await createUser(db, {
    fullName: 'Sana Iqbal',
    email: 'sana@demo.estate',
    type: 'renter',
    createdAt: new Date(now - 30 * DAY),
  });
  const rented = await db
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(eq(listings.status, 'for_rent'))
    .orderBy(asc(listings.id))
    .limit(2);
  const weighed = [
    { who: kamran, reason: 'unavailable', details: 'Called twice, they said it is already rented.' },
    { who: sana, reason: 'wrong_price', details: 'The agent asked 20,000 more than the listing on the phone.' },
  ] as const;
  const rows = weighed.flatMap(({ who, reason, details }, i) => {
    const target = rented[i];
    if (!target) return [];
    return [
      {
        reporterId: who.id,
        targetType: 'listing',
        targetId: target.id,
        reason,
        details,
        reporterWeight: reporterWeight({
          createdAt: who.createdAt,
          emailVerified: who.emailVerifiedAt !== null,
          isAdmin: false,
          rejectedReports: 0,
        }),
        createdAt: new Date(now - (i + 3) * 3600_000),
      },
    ];
  });
  if (rows.length) await db.insert(reports).values(rows);
  void users;
  return { held_listings: 1, weighed_reports: rows.length };
}
