import { z } from 'zod';
import { forgiving, queryFlag, queryText } from '../query-fields.js';
import {
  BEDROOM_CHOICES,
  CURRENCIES,
  PROPERTY_TYPES,
  PURPOSES,
  type PropertyType,
  type Purpose,
} from '../listing/listing-options.js';

export const DEMAND_STATUSES = ['open', 'closed'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];
export const DEMAND_PAGE_SIZE = 12;
export const DEMAND_TITLE_MIN = 5;
export const DEMAND_TITLE_MAX = 120;
export const DEMAND_DESCRIPTION_MAX = 2000;
export const DEMAND_BUDGET_MAX = 1_000_000_000_000;
export const DEMAND_BEDROOMS_MAX = BEDROOM_CHOICES.at(-1)!;

/** An empty form field ("", null, missing) is "no wish". */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

const optionalText = (max: number, key: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v),
    z.string({ error: key }).max(max, key).nullable(),
  );

const optionalAmount = (key: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? Number(v.replace(/,/g, '')) : v),
    z.number({ error: key }).finite(key).min(0, key).max(DEMAND_BUDGET_MAX, key).nullable(),
  );

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.preprocess((v) => (blank(v) ? null : v), z.enum(values, { error: key }).nullable());

/** The fields of a demand; the budget rules apply to the whole object (see demandInputSchema). */
export const demandFieldsSchema = z.object({
  title: z
    .string({ error: 'demands.errors.title_required' })
    .trim()
    .min(1, 'demands.errors.title_required')
    .min(DEMAND_TITLE_MIN, 'demands.errors.title_short')
    .max(DEMAND_TITLE_MAX, 'demands.errors.title_long'),
  description: z
    .string({ error: 'demands.errors.description_required' })
    .trim()
    .min(1, 'demands.errors.description_required')
    .max(DEMAND_DESCRIPTION_MAX, 'demands.errors.description_long'),
  purpose: z.enum(PURPOSES, { error: 'demands.errors.purpose_required' }),
  property_type: optionalEnum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]], 'demands.errors.property_type'),
  country: z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string({ error: 'demands.errors.country' })
      .regex(/^[A-Z]{2}$/, 'demands.errors.country')
      .nullable(),
  ),
  city: optionalText(80, 'demands.errors.city'),
  budget_min: optionalAmount('demands.errors.budget'),
  budget_max: optionalAmount('demands.errors.budget'),
  currency: optionalEnum(CURRENCIES, 'demands.errors.currency'),
  bedrooms: z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'demands.errors.bedrooms' })
      .int('demands.errors.bedrooms')
      .min(0, 'demands.errors.bedrooms')
      .max(DEMAND_BEDROOMS_MAX, 'demands.errors.bedrooms')
      .nullable(),
  ),
});

type DemandFields = z.output<typeof demandFieldsSchema>;

/** Budget rules: a currency is named with any budget, and the minimum is not above the maximum. */
function budgetRules(value: Partial<DemandFields>, ctx: z.RefinementCtx) {
  const hasBudget = value.budget_min != null || value.budget_max != null;
  if (hasBudget && !value.currency) {
    ctx.addIssue({ code: 'custom', path: ['currency'], message: 'demands.errors.currency_required' });
  }
  if (value.budget_min != null && value.budget_max != null && value.budget_min > value.budget_max) {
    ctx.addIssue({ code: 'custom', path: ['budget_max'], message: 'demands.errors.budget_order' });
  }
}

/** `POST /api/demands/` and the create/edit form: one contract for the browser and the server. */
export const demandInputSchema = demandFieldsSchema.superRefine(budgetRules);
export type DemandInput = z.output<typeof demandInputSchema>;

/** `PATCH /api/demands/{id}/`: any fields, and the status (the merged result is checked again). */
export const demandPatchSchema = demandFieldsSchema
  .partial()
  .extend({ status: z.enum(DEMAND_STATUSES, { error: 'demands.errors.status' }).optional() });
export type DemandPatch = z.output<typeof demandPatchSchema>;

export const demandAuthorSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  profile_picture: z.string(),
  is_verified_user: z.boolean(),
});
export type DemandAuthor = z.infer<typeof demandAuthorSchema>;

/** A demand as the API answers it. */
export const demandSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  purpose: z.enum(PURPOSES),
  property_type: z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]).nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  bedrooms: z.number().nullable(),
  status: z.enum(DEMAND_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  author: demandAuthorSchema,
  is_mine: z.boolean(),
});
export type Demand = z.infer<typeof demandSchema>;

export const demandListAnswerSchema = z.object({
  results: z.array(demandSchema),
  count: z.number(),
  page: z.number(),
  pages: z.number(),
  page_size: z.number(),
});
export type DemandListAnswer = z.infer<typeof demandListAnswerSchema>;

/** Filters of the demands list as they live in the URL (`/demands?purpose=rent&city=Dubai`). */
export interface DemandFilters {
  purpose?: Purpose;
  property_type?: PropertyType;
  city?: string;
  min_budget?: number;
  max_budget?: number;
  bedrooms?: number;
  q?: string;
  /** The signed-in user's own demands (open and closed). */
  mine?: true;
  page: number;
}

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: Raw, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function amount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/,/g, ''));
  return Number.isFinite(n) && n >= 0 && n <= DEMAND_BUDGET_MAX ? n : undefined;
}

/** Forgiving, like the listing search: a value that makes no sense is dropped, never an error. */
export function parseDemandFilters(raw: Raw): DemandFilters {
  const bedrooms = Number.parseInt(read(raw, 'bedrooms') ?? '', 10);
  const page = Number.parseInt(read(raw, 'page') ?? '', 10);
  return {
    purpose: oneOf(PURPOSES, read(raw, 'purpose')),
    property_type: oneOf(PROPERTY_TYPES, read(raw, 'property_type')),
    city: read(raw, 'city')?.slice(0, 80),
    min_budget: amount(read(raw, 'min_budget')),
    max_budget: amount(read(raw, 'max_budget')),
    bedrooms: Number.isInteger(bedrooms) && bedrooms >= 0 && bedrooms <= DEMAND_BEDROOMS_MAX ? bedrooms : undefined,
    q: read(raw, 'q')?.slice(0, 100),
    mine: read(raw, 'mine') === '1' ? true : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query of some filters (page 1 and empty values left out), in a stable order. */
export function demandFiltersToParams(filters: Partial<DemandFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const keys = ['purpose', 'property_type', 'city', 'min_budget', 'max_budget', 'bedrooms', 'q'] as const;
  for (const key of keys) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.mine) params.set('mine', '1');
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The demand list's query string, for the API's documentation (issue 40); `parseDemandFilters` reads it. */
export const demandQuerySchema = z.object({
  purpose: forgiving(z.enum(PURPOSES), 'To buy or to rent'),
  property_type: forgiving(z.enum(PROPERTY_TYPES as [string, ...string[]]), 'The kind of property wanted'),
  city: queryText('City, by its English name'),
  min_budget: queryText('Lowest budget'),
  max_budget: queryText('Highest budget'),
  bedrooms: queryText('Bedrooms wanted'),
  q: queryText('Words of the demand'),
  mine: queryFlag("The signed-in user's own demands only"),
  page: queryText('Page number, from 1'),
});
