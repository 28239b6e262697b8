// No zod here: pages that only need these lists (the report button on every listing) stay free of
// the schema library; the schemas below them load with the forms that check them.

/** What anyone signed in can report, and why (the reports queue on /admin). */
export const REPORT_TARGET_TYPES = [
  'listing',
  'blog_post',
  'listing_comment',
  'blog_comment',
  'user',
  'chat_message',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why (issue 42, J8.3): the risks buyers and tenants meet, then the general ones. */
export const REPORT_REASONS = [
  'unavailable',
  'wrong_price',
  'wrong_location',
  'duplicate',
  'asked_money_before_viewing',
  'fake_photos',
  'agent_posing_as_owner',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open: waiting for an administrator; resolved: acted on; dismissed: nothing wrong. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The review queue: waiting for a first decision, or rejected and waiting for the owner's edit. */
export const REVIEW_STATES = ['pending', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What an administrator can do; each one is a row of the activity log. */
export const ADMIN_ACTIONS = [
  'promote',
  'revoke',
  'approve_listing',
  'reject_listing',
  'hide_listing',
  'block_ad',
  'unblock_ad',
  'verify_user',
  'unverify_user',
  'suspend_user',
  'reactivate_user',
  'set_quota',
  'grant_credits',
  'resolve_report',
  'dismiss_report',
  'create_package',
  'update_package',
  'update_settings',
  'update_exchange_rate',
  'create_finance_rule',
  'update_finance_rule',
  'delete_finance_rule',
  'create_finance_scheme',
  'update_finance_scheme',
  'delete_finance_scheme',
  // Recorded for the owner's side of a takedown, so administrators see it beside their own decisions.
  'owner_republish_refused',
  'appeal_listing',
  // Chat safety (issue 42, J8.2): held messages and the phones and IBANs blocked from a report.
  'release_chat_message',
  'reject_chat_message',
  'block_identifiers',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const REVIEW_REASON_MAX = 1000;
export const ADMIN_NOTE_MAX = 300;
export const LISTING_QUOTA_MAX = 10_000;
export const CREDIT_GRANT_MAX = 1_000_000;
export const ADMIN_PAGE_SIZE = 20;
