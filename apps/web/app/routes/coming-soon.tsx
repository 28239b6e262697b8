import { useLoaderData } from 'react-router';
import { ComingSoon, type ComingSoonKey } from '../features/coming-soon/coming-soon';
import { metaTags } from '../features/i18n/page-meta';
import { pageMeta } from '../features/i18n/page-meta.server';
import type { Route } from './+types/coming-soon';

const BY_PATH: Record<string, ComingSoonKey> = {
  properties: 'properties',
  shorts: 'shorts',
  demands: 'demands',
  blogpages: 'blog',
  'services-list': 'services',
  corporateservices: 'corporate',
  material: 'material',
  profile: 'profile',
};

export function loader({ request, context }: Route.LoaderArgs) {
  const first = new URL(request.url).pathname.split('/')[1] ?? '';
  const page = BY_PATH[first] ?? 'properties';
  return { page, meta: pageMeta(context.locale, page) };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function ComingSoonRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ComingSoon page={page} />;
}
