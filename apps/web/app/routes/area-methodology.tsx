import { useLoaderData } from 'react-router';
import { metaTags } from '../lib/i18n/page-meta';
import { MethodologyPage } from '../features/area-prices/methodology-page';
import { loadMethodologyPage } from '../features/area-prices/methodology.server';
import type { Route } from './+types/area-methodology';

export const loader = ({ context }: Route.LoaderArgs) => loadMethodologyPage({ context });

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [...metaTags(data.meta, data.meta.brand), { tagName: 'link', rel: 'canonical', href: data.canonical }] : [];

export default function AreaMethodologyRoute() {
  const { title, intro, updated, sections, path } = useLoaderData<typeof loader>();
  return (
    <MethodologyPage
      title={title}
      intro={intro}
      updated={updated}
      sections={sections}
      path={path}
      testId="area-methodology"
    />
  );
}
