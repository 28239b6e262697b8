import { z } from 'zod';

/** The three kinds of paid placement of spec section 3, and the packages that price them. */
export const AD_KINDS = ['feature', 'banner', 'blazing'] as const;
export type AdKind = (typeof AD_KINDS)[number];

/** Spec section 4: an ad is active or blocked (an administrator blocks it). */
export const AD_STATUSES = ['active', 'blocked'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** What an owner sees: running (showing now), ended (its period is over or ended early) or blocked. */
export const AD_STATES = ['running', 'ended', 'blocked'] as const;
export type AdState = (typeof AD_STATES)[number];

/**
 * Why a ledger row exists. Grants are positive, purchases negative, refunds positive (given back by
 * an administrator; used premium features are not refundable, so the product itself never refunds).
 */
export const LEDGER_REASONS = ['signup_grant', 'admin_grant', 'purchase', 'refund', 'agency_transfer'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Credits every new account receives as its first ledger row. */
export const SIGNUP_GRANT_CREDITS = 200;
/** Ledger rows the credits endpoint answers (newest first). */
export const LEDGER_PAGE_SIZE = 50;

export const AD_TITLE_MAX = 80;
export const AD_DESCRIPTION_MAX = 200;
export const AD_LINK_MAX = 500;

const id = (key: string) => z.coerce.number({ error: key }).int(key).positive(key).max(2_147_483_647, key);
const uploadId = (key: string) => z.uuid(key);

/** A banner's link: an https address, or a path on this site ("/properties?city=Lahore"). */
export function isAdLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** `POST /api/properties/{id}/feature/` */
export const featureListingSchema = z.object({
  package_id: id('ads.errors.package_required'),
  cover_image: uploadId('ads.errors.image_invalid').optional(),
});
export type FeatureListingInput = z.output<typeof featureListingSchema>;

/** `POST /api/ads/banners/` */
export const bannerAdSchema = z.object({
  package_id: id('ads.errors.package_required'),
  title: z
    .string({ error: 'ads.errors.title_required' })
    .trim()
    .min(1, 'ads.errors.title_required')
    .max(AD_TITLE_MAX, 'ads.errors.title_too_long'),
  description: z
    .string({ error: 'ads.errors.description_too_long' })
    .trim()
    .max(AD_DESCRIPTION_MAX, 'ads.errors.description_too_long')
    .default(''),
  /** The Arabic wording, optional: Arabic pages show it, or the English one when it is empty. */
  title_ar: z
    .string({ error: 'ads.errors.title_too_long' })
    .trim()
    .max(AD_TITLE_MAX, 'ads.errors.title_too_long')
    .default(''),
  description_ar: z
    .string({ error: 'ads.errors.description_too_long' })
    .trim()
    .max(AD_DESCRIPTION_MAX, 'ads.errors.description_too_long')
    .default(''),
  image: uploadId('ads.errors.image_required'),
  is_mobile: z.boolean({ error: 'ads.errors.is_mobile_invalid' }).default(false),
  link: z
    .string({ error: 'ads.errors.link_required' })
    .trim()
    .min(1, 'ads.errors.link_required')
    .max(AD_LINK_MAX, 'ads.errors.link_invalid')
    .refine(isAdLink, 'ads.errors.link_invalid'),
});
export type BannerAdInput = z.output<typeof bannerAdSchema>;

/** `POST /api/ads/blazing/` */
export const blazingDealSchema = z.object({
  property_id: id('ads.errors.property_required'),
  package_id: id('ads.errors.package_required'),
});
export type BlazingDealInput = z.output<typeof blazingDealSchema>;

export const adPackagesQuerySchema = z.object({ kind: z.enum(AD_KINDS).optional() });
export const activeBannersQuerySchema = z.object({
  mobile: z.enum(['0', '1']).default('0'),
  limit: z.coerce.number().int().min(1).max(10).default(1),
});
