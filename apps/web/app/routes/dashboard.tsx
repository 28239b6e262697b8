import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { DASHBOARD_TABS, type DashboardTab } from '@estate/shared';
import type { SsrContext } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as agencyOps from '@estate/shared/contracts/agencies';
import { agencyKeys } from '../features/agencies/agencies-api';
import { dashboardKeys, dashboardOps, dashboardQuery, type InitialData } from '../pages/dashboard/dashboard-api';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { listingsViewOf } from '../pages/dashboard/listings-view';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import { requireUser } from '../lib/session/require-user.server';
import type { Route } from './+types/dashboard';

/** The API call (and its query key) whose answer the first paint of a tab shows, if any. */
function firstCall(
  tab: DashboardTab,
  params: URLSearchParams,
  context: SsrContext,
): { key: readonly unknown[]; load: () => Promise<{ ok: boolean; body: unknown }> } | null {
  if (tab === 'dashboard') return { key: dashboardKeys.overview, load: () => context.call(dashboardOps.overview) };
  if (tab === 'agency') return { key: agencyKeys.mine, load: () => context.call(myAgency) };
  if (tab !== 'listings') return null;
  const view = listingsViewOf(params);
  return view.view === 'favorites'
    ? {
        key: dashboardKeys.favorites(view.page),
        load: () => context.call(dashboardOps.favorites, { query: dashboardQuery.favorites(view.page) }),
      }
    : {
        key: dashboardKeys.listings(view.scope, view.status, view.page),
        load: () =>
          context.call(dashboardOps.listings, { query: dashboardQuery.listings(view.scope, view.status, view.page) }),
      };
}

const myAgency = endpoint<typeof agencyOps.getAgenciesMine>('GET', '/api/agencies/mine/');

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const params = new URL(request.url).searchParams;
  const requested = params.get('tab');
  const tab = (DASHBOARD_TABS as readonly string[]).includes(requested ?? '')
    ? (requested as DashboardTab)
    : 'dashboard';
  // The overview, listings and agency tabs are server-rendered with their data; a failure is left to the
  // browser, which shows the error with its retry button.
  const call = firstCall(tab, params, context);
  let initial: InitialData | undefined;
  if (call) {
    const answer = await call.load();
    if (answer.ok) initial = { key: JSON.stringify(call.key), data: answer.body, at: Date.now() };
  }
  return { user, tab, initial, meta: pageMeta(context.locale, 'dashboard') };
}

/**
 * Moving inside a tab (listing filters, pages, the favorites view) is fetched by the tab itself
 * in the browser; only a change of tab (or of language) runs the loader again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameTab =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    currentUrl.searchParams.get('tab') === nextUrl.searchParams.get('tab');
  return sameTab ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.meta, data?.meta.brand),
  { name: 'robots', content: 'noindex' },
];

export default function DashboardRoute() {
  const { user, tab, initial } = useLoaderData<typeof loader>();
  return <DashboardPage user={user} tab={tab} initial={initial} />;
}
