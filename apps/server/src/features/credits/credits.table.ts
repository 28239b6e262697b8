import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ResponsiveImage } from '@estate/shared';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { agencies } from '../agencies/agency.table.js';

/**
 * The one definition of a running ad (feature ads, banners, deals): active (not blocked), not ended
 * early, started and not past its end. `alias` names the ad_placements row in raw SQL; by default
 * the table itself, for queries `from(adPlacements)`.
 */
export const runningAd = (alias = 'ad_placements') =>
  sql.raw(
    `(${alias}.status = 'active' and ${alias}.ended_at is null and ${alias}.starts_at <= now() and ${alias}.ends_at > now())`,
  );

/**
 * Every grant and spend of credits is one row; a balance is the sum of a user's rows, never a
 * number edited in place. `amount` is positive for a grant, negative for a spend.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agency whose wallet the row belongs to (issue 36); `user_id` is the member who spent. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    /** signup_grant | admin_grant | purchase | refund */
    reason: text('reason').notNull(),
    /** The ad a purchase paid for, if any. */
    adId: integer('ad_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    index('credit_ledger_agency_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`agency_id is not null`),
  ],
);

/** What a placement costs and how long it runs; administrators manage these rows. */
export const featurePackages = pgTable(
  'feature_packages',
  {
    id: serial('id').primaryKey(),
    /** feature | banner | blazing */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    credits: integer('credits').notNull(),
    days: integer('days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_packages_kind_idx').on(t.kind, t.position)],
);

/**
 * Feature ads, banner ads and blazing deals (spec section 3) in one table, told apart by `kind`.
 * An ad runs from starts_at to ends_at and then ends by itself; status is active or blocked.
 */
export const adPlacements = pgTable(
  'ad_placements',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => featurePackages.id),
    /** Feature ads and blazing deals point at a listing; banners do not. */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    title: text('title'),
    description: text('description'),
    /** A banner's Arabic wording, shown on Arabic pages (issue 17); the English one stands in without it. */
    titleAr: text('title_ar'),
    descriptionAr: text('description_ar'),
    /** Feature ad cover image or banner image (an upload's responsive image). */
    image: jsonb('image').$type<ResponsiveImage | null>(),
    link: text('link'),
    isMobile: boolean('is_mobile').notNull().default(false),
    creditsSpent: integer('credits_spent').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set when the owner ends an ad early (unfeature). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The end date the owner was last told about ("your ad ends soon", ad-ending-notice.ts). */
    endingNoticeFor: timestamp('ending_notice_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_placements_user_idx').on(t.userId, t.createdAt),
    index('ad_placements_running_idx')
      .on(t.kind, t.endsAt)
      .where(sql`status = 'active' and ended_at is null`),
    index('ad_placements_listing_idx').on(t.listingId),
  ],
);

export type AdPlacementRow = typeof adPlacements.$inferSelect;
export type FeaturePackageRow = typeof featurePackages.$inferSelect;

/**
 * The welcome credits given per network (issue 38): one row per grant, keyed by an HMAC of the
 * address range the address was confirmed from (a /24 or a /48, never the address itself), so
 * throw-away mailboxes from one network earn the welcome credits a few times, not every time.
 */
export const welcomeGrants = pgTable(
  'welcome_grants',
  {
    networkKey: text('network_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('welcome_grants_network_idx').on(t.networkKey, t.grantedAt)],
);
