import { z } from 'zod';
import { CURRENCIES } from '../listing/listing-options.js';
import { ESTIMATE_QUALITIES, MATERIALS, MATERIAL_UNIT_KEYS } from './materials.js';
import { SERVICE_MAX_PHOTOS, SERVICE_PRICE_UNITS, SERVICE_TRADES } from './trades.js';

/** Validation messages are catalog keys (`services.errors.*`, `corporate.errors.*`, `materials.errors.*`). */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) =>
  ISO_DATE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (min: number, max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(min, required).max(max, tooLong);

// ---------------------------------------------------------------- offers

const offerFields = {
  trade: z.enum(SERVICE_TRADES, { error: 'services.errors.trade_required' }),
  title: text(5, 120, 'services.errors.title_required', 'services.errors.title_too_long'),
  description: text(20, 5000, 'services.errors.description_required', 'services.errors.description_too_long'),
  country: z
    .string({ error: 'services.errors.country_required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'services.errors.country_required')
    .transform((v) => v.toUpperCase()),
  city: text(1, 80, 'services.errors.city_required', 'services.errors.city_required'),
  area_served: text(2, 200, 'services.errors.area_served_required', 'services.errors.area_served_too_long'),
  price_from: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'services.errors.price_invalid' })
      .min(0, 'services.errors.price_invalid')
      .max(1_000_000_000, 'services.errors.price_invalid')
      .optional(),
  ),
  currency: z.preprocess(
    emptyToUndefined,
    z.enum(CURRENCIES, { error: 'services.errors.currency_invalid' }).optional(),
  ),
  price_unit: z.preprocess(
    emptyToUndefined,
    z.enum(SERVICE_PRICE_UNITS, { error: 'services.errors.price_unit_invalid' }).optional(),
  ),
  photos: z
    .array(z.string().regex(UUID, 'services.errors.photo_invalid'), { error: 'services.errors.photo_invalid' })
    .max(SERVICE_MAX_PHOTOS, 'services.errors.too_many_photos')
    .default([]),
};

const priceNeedsCurrency = (value: { price_from?: number; currency?: string }, ctx: z.RefinementCtx) => {
  if (value.price_from !== undefined && !value.currency) {
    ctx.addIssue({ code: 'custom', path: ['currency'], message: 'services.errors.currency_required' });
  }
};

export const serviceOfferInputSchema = z.object(offerFields).superRefine(priceNeedsCurrency);
export type ServiceOfferInput = z.output<typeof serviceOfferInputSchema>;

/** An edit: fields left out stay; `status` pauses or resumes the offer. */
export const serviceOfferUpdateSchema = z
  .object({
    ...offerFields,
    photos: offerFields.photos.removeDefault().optional(),
    status: z.enum(['active', 'paused'], { error: 'services.errors.status_invalid' }),
  })
  .partial();
export type ServiceOfferUpdate = z.output<typeof serviceOfferUpdateSchema>;

export const serviceSearchSchema = z.object({
  trade: z.preprocess(emptyToUndefined, z.enum(SERVICE_TRADES).optional().catch(undefined)),
  city: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional().catch(undefined)),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional().catch(undefined)),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});
export type ServiceSearch = z.output<typeof serviceSearchSchema>;

// ---------------------------------------------------------------- requests and reviews

export const serviceRequestInputSchema = z.object({
  what: text(5, 2000, 'services.errors.what_required', 'services.errors.what_too_long'),
  location: text(2, 200, 'services.errors.location_required', 'services.errors.location_too_long'),
  wanted_on: z.preprocess(emptyToUndefined, z.string().refine(isRealDate, 'services.errors.date_invalid').optional()),
  budget: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'services.errors.budget_invalid' })
      .positive('services.errors.budget_invalid')
      .max(1_000_000_000, 'services.errors.budget_invalid')
      .optional(),
  ),
  currency: z.preprocess(
    emptyToUndefined,
    z.enum(CURRENCIES, { error: 'services.errors.currency_invalid' }).optional(),
  ),
});
export type ServiceRequestInput = z.output<typeof serviceRequestInputSchema>;

export const serviceReviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: 'services.errors.rating_invalid' })
    .min(1, 'services.errors.rating_invalid')
    .max(5, 'services.errors.rating_invalid')
    .refine((n) => Number.isInteger(n * 2), 'services.errors.rating_invalid'),
  body: z.string().trim().max(2000, 'services.errors.review_too_long').default(''),
});
export type ServiceReviewInput = z.output<typeof serviceReviewInputSchema>;

export const requestListQuerySchema = z.object({
  role: z.enum(['provider', 'requester']).catch('requester').default('requester'),
});

// ---------------------------------------------------------------- corporate interest

export const CORPORATE_TOOLS = ['hr', 'crm', 'erp'] as const;
export type CorporateTool = (typeof CORPORATE_TOOLS)[number];
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201+'] as const;

export const corporateInterestSchema = z.object({
  name: text(2, 120, 'corporate.errors.name_required', 'corporate.errors.name_required'),
  email: z
    .string({ error: 'corporate.errors.email_required' })
    .trim()
    .min(1, 'corporate.errors.email_required')
    .max(254, 'corporate.errors.email_invalid')
    .pipe(z.email('corporate.errors.email_invalid')),
  company: text(2, 160, 'corporate.errors.company_required', 'corporate.errors.company_required'),
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{5,22}$/, 'corporate.errors.phone_invalid')
      .optional(),
  ),
  team_size: z.preprocess(
    emptyToUndefined,
    z.enum(TEAM_SIZES, { error: 'corporate.errors.team_size_invalid' }).optional(),
  ),
  interests: z
    .array(z.enum(CORPORATE_TOOLS, { error: 'corporate.errors.interests_required' }), {
      error: 'corporate.errors.interests_required',
    })
    .min(1, 'corporate.errors.interests_required')
    .transform((list) => [...new Set(list)]),
  message: z.string().trim().max(2000, 'corporate.errors.message_too_long').default(''),
});
export type CorporateInterestInput = z.output<typeof corporateInterestSchema>;

// ---------------------------------------------------------------- materials

export const materialRateInputSchema = z.object({
  material: z.enum(MATERIALS, { error: 'materials.errors.material_required' }),
  country: z
    .string({ error: 'materials.errors.country_required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'materials.errors.country_required')
    .transform((v) => v.toUpperCase()),
  city: text(1, 80, 'materials.errors.city_required', 'materials.errors.city_required'),
  unit: z.enum(MATERIAL_UNIT_KEYS as [string, ...string[]], { error: 'materials.errors.unit_invalid' }),
  price: z.coerce
    .number({ error: 'materials.errors.price_invalid' })
    .positive('materials.errors.price_invalid')
    .max(1_000_000_000, 'materials.errors.price_invalid'),
  currency: z.enum(CURRENCIES, { error: 'materials.errors.currency_invalid' }),
  rate_date: z.string({ error: 'materials.errors.date_invalid' }).refine(isRealDate, 'materials.errors.date_invalid'),
});
export type MaterialRateInput = z.output<typeof materialRateInputSchema>;

export const materialHistoryQuerySchema = z.object({
  material: z.enum(MATERIALS, { error: 'materials.errors.material_required' }),
  city: text(1, 80, 'materials.errors.city_required', 'materials.errors.city_required'),
  days: z.coerce.number().int().min(7).max(3650).catch(365).default(365),
});

export const estimateQuerySchema = z.object({
  city: text(1, 80, 'materials.errors.city_required', 'materials.errors.city_required'),
  covered_area: z.coerce
    .number({ error: 'materials.errors.area_invalid' })
    .positive('materials.errors.area_invalid')
    .max(10_000_000, 'materials.errors.area_invalid'),
  unit: z.enum(['sqft', 'sqm']).catch('sqft').default('sqft'),
  quality: z.enum(ESTIMATE_QUALITIES).catch('standard').default('standard'),
});
