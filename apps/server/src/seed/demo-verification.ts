import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { VERIFIED_DAYS, verificationIneligibility } from '@estate/shared';
import { listings } from '../features/listings/listing.table.js';
import { adminActions } from '../features/moderation/moderation.table.js';
import { userNotifications } from '../features/notifications/notification.table.js';
import { verificationRequests } from '../features/verification/verification.table.js';
import { DEMO_ADMIN_EMAIL } from './demo-moderation.js';
import type { SeedContext } from './seed-context.js';

const DAY = 86_400_000;

/**
 * Demo data of verified listings (issue 37): four public listings verified by the demo moderator
 * (in Dubai and Pakistan, some days ago), one whose badge lapsed on a price edit, and one request
 * rejected with a reason its owner reads. Demo decisions keep no files (nothing was uploaded); a
 * request with documents is made through the product (the lister's form). Deterministic: id order.
 */
export async function seedDemoVerification({ db, users }: SeedContext): Promise<Record<string, number>> {
  const admin = users.find((u) => u.email === DEMO_ADMIN_EMAIL)!;
  const now = Date.now();
  const candidates = (
    await db
      .select()
      .from(listings)
      .where(
        and(
          inArray(listings.status, ['for_sale', 'for_rent']),
          inArray(listings.country, ['AE', 'PK']),
          ne(listings.ownerId, admin.id),
        ),
      )
      .orderBy(asc(listings.id))
  ).filter(
    (l) =>
      !verificationIneligibility({
        purpose: l.purpose,
        rent_frequency: l.rentFrequency,
        property_type: l.propertyType,
        country: l.country,
        status: l.status,
      }),
  );
  // One listing per owner, alternating markets, so the badge shows on several listers' cards.
  const picked: typeof candidates = [];
  const owners = new Set<number>();
  for (const country of ['AE', 'PK', 'AE', 'PK', 'AE', 'PK']) {
    const next = candidates.find((l) => l.country === country && !owners.has(l.ownerId) && !picked.includes(l));
    if (next) {
      picked.push(next);
      owners.add(next.ownerId);
    }
  }
  const [verified, lapsed, rejected] = [picked.slice(0, 4), picked[4], picked[5]];

  const facts = (l: (typeof candidates)[number]) => ({
    price: Number(l.price),
    currency: l.currency,
    areaSqm: l.areaSqm,
    bedrooms: l.bedrooms,
    purpose: l.purpose,
    latitude: l.latitude,
    longitude: l.longitude,
  });
  for (const [i, listing] of verified.entries()) {
    const decided = new Date(now - (3 + i * 9) * DAY);
    const scope =
      i % 2 === 0 ? ['ownership', 'authority_to_market', 'on_site_photos'] : ['ownership', 'on_site_photos'];
    await db.insert(verificationRequests).values({
      listingId: listing.id,
      requestedBy: listing.ownerId,
      listerRole: i % 2 === 0 ? 'agent' : 'owner',
      status: 'approved',
      decidedBy: admin.id,
      decidedAt: decided,
      approvedFacts: facts(listing),
      createdAt: new Date(decided.getTime() - DAY),
    });
    await db
      .update(listings)
      .set({
        verifiedAt: decided,
        verifiedUntil: new Date(decided.getTime() + VERIFIED_DAYS * DAY),
        verificationScope: scope,
      })
      .where(eq(listings.id, listing.id));
    await db.insert(adminActions).values({
      adminId: admin.id,
      action: 'approve_verification',
      targetType: 'listing',
      targetId: listing.id,
      detail: { title: listing.title, scope },
      createdAt: decided,
    });
  }
  if (lapsed) {
    await db.insert(verificationRequests).values({
      listingId: lapsed.id,
      requestedBy: lapsed.ownerId,
      listerRole: 'owner',
      status: 'lapsed',
      lapseReason: 'price',
      decidedBy: admin.id,
      decidedAt: new Date(now - 40 * DAY),
      approvedFacts: { ...facts(lapsed), price: Math.round(Number(lapsed.price) * 0.85) },
      createdAt: new Date(now - 41 * DAY),
    });
    await db.insert(userNotifications).values({
      userId: lapsed.ownerId,
      kind: 'verification_lapsed',
      payload: { listing_id: lapsed.id, title: lapsed.title, slug: lapsed.slug, reason: 'price' },
      createdAt: new Date(now - 5 * DAY),
      emailedAt: new Date(now - 5 * DAY),
    });
  }
  if (rejected) {
    await db.insert(verificationRequests).values({
      listingId: rejected.id,
      requestedBy: rejected.ownerId,
      listerRole: 'agent',
      status: 'rejected',
      rejectReason: 'address_mismatch',
      rejectNote: 'The title deed is for plot 14; the listing says plot 41.',
      decidedBy: admin.id,
      decidedAt: new Date(now - 2 * DAY),
      createdAt: new Date(now - 3 * DAY),
    });
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(isNotNull(listings.verifiedUntil));
  return { verified_listings: count?.n ?? 0 };
}
