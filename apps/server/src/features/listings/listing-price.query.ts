import { between, sql, type SQL } from 'drizzle-orm';
import gazetteer from '@estate/shared/listing/gazetteer-data.json' with { type: 'json' };
import {
  CURRENCIES,
  convertAmount,
  priceBasisOf,
  type PriceBasis,
  type RateTable,
  type SearchFilters,
  type SearchPrices,
} from '@estate/shared';
import type { CurrentRates } from '../exchange-rates/exchange-rate.reader.js';
import { oldestAsOf } from '../exchange-rates/exchange-rate.reader.js';
import { listings } from './listing.table.js';
import { cityKeyOf } from './listing-row.js';

/** Above any price listings.price (numeric(15,2)) can hold: the open end of a price range. */
export const PRICE_CEILING = 1e13;

/** A value of a search's SQL, bound as a placeholder when the statement is prepared (listing-search.query.ts). */
type Bind = <T>(name: string, value: T) => T | ReturnType<typeof sql.placeholder>;

const CITY_COUNTRY = new Map(
  (gazetteer as { kind: string; city?: string; country: string }[])
    .filter((p) => p.kind === 'city' && p.city)
    .map((p) => [cityKeyOf(p.city!), p.country]),
);
/** The country of a city of the gazetteer (any case), if it is one. */
export const countryOfCity = (city: string): string | undefined => CITY_COUNTRY.get(cityKeyOf(city));

/** The currency a search's price bounds are in, and whether prices are converted (issue 39, U3). */
export const searchPriceBasis = (filters: SearchFilters): PriceBasis => priceBasisOf(filters, countryOfCity);

/** Whether the search's price filter needs the exchange rates: bounds, and no market. */
export const needsRates = (filters: SearchFilters): boolean =>
  (filters.min_price !== undefined || filters.max_price !== undefined) && searchPriceBasis(filters).converted;

/**
 * The price filter of a search (issue 39, U3; docs/decisions/0053).
 *
 * With a market (a country, or a city of the gazetteer), the bounds are in its currency and compared
 * as they are: a listing's price is in its market's currency (U1). Always a range (an open end is the
 * widest price the column holds): one statement shape, whose generic plan PostgreSQL keeps.
 *
 * Without one, the bounds are in the visitor's currency: each currency's listings are compared with
 * the bounds converted to that currency, one range per currency, ORed. Each range is a scan of
 * listings_public_currency_price_idx (the rows' prices are never converted, so no row is computed
 * on), and the currencies are literals, so a prepared statement's plan knows them. A listing in a
 * currency without a rate is not compared, so not found.
 */
export function priceCondition(filters: SearchFilters, rates: RateTable | undefined, bind: Bind): SQL | undefined {
  const { min_price: min, max_price: max } = filters;
  if (min === undefined && max === undefined) return undefined;
  const basis = searchPriceBasis(filters);
  if (!basis.converted || !rates) {
    return between(listings.price, bind('min_price', min ?? 0), bind('max_price', max ?? PRICE_CEILING));
  }
  const ranges = CURRENCIES.flatMap((currency) => {
    const low = convertAmount(min ?? 0, basis.currency, currency, rates);
    const high = max === undefined ? PRICE_CEILING : convertAmount(max, basis.currency, currency, rates);
    if (low === undefined || high === undefined) return [];
    // Cents outward, so a listing priced exactly at a converted bound is kept.
    const range = between(
      listings.price,
      bind(`min_price_${currency}`, Math.floor(low * 100) / 100),
      bind(`max_price_${currency}`, Math.min(PRICE_CEILING, Math.ceil(high * 100) / 100)),
    );
    return [sql`(${listings.currency} = ${sql.raw(`'${currency}'`)} and ${range})`];
  });
  return ranges.length ? sql`(${sql.join(ranges, sql` or `)})` : sql`false`;
}

/** What a search answer says about its prices (SearchAnswer.prices). */
export function searchPricesOf(filters: SearchFilters, rates: CurrentRates): SearchPrices {
  const basis = searchPriceBasis(filters);
  return {
    currency: basis.currency,
    converted: basis.converted,
    rates_as_of: basis.converted ? oldestAsOf(rates, CURRENCIES) : null,
  };
}
