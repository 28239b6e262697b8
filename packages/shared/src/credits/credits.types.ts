import { z } from 'zod';
import { listingCardSchema, listingDetailSchema, responsiveImageSchema } from '../listing/listing.types.js';
import { AD_KINDS, AD_STATES, AD_STATUSES, LEDGER_REASONS } from './credits.schema.js';

/**
 * The answers of the credits and ads endpoints, as zod schemas: the server declares them as route
 * response schemas (they serialize the answer and feed /api/docs) and both sides use the inferred types.
 */

/** Spec section 3 "quota credits": available = total - used. */
export const creditBalanceSchema = z.object({ available: z.number(), used: z.number(), total: z.number() });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.enum(LEDGER_REASONS),
  ad_id: z.number().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** `GET /api/credits/` */
export const creditsAnswerSchema = z.object({
  balance: creditBalanceSchema,
  /** Live listings counted against the quota, and the quota itself. */
  quota: z.object({ used: z.number(), total: z.number() }),
  entries: z.array(ledgerEntrySchema),
});
export type CreditsAnswer = z.infer<typeof creditsAnswerSchema>;

export const featurePackageSchema = z.object({
  id: z.number(),
  kind: z.enum(AD_KINDS),
  name: z.string(),
  name_ar: z.string(),
  credits: z.number(),
  days: z.number(),
});
export type FeaturePackage = z.infer<typeof featurePackageSchema>;

/** `GET /api/ads/packages/` */
export const featurePackagesAnswerSchema = z.object({ results: z.array(featurePackageSchema) });
export type FeaturePackagesAnswer = z.infer<typeof featurePackagesAnswerSchema>;

/** One of the user's ads as the dashboard lists it. */
export const adSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(AD_KINDS),
  status: z.enum(AD_STATUSES),
  state: z.enum(AD_STATES),
  package: z.object({ id: z.number(), name: z.string(), name_ar: z.string(), days: z.number() }),
  listing: z.object({ id: z.number(), slug: z.string(), title: z.string() }).nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  title_ar: z.string().nullable(),
  description_ar: z.string().nullable(),
  image: responsiveImageSchema.nullable(),
  link: z.string().nullable(),
  is_mobile: z.boolean(),
  credits_spent: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  ended_at: z.string().nullable(),
});
export type AdSummary = z.infer<typeof adSummarySchema>;

/** `GET /api/ads/mine/` */
export const myAdsAnswerSchema = z.object({ results: z.array(adSummarySchema) });
export type MyAdsAnswer = z.infer<typeof myAdsAnswerSchema>;

/** `POST /api/ads/{id}/end/` */
export const endAdAnswerSchema = z.object({ ad: adSummarySchema });
export type EndAdAnswer = z.infer<typeof endAdAnswerSchema>;

/** `POST /api/ads/banners/` and `/api/ads/blazing/`: the new ad and the balance after paying. */
export const adPurchaseAnswerSchema = z.object({ ad: adSummarySchema, balance: creditBalanceSchema });
export type AdPurchaseAnswer = z.infer<typeof adPurchaseAnswerSchema>;

/** `POST /api/properties/{id}/feature/`: the purchase and the listing as it is now. */
export const featureListingAnswerSchema = adPurchaseAnswerSchema.extend({ property: listingDetailSchema });
export type FeatureListingAnswer = z.infer<typeof featureListingAnswerSchema>;

/** A running banner as the banner slots show it. */
export const bannerAdItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The Arabic wording when the advertiser gave one (Arabic pages show it). */
  title_ar: z.string().nullable(),
  description_ar: z.string().nullable(),
  image: responsiveImageSchema.nullable(),
  link: z.string(),
  is_mobile: z.boolean(),
});
export type BannerAd = z.infer<typeof bannerAdItemSchema>;

/** `GET /api/ads/banners/active/` */
export const activeBannersAnswerSchema = z.object({ results: z.array(bannerAdItemSchema) });
export type ActiveBannersAnswer = z.infer<typeof activeBannersAnswerSchema>;

/** A running blazing deal: the listing card and when the deal ends. */
export const blazingDealItemSchema = z.object({ id: z.number(), ends_at: z.string(), listing: listingCardSchema });
export type BlazingDeal = z.infer<typeof blazingDealItemSchema>;

/** `GET /api/ads/blazing/active/` */
export const activeBlazingAnswerSchema = z.object({ results: z.array(blazingDealItemSchema) });
export type ActiveBlazingAnswer = z.infer<typeof activeBlazingAnswerSchema>;

/** One of the user's live listings, as the ad forms offer them (`GET /api/ads/listings/`). */
export const adListingOptionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  is_featured: z.boolean(),
  /** A blazing deal runs for it now. */
  has_deal: z.boolean(),
});
export type AdListingOption = z.infer<typeof adListingOptionSchema>;

export const adListingOptionsAnswerSchema = z.object({ results: z.array(adListingOptionSchema) });
export type AdListingOptionsAnswer = z.infer<typeof adListingOptionsAnswerSchema>;
