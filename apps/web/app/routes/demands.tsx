import { useLoaderData } from 'react-router';
import { demandFiltersToParams } from '@estate/shared';
import { DemandsPage } from '../features/demands/demands-page';
import { loadDemandsPage } from '../features/demands/demands.server';
import { metaTags } from '../lib/i18n/page-meta';
import { rootPageUrl } from '../lib/i18n/share-meta';
import type { Route } from './+types/demands';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDemandsPage(request, context);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const query = demandFiltersToParams(data.filters).toString();
  return [
    ...metaTags(data.meta, data.meta.brand),
    { tagName: 'link', rel: 'canonical', href: rootPageUrl(matches, `/demands${query ? `?${query}` : ''}`) },
  ];
};

export default function DemandsRoute() {
  const data = useLoaderData<typeof loader>();
  return <DemandsPage data={data} />;
}
