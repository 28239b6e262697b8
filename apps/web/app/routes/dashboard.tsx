import { useLoaderData } from 'react-router';
import { DASHBOARD_TABS, type DashboardTab } from '@estate/shared';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { metaTags } from '../features/i18n/page-meta';
import { pageMeta } from '../features/i18n/page-meta.server';
import { requireUser } from '../features/session/require-user.server';
import type { Route } from './+types/dashboard';

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const requested = new URL(request.url).searchParams.get('tab');
  const tab = (DASHBOARD_TABS as readonly string[]).includes(requested ?? '')
    ? (requested as DashboardTab)
    : 'dashboard';
  return { user, tab, meta: pageMeta(context.locale, 'dashboard') };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.meta, data?.meta.brand),
  { name: 'robots', content: 'noindex' },
];

export default function DashboardRoute() {
  const { user, tab } = useLoaderData<typeof loader>();
  return <DashboardPage user={user} tab={tab} />;
}
