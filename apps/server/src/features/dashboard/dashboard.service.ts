import {
  DASHBOARD_CHOICES_LIMIT,
  DASHBOARD_LEGACY_AGE_DAYS,
  DASHBOARD_LEGACY_LIMIT,
  DASHBOARD_LISTING_FILTERS,
  DASHBOARD_PAGE_SIZE,
  INQUIRY_CHANNELS,
  type DashboardAnalytics,
  type DashboardAnalyticsQuery,
  type DashboardFavoritesAnswer,
  type DashboardListingFilter,
  type DashboardListingScope,
  type DashboardListingsAnswer,
  type DashboardOverview,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import type { UserRow } from '../users/user.table.js';
import { listingsListedBy, listingsManagedBy } from '../access/managed-by.js';
import { managedListingsOf } from '../access/policies.js';
import { fillDailySeries, periodDays } from './daily-series.js';
import { toDashboardListing, toFavorite, toLegacy } from './dashboard.presenter.js';
import type { DashboardRepository } from './dashboard.repository.js';
import { pageCount, pageOffset } from '../../lib/paging.js';

const DAY_MS = 86_400_000;

const listingNotFound = () => new AppError(404, 'not_found', 'Property Not Found');
const notManager = () =>
  new AppError(403, 'forbidden', 'Only an agency owner, admin or team manager manages other listings.');

function pageOf(page: number, count: number) {
  return { count, page, pages: pageCount(count, DASHBOARD_PAGE_SIZE), page_size: DASHBOARD_PAGE_SIZE };
}

/** The personal dashboard: every answer is about the caller's own data only. */
export function dashboardService(deps: {
  repo: DashboardRepository;
  /** The user's agency seat (features/access actorFor), for the listings they manage. */
  actorOf: (user: UserRow) => Promise<Actor>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = () => deps.now?.() ?? new Date();
  const legacyCutoff = () => new Date(now().getTime() - DASHBOARD_LEGACY_AGE_DAYS * DAY_MS).toISOString();

  return {
    async overview(userId: number): Promise<DashboardOverview> {
      const cutoff = legacyCutoff();
      const [counts, quota, credits, inquiries, legacy] = await Promise.all([
        repo.counts(userId, cutoff),
        repo.quota(userId),
        repo.credits(userId),
        repo.inquiries(userId),
        repo.legacy(userId, cutoff, DASHBOARD_LEGACY_LIMIT),
      ]);
      const byChannel = Object.fromEntries(INQUIRY_CHANNELS.map((c) => [c, 0])) as Record<
        (typeof INQUIRY_CHANNELS)[number],
        number
      >;
      for (const row of inquiries) {
        if (row.channel in byChannel) byChannel[row.channel as keyof typeof byChannel] += Number(row.count);
      }
      const live = Number(counts.live);
      const at = now();
      return {
        counts: {
          active: Number(counts.active),
          sale: Number(counts.sale),
          rent: Number(counts.rent),
          sold: Number(counts.sold),
          rented: Number(counts.rented),
          available: Number(counts.total) - Number(counts.sold) - Number(counts.rented),
          in_review: Number(counts.in_review),
          rejected: Number(counts.rejected),
          total: Number(counts.total),
        },
        // The quota counts live listings (for sale, for rent, active, pending), as publishing checks it.
        quota: { total: quota, used: live, available: Math.max(0, quota - live) },
        credits: { total: credits.granted, used: credits.spent, available: credits.granted - credits.spent },
        analytics: { views: Number(counts.views), clicks: Number(counts.clicks), shares: Number(counts.shares) },
        inquiries: { ...byChannel, total: Object.values(byChannel).reduce((a, b) => a + b, 0) },
        legacy: {
          count: Number(counts.legacy),
          age_days: DASHBOARD_LEGACY_AGE_DAYS,
          results: legacy.map((row) => toLegacy(row, at)),
        },
      };
    },

    /** Daily views, clicks and shares over the period; another user's listing is "not found". */
    async analytics(userId: number, query: DashboardAnalyticsQuery): Promise<DashboardAnalytics> {
      const listing = query.listing === undefined ? null : await repo.ownListing(userId, query.listing);
      if (query.listing !== undefined && !listing) throw listingNotFound();
      const days = periodDays(now(), query.days);
      const from = days[0];
      const to = days[days.length - 1];
      const [rows, choices] = await Promise.all([
        repo.events(userId, { from, to, listingId: listing?.id }),
        repo.choices(userId, DASHBOARD_CHOICES_LIMIT),
      ]);
      const series = fillDailySeries(days, rows);
      const totals = series.reduce(
        (sum, d) => ({ views: sum.views + d.views, clicks: sum.clicks + d.clicks, shares: sum.shares + d.shares }),
        { views: 0, clicks: 0, shares: 0 },
      );
      return {
        days: query.days,
        from,
        to,
        listing: listing ? { id: listing.id, title: listing.title } : null,
        series,
        totals,
        choices: choices.map((c) => ({ id: c.id, title: c.title })),
      };
    },

    /**
     * The listings tab: the user's own listings, or (`scope=managed`) every listing they manage for
     * their agency (features/access listingsManagedBy); an agent or a lone lister asking for those
     * gets 403.
     */
    async listings(
      user: UserRow,
      query: { status: DashboardListingFilter; scope: DashboardListingScope; page: number },
    ): Promise<DashboardListingsAnswer> {
      const actor = await deps.actorOf(user);
      const managed = managedListingsOf(actor);
      if (query.scope === 'managed' && !managed) throw notManager();
      const whose = query.scope === 'managed' ? listingsManagedBy(actor, 'l') : listingsListedBy(actor.user.id, 'l');
      const [statusRows, rows] = await Promise.all([
        repo.statusCounts(whose),
        repo.listings(whose, {
          filter: query.status,
          limit: DASHBOARD_PAGE_SIZE,
          offset: pageOffset(query.page, DASHBOARD_PAGE_SIZE),
          legacyCutoff: legacyCutoff(),
        }),
      ]);
      const filterCounts = Object.fromEntries(DASHBOARD_LISTING_FILTERS.map((f) => [f, 0])) as Record<
        DashboardListingFilter,
        number
      >;
      for (const row of statusRows) {
        const n = Number(row.count);
        filterCounts.all += n;
        if (row.status in filterCounts) filterCounts[row.status as DashboardListingFilter] += n;
        if (row.status === 'pending') filterCounts[row.rejected ? 'rejected' : 'in_review'] += n;
      }
      return {
        results: rows.map(toDashboardListing),
        status: query.status,
        scope: query.scope,
        managed,
        ...pageOf(query.page, filterCounts[query.status]),
        filter_counts: filterCounts,
      };
    },

    async favorites(userId: number, page: number): Promise<DashboardFavoritesAnswer> {
      const { rows, count } = await repo.favorites(userId, {
        limit: DASHBOARD_PAGE_SIZE,
        offset: pageOffset(page, DASHBOARD_PAGE_SIZE),
      });
      return { results: rows.map(toFavorite), ...pageOf(page, count) };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
