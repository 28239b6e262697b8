import { useTranslation } from '../lib/i18n/use-translation';
import { useLoaderData } from 'react-router';
import { Link } from '../lib/link';
import type { ServiceDetail } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/services';
import { serverT } from '../lib/i18n/i18n.server';
import { metaTags } from '../lib/i18n/page-meta';
import { cityOptions, countryOptions } from '../lib/search/search.server';
import { OfferEditor } from '../features/services/offer-editor';
import { requireUser } from '../lib/session/require-user.server';
import type { Route } from './+types/service-editor';

const offerOf = endpoint<typeof ops.getServicesById>('GET', '/api/services/:id/');

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const t = serverT(context.locale);
  const edit = Number(new URL(request.url).searchParams.get('edit'));
  let offer: ServiceDetail | null = null;
  let missing = false;
  if (Number.isInteger(edit) && edit > 0) {
    const answer = await context.call(offerOf, { params: { id: edit } });
    if (answer.ok && answer.body.provider.id === user.id) offer = answer.body;
    else missing = true;
  }
  return {
    user,
    offer,
    missing,
    countries: countryOptions(context.locale).map((c) => ({ code: c.code, name: c.name })),
    cities: cityOptions(context.locale).map((c) => ({ city: c.city, country: c.country, name: c.name })),
    meta: {
      title: offer ? t('services.editor.title_edit') : t('services.editor.title_new'),
      description: t('services.editor.lead'),
      brand: t('brand.name'),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.meta, data?.meta.brand),
  { name: 'robots', content: 'noindex' },
];

export default function ServiceEditorRoute() {
  const { user, offer, missing, countries, cities } = useLoaderData<typeof loader>();
  if (missing) return <MissingOffer />;
  return <OfferEditor key={offer?.id ?? 'new'} user={user} offer={offer} countries={countries} cities={cities} />;
}

function MissingOffer() {
  const { t } = useTranslation();
  return (
    <div className="container page-message">
      <h1>{t('services.editor.title_edit')}</h1>
      <p className="notice">{t('services.editor.not_found')}</p>
      <Link to="/dashboard?tab=services" className="button">
        {t('services.tab.my_offers')}
      </Link>
    </div>
  );
}
