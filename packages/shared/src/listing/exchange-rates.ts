// No zod here: the search form's first scripts use these (decision 0033); the schemas are in
// exchange-rates.schema.ts.
import { CURRENCIES, marketCurrency, type Currency } from './listing-options.js';

/**
 * Prices across markets (issue 39, U3; docs/decisions/0053). A search with a market (a country,
 * or a city of the gazetteer) compares prices in that market's currency, as listed. Without one,
 * the visitor picks a currency and each listing's price is compared after conversion with the
 * exchange rates an administrator keeps in the database (each with its source and date): the
 * result is approximate and says so.
 */

/** Rates are quoted against this currency: a rate is how many units of a currency one US dollar buys. */
export const RATE_BASE = 'USD' satisfies Currency;
/** The currencies of the site's markets (UAE, Saudi Arabia, Qatar, Egypt, Pakistan), the picker's first choices. */
export const MARKET_CURRENCIES = ['AED', 'SAR', 'QAR', 'EGP', 'PKR'] as const satisfies readonly Currency[];
/** What a price filter without a market and without a chosen currency is read in (a URL from before U3). */
export const DEFAULT_PRICE_CURRENCY: Currency = RATE_BASE;

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** How many units of each currency one US dollar buys (the base is 1); a currency without a rate is absent. */
export type RateTable = Partial<Record<Currency, number>>;

/** `amount` in `from` expressed in `to`; undefined when either currency has no rate. */
export function convertAmount(amount: number, from: Currency, to: Currency, rates: RateTable): number | undefined {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return undefined;
  return (amount * toRate) / fromRate;
}

/** How a search's price bounds are read: in `currency`, and whether listings' prices are converted to it. */
export interface PriceBasis {
  currency: Currency;
  /** True without a market: prices in other currencies are converted (approximate). */
  converted: boolean;
}

/**
 * The currency a search's price bounds are in. The chosen country's, else the chosen city's
 * country's (`countryOfCity`, from the gazetteer), when it is a market with a currency of its own
 * (U1: a listing's price is always in its market's currency); else the visitor's `currency`,
 * converted.
 */
export function priceBasisOf(
  filters: { country?: string; city?: string; currency?: Currency },
  countryOfCity: (city: string) => string | undefined,
): PriceBasis {
  const country = filters.country || (filters.city ? countryOfCity(filters.city) : undefined);
  const market = marketCurrency(country);
  if (market) return { currency: market, converted: false };
  return { currency: filters.currency ?? DEFAULT_PRICE_CURRENCY, converted: true };
}

/** What a search answer says about its price bounds (SearchAnswer.prices; exchange-rates.schema.ts). */
export interface SearchPrices {
  currency: Currency;
  converted: boolean;
  /** The date of the oldest rate used (YYYY-MM-DD), when prices are converted. */
  rates_as_of: string | null;
}
