/**
 * The anti-scam configuration (issue 42, decision 0076): how much a report weighs, when reports hide
 * a listing, and what each risk signal at publish scores. One place, read by the server's checks and
 * named in the moderators' queue, so tuning is a change here (and every hold and release is logged
 * in listing_holds to tune against).
 */
export const TRUST_CONFIG = {
  reports: {
    /** An account younger than this, or with an unverified e-mail, weighs 0. */
    newAccountDays: 7,
    /** A verified account older than this, with no rejected (dismissed) report, weighs 2; else 1. */
    trustedAccountDays: 90,
    /** Weights on one listing within `windowDays` reaching this hide it until a moderator decides. */
    hideAtWeight: 4,
    windowDays: 14,
    /** More reports than this in an hour from one account: 429. */
    perHour: 10,
  },
  risk: {
    /** A total at publish reaching this holds the listing for review. */
    holdAtScore: 5,
    scores: {
      /** Price under half the area's lower quartile (area statistics with at least 10 listings). */
      price_far_below_area: 3,
      /** A photo of another lister's listing (the same image hash). */
      photos_of_another_lister: 3,
      /** An account under 7 days old publishing more than 5 listings in 24 hours. */
      new_account_burst: 2,
      /** A phone number or an IBAN in the description. */
      contact_in_description: 2,
      /** The lister's phone is a suspended account's. */
      banned_account_phone: 5,
      /** The map point more than 20 km from its city's centre. */
      far_from_city: 1,
      /** The description copied from another lister's listing. */
      copied_description: 2,
    },
    newAccountDays: 7,
    newAccountListings: 5,
    farFromCityKm: 20,
  },
} as const;

export type RiskSignal = keyof typeof TRUST_CONFIG.risk.scores;
export const RISK_SIGNALS = Object.keys(TRUST_CONFIG.risk.scores) as RiskSignal[];

export const HOLD_KINDS = ['risk', 'reports'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/** What a reporter's report weighs (J8.4); a moderator's report hides at once. */
export function reporterWeight(
  reporter: { createdAt: Date; emailVerified: boolean; isAdmin: boolean; rejectedReports: number },
  now = new Date(),
): number {
  const c = TRUST_CONFIG.reports;
  if (reporter.isAdmin) return c.hideAtWeight;
  const days = (now.getTime() - reporter.createdAt.getTime()) / 86_400_000;
  if (!reporter.emailVerified || days < c.newAccountDays) return 0;
  if (days > c.trustedAccountDays && reporter.rejectedReports === 0) return 2;
  return 1;
}
