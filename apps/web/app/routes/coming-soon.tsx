import { useLoaderData } from 'react-router';
import { ComingSoon, type ComingSoonKey } from '../features/coming-soon/coming-soon';
import { metaTags } from '../features/i18n/page-meta';
import { pageMeta } from '../features/i18n/page-meta.server';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';

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

export function loader({ request, context }: LoaderFunctionArgs) {
  const first = new URL(request.url).pathname.split('/')[1] ?? '';
  const page = BY_PATH[first] ?? 'properties';
  return { page, meta: pageMeta(context.locale, page) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function ComingSoonRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ComingSoon page={page} />;
}
