import { z } from 'zod';
import { CURRENCIES } from './listing-options.js';
import { RATE_BASE, type SearchPrices } from './exchange-rates.js';

/** What a search answer says about its price bounds (SearchAnswer.prices). */
export const searchPricesSchema = z.object({
  currency: z.enum(CURRENCIES),
  converted: z.boolean(),
  /** The date of the oldest rate used (YYYY-MM-DD), when prices are converted. */
  rates_as_of: z.string().nullable(),
}) satisfies z.ZodType<SearchPrices>;

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
