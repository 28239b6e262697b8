import { z } from 'zod';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from '../account-types.js';
import { AD_KINDS, AD_STATES, AD_STATUSES } from '../credits/credits.schema.js';
import { listingSummarySchema } from '../listing/listing.types.js';
import { unitPairSchema } from '../units/unit.schema.js';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from './admin.schema.js';
import { HOLD_KINDS } from '../trust/trust-config.js';

/**
 * The answers of the administrator console's API, as zod schemas: the server declares them as
 * route response schemas and both sides use the inferred types.
 */

/** One page of an administrator list. */
export interface AdminPage<T> {
  results: T[];
  count: number;
  page: number;
  pages: number;
}

/** The schema of one page of an administrator list of `item`. */
export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number(), page: z.number(), pages: z.number() });

export const adminPersonSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  slug: z.string(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** The review queue: the listing's summary, its owner, and the rejection reason when rejected. */
export const adminListingItemSchema = z.object({
  listing: listingSummarySchema,
  owner: adminPersonSchema,
  review_note: z.string().nullable(),
  /** The owner's appeal against the rejection or takedown; an appealed listing waits in the queue again. */
  appeal_note: z.string().nullable(),
  /**
   * Why the product held it for review: a catalog key (e.g. `permits.hold.conflict`: its permit is
   * on another agency's listing) and the other listing concerned, if any.
   */
  hold_reasons: z.array(z.object({ key: z.string(), listing_id: z.number().nullable() })),
  /**
   * Issue 42: why the product held it, by the risk score at publish or by weighted reports: each
   * signal with its score and evidence (never the reporters).
   */
  holds: z
    .array(
      z.object({
        kind: z.enum(HOLD_KINDS),
        total_score: z.number(),
        signals: z.array(
          z.object({
            signal: z.string(),
            score: z.number(),
            evidence: z.record(z.string(), z.json()) as z.ZodType<Record<string, unknown>>,
          }),
        ),
      }),
    )
    .optional(),
  /** Issue 37: the lister's own listings this one looks like; they said it is a different unit. */
  unit_pairs: z.array(unitPairSchema).optional(),
});
export type AdminListingItem = z.infer<typeof adminListingItemSchema>;

export const adminAdItemSchema = z.object({
  id: z.number(),
  kind: z.enum(AD_KINDS),
  status: z.enum(AD_STATUSES),
  /** running, ended (its period is over or the owner ended it) or blocked */
  state: z.enum(AD_STATES),
  title: z.string(),
  /** Where the ad leads: the listing page or the banner's link. */
  link: z.string().nullable(),
  owner: adminPersonSchema,
  package_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type AdminAdItem = z.infer<typeof adminAdItemSchema>;

export const adminUserItemSchema = adminPersonSchema.extend({
  type: z.enum(ACCOUNT_TYPES),
  account_status: z.enum(ACCOUNT_STATUSES),
  is_verified_user: z.boolean(),
  is_admin: z.boolean(),
  listing_quota: z.number(),
  live_listings: z.number(),
  credits: z.number(),
  member_since: z.string(),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;

export const adminReportItemSchema = z.object({
  id: z.number(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number(),
  /** What was reported, in a line; null when it no longer exists. */
  target: z.object({ title: z.string(), link: z.string().nullable(), excerpt: z.string() }).nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  /** The reporter's screenshot, if any. */
  evidence_url: z.string().nullable(),
  /** What the report weighed when filed (issue 42): 0 new or unverified, 1 verified, 2 trusted. */
  reporter_weight: z.number(),
  status: z.enum(REPORT_STATUSES),
  reporter: adminPersonSchema,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type AdminReportItem = z.infer<typeof adminReportItemSchema>;

export const adminActionItemSchema = z.object({
  id: z.number(),
  /** null when the action came from the command line. */
  admin: adminPersonSchema.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().nullable(),
  /**
   * What the action changed: free-form JSON written by the action. Typed as unknown values, as the
   * server reads them from a json column; the schema (and /api/docs) still requires JSON values.
   */
  detail: z.record(z.string(), z.json()) as z.ZodType<Record<string, unknown>>,
  created_at: z.string(),
});
// The server reads `detail` from a json column typed as unknown values; the schema checks they are JSON.
export type AdminActionItem = Omit<z.infer<typeof adminActionItemSchema>, 'detail'> & {
  detail: Record<string, unknown>;
};

export const adminPackageItemSchema = z.object({
  id: z.number(),
  kind: z.enum(AD_KINDS),
  name: z.string(),
  name_ar: z.string(),
  credits: z.number(),
  days: z.number(),
  is_active: z.boolean(),
  position: z.number(),
});
export type AdminPackageItem = z.infer<typeof adminPackageItemSchema>;

/** `GET /api/admin/packages/` */
export const adminPackagesAnswerSchema = z.object({ results: z.array(adminPackageItemSchema) });
export type AdminPackagesAnswer = z.infer<typeof adminPackagesAnswerSchema>;

/** Counters for the console's tabs. */
export const adminSummarySchema = z.object({
  pending_listings: z.number(),
  open_reports: z.number(),
  blocked_ads: z.number(),
  suspended_users: z.number(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const adminSettingsSchema = z.object({ listings_require_approval: z.boolean() });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
