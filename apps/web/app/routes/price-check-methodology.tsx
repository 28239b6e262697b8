import { useLoaderData } from 'react-router';
import { metaTags } from '../lib/i18n/page-meta';
import { AccuracyTable } from '../features/area-prices/accuracy-table';
import { MethodologyPage } from '../features/area-prices/methodology-page';
import { loadPriceCheckMethodPage } from '../features/area-prices/price-check-method.server';
import type { Route } from './+types/price-check-methodology';

/** `/methodology/price-check`, in English and under `/ar` (issue 41). */
export const loader = ({ context }: Route.LoaderArgs) => loadPriceCheckMethodPage({ context });

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [...metaTags(data.meta, data.meta.brand), { tagName: 'link', rel: 'canonical', href: data.canonical }] : [];

export default function PriceCheckMethodologyRoute() {
  const { title, intro, updated, sections, path, accuracy } = useLoaderData<typeof loader>();
  return (
    <MethodologyPage
      title={title}
      intro={intro}
      updated={updated}
      sections={sections}
      path={path}
      testId="price-check-methodology"
    >
      <AccuracyTable accuracy={accuracy} />
    </MethodologyPage>
  );
}
