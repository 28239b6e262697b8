import { z } from 'zod';

/**
 * What a user can hear about by e-mail, and how (decision 0028). "instant" for messages is a
 * digest at most hourly while the user is away, never one mail per message.
 */
export const NOTIFICATION_KINDS = [
  'messages',
  'inquiries',
  'demand_matches',
  'service_requests',
  'listing_reviews',
  'ads_ending',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const EMAIL_MODES = ['off', 'instant', 'daily'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export type NotificationEmail = Record<NotificationKind, EmailMode>;

export const DEFAULT_NOTIFICATION_EMAIL: NotificationEmail = {
  messages: 'instant',
  inquiries: 'instant',
  demand_matches: 'instant',
  service_requests: 'instant',
  listing_reviews: 'instant',
  ads_ending: 'instant',
};

const mode = z.enum(EMAIL_MODES, { error: 'account.errors.setting_invalid' });

export const notificationEmailSchema = z.object({
  messages: mode,
  inquiries: mode,
  demand_matches: mode,
  service_requests: mode,
  listing_reviews: mode,
  ads_ending: mode,
});

/** The stored choices (users.notification_prefs.email) over the defaults. */
export function notificationEmailOf(stored: unknown): NotificationEmail {
  const email = (stored as { email?: Record<string, unknown> } | null)?.email ?? {};
  const result = { ...DEFAULT_NOTIFICATION_EMAIL };
  for (const kind of NOTIFICATION_KINDS) {
    const value = email[kind];
    if (typeof value === 'string' && (EMAIL_MODES as readonly string[]).includes(value)) {
      result[kind] = value as EmailMode;
    }
  }
  return result;
}

/** Which e-mail kind an activity notification (user_notifications.kind) belongs to. */
export function notificationKindOf(activity: string): NotificationKind | undefined {
  if (activity === 'demand_match') return 'demand_matches';
  if (activity.startsWith('service_request')) return 'service_requests';
  if (activity === 'listing_approved' || activity === 'listing_rejected' || activity === 'listing_held')
    return 'listing_reviews';
  // A listing's verification decided or lapsed (issue 37) is news about a listing's review too.
  if (activity.startsWith('verification_')) return 'listing_reviews';
  if (activity === 'ad_ending') return 'ads_ending';
  return undefined;
}

/** Kinds the dashboard's activity list can hide (messages have the chat bell, inquiries their tab). */
export const IN_APP_KINDS = ['demand_matches', 'service_requests', 'listing_reviews', 'ads_ending'] as const;
export type InAppKind = (typeof IN_APP_KINDS)[number];
export type NotificationInApp = Record<InAppKind, boolean>;

const shown = z.boolean({ error: 'account.errors.setting_invalid' });
export const notificationInAppSchema = z.object({
  demand_matches: shown,
  service_requests: shown,
  listing_reviews: shown,
  ads_ending: shown,
});

/** The stored in-app choices (users.notification_prefs.in_app) over the default: everything shown. */
export function notificationInAppOf(stored: unknown): NotificationInApp {
  const inApp = (stored as { in_app?: Record<string, unknown> } | null)?.in_app ?? {};
  return Object.fromEntries(IN_APP_KINDS.map((kind) => [kind, inApp[kind] !== false])) as NotificationInApp;
}

/** The activity kinds (user_notifications.kind) a user chose not to see in the app. */
export function hiddenActivityKinds(stored: unknown): string[] {
  const inApp = notificationInAppOf(stored);
  const kinds: Record<InAppKind, string[]> = {
    demand_matches: ['demand_match'],
    service_requests: ['service_request', 'service_request_status'],
    listing_reviews: ['listing_approved', 'listing_rejected', 'listing_held'],
    ads_ending: ['ad_ending'],
  };
  return IN_APP_KINDS.filter((kind) => !inApp[kind]).flatMap((kind) => kinds[kind]);
}
