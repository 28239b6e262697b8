import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  DashboardAnalytics,
  DashboardAnalyticsPeriod,
  DashboardFavoritesAnswer,
  DashboardListingFilter,
  DashboardListingScope,
  DashboardListingsAnswer,
  DashboardOverview,
  ListingStatus,
} from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

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

export const dashboardPaths = {
  overview: () => '/api/dashboard/overview/',
  analytics: (days: number, listing: number | null) =>
    `/api/dashboard/analytics/?days=${days}${listing ? `&listing=${listing}` : ''}`,
  listings: (scope: DashboardListingScope, status: DashboardListingFilter, page: number) =>
    `/api/dashboard/listings/?status=${status}&page=${page}${scope === 'managed' ? '&scope=managed' : ''}`,
  favorites: (page: number) => `/api/dashboard/favorites/?page=${page}`,
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
  path: string,
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
    queryFn: () => apiFetch<T>(path),
    staleTime: 30_000,
    retry: false,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

export const useOverview = (initial?: InitialData) =>
  useDashboardQuery<DashboardOverview>(dashboardKeys.overview, dashboardPaths.overview(), initial);

export const useAnalytics = (days: DashboardAnalyticsPeriod, listing: number | null) =>
  useDashboardQuery<DashboardAnalytics>(
    dashboardKeys.analytics(days, listing),
    dashboardPaths.analytics(days, listing),
  );

export const useMyListings = (
  scope: DashboardListingScope,
  status: DashboardListingFilter,
  page: number,
  initial?: InitialData,
) =>
  useDashboardQuery<DashboardListingsAnswer>(
    dashboardKeys.listings(scope, status, page),
    dashboardPaths.listings(scope, status, page),
    initial,
  );

export const useFavorites = (page: number, initial?: InitialData) =>
  useDashboardQuery<DashboardFavoritesAnswer>(dashboardKeys.favorites(page), dashboardPaths.favorites(page), initial);

/** The owner's actions on a listing (the listings feature's endpoints). */
export type ListingAction =
  | { kind: 'status'; status: ListingStatus }
  | { kind: 'price'; price: number }
  | { kind: 'unfeature' }
  | { kind: 'delete' };

export function listingAction(id: number, action: ListingAction) {
  const base = `/api/properties/${id}/`;
  switch (action.kind) {
    case 'status':
      return apiFetch(`${base}status/`, { body: { status: action.status } });
    case 'price':
      return apiFetch(`${base}price/`, { body: { price: action.price } });
    case 'unfeature':
      return apiFetch(`${base}unfeature/`, { method: 'POST' });
    case 'delete':
      return apiFetch(base, { method: 'DELETE' });
  }
}
