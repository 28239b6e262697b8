import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Public listings counted per city (and its country), purpose, featured flag, bedrooms and price band (issue 11),
 * kept by triggers on `listings` (migration 0021) in the transaction that changes a listing.
 * A price band is a tenth of a decade: band b holds prices in [10^(b/10), 10^((b+1)/10)), and
 * band -1 holds prices below 1. A filtered search sums the bands wholly inside its price range:
 * when they alone hold more than the count cap, the count needs no listing read
 * (listing-search.repository.ts, `keptAbove`). Rows whose count went back to 0 stay, and are skipped.
 */
export const listingFacetCounts = pgTable(
  'listing_facet_counts',
  {
    cityKey: text('city_key').notNull(),
    country: text('country').notNull(),
    purpose: text('purpose').notNull(),
    isFeatured: boolean('is_featured').notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    priceBand: smallint('price_band').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityKey, t.country, t.purpose, t.isFeatured, t.bedrooms, t.priceBand] })],
);
