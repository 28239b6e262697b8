import {
  MIN_CLOSED_PRICES,
  MIN_COMPARABLES,
  placeSlug,
  type PriceCheckAccuracy,
  type PriceCheckAnswer,
} from '@estate/shared/areas';
import type { Db } from '../../db/database.js';
import { priceCheckRepository } from './price-check.repository.js';
import { MARKET_CITIES, cityByKey } from './market-places.js';

type Repo = ReturnType<typeof priceCheckRepository>;

/** "Is this price fair?" (issue 41): the middle half of comparables' asking prices, or nothing below MIN_COMPARABLES. */
export function priceCheckService(repo: Repo) {
  return {
    /**
     * The comparables' median of a public listing (rents per month) inside `tx`, null below
     * MIN_COMPARABLES: kept when the listing closes, to compare with its final price.
     */
    async estimateIn(tx: Db, id: number): Promise<number | null> {
      const inTx = priceCheckRepository(tx);
      const listing = await inTx.listing(id);
      if (!listing?.area_name) return null;
      const { n, q } = await inTx.comparables(listing);
      return n >= MIN_COMPARABLES && q ? Number(q[1]) : null;
    },

    /** The methodology page's figures: every market city, its closings and the check's median error. */
    async accuracy(): Promise<PriceCheckAccuracy> {
      const rows = new Map((await repo.accuracy()).map((r) => [r.city_key, r]));
      return {
        min_closed: MIN_CLOSED_PRICES,
        cities: [...MARKET_CITIES.values()].map((city) => {
          const row = rows.get(city.key);
          const closed = row?.closed ?? 0;
          return {
            slug: city.slug,
            name_en: city.name_en,
            name_ar: city.name_ar,
            closed,
            median_error: row && closed >= MIN_CLOSED_PRICES ? Math.round(row.error * 10) / 10 : null,
          };
        }),
      };
    },

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
