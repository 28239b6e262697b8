import { z } from 'zod';
import { MARKET_CURRENCIES } from '../listing/exchange-rates.js';
import { MAX_RATE_PERCENT, MAX_YEARS } from './calculator.js';
import { FINANCE_METHODS } from './schedule.js';

/** How many calculations one user keeps (the oldest is not dropped: the user chooses). */
export const SAVED_CALCULATION_LIMIT = 50;

/** A calculation is in one of the five markets' currencies. */
const CALCULATION_CURRENCIES = MARKET_CURRENCIES;

const amount = z.number({ error: 'finance.errors.not_a_number' }).min(0, 'finance.errors.not_negative').max(1e13);

/**
 * `POST /api/finance/calculations/` (issue 41): what a signed-in user chose to keep, the inputs only
 * (the figures are recomputed when it is opened, under the rules then in force). Nothing else of a
 * calculation is ever stored.
 */
export const savedCalculationInputSchema = z
  .object({
    currency: z.enum(CALCULATION_CURRENCIES, { error: 'finance.errors.currency' }),
    method: z.enum(FINANCE_METHODS, { error: 'finance.errors.method' }),
    price: amount.refine((value) => value > 0, 'finance.errors.price_positive'),
    down_kind: z.enum(['percent', 'amount']),
    down: amount,
    years: z
      .number({ error: 'finance.errors.not_a_number' })
      .positive('finance.errors.tenor_positive')
      .max(MAX_YEARS, 'finance.errors.tenor_max'),
    rate: z
      .number({ error: 'finance.errors.not_a_number' })
      .min(0, 'finance.errors.not_negative')
      .max(MAX_RATE_PERCENT, 'finance.errors.rate_max')
      .nullable(),
    /** The public scheme it was calculated under, if any. */
    scheme_id: z.number().int().positive().nullable().default(null),
    /** The listing it was calculated for, if any. */
    listing_id: z.number().int().positive().nullable().default(null),
  })
  .refine((c) => c.down_kind === 'amount' || c.down <= 100, { path: ['down'], message: 'finance.errors.percent_max' });
export type SavedCalculationInput = z.infer<typeof savedCalculationInputSchema>;

export const savedCalculationSchema = z.object({
  id: z.number().int(),
  currency: z.enum(CALCULATION_CURRENCIES),
  method: z.enum(FINANCE_METHODS),
  price: z.number(),
  down_kind: z.enum(['percent', 'amount']),
  down: z.number(),
  years: z.number(),
  rate: z.number().nullable(),
  scheme_id: z.number().nullable(),
  /** The listing, while it is public: its title and address on the site; null otherwise. */
  listing: z.object({ id: z.number(), title: z.string(), slug: z.string() }).nullable(),
  created_at: z.string(),
});
export type SavedCalculation = z.infer<typeof savedCalculationSchema>;

export const savedCalculationsAnswerSchema = z.object({ results: z.array(savedCalculationSchema) });
export type SavedCalculationsAnswer = z.infer<typeof savedCalculationsAnswerSchema>;
