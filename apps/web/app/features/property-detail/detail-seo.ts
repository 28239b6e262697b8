import type { ListingDetail, Locale, ResponsiveImage } from '@estate/shared';
import { absoluteUrl, shareMetaTags } from '../i18n/share-meta';

/** What the loader prepares (translated on the server) for the page's head. */
export interface DetailSeo {
  title: string;
  description: string;
  brand: string;
  canonical: string;
  locale: Locale;
  image: { url: string; width: number; height: number; alt: string } | null;
  jsonLd: Record<string, unknown>;
}

/** Plain text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = 150): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const AVAILABILITY: Record<ListingDetail['status'], string> = {
  for_sale: 'https://schema.org/InStock',
  for_rent: 'https://schema.org/InStock',
  active: 'https://schema.org/InStock',
  pending: 'https://schema.org/PreOrder',
  on_hold: 'https://schema.org/OutOfStock',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/SoldOut',
};

/** The listing's images, cover first, without repeats. */
export function listingImages(listing: Pick<ListingDetail, 'cover' | 'gallery'>): ResponsiveImage[] {
  const seen = new Set<string>();
  return [listing.cover, ...listing.gallery].filter((image): image is ResponsiveImage => {
    if (!image || seen.has(image.full.url)) return false;
    seen.add(image.full.url);
    return true;
  });
}

/** schema.org `RealEstateListing` for search engines. */
export function listingJsonLd(listing: ListingDetail, canonical: string, origin: string, description: string) {
  const images = listingImages(listing).map((image) => absoluteUrl(origin, image.full.url));
  const rooms = listing.area_type === 'plot' ? undefined : listing.bedrooms || undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': canonical,
    url: canonical,
    name: listing.title,
    description,
    datePosted: listing.created_at,
    dateModified: listing.updated_at,
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: listing.currency,
      availability: AVAILABILITY[listing.status],
      businessFunction:
        listing.purpose === 'rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      ...(listing.purpose === 'rent' && listing.rent_frequency
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: listing.price,
              priceCurrency: listing.currency,
              unitCode: { day: 'DAY', week: 'WEE', month: 'MON', year: 'ANN' }[listing.rent_frequency],
            },
          }
        : {}),
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.address,
      addressLocality: listing.city,
      addressCountry: listing.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude },
    floorSize: { '@type': 'QuantitativeValue', value: Math.round(listing.area_sqm * 100) / 100, unitCode: 'MTK' },
    ...(rooms !== undefined ? { numberOfRooms: rooms, numberOfBedrooms: listing.bedrooms } : {}),
    ...(listing.area_type !== 'plot' && listing.bathrooms ? { numberOfBathroomsTotal: listing.bathrooms } : {}),
  };
}

/** The head tags of a listing page (React Router `meta`). */
export function detailMetaTags(seo: DetailSeo) {
  return shareMetaTags({ ...seo, ogType: 'website', jsonLd: [seo.jsonLd] });
}
