import { MIN_COMPARABLES, placeSlug, type PriceCheckAnswer } from '@estate/shared/areas';
import type { priceCheckRepository } from './price-check.repository.js';
import { cityByKey } from './market-places.js';

type Repo = ReturnType<typeof priceCheckRepository>;

/** "Is this price fair?" (issue 41): the middle half of comparables' asking prices, or nothing below MIN_COMPARABLES. */
export function priceCheckService(repo: Repo) {
  return {
    async check(id: number): Promise<PriceCheckAnswer | undefined> {
      const listing = await repo.listing(id);
      if (!listing) return undefined;
      const city = cityByKey(listing.city_key);
      const area = city?.areas.find((a) => a.name_en === listing.area_name);
      if (!city || !area) return { check: null };
      const { n, q } = await repo.comparables(listing);
      if (n < MIN_COMPARABLES || !q) return { check: null };
      const [p25, p50, p75] = q.map(Number) as [number, number, number];
      const position = listing.price < p25 ? 'below' : listing.price > p75 ? 'above' : 'within';
      return {
        check: {
          comparables: n,
          currency: listing.currency,
          p25,
          p50,
          p75,
          price: listing.price,
          position,
          area,
          city_slug: placeSlug(city.name_en),
        },
      };
    },
  };
}
