import type { InquiryChannel } from '@estate/shared';
import { isOwnedBy } from '../features/access/policies.js';
import { listingEvents, listingInquiries, listings } from '../features/listings/listing.table.js';
import { prng } from './demo-listings.js';
import type { SeedContext } from './seed-context.js';

const DAY = 86_400_000;
/** Days of daily events the demo holds (the longest analytics period). */
const WINDOW_DAYS = 90;
/** At most this many unique viewers a listing gets a day in the demo (keeps the seed quick). */
const MAX_DAILY_VIEWS = 1.6;
const BATCH = 5000;

const CHANNEL_WEIGHTS: [InquiryChannel, number][] = [
  ['phone', 34],
  ['whatsapp', 38],
  ['sms', 8],
  ['email', 20],
];
const NAMES = ['Ali Hassan', 'Fatima Noor', 'Ahmed Khan', 'Sara Malik', 'Yousef Saleh', 'Layla Omar', 'John Carter'];
const MESSAGES = [
  'Is this property still available?',
  'Can I visit this weekend?',
  'Is the price negotiable?',
  'هل العقار ما زال متاحًا؟',
  'أرغب في ترتيب موعد للمعاينة.',
];

/** A count around `mean` (Poisson by Knuth's method; small means only). */
function poisson(next: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = next();
  while (p > limit) {
    k += 1;
    p *= next();
  }
  return k;
}

/**
 * Demo data of the dashboard: daily views, clicks and shares of the last 90 days (the advanced
 * analytics charts) drawn from each listing's own counters, so the chart never shows more than
 * the totals; and inquiries on every channel. Deterministic (seeded generator).
 */
export async function seedDemoDashboard(ctx: SeedContext, now = Date.now()): Promise<Record<string, number>> {
  const { db, users } = ctx;
  const rng = prng(515);
  const rows = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      status: listings.status,
      views: listings.views,
      clicks: listings.clicks,
      shares: listings.shares,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .orderBy(listings.id);

  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const events: (typeof listingEvents.$inferInsert)[] = [];
  const inquiries: (typeof listingInquiries.$inferInsert)[] = [];
  for (const listing of rows) {
    if (listing.status === 'pending') continue;
    const ageDays = Math.max(1, Math.floor((now - listing.createdAt.getTime()) / DAY));
    const windowDays = Math.min(WINDOW_DAYS, ageDays);
    const dailyViews = Math.min(MAX_DAILY_VIEWS, listing.views / ageDays);
    const clickRate = listing.views ? listing.clicks / listing.views : 0;
    const shareRate = listing.views ? listing.shares / listing.views : 0;
    let left = { view: listing.views, click: listing.clicks, share: listing.shares };
    for (let back = windowDays - 1; back >= 0; back -= 1) {
      const at = today - back * DAY;
      const weekday = new Date(at).getUTCDay();
      // Weekends are busier and interest grows a little towards today, as on real portals.
      const season = (weekday === 5 || weekday === 6 ? 1.35 : 1) * (0.75 + (0.5 * (windowDays - back)) / windowDays);
      const day = new Date(at).toISOString().slice(0, 10);
      const views = Math.min(left.view, poisson(rng.next, dailyViews * season));
      let clicks = 0;
      let shares = 0;
      for (let v = 0; v < views; v += 1) {
        if (rng.chance(clickRate)) clicks += 1;
        if (rng.chance(shareRate * 1.5)) shares += 1;
      }
      clicks = Math.min(clicks, left.click);
      shares = Math.min(shares, left.share);
      left = { view: left.view - views, click: left.click - clicks, share: left.share - shares };
      for (let i = 0; i < views; i += 1)
        events.push({ listingId: listing.id, kind: 'view', day, visitor: `demo:${i}` });
      for (let i = 0; i < clicks; i += 1)
        events.push({ listingId: listing.id, kind: 'click', day, visitor: `demo:${i}` });
      for (let i = 0; i < shares; i += 1)
        events.push({ listingId: listing.id, kind: 'share', day, visitor: `demo:${i}` });
    }

    const inquiryCount = poisson(rng.next, Math.min(4, 0.6 + listing.views / 600));
    for (let i = 0; i < inquiryCount; i += 1) {
      const channel = rng.weighted(CHANNEL_WEIGHTS);
      const asker = rng.chance(0.5) ? rng.pick(users.filter((u) => !isOwnedBy(listing.ownerId, u))) : null;
      const created = Math.max(listing.createdAt.getTime(), now - rng.int(0, WINDOW_DAYS) * DAY - rng.int(0, DAY - 1));
      inquiries.push({
        listingId: listing.id,
        ownerId: listing.ownerId,
        userId: asker?.id ?? null,
        channel,
        name: asker?.fullName ?? rng.pick(NAMES),
        email: channel === 'email' ? (asker?.email ?? 'visitor@example.com') : null,
        phone: channel === 'email' ? null : '+971 50 123 4567',
        message: rng.pick(MESSAGES),
        createdAt: new Date(created),
        emailedAt: new Date(created),
      });
    }
  }
  for (let i = 0; i < events.length; i += BATCH) {
    await db
      .insert(listingEvents)
      .values(events.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  for (let i = 0; i < inquiries.length; i += BATCH) {
    await db.insert(listingInquiries).values(inquiries.slice(i, i + BATCH));
  }
  return { listing_events: events.length, listing_inquiries: inquiries.length };
}
