import { z } from 'zod';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * Kinds of activity notifications (table user_notifications). Each feature inserts its own; the
 * dashboard renders every kind, and any unknown kind with a generic text.
 */
export const ACTIVITY_KINDS = [
  'ad_ending',
  'demand_match',
  'listing_approved',
  'listing_rejected',
  // Issue 42: a listing held by reports or by the risk score; a reporter told the outcome.
  'listing_held',
  'report_decided',
  'saved_search_match',
  'service_request',
  'service_request_status',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityNotificationSchema = z.object({
  id: z.number(),
  kind: z.string(),
  /** What the kind needs to render itself: `title`, `link`, and per kind `reason`, `status`, `demand_title`. */
  // JSON values (checked by the schema and shown in /api/docs), typed as unknown for the readers.
  payload: z.record(z.string(), z.json()) as z.ZodType<Record<string, unknown>>,
  is_read: z.boolean(),
  created_at: z.string(),
});
export type ActivityNotification = z.infer<typeof activityNotificationSchema>;

export const activityListSchema = z.object({
  results: z.array(activityNotificationSchema),
  page: z.number(),
  has_more: z.boolean(),
  unread_count: z.number(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

/** A link from a payload only when it is a path on this site (never another origin). */
export function safeInternalLink(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : null;
}
