import { useLoaderData } from 'react-router';
import { metaTags } from '../lib/i18n/page-meta';
import { loadMaterialsPage } from '../features/materials/materials.server';
import { MaterialsPage } from '../features/materials/materials-page';
import type { Route } from './+types/materials';

export const loader = ({ request, context }: Route.LoaderArgs) => loadMaterialsPage(request, context);

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function MaterialsRoute() {
  const data = useLoaderData<typeof loader>();
  return <MaterialsPage {...data} />;
}
