import { z } from 'zod';
import { CURRENCIES, PURPOSES, RENT_FREQUENCIES } from '../listing/listing-options.js';
import { responsiveImageSchema } from '../listing/listing.types.js';
import { CORPORATE_TOOLS } from './service.schema.js';
import { MATERIALS, MATERIAL_UNIT_KEYS, type MaterialUnit } from './materials.js';
import { SERVICE_REQUEST_ACTIONS, SERVICE_REQUEST_STATUSES } from './request-states.js';
import { SERVICE_PRICE_UNITS, SERVICE_TRADES } from './trades.js';

/**
 * The answers of the services, corporate, materials and shorts features, as zod schemas: the
 * server declares them as route response schemas and both sides use the inferred types.
 */

/** The provider as a card shows them. */
export const serviceProviderSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  profile_picture: z.string(),
  verified: z.boolean(),
});
export type ServiceProviderSummary = z.infer<typeof serviceProviderSummarySchema>;

export const serviceCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  trade: z.enum(SERVICE_TRADES),
  title: z.string(),
  country: z.string(),
  city: z.string(),
  area_served: z.string(),
  price_from: z.number().nullable(),
  currency: z.string().nullable(),
  price_unit: z.enum(SERVICE_PRICE_UNITS).nullable(),
  photo: responsiveImageSchema.nullable(),
  rating_avg: z.number().nullable(),
  rating_count: z.number(),
  status: z.enum(['active', 'paused']),
  provider: serviceProviderSummarySchema,
  created_at: z.string(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const serviceReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  body: z.string(),
  created_at: z.string(),
  reviewer: z.object({ id: z.number(), name: z.string(), slug: z.string(), profile_picture: z.string() }),
});
export type ServiceReview = z.infer<typeof serviceReviewSchema>;

export const serviceDetailSchema = serviceCardSchema.extend({
  description: z.string(),
  photos: z.array(responsiveImageSchema),
  provider: serviceProviderSummarySchema.extend({
    member_since: z.string(),
    type: z.string(),
    designation: z.string().nullable(),
  }),
  reviews: z.array(serviceReviewSchema),
  updated_at: z.string(),
  /** Only for the provider: the upload ids of `photos`, in order (for the editor). */
  photo_ids: z.array(z.string()).optional(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

export const serviceListAnswerSchema = z.object({
  results: z.array(serviceCardSchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  pages: z.number(),
});
export type ServiceListAnswer = z.infer<typeof serviceListAnswerSchema>;

/** `GET /api/services/mine/`: the provider's own offers, active and paused. */
export const myServicesAnswerSchema = z.object({ results: z.array(serviceCardSchema) });
export type MyServicesAnswer = z.infer<typeof myServicesAnswerSchema>;

export const tradeCountSchema = z.object({ trade: z.enum(SERVICE_TRADES), count: z.number() });
export type TradeCount = z.infer<typeof tradeCountSchema>;

/** `GET /api/services/trades/` */
export const tradesAnswerSchema = z.object({
  trades: z.array(tradeCountSchema),
  cities: z.array(z.object({ city: z.string(), country: z.string(), count: z.number() })),
});
export type TradesAnswer = z.infer<typeof tradesAnswerSchema>;

export const serviceRequestViewSchema = z.object({
  id: z.number(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  what: z.string(),
  location: z.string(),
  wanted_on: z.string().nullable(),
  budget: z.number().nullable(),
  currency: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  service: z.object({ id: z.number(), slug: z.string(), title: z.string(), trade: z.enum(SERVICE_TRADES) }),
  provider: serviceProviderSummarySchema,
  requester: serviceProviderSummarySchema,
  /** What the asking user may do now (per REQUEST_TRANSITIONS). */
  actions: z.array(z.enum(SERVICE_REQUEST_ACTIONS)),
  /** The requester's review, once given. */
  review: z.object({ rating: z.number(), body: z.string() }).nullable(),
  can_review: z.boolean(),
});
export type ServiceRequestView = z.infer<typeof serviceRequestViewSchema>;

/** `GET /api/service-requests/` */
export const serviceRequestListAnswerSchema = z.object({ results: z.array(serviceRequestViewSchema) });
export type ServiceRequestListAnswer = z.infer<typeof serviceRequestListAnswerSchema>;

export const corporateInterestViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string().nullable(),
  team_size: z.string().nullable(),
  interests: z.array(z.enum(CORPORATE_TOOLS)),
  message: z.string(),
  created_at: z.string(),
});
export type CorporateInterestView = z.infer<typeof corporateInterestViewSchema>;

/** `GET /api/corporate/interest/` (administrators). */
export const corporateInterestListAnswerSchema = z.object({ results: z.array(corporateInterestViewSchema) });
export type CorporateInterestListAnswer = z.infer<typeof corporateInterestListAnswerSchema>;

const materialUnitSchema = z.enum(MATERIAL_UNIT_KEYS as [MaterialUnit, ...MaterialUnit[]]);

export const materialRateViewSchema = z.object({
  material: z.enum(MATERIALS),
  unit: materialUnitSchema,
  price: z.number(),
  currency: z.string(),
  rate_date: z.string(),
  /** The rate before this one (same material and city), for the change arrow. */
  previous_price: z.number().nullable(),
  /** Percentage change from the previous rate, rounded to one decimal, or null. */
  change_pct: z.number().nullable(),
});
export type MaterialRateView = z.infer<typeof materialRateViewSchema>;

export const materialRatesAnswerSchema = z.object({
  city: z.string(),
  country: z.string().nullable(),
  rates: z.array(materialRateViewSchema),
});
export type MaterialRatesAnswer = z.infer<typeof materialRatesAnswerSchema>;

export const materialCitySchema = z.object({
  city: z.string(),
  country: z.string(),
  currency: z.string(),
  latest: z.string(),
});
export type MaterialCity = z.infer<typeof materialCitySchema>;

/** `GET /api/materials/cities/` */
export const materialCitiesAnswerSchema = z.object({ results: z.array(materialCitySchema) });
export type MaterialCitiesAnswer = z.infer<typeof materialCitiesAnswerSchema>;

export const materialHistoryAnswerSchema = z.object({
  material: z.enum(MATERIALS),
  city: z.string(),
  unit: materialUnitSchema.nullable(),
  currency: z.string().nullable(),
  points: z.array(z.object({ date: z.string(), price: z.number() })),
});
export type MaterialHistoryAnswer = z.infer<typeof materialHistoryAnswerSchema>;

export const shortVideoSchema = z.object({
  id: z.string(),
  url: z.string(),
  poster: z.string().nullable(),
  mime: z.string(),
  listing: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    price: z.number(),
    currency: z.enum(CURRENCIES),
    purpose: z.enum(PURPOSES),
    rent_frequency: z.enum(RENT_FREQUENCIES).nullable(),
    city: z.string(),
    cover: responsiveImageSchema.nullable(),
  }),
  created_at: z.string(),
});
export type ShortVideo = z.infer<typeof shortVideoSchema>;

export const shortsAnswerSchema = z.object({
  results: z.array(shortVideoSchema),
  /** Pass as `cursor` for the next page; null at the end. */
  next_cursor: z.string().nullable(),
});
export type ShortsAnswer = z.infer<typeof shortsAnswerSchema>;

/** Videos per page of the shorts feed. */
export const SHORTS_PAGE_SIZE = 8;
