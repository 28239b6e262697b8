import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DashboardAnalyticsPeriod, DashboardListingFilter, DashboardListingScope } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as creditOps from '@estate/shared/contracts/credits';
import type * as ops from '@estate/shared/contracts/dashboard';
import type * as listingOps from '@estate/shared/contracts/listings';
import { api, type BodyOf } from '../../lib/api/api-client';

/** TanStack Query keys of the dashboard (invalidate `dashboardKeys.all` after any change to a listing). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: ['dashboard', 'overview'] as const,
  analytics: (days: DashboardAnalyticsPeriod, listing: number | null) =>
    ['dashboard', 'analytics', days, listing] as const,
  listings: (scope: DashboardListingScope, status: DashboardListingFilter, page: number) =>
    ['dashboard', 'listings', scope, status, page] as const,
  favorites: (page: number) => ['dashboard', 'favorites', page] as const,
};

/** The dashboard's reads (the browser calls them, the route loader renders the first tab with them). */
export const dashboardOps = {
  overview: endpoint<typeof ops.getDashboardOverview>('GET', '/api/dashboard/overview/'),
  analytics: endpoint<typeof ops.getDashboardAnalytics>('GET', '/api/dashboard/analytics/'),
  listings: endpoint<typeof ops.getDashboardListings>('GET', '/api/dashboard/listings/'),
  favorites: endpoint<typeof ops.getDashboardFavorites>('GET', '/api/dashboard/favorites/'),
};

/** The query of each read. */
export const dashboardQuery = {
  analytics: (days: DashboardAnalyticsPeriod, listing: number | null) => ({ days, listing: listing ?? undefined }),
  listings: (scope: DashboardListingScope, status: DashboardListingFilter, page: number) => ({
    status,
    page,
    scope: scope === 'managed' ? scope : undefined,
  }),
  favorites: (page: number) => ({ page }),
};

/** What the route loader fetched for the first paint: the query key (as JSON), the answer and when. */
export interface InitialData {
  key: string;
  data: unknown;
  at: number;
}

/**
 * A dashboard query, seeded with the server-rendered answer when it is for the same key and newer
 * than what the cache holds (as TanStack's HydrationBoundary does: new queries during render,
 * existing ones in an effect). No automatic retry: a failure shows the error with its retry button.
 */
export function useDashboardQuery<T>(
  key: QueryKey,
  fetch: () => Promise<T>,
  initial?: InitialData,
  options: { keepPrevious?: boolean } = {},
) {
  const client = useQueryClient();
  const seed = initial && initial.key === JSON.stringify(key) ? initial : undefined;
  if (seed && !client.getQueryState(key)) client.setQueryData(key, seed.data, { updatedAt: seed.at });
  useEffect(() => {
    if (!seed) return;
    const state = client.getQueryState(key);
    if (state && state.dataUpdatedAt < seed.at) client.setQueryData(key, seed.data, { updatedAt: seed.at });
    // The key is described by `seed.key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, seed?.key, seed?.at]);
  return useQuery({
    queryKey: key,
    queryFn: fetch,
    staleTime: 30_000,
    retry: false,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

export const useOverview = (initial?: InitialData) =>
  useDashboardQuery(dashboardKeys.overview, () => api(dashboardOps.overview), initial);

export const useAnalytics = (days: DashboardAnalyticsPeriod, listing: number | null) =>
  useDashboardQuery(dashboardKeys.analytics(days, listing), () =>
    api(dashboardOps.analytics, { query: dashboardQuery.analytics(days, listing) }),
  );

export const useMyListings = (
  scope: DashboardListingScope,
  status: DashboardListingFilter,
  page: number,
  initial?: InitialData,
) =>
  useDashboardQuery(
    dashboardKeys.listings(scope, status, page),
    () => api(dashboardOps.listings, { query: dashboardQuery.listings(scope, status, page) }),
    initial,
  );

export const useFavorites = (page: number, initial?: InitialData) =>
  useDashboardQuery(
    dashboardKeys.favorites(page),
    () => api(dashboardOps.favorites, { query: dashboardQuery.favorites(page) }),
    initial,
  );

const owner = {
  status: endpoint<typeof listingOps.postPropertiesStatus>('POST', '/api/properties/:id/status/'),
  price: endpoint<typeof listingOps.postPropertiesPrice>('POST', '/api/properties/:id/price/'),
  unfeature: endpoint<typeof creditOps.postPropertiesUnfeature>('POST', '/api/properties/:id/unfeature/'),
  remove: endpoint<typeof listingOps.deletePropertiesById>('DELETE', '/api/properties/:id/'),
};

/** A status the owner may set. */
export type OwnerStatus = BodyOf<typeof owner.status>['status'];

/** The owner's actions on a listing (the listings feature's endpoints). */
export type ListingAction =
  | { kind: 'status'; status: OwnerStatus; final_price?: number | string }
  | { kind: 'price'; price: number }
  | { kind: 'unfeature' }
  | { kind: 'delete' };

/** Runs the action; its answer is not used (the dashboard reloads). */
export async function listingAction(id: number, action: ListingAction): Promise<void> {
  const params = { id };
  if (action.kind === 'status') {
    const { status, final_price } = action;
    await api(owner.status, { params, body: final_price === undefined ? { status } : { status, final_price } });
  } else if (action.kind === 'price') await api(owner.price, { params, body: { price: action.price } });
  else if (action.kind === 'unfeature') await api(owner.unfeature, { params });
  else await api(owner.remove, { params });
}
