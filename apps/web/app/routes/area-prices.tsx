import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { Link } from '../lib/link';
import { useTranslation } from '../lib/i18n/use-translation';
import { AreaPage } from '../features/area-prices/area-page';
import { areaMetaTags } from '../features/area-prices/area-seo';
import { loadAreaPage } from '../features/area-prices/area-page.server';
import type { Route } from './+types/area-prices';

/** `/areas/:city/:area` and `/areas/:city`, in English and under `/ar` (issue 41). */
export const loader = (args: Route.LoaderArgs) => loadAreaPage(args);

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (data?.seo) return areaMetaTags(data.seo);
  if (isRouteErrorResponse(error) && error.data && typeof error.data === 'object') {
    const info = error.data as { title?: string; brand?: string; text?: string };
    return [
      { title: `${info.title} | ${info.brand}` },
      { name: 'description', content: info.text },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [];
};

export default function AreaPricesRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <AreaPage
      stats={data.stats}
      type={data.type}
      homes={data.homes}
      breadcrumb={data.breadcrumb}
      title={data.title}
      areaName={data.areaName}
      cityName={data.cityName}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="container page-message" data-testid="area-not-found">
        <h1>{t('areas.page.not_found_title')}</h1>
        <p className="muted">{t('areas.page.not_found_text')}</p>
        <Link className="button" to="/properties">
          {t('areas.page.search_homes')}
        </Link>
      </section>
    );
  }
  throw error;
}
