import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { Link } from '../lib/link';
import { useTranslation } from '../lib/i18n/use-translation';
import { AgencyPage } from '../features/agencies/agency-page';
import { agencyMetaTags } from '../features/agencies/agency-seo';
import { loadAgencyPage } from '../features/agencies/agency.server';
import type { Route } from './+types/agency';

export const loader = (args: Route.LoaderArgs) => loadAgencyPage(args);

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (data?.seo) return agencyMetaTags(data.seo);
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

export default function AgencyRoute() {
  const data = useLoaderData<typeof loader>();
  return <AgencyPage key={data.agency.id} agency={data.agency} listings={data.listings} agent={data.agent} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="container page-message" data-testid="agency-not-found">
        <h1>{t('agencies.public.not_found_title')}</h1>
        <p className="muted">{t('agencies.public.not_found_text')}</p>
        <Link className="button" to="/">
          {t('agencies.public.back_home')}
        </Link>
      </section>
    );
  }
  throw error;
}
