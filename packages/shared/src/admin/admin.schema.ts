import { z } from 'zod';
import { AD_KINDS, AD_STATUSES } from '../credits/credits.schema.js';
import {
  REPORT_TARGET_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REVIEW_STATES,
  REPORT_DETAILS_MAX,
  REVIEW_REASON_MAX,
  ADMIN_NOTE_MAX,
  LISTING_QUOTA_MAX,
  CREDIT_GRANT_MAX,
} from './admin-constants.js';

export * from './admin-constants.js';

const id = (key: string) => z.coerce.number({ error: key }).int(key).positive(key).max(2_147_483_647, key);

/** `POST /api/reports/` */
export const reportInputSchema = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: 'admin.errors.target_invalid' }),
  target_id: id('admin.errors.target_invalid'),
  reason: z.enum(REPORT_REASONS, { error: 'admin.errors.reason_required' }),
  details: z
    .string({ error: 'admin.errors.details_too_long' })
    .trim()
    .max(REPORT_DETAILS_MAX, 'admin.errors.details_too_long')
    .default(''),
  /** An optional screenshot: an image the reporter uploaded (kind `report_evidence`). */
  evidence_upload_id: z.uuid({ error: 'admin.errors.evidence_invalid' }).optional(),
});
export type ReportInput = z.output<typeof reportInputSchema>;

/** A reason the other person reads (rejection, suspension). */
const reasonText = z
  .string({ error: 'admin.errors.note_required' })
  .trim()
  .min(3, 'admin.errors.note_required')
  .max(REVIEW_REASON_MAX, 'admin.errors.note_too_long');

/** `POST /api/admin/listings/{id}/reject/` and `.../hide/` */
export const rejectListingSchema = z.object({ reason: reasonText });
export type RejectListingInput = z.output<typeof rejectListingSchema>;

/** `POST /api/admin/users/{id}/suspend/` */
export const suspendUserSchema = z.object({ reason: reasonText });

/** `POST /api/admin/users/{id}/verify/` */
export const verifyUserSchema = z.object({ verified: z.boolean({ error: 'validation.invalid' }) });

/** `POST /api/admin/users/{id}/quota/` */
export const listingQuotaSchema = z.object({
  listing_quota: z.coerce
    .number({ error: 'admin.errors.quota_invalid' })
    .int('admin.errors.quota_invalid')
    .min(0, 'admin.errors.quota_invalid')
    .max(LISTING_QUOTA_MAX, 'admin.errors.quota_invalid'),
});

/** `POST /api/admin/users/{id}/credits/` */
export const creditGrantSchema = z.object({
  amount: z.coerce
    .number({ error: 'admin.errors.amount_invalid' })
    .int('admin.errors.amount_invalid')
    .min(1, 'admin.errors.amount_invalid')
    .max(CREDIT_GRANT_MAX, 'admin.errors.amount_invalid'),
  note: z
    .string({ error: 'admin.errors.note_too_long' })
    .trim()
    .max(ADMIN_NOTE_MAX, 'admin.errors.note_too_long')
    .default(''),
});
export type CreditGrantInput = z.output<typeof creditGrantSchema>;

/** `POST /api/admin/reports/{id}/` */
export const reportDecisionSchema = z.object({
  decision: z.enum(['resolve', 'dismiss'], { error: 'validation.invalid' }),
  /** Resolve a listing report by sending the listing back to review with this note. */
  hide_listing: z.boolean().default(false),
  note: z.string().trim().max(REVIEW_REASON_MAX, 'admin.errors.note_too_long').default(''),
});
export type ReportDecisionInput = z.output<typeof reportDecisionSchema>;

const packageName = z
  .string({ error: 'admin.errors.name_required' })
  .trim()
  .min(1, 'admin.errors.name_required')
  .max(80, 'admin.errors.name_too_long');
const packageFields = {
  name: packageName,
  name_ar: packageName,
  credits: z.coerce
    .number({ error: 'admin.errors.credits_invalid' })
    .int('admin.errors.credits_invalid')
    .min(1, 'admin.errors.credits_invalid')
    .max(CREDIT_GRANT_MAX, 'admin.errors.credits_invalid'),
  days: z.coerce
    .number({ error: 'admin.errors.days_invalid' })
    .int('admin.errors.days_invalid')
    .min(1, 'admin.errors.days_invalid')
    .max(365, 'admin.errors.days_invalid'),
  is_active: z.boolean({ error: 'validation.invalid' }),
  position: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(0).max(1000),
};

/** `POST /api/admin/packages/` */
export const packageCreateSchema = z.object({
  kind: z.enum(AD_KINDS, { error: 'admin.errors.kind_required' }),
  ...packageFields,
  is_active: packageFields.is_active.default(true),
  position: packageFields.position.default(0),
});
export type PackageCreateInput = z.output<typeof packageCreateSchema>;

/** `PATCH /api/admin/packages/{id}/` */
export const packageUpdateSchema = z
  .object(packageFields)
  .partial()
  .refine((changes) => Object.values(changes).some((v) => v !== undefined), 'admin.errors.nothing_to_change');
export type PackageUpdateInput = z.output<typeof packageUpdateSchema>;

/** `PUT /api/admin/settings/` */
export const siteSettingsSchema = z.object({
  listings_require_approval: z.boolean({ error: 'validation.invalid' }),
});
export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const search = z.string().trim().max(100).default('');

export const adminListingsQuerySchema = z.object({ state: z.enum(REVIEW_STATES).default('pending'), page });
export const adminAdsQuerySchema = z.object({
  kind: z.enum(AD_KINDS).optional(),
  status: z.enum(AD_STATUSES).optional(),
  page,
});
export const adminUsersQuerySchema = z.object({ q: search, page });
export const adminReportsQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open'), page });
export const adminActionsQuerySchema = z.object({ page });
