import { DASHBOARD_LISTING_FILTERS, type DashboardListingFilter, type DashboardListingScope } from '@estate/shared';

export interface ListingsView {
  view: 'mine' | 'favorites';
  /** With `view=mine`: the user's own listings, or those they manage for their agency (issue 36). */
  scope: DashboardListingScope;
  status: DashboardListingFilter;
  page: number;
}

/** The listings tab's state from its URL (`view=favorites`, `scope=managed`, `status=`, `page=`). */
export function listingsViewOf(params: URLSearchParams): ListingsView {
  const status = params.get('status') ?? 'all';
  const page = Number(params.get('page') ?? 1);
  return {
    view: params.get('view') === 'favorites' ? 'favorites' : 'mine',
    scope: params.get('scope') === 'managed' ? 'managed' : 'mine',
    status: (DASHBOARD_LISTING_FILTERS as readonly string[]).includes(status)
      ? (status as DashboardListingFilter)
      : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The tab's URL for a state (what is left out is the default). */
export function hrefOf(view: Partial<ListingsView>): string {
  const params = new URLSearchParams({ tab: 'listings' });
  if (view.view === 'favorites') params.set('view', 'favorites');
  else if (view.scope === 'managed') params.set('scope', 'managed');
  if (view.status && view.status !== 'all') params.set('status', view.status);
  if (view.page && view.page > 1) params.set('page', String(view.page));
  return `/dashboard?${params}`;
}
