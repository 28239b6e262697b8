import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { Link } from '../lib/link';
import { useTranslation } from '../lib/i18n/use-translation';
import { shareMetaTags } from '../lib/i18n/share-meta';
import { loadServiceDetail } from '../features/services/services.server';
import { ServiceDetailPage } from '../features/services/service-detail-page';
import type { Route } from './+types/service-detail';

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadServiceDetail(params.slug ?? '', request, context);

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (data?.meta) return shareMetaTags(data.meta);
  if (isRouteErrorResponse(error) && error.data && typeof error.data === 'object') {
    const info = error.data as { title?: string; brand?: string; description?: string };
    return [
      { title: `${info.title} | ${info.brand}` },
      { name: 'description', content: info.description ?? '' },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [];
};

export default function ServiceDetailRoute() {
  const { offer } = useLoaderData<typeof loader>();
  return <ServiceDetailPage key={offer.id} offer={offer} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="container page-message">
        <h1>{t('services.detail.not_found_title')}</h1>
        <p className="muted">{t('services.detail.not_found_text')}</p>
        <Link to="/services-list" className="button">
          {t('services.detail.back')}
        </Link>
      </div>
    );
  }
  throw error;
}
