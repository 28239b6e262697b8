import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '@estate/shared';
import { detailMetaTags, type Crumb } from './detail-seo';
import { listingJsonLd, placeJsonLd, type ListingJsonLdInput } from './listing-json-ld';

const image = (n: number) => ({
  thumb: { url: `/media/${n}-thumb.webp`, width: 320, height: 200 },
  card: { url: `/media/${n}-card.webp`, width: 640, height: 400 },
  full: { url: `/media/${n}-full.webp`, width: 1600, height: 1000 },
});

const listing = {
  id: 42,
  slug: 'flat-42',
  title: 'Flat </script><script>alert(1)</script>',
  purpose: 'rent',
  area_type: 'residential',
  property_type: 'apartment',
  status: 'for_rent',
  price: 95_000,
  currency: 'AED',
  rent_frequency: 'year',
  bedrooms: 3,
  bathrooms: 2,
  area_sqm: 185.806,
  address: '12 Marina Walk',
  city: 'Dubai',
  country: 'AE',
  latitude: 25.08,
  longitude: 55.14,
  cover: image(1),
  gallery: [image(1), image(2)],
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-03T00:00:00.000Z',
} as unknown as ListingDetail;

const origin = 'https://x.test';
const pageUrl = (path: string) => `${origin}/ar${path === '/' ? '/' : path}`;
const breadcrumb: Crumb[] = [
  { name: 'الرئيسية', path: '/' },
  { name: 'للإيجار', path: '/properties?purpose=rent' },
  { name: 'دبي', path: '/properties?purpose=rent&city=Dubai' },
  { name: 'دبي مارينا', path: '/properties?purpose=rent&city=Dubai&area=Dubai%20Marina' },
  { name: listing.title, path: '/properties/flat-42' },
];
const input = (over: Partial<ListingDetail> = {}): ListingJsonLdInput => ({
  listing: { ...listing, ...over },
  canonical: `${origin}/ar/properties/flat-42`,
  origin,
  description: 'desc',
  cityName: 'دبي',
  areaName: 'دبي مارينا',
  breadcrumb,
  pageUrl,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, read field by field
type Node = Record<string, any>;

/** The page's JSON-LD as a crawler reads it: each script's text, parsed. */
function parsedJsonLd(items: Record<string, unknown>[]) {
  const tags = detailMetaTags({
    title: 'Flat',
    description: 'desc',
    brand: 'Baytak',
    canonical: `${origin}/ar/properties/flat-42`,
    locale: 'ar',
    image: null,
    jsonLd: items,
  });
  return tags
    .filter((tag): tag is { 'script:ld+json': Record<string, unknown> } => 'script:ld+json' in tag)
    .map((tag) => JSON.parse(JSON.stringify(tag['script:ld+json'])) as Node);
}

describe('a listing page’s JSON-LD', () => {
  it('is the RealEstateListing page about the property, with its offer, then the BreadcrumbList', () => {
    const [page, , ...rest] = parsedJsonLd(listingJsonLd(input()));
    expect(rest).toEqual([]);
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      '@id': 'https://x.test/ar/properties/flat-42',
      inLanguage: 'ar',
      datePosted: listing.created_at,
      image: ['https://x.test/media/1-full.webp', 'https://x.test/media/2-full.webp'],
      breadcrumb: { '@id': 'https://x.test/ar/properties/flat-42#breadcrumb' },
      about: { '@id': 'https://x.test/ar/properties/flat-42#place' },
    });
    // The property is the main entity, inline; the page's subject and the offer's item name it.
    expect(page!.mainEntity).toMatchObject({
      '@type': 'Apartment',
      '@id': 'https://x.test/ar/properties/flat-42#place',
      numberOfRooms: 3,
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 2,
      floorSize: { '@type': 'QuantitativeValue', value: 185.81, unitCode: 'MTK' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Marina Walk',
        addressRegion: 'دبي مارينا',
        addressLocality: 'دبي',
        addressCountry: 'AE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 25.08, longitude: 55.14 },
    });
    expect(page!.offers).toMatchObject({
      '@type': 'Offer',
      price: 95_000,
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
      itemOffered: { '@id': 'https://x.test/ar/properties/flat-42#place' },
      priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'ANN', priceCurrency: 'AED' },
    });
    // No address or geo on the page itself: they belong to the place.
    expect(page).not.toHaveProperty('address');
    expect(page).not.toHaveProperty('geo');
    expect(page).not.toHaveProperty('floorSize');
  });

  it('names the breadcrumb’s steps as the page shows them, with their URLs in the page’s language', () => {
    const [, crumbs] = parsedJsonLd(listingJsonLd(input()));
    expect(crumbs).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      '@id': 'https://x.test/ar/properties/flat-42#breadcrumb',
    });
    expect(crumbs).not.toHaveProperty('inLanguage');
    expect(crumbs!.itemListElement).toEqual(
      breadcrumb.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: pageUrl(crumb.path),
      })),
    );
    expect(crumbs!.itemListElement[3].item).toBe(
      'https://x.test/ar/properties?purpose=rent&city=Dubai&area=Dubai%20Marina',
    );
  });

  it('types the property by its kind: a house, a villa, an office, land', () => {
    const typeOf = (over: Partial<ListingDetail>) => placeJsonLd(input(over))['@type'];
    expect(typeOf({ property_type: 'house' })).toBe('SingleFamilyResidence');
    expect(typeOf({ property_type: 'townhouse' })).toBe('House');
    expect(typeOf({ property_type: 'room' })).toBe('Room');
    expect(typeOf({ area_type: 'commercial', property_type: 'office' })).toBe('Accommodation');
    const plot = placeJsonLd(input({ area_type: 'plot', property_type: 'residential_plot', bedrooms: 0 }));
    expect(plot['@type']).toBe('Place');
    // Land has no floor or rooms: its size is the lot's.
    expect(plot).not.toHaveProperty('floorSize');
    expect(plot).not.toHaveProperty('numberOfRooms');
    expect(plot).toMatchObject({ additionalProperty: { name: 'lotSize', value: 185.81, unitCode: 'MTK' } });
    // An office has a floor size but no bedrooms.
    const office = placeJsonLd(input({ area_type: 'commercial', property_type: 'office' }));
    expect(office).toMatchObject({ floorSize: { unitCode: 'MTK' } });
    expect(office).not.toHaveProperty('numberOfBedrooms');
  });

  it('sells without a rent period, and leaves out an unknown area', () => {
    const [page] = parsedJsonLd(
      listingJsonLd({ ...input({ purpose: 'sale', status: 'sold', rent_frequency: null }), areaName: undefined }),
    );
    expect(page!.offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    });
    expect(page!.offers).not.toHaveProperty('priceSpecification');
    expect(page!.mainEntity.address).not.toHaveProperty('addressRegion');
  });
});
