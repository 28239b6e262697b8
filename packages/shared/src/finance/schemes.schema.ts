import { z } from 'zod';
import { FINANCE_COUNTRIES } from './rules.schema.js';
import { isoDay } from './iso-day.js';

/**
 * Public home-finance schemes (issue 41, decision 0073): Pakistan's Mera Ghar Mera Ashiana, Egypt's
 * Central Bank initiative. Each is a row an administrator keeps, with the subsidised rate by loan
 * size (its tiers), for how many years that rate holds, the minimum down payment, the longest
 * tenor, which homes qualify, its authority, public source and the days it holds: past `valid_to`
 * it is no longer offered.
 */

/** One rate band: loans up to `loan_max` (the scheme's currency, main units; null: no cap) at `rate` %. */
export const schemeTierSchema = z.object({
  loan_max: z.number().positive().max(1e13).nullable(),
  rate: z.number().min(0).max(50),
});
export type SchemeTier = z.infer<typeof schemeTierSchema>;

/** Which homes and buyers qualify; a limit not given holds for everyone. */
export const schemeEligibilitySchema = z.strictObject({
  /** Only for a buyer's first home. */
  first_home_only: z.boolean().optional(),
  /** A house (house, villa, townhouse, portion) of at most this many m² (5 marla ≈ 126.5 m²). */
  house_max_m2: z.number().positive().max(100_000).optional(),
  /** A flat (apartment, penthouse) of at most this many m² (1,360 sq ft ≈ 126.3 m²). */
  flat_max_m2: z.number().positive().max(100_000).optional(),
  /** A home priced above this much (the scheme's currency, main units)... */
  price_above: z.number().nonnegative().max(1e13).optional(),
  /** ...and at most this much. */
  price_max: z.number().positive().max(1e13).optional(),
  /** Monthly income caps the buyer must meet (shown; the calculator does not ask income). */
  income_max_single: z.number().positive().max(1e10).optional(),
  income_max_married: z.number().positive().max(1e10).optional(),
});
export type SchemeEligibility = z.infer<typeof schemeEligibilitySchema>;

const text = (min: number, max: number, key: string) => z.string().trim().min(min, key).max(max, key);

/** `POST /api/admin/finance-schemes/` and `PUT /api/admin/finance-schemes/:id/`. */
export const financeSchemeInputSchema = z
  .object({
    country: z.enum(FINANCE_COUNTRIES, { error: 'finance.admin.errors.country' }),
    /** The scheme's own name, as its authority writes it, and in Arabic where it has one. */
    name: text(2, 120, 'finance.admin.errors.name'),
    name_ar: text(2, 120, 'finance.admin.errors.name').nullable(),
    authority: text(2, 120, 'finance.admin.errors.authority'),
    tiers: z
      .array(schemeTierSchema, { error: 'finance.admin.errors.tiers' })
      .min(1, 'finance.admin.errors.tiers')
      .max(6, 'finance.admin.errors.tiers'),
    /** Years the scheme's rate holds; after them the bank's own rate. Null: the whole tenor. */
    rate_years: z.number().int().min(1).max(35).nullable(),
    down_payment_min: z.number({ error: 'finance.admin.errors.value' }).min(0).max(100),
    tenor_max_years: z.number({ error: 'finance.admin.errors.value' }).int().min(1).max(35),
    eligibility: schemeEligibilitySchema.default({}),
    source_url: z
      .url({ protocol: /^https$/, error: 'finance.admin.errors.source_url' })
      .max(500, 'finance.admin.errors.source_url'),
    valid_from: isoDay,
    valid_to: isoDay.nullable(),
  })
  .refine((scheme) => scheme.valid_to === null || scheme.valid_to >= scheme.valid_from, {
    path: ['valid_to'],
    message: 'finance.admin.errors.dates_order',
  })
  .refine((scheme) => tiersInOrder(scheme.tiers), { path: ['tiers'], message: 'finance.admin.errors.tiers' });
export type FinanceSchemeInput = z.infer<typeof financeSchemeInputSchema>;

/** Tiers rise by loan size and only the last may be uncapped. */
function tiersInOrder(tiers: readonly SchemeTier[]): boolean {
  return tiers.every((tier, i) => {
    if (tier.loan_max === null) return i === tiers.length - 1;
    const before = tiers[i - 1]?.loan_max;
    return before === undefined || (before !== null && before < tier.loan_max);
  });
}

export const financeSchemeSchema = z.object({
  id: z.number().int(),
  country: z.enum(FINANCE_COUNTRIES),
  name: z.string(),
  name_ar: z.string().nullable(),
  authority: z.string(),
  tiers: z.array(schemeTierSchema),
  rate_years: z.number().nullable(),
  down_payment_min: z.number(),
  tenor_max_years: z.number(),
  eligibility: schemeEligibilitySchema,
  source_url: z.string(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  updated_at: z.string(),
});
export type FinanceScheme = z.infer<typeof financeSchemeSchema>;

export const financeSchemesAnswerSchema = z.object({ results: z.array(financeSchemeSchema) });
export type FinanceSchemesAnswer = z.infer<typeof financeSchemesAnswerSchema>;

/** The most a scheme lends: its last tier's cap (null: no cap). */
export const schemeLoanCap = (scheme: Pick<FinanceScheme, 'tiers'>): number | null =>
  scheme.tiers.at(-1)?.loan_max ?? null;

/** The tier a loan (main units) falls in; undefined when it is over the scheme's cap. */
export function schemeTierFor(scheme: Pick<FinanceScheme, 'tiers'>, loan: number): SchemeTier | undefined {
  return scheme.tiers.find((tier) => tier.loan_max === null || loan <= tier.loan_max);
}

const HOUSES: ReadonlySet<string> = new Set([
  'house',
  'villa',
  'townhouse',
  'upper_portion',
  'lower_portion',
  'farm_house',
]);
const FLATS: ReadonlySet<string> = new Set(['apartment', 'penthouse']);

export interface SchemeHome {
  property_type: string;
  area_sqm: number;
  price: number;
}

/**
 * Whether a home (a listing) meets a scheme's limits on the kind, size and price of home. Buyers'
 * limits (first home, income) are stated with the offer, not checked: the listing does not know them.
 */
export function homeQualifies(scheme: Pick<FinanceScheme, 'eligibility'>, home: SchemeHome): boolean {
  const e = scheme.eligibility;
  if (e.price_max !== undefined && home.price > e.price_max) return false;
  if (e.price_above !== undefined && home.price <= e.price_above) return false;
  if (HOUSES.has(home.property_type)) return e.house_max_m2 === undefined || home.area_sqm <= e.house_max_m2;
  if (FLATS.has(home.property_type)) return e.flat_max_m2 === undefined || home.area_sqm <= e.flat_max_m2;
  return false;
}
