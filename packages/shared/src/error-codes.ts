// No zod here: the browser's first scripts need these (ApiRequestError.code) without the schema library.

/**
 * The `code`s of the error answers this API raises itself (server AppError), one list for both
 * sides: the server's AppError takes only these, the web compares against them. Other answers may
 * carry a framework's code lower-cased (e.g. `fst_err_ctp_invalid_media_type`), so
 * `apiErrorSchema.code` stays a string.
 */
export const ERROR_CODES = [
  // generic
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'too_many_requests',
  'internal_error',
  'service_unavailable',
  'cross_site_request',
  'request_in_progress',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'duplicate_content',
  // auth and account
  'invalid_credentials',
  'too_many_attempts',
  'account_inactive',
  'email_taken',
  'wrong_password',
  'confirmation_mismatch',
  'own_account',
  'unknown_country',
  'token_invalid',
  'email_unverified',
  // uploads
  'invalid_upload',
  'upload_failed',
  'storage_full',
  'file_too_large',
  'invalid_file_type',
  'image_too_large',
  'total_size_exceeded',
  'video_total_exceeded',
  'floor_plan_total_exceeded',
  'too_many_images',
  'too_many_videos',
  'too_many_floor_plans',
  // listings and moderation
  'quota_reached',
  'currency_not_market',
  'awaiting_review',
  'taken_down',
  'not_taken_down',
  'not_pending',
  'permit_in_use',
  'permit_held',
  'no_listing',
  'listing_not_public',
  'own_content',
  'already_reported',
  'report_closed',
  // one listing per real unit (issue 37)
  'duplicate_unit',
  // a price 100 times the area's usual (issue 41)
  'price_typo',
  // credits and ads
  'insufficient_credits',
  'package_unavailable',
  'already_featured',
  'already_blazing',
  // agencies
  'member_of_another_agency',
  'licence_taken',
  'invite_invalid',
  'invite_expired',
  'last_owner',
  'brn_taken',
  'allowance_exceeded',
  'agency_quota_reached',
  'licence_expired',
  // community, awards, services, chat
  'cannot_follow_self',
  'too_many_awards',
  'invalid_transition',
  'not_completed',
  'already_reviewed',
  'not_a_conversation',
  // leads
  'not_a_member',
  'export_too_large',
  // listing verification (issue 37)
  'verification_ineligible',
  'verification_pending',
  'verification_files_invalid',
  'verification_not_pending',
  'link_invalid',
  // phone numbers on demand (issue 42): a guest past the daily reveals is asked to sign in
  'sign_in_for_more',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN_ERROR_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * `code` when it is one of `ERROR_CODES`, otherwise undefined (a framework's code, a missing one).
 * Compare the result with literals: a misspelt or unknown code then fails typecheck.
 */
export function knownErrorCode(code: unknown): ErrorCode | undefined {
  return typeof code === 'string' && KNOWN_ERROR_CODES.has(code) ? (code as ErrorCode) : undefined;
}
