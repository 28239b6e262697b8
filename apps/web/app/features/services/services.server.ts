import { data } from 'react-router';
import { localRedirect } from '../../lib/i18n/redirect.server';
import { idFromSlug, serviceSearchSchema, type ServiceListAnswer, type SsrContext } from '@estate/shared';
import { getServices, getServicesById, getServicesTrades } from '@estate/shared/contracts/services';
import { serverT } from '../../lib/i18n/i18n.server';
import { absoluteUrl, pageUrl, type ShareMeta } from '../../lib/i18n/share-meta';
import { cityOptions } from '../../lib/search/search.server';

const EMPTY: ServiceListAnswer = { results: [], count: 0, page: 1, page_size: 12, pages: 1 };

/** Cities named in the visitor's language (read by useCityName). */
const cityNames = (context: SsrContext) => cityOptions(context.locale).map((c) => ({ city: c.city, name: c.name }));

/** The services list: filters from the URL, offers and trade counts from the API, server-rendered. */
export async function loadServicesList(request: Request, context: SsrContext) {
  const url = new URL(request.url);
  const filters = serviceSearchSchema.parse(Object.fromEntries(url.searchParams));
  const query = {
    trade: filters.trade,
    city: filters.city,
    q: filters.q,
    page: filters.page > 1 ? filters.page : undefined,
  };
  const [list, trades] = await Promise.all([
    context.call(getServices, { query }),
    context.call(getServicesTrades, { query: { city: filters.city } }),
  ]);
  const t = serverT(context.locale);
  const tradeName = filters.trade ? t(`services.trades.${filters.trade}`) : null;
  const title = tradeName ? `${tradeName} · ${t('services.title')}` : t('services.title');
  return {
    filters,
    answer: list.ok ? list.body : EMPTY,
    trades: trades.ok ? trades.body.trades : [],
    serviceCities: trades.ok ? trades.body.cities : [],
    cities: cityNames(context),
    meta: { title, description: t('meta.services.description'), brand: t('brand.name') },
  };
}

function notFound(context: SsrContext): never {
  const t = serverT(context.locale);
  throw data(
    {
      title: t('services.detail.not_found_title'),
      brand: t('brand.name'),
      description: t('services.detail.not_found_text'),
    },
    { status: 404 },
  );
}

/** One offer by slug; a stale slug (title changed) answers 301 to the canonical one. */
export async function loadServiceDetail(slug: string, request: Request, context: SsrContext) {
  if (idFromSlug(slug) === null) notFound(context);
  const answer = await context.call(getServicesById, { params: { id: slug } });
  if (!answer.ok) {
    if (answer.status === 404 || answer.status === 400) notFound(context);
    throw new Error(`Service ${slug} failed to load (${answer.status})`);
  }
  const offer = answer.body;
  if (offer.slug !== slug)
    throw localRedirect(request, `/services-list/${offer.slug}${new URL(request.url).search}`, 301);
  const t = serverT(context.locale);
  const text = offer.description.replace(/\s+/g, ' ').trim();
  const photo = offer.photos[0];
  return {
    offer,
    cities: cityNames(context),
    // The head of a page meant to be shared (issue 39 M21: Open Graph and Twitter card alike).
    meta: {
      title: `${offer.title} · ${t(`services.trades.${offer.trade}`)}`,
      description: text.length > 155 ? `${text.slice(0, 152)}…` : text,
      brand: t('brand.name'),
      canonical: pageUrl(context, `/services-list/${offer.slug}`),
      ogType: 'website',
      locale: context.locale,
      image: photo
        ? { url: absoluteUrl(context.origin, photo.full.url), width: photo.full.width, height: photo.full.height }
        : null,
      jsonLd: [],
    } satisfies ShareMeta,
  };
}
