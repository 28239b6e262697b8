import { z } from 'zod';
import {
  AREA_TYPES,
  CURRENCIES,
  LISTING_STATUSES,
  PROPERTY_TYPES,
  PURPOSES,
  RENT_FREQUENCIES,
  type PropertyType,
} from '../listing/listing-options.js';
import type { ResponsiveImage } from '../listing/listing.types.js';
import {
  DASHBOARD_ANALYTICS_PERIODS,
  DASHBOARD_LISTING_FILTERS,
  DASHBOARD_LISTING_SCOPES,
} from './dashboard.schema.js';

/**
 * Answers of the dashboard endpoints, as zod schemas: the server serializes with them and the
 * web reads the inferred types. Definitions of every count: docs/decisions/0015-dashboard.md.
 */

const count = z.number().int().min(0);
const status = z.enum(LISTING_STATUSES);
const purpose = z.enum(PURPOSES);
const currency = z.enum(CURRENCIES);
const rentFrequency = z.enum(RENT_FREQUENCIES).nullable();
const propertyType = z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]);
const cover = z.custom<ResponsiveImage>((v) => typeof v === 'object' && v !== null).nullable();

export const dashboardListingCountsSchema = z.object({
  /** Shown in search now: for_sale, for_rent or active. */
  active: count,
  /** Active listings offered for sale (purpose sale). */
  sale: count,
  /** Active listings offered for rent (purpose rent). */
  rent: count,
  sold: count,
  rented: count,
  /** Still on the market: not sold or rented (active ones plus those awaiting review). */
  available: count,
  /** Awaiting an administrator's review (pending, no rejection note). */
  in_review: count,
  /** Pending with a rejection note from an administrator. */
  rejected: count,
  /** Every listing the user has, whatever its status. */
  total: count,
});
export type DashboardListingCounts = z.output<typeof dashboardListingCountsSchema>;

/** Available, used and total: for the listing quota and for credits. */
export const dashboardMeterSchema = z.object({ available: z.number().int(), used: count, total: count });
export type DashboardMeter = z.output<typeof dashboardMeterSchema>;

export const dashboardEngagementSchema = z.object({ views: count, clicks: count, shares: count });
export type DashboardEngagement = z.output<typeof dashboardEngagementSchema>;

export const dashboardInquiryCountsSchema = z.object({
  phone: count,
  whatsapp: count,
  sms: count,
  email: count,
  total: count,
});
export type DashboardInquiryCounts = z.output<typeof dashboardInquiryCountsSchema>;

/** A listing on the market for DASHBOARD_LEGACY_AGE_DAYS or more without a price change. */
export const dashboardLegacyListingSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  status,
  purpose,
  price: z.number(),
  currency,
  rent_frequency: rentFrequency,
  created_at: z.string(),
  /** When the price was last set (the publication, or the latest edit of the price). */
  price_changed_at: z.string(),
  days_listed: count,
});
export type DashboardLegacyListing = z.output<typeof dashboardLegacyListingSchema>;

/** `GET /api/dashboard/overview/` */
export const dashboardOverviewSchema = z.object({
  counts: dashboardListingCountsSchema,
  quota: dashboardMeterSchema,
  credits: dashboardMeterSchema,
  /** All-time totals over the user's listings. */
  analytics: dashboardEngagementSchema,
  inquiries: dashboardInquiryCountsSchema,
  legacy: z.object({ count, age_days: count, results: z.array(dashboardLegacyListingSchema) }),
});
export type DashboardOverview = z.output<typeof dashboardOverviewSchema>;

export const dashboardAnalyticsDaySchema = dashboardEngagementSchema.extend({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
});
export type DashboardAnalyticsDay = z.output<typeof dashboardAnalyticsDaySchema>;

/** `GET /api/dashboard/analytics/`: one entry per day; days without events are zeros. */
export const dashboardAnalyticsSchema = z.object({
  days: z.union(DASHBOARD_ANALYTICS_PERIODS.map((d) => z.literal(d))),
  from: z.string(),
  to: z.string(),
  /** The listing charted, or null for all of the user's listings. */
  listing: z.object({ id: z.number(), title: z.string() }).nullable(),
  series: z.array(dashboardAnalyticsDaySchema),
  /** Sums over the period (each visitor once a day, as the counters count them). */
  totals: dashboardEngagementSchema,
  /** The user's listings to choose from (most viewed first). */
  choices: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type DashboardAnalytics = z.output<typeof dashboardAnalyticsSchema>;

const listingBase = {
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  purpose,
  area_type: z.enum(AREA_TYPES),
  property_type: propertyType,
  status,
  is_featured: z.boolean(),
  price: z.number(),
  currency,
  rent_frequency: rentFrequency,
  city: z.string(),
  country: z.string(),
  cover,
};

/** One of the user's own listings in the listings tab. */
export const dashboardListingSchema = z.object({
  ...listingBase,
  views: count,
  clicks: count,
  shares: count,
  likes: count,
  /** The administrator's rejection reason (pending listings only); null otherwise. */
  review_note: z.string().nullable(),
  /** On the market for DASHBOARD_LEGACY_AGE_DAYS or more without a price change. */
  is_legacy: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who lists it (the user themselves in `mine`; one of their agency's members in `managed`). */
  lister: z.object({ id: z.number(), name: z.string() }),
});
export type DashboardListing = z.output<typeof dashboardListingSchema>;

const pageFields = { count, page: z.number().int(), pages: z.number().int(), page_size: z.number().int() };

export const dashboardListingsAnswerSchema = z.object({
  results: z.array(dashboardListingSchema),
  status: z.enum(DASHBOARD_LISTING_FILTERS),
  scope: z.enum(DASHBOARD_LISTING_SCOPES),
  /**
   * Which other listings the user manages for their agency (features/access): `all` (owner,
   * admin), `team` (manager), or null (an agent, or no agency): the web offers `scope=managed` then.
   */
  managed: z.enum(['all', 'team']).nullable(),
  ...pageFields,
  /** How many listings each filter holds (for the filter chips). */
  filter_counts: z.record(z.enum(DASHBOARD_LISTING_FILTERS), count),
});
export type DashboardListingsAnswer = z.output<typeof dashboardListingsAnswerSchema>;

/** One bookmarked (liked) property in the favorites table. */
export const dashboardFavoriteSchema = z.object({
  ...listingBase,
  liked_at: z.string(),
  /** The user lists this property themselves: price and feature actions are theirs. */
  is_owner: z.boolean(),
});
export type DashboardFavorite = z.output<typeof dashboardFavoriteSchema>;

export const dashboardFavoritesAnswerSchema = z.object({
  results: z.array(dashboardFavoriteSchema),
  ...pageFields,
});
export type DashboardFavoritesAnswer = z.output<typeof dashboardFavoritesAnswerSchema>;
