import type { ListingDetail, PropertyType } from '@estate/shared';
import { absoluteUrl } from '../../lib/i18n/share-meta';
import { listingImages, type Crumb } from './detail-seo';

/**
 * schema.org's type for each kind of property: homes are Accommodation types (Apartment, House,
 * SingleFamilyResidence, Room), offices and shops Accommodation (a place people use, which carries
 * a floor size), land a plain Place.
 */
const PLACE_TYPES: Record<PropertyType, string> = {
  house: 'SingleFamilyResidence',
  villa: 'SingleFamilyResidence',
  townhouse: 'House',
  farm_house: 'House',
  apartment: 'Apartment',
  penthouse: 'Apartment',
  upper_portion: 'Apartment',
  lower_portion: 'Apartment',
  room: 'Room',
  office: 'Accommodation',
  shop: 'Accommodation',
  showroom: 'Accommodation',
  building: 'Accommodation',
  warehouse: 'Accommodation',
  factory: 'Accommodation',
  residential_plot: 'Place',
  commercial_plot: 'Place',
  agricultural_land: 'Place',
  industrial_land: 'Place',
};

const AVAILABILITY: Record<ListingDetail['status'], string> = {
  for_sale: 'https://schema.org/InStock',
  for_rent: 'https://schema.org/InStock',
  active: 'https://schema.org/InStock',
  pending: 'https://schema.org/PreOrder',
  on_hold: 'https://schema.org/OutOfStock',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/SoldOut',
};

/** UN/CEFACT codes of a rent's period. */
const RENT_PERIOD = { day: 'DAY', week: 'WEE', month: 'MON', year: 'ANN' } as const;

export interface ListingJsonLdInput {
  listing: ListingDetail;
  /** The page's absolute URL in its language. */
  canonical: string;
  origin: string;
  description: string;
  /** The city and area as the page names them (its language). */
  cityName: string;
  areaName?: string;
  /** The page's breadcrumb, as it shows it. */
  breadcrumb: Crumb[];
  /** A site path's absolute URL in the page's language. */
  pageUrl: (path: string) => string;
}

/** The property itself (schema.org Place or Accommodation): where it is, how big, how many rooms. */
export function placeJsonLd({ listing, canonical, cityName, areaName }: ListingJsonLdInput) {
  const type = PLACE_TYPES[listing.property_type] ?? 'Place';
  const value = Math.round(listing.area_sqm * 100) / 100;
  const home = listing.area_type === 'residential';
  return {
    '@type': type,
    '@id': `${canonical}#place`,
    name: listing.title,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.address,
      ...(areaName ? { addressRegion: areaName } : {}),
      addressLocality: cityName,
      addressCountry: listing.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude },
    // Land has no floor: its size is a property of the lot.
    ...(type === 'Place'
      ? { additionalProperty: { '@type': 'PropertyValue', name: 'lotSize', value, unitCode: 'MTK' } }
      : { floorSize: { '@type': 'QuantitativeValue', value, unitCode: 'MTK' } }),
    ...(home && listing.bedrooms > 0 ? { numberOfRooms: listing.bedrooms, numberOfBedrooms: listing.bedrooms } : {}),
    ...(home && listing.bathrooms > 0 ? { numberOfBathroomsTotal: listing.bathrooms } : {}),
  };
}

/** schema.org BreadcrumbList of the page's breadcrumb: the same steps, links and names. */
export function breadcrumbJsonLd(breadcrumb: Crumb[], canonical: string, pageUrl: (path: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    '@id': `${canonical}#breadcrumb`,
    itemListElement: breadcrumb.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}

/**
 * A listing page's structured data: the `RealEstateListing` (the page) whose main entity and
 * subject is the property (a Place or Accommodation, referenced by its `@id`), with the offer of it
 * and a reference to the page's `BreadcrumbList`, which follows as a second item.
 */
export function listingJsonLd(input: ListingJsonLdInput): Record<string, unknown>[] {
  const { listing, canonical, origin, description } = input;
  const images = listingImages(listing).map((image) => absoluteUrl(origin, image.full.url));
  const place = placeJsonLd(input);
  const placeRef = { '@id': place['@id'] };
  const page = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': canonical,
    url: canonical,
    name: listing.title,
    description,
    datePosted: listing.created_at,
    dateModified: listing.updated_at,
    ...(images.length ? { image: images } : {}),
    breadcrumb: { '@id': `${canonical}#breadcrumb` },
    mainEntity: images.length ? { ...place, image: images[0] } : place,
    about: placeRef,
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: listing.price,
      priceCurrency: listing.currency,
      availability: AVAILABILITY[listing.status],
      businessFunction:
        listing.purpose === 'rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      itemOffered: placeRef,
      ...(listing.purpose === 'rent' && listing.rent_frequency
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: listing.price,
              priceCurrency: listing.currency,
              unitCode: RENT_PERIOD[listing.rent_frequency],
            },
          }
        : {}),
    },
  };
  return [page, breadcrumbJsonLd(input.breadcrumb, canonical, input.pageUrl)];
}
