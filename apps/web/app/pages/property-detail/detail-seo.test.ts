import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '@estate/shared';
import { absoluteUrl } from '../../lib/i18n/share-meta';
import { detailMetaTags, excerpt, listingImages } from './detail-seo';
import { priceWasReduced } from './facts';

const image = (n: number) => ({
  thumb: { url: `/media/${n}-thumb.webp`, width: 320, height: 200 },
  card: { url: `/media/${n}-card.webp`, width: 640, height: 400 },
  full: { url: `/media/${n}-full.webp`, width: 1600, height: 1000 },
});

const listing = {
  id: 42,
  slug: 'house-42',
  title: 'House </script><script>alert(1)</script>',
  purpose: 'rent',
  area_type: 'residential',
  property_type: 'house',
  status: 'for_rent',
  price: 95_000,
  currency: 'AED',
  rent_frequency: 'year',
  bedrooms: 3,
  bathrooms: 2,
  area_sqm: 185.806,
  address: '12 Palm Street',
  city: 'Dubai',
  country: 'AE',
  latitude: 25.1,
  longitude: 55.2,
  cover: image(1),
  gallery: [image(1), image(2)],
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-03T00:00:00.000Z',
} as unknown as ListingDetail;

describe('listing SEO', () => {
  it('cuts descriptions at a word boundary', () => {
    expect(excerpt('short text')).toBe('short text');
    const long = 'word '.repeat(60);
    const cut = excerpt(long, 150);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('makes media URLs absolute and keeps absolute ones', () => {
    expect(absoluteUrl('https://x.test', '/media/a.webp')).toBe('https://x.test/media/a.webp');
    expect(absoluteUrl('https://x.test', 'https://cdn.test/a.webp')).toBe('https://cdn.test/a.webp');
  });

  it('lists the cover first without repeating it', () => {
    expect(listingImages(listing).map((i) => i.full.url)).toEqual(['/media/1-full.webp', '/media/2-full.webp']);
  });

  it('builds the head tags with a large Twitter card when there is an image', () => {
    const tags = detailMetaTags({
      title: 'House',
      description: 'd',
      brand: 'Baytak',
      canonical: 'https://x.test/properties/house-42',
      locale: 'ar',
      image: { url: 'https://x.test/media/1-full.webp', width: 1600, height: 1000, alt: 'House' },
      jsonLd: [],
    });
    expect(tags).toContainEqual({ title: 'House | Baytak' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://x.test/properties/house-42' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'ar_AR' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('marks a price reduced only when the last change lowered it', () => {
    const at = '2026-01-01T00:00:00Z';
    expect(priceWasReduced([{ price: 10, currency: 'AED', changed_at: at }])).toBe(false);
    expect(
      priceWasReduced([
        { price: 10, currency: 'AED', changed_at: at },
        { price: 9, currency: 'AED', changed_at: at },
      ]),
    ).toBe(true);
    expect(
      priceWasReduced([
        { price: 9, currency: 'AED', changed_at: at },
        { price: 10, currency: 'AED', changed_at: at },
      ]),
    ).toBe(false);
  });
});
