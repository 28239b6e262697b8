import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingCard as ListingCardData, ListingSummary } from '@estate/shared';
import { renderRoute } from '../../../test/render-route';
import { CARD_IMAGE_SIZES, ListingCard } from './listing-card';
import { rememberListing, useRecentlyViewed } from './recently-viewed';

/** A card as the search answers it since issue 43: only what it shows, absent fields left out. */
const card: ListingCardData = {
  id: 253,
  slug: 'modern-3-bedroom-house-in-bahria-town-phase-8-253',
  title: 'Modern 3 Bedroom House in Bahria Town Phase 8',
  purpose: 'sale',
  property_type: 'house',
  status: 'for_sale',
  price: 23_400_000,
  currency: 'PKR',
  bedrooms: 3,
  bathrooms: 2,
  area_sqm: 202.34,
  country: 'PK',
  city: 'Rawalpindi',
  photo: { url: '/media/demo/photos/1-card.webp', size: [640, 400], widths: [320, 1600] },
  photo_count: 4,
};

/** The srcset the three renditions in full gave before issue 43. */
const THREE_RENDITIONS =
  '/media/demo/photos/1-thumb.webp 320w, /media/demo/photos/1-card.webp 640w, /media/demo/photos/1-full.webp 1600w';

const imageOf = (article: HTMLElement) => article.querySelector('img')!;

describe('a lean listing card (issue 43)', () => {
  it('offers the three renditions from the card’s address and widths, and shows the facts', () => {
    renderRoute(() => <ListingCard listing={card} />);
    const article = screen.getByTestId('listing-card');
    const image = imageOf(article);
    expect(image.getAttribute('src')).toBe('/media/demo/photos/1-card.webp');
    expect(image.getAttribute('srcset')).toBe(THREE_RENDITIONS);
    expect(image.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '400']);
    expect(article.className).toBe('listing-card');
    expect(within(article).getByText('3 beds')).toBeTruthy();
    expect(within(article).getByText('2 baths')).toBeTruthy();
    expect(article.textContent).toContain('8 marla');
    expect(article.textContent).toContain('Rawalpindi');
    expect(within(article).queryByTestId('verified-badge')).toBeNull();
  });

  it('reads a plot from its property type, a featured one, rent and the title’s language', () => {
    const plot: ListingCardData = {
      ...card,
      id: 9,
      title: 'قطعة أرض سكنية في الشارقة',
      title_translation: 'Residential plot in Sharjah',
      property_type: 'residential_plot',
      purpose: 'rent',
      rent_frequency: 'year',
      is_featured: true,
      // A plot shows no rooms whatever it says (its area type follows from its property type).
      bedrooms: 2,
      bathrooms: 1,
      photo: { url: '/media/a/card.webp', size: [640, 400] },
    };
    renderRoute(() => <ListingCard listing={plot} />);
    const article = screen.getByTestId('listing-card');
    expect(article.className).toBe('listing-card listing-card--featured');
    expect(article.textContent).not.toMatch(/beds?|baths?/);
    expect(article.textContent).toContain('Residential plot in Sharjah');
    expect(screen.queryByTestId('written-in')).toBeNull();
    expect(article.querySelector('.listing-price__frequency')?.textContent?.trim()).toBe('per year');
    // Renditions not named alike: the card rendition alone.
    expect(imageOf(article).getAttribute('srcset')).toBeNull();
    expect(imageOf(article).getAttribute('sizes')).toBeNull();
  });
});

function Recent() {
  const listings = useRecentlyViewed();
  return (
    <>
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} />
      ))}
    </>
  );
}

const renditions = (n: number) =>
  Object.fromEntries(
    (['thumb', 'card', 'full'] as const).map((name, i) => [
      name,
      { url: `/media/demo/photos/${n}-${name}.webp`, width: [320, 640, 1600][i]!, height: [200, 400, 1000][i]! },
    ]),
  ) as unknown as NonNullable<ListingSummary['cover']>;

describe('recently viewed cards', () => {
  afterEach(() => window.localStorage.clear());

  it('shows a card remembered before issue 43 (the summary) as before, and remembers the lean card', () => {
    const { photo: _lean, ...rest } = card;
    const summary: ListingSummary = {
      ...rest,
      language: 'en',
      title_translation: null,
      area_type: 'residential',
      is_featured: false,
      rent_frequency: null,
      floors: null,
      area_size: 8,
      area_unit: 'marla',
      address: 'House 236, Street 35, Block D, Bahria Town Phase 8, Rawalpindi',
      latitude: 33.492137,
      longitude: 73.10455,
      cover: renditions(1),
      created_at: '2026-11-27T01:04:05.359Z',
      verification: null,
    };
    window.localStorage.setItem('baytak.recently-viewed', JSON.stringify([summary]));
    renderRoute(() => <Recent />);
    const old = screen.getByTestId('listing-card');
    expect(imageOf(old).getAttribute('srcset')).toBe(THREE_RENDITIONS);
    expect(old.className).toBe('listing-card');

    act(() => rememberListing({ ...summary, id: 7, slug: 'another-7', cover: renditions(2) }));
    const stored = JSON.parse(window.localStorage.getItem('baytak.recently-viewed')!) as ListingCardData[];
    expect(stored.map((c) => c.id)).toEqual([7, 253]);
    expect(stored[0]).toEqual({
      ...card,
      id: 7,
      slug: 'another-7',
      photo: { url: '/media/demo/photos/2-card.webp', size: [640, 400], widths: [320, 1600] },
    });
    expect(screen.getAllByTestId('listing-card')).toHaveLength(2);
  });
});
