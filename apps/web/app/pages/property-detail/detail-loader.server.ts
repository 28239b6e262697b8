import { data } from 'react-router';
import { localRedirect } from '../../lib/i18n/redirect.server';
import {
  AREA_RADIUS_KM,
  areaOfPoint,
  idFromSlug,
  listingTextIn,
  type ListingDetail,
  type Place,
  type SsrContext,
} from '@estate/shared';
import gazetteer from '@estate/shared/listing/gazetteer-data.json';
import { areaPagePath, type PriceCheckAnswer } from '@estate/shared/areas';
import { getPropertiesPriceCheck } from '@estate/shared/contracts/areas';
import { serverT } from '../../lib/i18n/i18n.server';
import { cityOptions } from '../../lib/search/search.server';
import { formatPrice } from '../../lib/i18n/format-price';
import { numberFormat } from '../../lib/i18n/number-format';
import { areaUnitFromRequest } from '../../lib/listing/use-area-unit';
import { absoluteUrl, pageUrl } from '../../lib/i18n/share-meta';
import { excerpt, listingImages, type Crumb, type DetailSeo } from './detail-seo';
import { listingJsonLd } from './listing-json-ld';
import { listingPlaceIn } from './listing-place.server';

/** The 404 answer: the page says "Property Not Found" in the visitor's language. */
function notFound(context: SsrContext): never {
  const t = serverT(context.locale);
  throw data(
    { title: t('listing_alerts.not_found'), brand: t('brand.name'), description: t('detail.not_found.text') },
    { status: 404 },
  );
}

/**
 * Loads a listing page: the listing and its comments in parallel, server rendered. A stale slug (title changed) answers 301 to the canonical one.
 */
export async function loadListingPage({
  params,
  request,
  context,
}: {
  params: { slug?: string };
  request: Request;
  context: SsrContext;
}) {
  const slug = params.slug ?? '';
  const id = idFromSlug(slug);
  if (id === null) notFound(context);

  // Related listings load in the browser as the visitor scrolls (see related.tsx).
  const [detail, comments, priceCheck] = await Promise.all([
    context.listingPage.detail(id),
    context.listingPage.comments(id),
    priceCheckOf(context, id),
  ]);
  if (!detail.ok) {
    if (detail.status === 404 || detail.status === 400) notFound(context);
    throw new Error(`Listing ${slug} failed to load (${detail.status})`);
  }
  const listing = detail.body;
  if (listing.slug !== slug) {
    const url = new URL(request.url);
    throw localRedirect(request, `/properties/${listing.slug}${url.search}`, 301);
  }

  // The listing's city as the gazetteer names it in the page's language (issue 17: no English
  // city name in an Arabic breadcrumb); useCityName reads it.
  const cities = cityOptions(context.locale)
    .filter((c) => c.city.toLowerCase() === listing.city.toLowerCase())
    .map((c) => ({ city: c.city, name: c.name }));
  // The title and description in the page's language when the listing has them, and its area and
  // city as the gazetteer names them there (issue 39, M4).
  const text = listingTextIn(listing, context.locale);
  const place = listingPlaceIn(listing, context.locale);
  const names = placeNames(listing, context, cities[0]?.name ?? place.city);
  const breadcrumb = listingBreadcrumb(listing, context, names, text.title);
  return {
    listing,
    comments: comments.ok ? comments.body.results : [],
    areaUnit: areaUnitFromRequest(request),
    cities,
    place,
    breadcrumb,
    priceCheck,
    areaPage: names.area ? { path: areaPagePath(listing.city, names.area.name), label: names.area.label } : null,
    seo: buildSeo(listing, context, { names, breadcrumb, text }),
  };
}

/**
 * "Is this price fair?" (issue 41): the comparable listings' middle half, or null when there are too
 * few of them. A failure of it never fails the page: it shows nothing, as with too few.
 */
async function priceCheckOf(context: SsrContext, id: number): Promise<PriceCheckAnswer['check']> {
  try {
    const answer = await context.call(getPropertiesPriceCheck, { params: { id } });
    if (answer.ok) return answer.body.check;
    if (answer.status >= 500) console.error('Price check failed', id, answer.status);
  } catch (error) {
    console.error('Price check failed', id, error);
  }
  return null;
}

interface PlaceNames {
  city: string;
  /** The gazetteer area (neighbourhood) the listing lies in, if any: its English name (`area=`) and its label. */
  area?: { name: string; label: string };
}

/** The listing's city and area as the page names them, in its language. */
function placeNames(listing: ListingDetail, context: SsrContext, city: string): PlaceNames {
  const point = { lat: listing.latitude, lng: listing.longitude };
  const area = areaOfPoint(gazetteer as Place[], listing.city, point, AREA_RADIUS_KM);
  return {
    city,
    area: area && { name: area.name_en, label: context.locale === 'ar' ? area.name_ar : area.name_en },
  };
}

/**
 * Home › For sale › Lahore › DHA Phase 6 › the listing: each step a search page of what the
 * listing belongs to (the area's step only when the listing lies in a known area). The page shows
 * it and its JSON-LD names the same steps.
 */
function listingBreadcrumb(
  listing: ListingDetail,
  context: SsrContext,
  place: PlaceNames,
  title: { text: string; lang?: string },
): Crumb[] {
  const t = serverT(context.locale);
  const purpose = `/properties?purpose=${listing.purpose}`;
  const city = `${purpose}&city=${encodeURIComponent(listing.city)}`;
  return [
    { name: t('nav.home'), path: '/' },
    { name: t(`listing.purpose.${listing.purpose}`), path: purpose },
    { name: place.city, path: city },
    ...(place.area ? [{ name: place.area.label, path: `${city}&area=${encodeURIComponent(place.area.name)}` }] : []),
    { name: title.text, path: `/properties/${listing.slug}`, lang: title.lang },
  ];
}

function buildSeo(
  listing: ListingDetail,
  context: SsrContext,
  { names, breadcrumb, text }: { names: PlaceNames; breadcrumb: Crumb[]; text: ReturnType<typeof listingTextIn> },
): DetailSeo {
  const t = serverT(context.locale);
  const canonical = pageUrl(context, `/properties/${listing.slug}`);
  const price = formatPrice(listing.price, listing.currency, context.locale);
  const facts = [
    listing.purpose === 'rent' && listing.rent_frequency
      ? `${price} ${t(`listing.rent_frequency.${listing.rent_frequency}`)}`
      : price,
    listing.area_type !== 'plot' && listing.bedrooms > 0 ? t('detail.meta.bedrooms', { n: listing.bedrooms }) : null,
    listing.area_type !== 'plot' && listing.bathrooms > 0 ? t('detail.meta.bathrooms', { n: listing.bathrooms }) : null,
    `${numberFormat(context.locale).format(listing.area_size)} ${t(`listing.area_unit.${listing.area_unit}`)}`,
    t(`listing.property_type.${listing.property_type}`),
    t(`listing.purpose.${listing.purpose}`),
    names.city,
  ].filter(Boolean);
  const lead = facts.join(' · ');
  const summary = excerpt(text.description.text, 150);
  const description = summary ? `${lead}. ${summary}` : lead;
  const cover = listingImages(listing)[0];
  return {
    title: text.title.text,
    description,
    brand: t('brand.name'),
    canonical,
    locale: context.locale,
    image: cover
      ? {
          url: absoluteUrl(context.origin, cover.full.url),
          width: cover.full.width,
          height: cover.full.height,
          alt: text.title.text,
        }
      : null,
    jsonLd: listingJsonLd({
      listing: { ...listing, title: text.title.text },
      canonical,
      origin: context.origin,
      description,
      cityName: names.city,
      areaName: names.area?.label,
      breadcrumb,
      pageUrl: (path) => pageUrl(context, path),
    }),
  };
}
