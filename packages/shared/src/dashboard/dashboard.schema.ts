import { z } from 'zod';
import { LISTING_STATUSES } from '../listing/listing-options.js';

/**
 * The personal dashboard (spec sections 2 and 3 "Dashboard analytics"). How every number is
 * counted is written down in docs/decisions/0015-dashboard.md; the constants below are its rules.
 */

/** Periods the advanced analytics can chart, in days (the last N days, today included). */
export const DASHBOARD_ANALYTICS_PERIODS = [7, 30, 90] as const;
export type DashboardAnalyticsPeriod = (typeof DASHBOARD_ANALYTICS_PERIODS)[number];
export const DASHBOARD_DEFAULT_PERIOD: DashboardAnalyticsPeriod = 30;

/** A listing still on the market this many days after it was published, with no price change since, is "legacy". */
export const DASHBOARD_LEGACY_AGE_DAYS = 90;
/** How many legacy listings the overview lists (the oldest first); the count covers all of them. */
export const DASHBOARD_LEGACY_LIMIT = 5;

/** Rows per page of the dashboard's listings and favorites. */
export const DASHBOARD_PAGE_SIZE = 20;
/** Most listings offered in the analytics listing chooser (the most viewed first). */
export const DASHBOARD_CHOICES_LIMIT = 200;

/** Live statuses: they use up the listing quota (as listing.service counts them). */
export const DASHBOARD_LIVE_STATUSES = ['for_sale', 'for_rent', 'active', 'pending'] as const;

/**
 * Filters of the listings tab: every status, plus "in_review" (pending without a rejection note)
 * and "rejected" (pending with one). "all" shows everything.
 */
export const DASHBOARD_LISTING_FILTERS = ['all', ...LISTING_STATUSES, 'in_review', 'rejected'] as const;
export type DashboardListingFilter = (typeof DASHBOARD_LISTING_FILTERS)[number];

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const dashboardAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine(
      (n): n is DashboardAnalyticsPeriod => (DASHBOARD_ANALYTICS_PERIODS as readonly number[]).includes(n),
      'dashboard.errors.period',
    )
    .default(DASHBOARD_DEFAULT_PERIOD),
  listing: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type DashboardAnalyticsQuery = z.output<typeof dashboardAnalyticsQuerySchema>;

/**
 * Whose listings the tab lists: the user's own (`mine`), or every listing they manage for their
 * agency (`managed`: the agency's for an owner or admin, the team's for a manager; issue 36).
 */
export const DASHBOARD_LISTING_SCOPES = ['mine', 'managed'] as const;
export type DashboardListingScope = (typeof DASHBOARD_LISTING_SCOPES)[number];

export const dashboardListingsQuerySchema = z.object({
  status: z.enum(DASHBOARD_LISTING_FILTERS).default('all'),
  scope: z.enum(DASHBOARD_LISTING_SCOPES).default('mine'),
  page,
});
export type DashboardListingsQuery = z.output<typeof dashboardListingsQuerySchema>;

export const dashboardFavoritesQuerySchema = z.object({ page });
