import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { reporterWeight } from '@estate/shared';
import { isOwnedBy } from '../features/access/policies.js';
import { listingComments, listings } from '../features/listings/listing.table.js';
import { adminActions, reports } from '../features/moderation/moderation.table.js';
import { userNotifications } from '../features/notifications/notification.table.js';
import { users } from '../features/users/user.table.js';
import type { SeedContext } from './seed-context.js';

/** The demo administrator (README): signs in like every demo account and opens /admin. */
export const DEMO_ADMIN_EMAIL = 'noor@demo.estate';

const DAY = 86_400_000;
const REJECTION =
  'The photos show a different building from the address given. Please upload photos of this property and check the address.';

/**
 * Demo data for moderation: Noor is an administrator; the listings seed already left some
 * listings pending (the review queue), one of them is rejected with a reason, and a few open
 * reports wait in the queue. Deterministic: everything is chosen by id order.
 */
export async function seedDemoModeration({ db, users: cast }: SeedContext): Promise<Record<string, number>> {
  const admin = cast.find((u) => u.email === DEMO_ADMIN_EMAIL);
  if (!admin) throw new Error(`The demo administrator ${DEMO_ADMIN_EMAIL} is missing from the demo users`);
  const now = Date.now();
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  await db.insert(adminActions).values({
    adminId: null,
    action: 'promote',
    targetType: 'user',
    targetId: admin.id,
    detail: { via: 'seed', email: admin.email },
    createdAt: new Date(now - 30 * DAY),
  });

  // One pending listing is rejected with a reason its owner reads on the listing page.
  const pending = await db
    .select({ id: listings.id, title: listings.title, slug: listings.slug, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.status, 'pending'), ne(listings.ownerId, admin.id)))
    .orderBy(asc(listings.id));
  const rejected = pending[0];
  if (rejected) {
    await db.update(listings).set({ reviewNote: REJECTION }).where(eq(listings.id, rejected.id));
    await db.insert(adminActions).values({
      adminId: admin.id,
      action: 'reject_listing',
      targetType: 'listing',
      targetId: rejected.id,
      detail: { title: rejected.title, reason: REJECTION, previous_status: 'pending' },
      createdAt: new Date(now - 2 * DAY),
    });
    await db.insert(userNotifications).values({
      userId: rejected.ownerId,
      kind: 'listing_rejected',
      payload: { title: rejected.title, link: `/properties/${rejected.slug}`, reason: REJECTION },
      createdAt: new Date(now - 2 * DAY),
      emailedAt: new Date(now - 2 * DAY),
    });
  }

  // Open reports on public listings, a comment and a user, from demo users other than the target's owner.
  const live = await db
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(inArray(listings.status, ['for_sale', 'for_rent']))
    .orderBy(asc(listings.id))
    .limit(40);
  const [comment] = await db.select().from(listingComments).orderBy(asc(listingComments.id)).limit(1);
  const reporters = cast.filter((u) => u.id !== admin.id);
  const reporterFor = (ownerId: number, offset: number) =>
    reporters.filter((u) => !isOwnedBy(ownerId, u))[offset % (reporters.length - 1)]!;
  const rows: (typeof reports.$inferInsert)[] = [];
  // What a report weighs by its reporter's trust (issue 42): the rule the server applies.
  const weightOf = (who: (typeof cast)[number]) =>
    reporterWeight({
      createdAt: who.createdAt,
      emailVerified: who.emailVerifiedAt !== null,
      isAdmin: false,
      rejectedReports: 0,
    });
  const listingReports = [
    {
      reason: 'asked_money_before_viewing',
      details: 'The lister asked me to send a deposit by wire before any visit.',
    },
    { reason: 'fake_photos', details: 'The same photos appear on another site for a flat in a different city.' },
    { reason: 'duplicate', details: 'This is posted twice with a different price.' },
  ];
  listingReports.forEach((report, i) => {
    const target = live[i * 13];
    if (!target) return;
    const reporter = reporterFor(target.ownerId, i * 3);
    rows.push({
      reporterId: reporter.id,
      targetType: 'listing',
      targetId: target.id,
      reporterWeight: weightOf(reporter),
      ...report,
      createdAt: new Date(now - (i + 1) * 5 * 3600_000),
    });
  });
  if (comment) {
    const reporter = reporterFor(comment.userId, 4);
    rows.push({
      reporterId: reporter.id,
      reporterWeight: weightOf(reporter),
      targetType: 'listing_comment',
      targetId: comment.id,
      reason: 'other',
      details: 'Advertising another site in the comments.',
      createdAt: new Date(now - 26 * 3600_000),
    });
  }
  const reportedUser = cast.find((u) => u.email === 'daniel@demo.estate');
  if (reportedUser) {
    const reporter = reporterFor(reportedUser.id, 6);
    rows.push({
      reporterId: reporter.id,
      reporterWeight: weightOf(reporter),
      targetType: 'user',
      targetId: reportedUser.id,
      reason: 'offensive',
      details: 'Rude messages after I declined his offer.',
      createdAt: new Date(now - 40 * 3600_000),
    });
  }
  if (rows.length) await db.insert(reports).values(rows);
  return { administrators: 1, rejected_listings: rejected ? 1 : 0, open_reports: rows.length };
}
