import { useLoaderData } from 'react-router';
import { metaTags } from '../lib/i18n/page-meta';
import { loadServicesList } from '../features/services/services.server';
import { ServicesListPage } from '../features/services/services-list-page';
import type { Route } from './+types/services-list';

export const loader = ({ request, context }: Route.LoaderArgs) => loadServicesList(request, context);

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function ServicesListRoute() {
  const data = useLoaderData<typeof loader>();
  return <ServicesListPage {...data} />;
}
