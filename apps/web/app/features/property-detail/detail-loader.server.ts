import { data } from 'react-router';
import { localRedirect } from '../i18n/redirect.server';
import { idFromSlug, listingTextIn, type ListingDetail, type SsrContext } from '@estate/shared';
import { serverT } from '../i18n/i18n.server';
import { cityOptions } from '../search/search.server';
import { formatPrice } from '../i18n/format-price';
import { numberFormat } from '../i18n/number-format';
import { areaUnitFromRequest } from '../listings-ui/use-area-unit';
import { absoluteUrl, pageUrl } from '../i18n/share-meta';
import { excerpt, listingImages, listingJsonLd, type DetailSeo } from './detail-seo';
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
  const [detail, comments] = await Promise.all([context.listingPage.detail(id), context.listingPage.comments(id)]);
  if (!detail.ok) {
    if (detail.status === 404 || detail.status === 400) notFound(context);
    throw new Error(`Listing ${slug} failed to load (${detail.status})`);
  }
  const listing = detail.body;
  if (listing.slug !== slug) {
    const url = new URL(request.url);
    throw localRedirect(request, `/properties/${listing.slug}${url.search}`, 301);
  }

  return {
    listing,
    comments: comments.ok ? comments.body.results : [],
    areaUnit: areaUnitFromRequest(request),
    // The listing's city as the gazetteer names it in the page's language (issue 17: no English
    // city name in an Arabic breadcrumb); useCityName reads it.
    cities: cityOptions(context.locale)
      .filter((c) => c.city.toLowerCase() === listing.city.toLowerCase())
      .map((c) => ({ city: c.city, name: c.name })),
    // Its area and city as the gazetteer names them in the page's language (issue 39, M4).
    place: listingPlaceIn(listing, context.locale),
    seo: buildSeo(listing, context),
  };
}

function buildSeo(listing: ListingDetail, context: SsrContext): DetailSeo {
  const t = serverT(context.locale);
  // The title, description and city in the page's language when the listing has them (issue 39, M4).
  const text = listingTextIn(listing, context.locale);
  const place = listingPlaceIn(listing, context.locale);
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
    place.city,
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
    jsonLd: listingJsonLd({ ...listing, title: text.title.text }, canonical, context.origin, description),
  };
}
