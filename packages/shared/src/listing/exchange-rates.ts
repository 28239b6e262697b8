import { z } from 'zod';
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

/** What a search answer says about its price bounds (SearchAnswer.prices). */
export const searchPricesSchema = z.object({
  currency: z.enum(CURRENCIES),
  converted: z.boolean(),
  /** The date of the oldest rate used (YYYY-MM-DD), when prices are converted. */
  rates_as_of: z.string().nullable(),
});
export type SearchPrices = z.infer<typeof searchPricesSchema>;

/** One exchange rate as the API shows it. */
export const exchangeRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Units of the currency one US dollar buys. */
  per_usd: z.number(),
  source: z.string(),
  /** The day the rate was read from its source (YYYY-MM-DD). */
  as_of: z.string(),
  /** The administrator who last set it; null for the seeded rates. */
  updated_by: z.string().nullable(),
  updated_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** `GET /api/exchange-rates/` and `GET /api/admin/exchange-rates/`. */
export const exchangeRatesAnswerSchema = z.object({
  base: z.literal(RATE_BASE),
  rates: z.array(exchangeRateSchema),
});
export type ExchangeRatesAnswer = z.infer<typeof exchangeRatesAnswerSchema>;

/** The largest rate accepted (one US dollar never buys a million units of any currency listed). */
export const RATE_MAX = 1_000_000;
export const RATE_SOURCE_MAX = 200;
/** A rate may not be dated more than this many days back (it would be labelled with a stale date). */
export const RATE_MAX_AGE_DAYS = 3650;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day, not after today (UTC) and not older than RATE_MAX_AGE_DAYS. */
function plausibleDay(value: string, now = Date.now()): boolean {
  if (!isoDay.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  if (!Number.isFinite(at) || new Date(at).toISOString().slice(0, 10) !== value) return false;
  return at <= now && at >= now - RATE_MAX_AGE_DAYS * 86_400_000;
}

/** `PUT /api/admin/exchange-rates/:currency/`: a new rate with where and when it was read. */
export const exchangeRateUpdateSchema = z.object({
  per_usd: z.coerce
    .number({ error: 'admin.rates.errors.rate_invalid' })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= RATE_MAX, 'admin.rates.errors.rate_invalid'),
  source: z
    .string({ error: 'admin.rates.errors.source_required' })
    .trim()
    .min(3, 'admin.rates.errors.source_required')
    .max(RATE_SOURCE_MAX, 'admin.rates.errors.source_too_long'),
  as_of: z
    .string({ error: 'admin.rates.errors.date_invalid' })
    .trim()
    .refine(plausibleDay, 'admin.rates.errors.date_invalid'),
});
export type ExchangeRateUpdate = z.infer<typeof exchangeRateUpdateSchema>;
