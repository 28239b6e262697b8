import { z } from 'zod';
import {
  LISTER_ROLES,
  VERIFICATION_DOC_TYPES,
  VERIFICATION_FILE_KINDS,
  VERIFICATION_NOTE_MAX,
  VERIFICATION_REJECT_REASONS,
  VERIFICATION_SCOPES,
  VERIFICATION_STATUSES,
} from './verification-rules.js';

/**
 * The verification API's requests and answers (issue 37): the server declares them on its routes
 * and the web uses the same ones. Messages are catalog keys of verification.json.
 */

/** A listing's badge as cards and pages show it (null while not verified). */
export const listingVerificationSchema = z.object({
  verified_at: z.string(),
  verified_until: z.string(),
  scope: z.array(z.enum(VERIFICATION_SCOPES)),
});
export type ListingVerification = z.infer<typeof listingVerificationSchema>;

/** One file of a request as its viewers see it: a link that works VERIFICATION_LINK_SECONDS. */
export const verificationFileSchema = z.object({
  id: z.number(),
  kind: z.enum(VERIFICATION_FILE_KINDS),
  doc_type: z.enum(VERIFICATION_DOC_TYPES),
  mime: z.string(),
  size: z.number(),
  name: z.string(),
  /** Null once the files were deleted (VERIFICATION_RETENTION_DAYS after the decision). */
  url: z.string().nullable(),
});
export type VerificationFile = z.infer<typeof verificationFileSchema>;

export const verificationRequestSchema = z.object({
  id: z.number(),
  listing_id: z.number(),
  status: z.enum(VERIFICATION_STATUSES),
  lister_role: z.enum(LISTER_ROLES),
  reject_reason: z.enum(VERIFICATION_REJECT_REASONS).nullable(),
  reject_note: z.string().nullable(),
  lapse_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  files: z.array(verificationFileSchema),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

/** `GET /api/verification/listings/:id/`: what the listing's managers see. */
export const listingVerificationStateSchema = z.object({
  /** Null when the listing can be verified; else why not. */
  ineligible: z.enum(['purpose', 'property_type', 'closed']).nullable(),
  verification: listingVerificationSchema.nullable(),
  /** The newest request, if any (pending, rejected with its reason, approved, lapsed). */
  latest: verificationRequestSchema.nullable(),
});
export type ListingVerificationState = z.infer<typeof listingVerificationStateSchema>;

/** The claimed facts beside a request in the moderators' queue. */
export const verificationQueueItemSchema = verificationRequestSchema.extend({
  listing: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    purpose: z.string(),
    property_type: z.string(),
    price: z.number(),
    currency: z.string(),
    bedrooms: z.number(),
    area_size: z.number(),
    area_unit: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** The lister who asked (the owner named on the documents when lister_role is `owner`). */
  requested_by: z.object({ id: z.number(), full_name: z.string(), email: z.string() }),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;

export const verificationQueueSchema = z.object({
  results: z.array(verificationQueueItemSchema),
  count: z.number(),
});
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

/** A moderator's rejection: a reason from the list; `other` needs its text. */
export const verificationRejectSchema = z
  .object({
    reason: z.enum(VERIFICATION_REJECT_REASONS, { error: 'verification.errors.reason_invalid' }),
    note: z
      .string({ error: 'verification.errors.note_invalid' })
      .trim()
      .max(VERIFICATION_NOTE_MAX, 'verification.errors.note_too_long')
      .optional(),
  })
  .refine((value) => value.reason !== 'other' || Boolean(value.note), {
    message: 'verification.errors.note_required',
    path: ['note'],
  });
export type VerificationRejectInput = z.output<typeof verificationRejectSchema>;
