import { VERIFICATION_SCOPES, type ListingVerification, type Locale } from '@estate/shared';

type Translate = (key: string, values?: Record<string, string>) => string;

const dates = new Map<Locale, Intl.DateTimeFormat>();
const lists = new Map<Locale, Intl.ListFormat>();

/** "28 Nov 2026" / "28 نوفمبر 2026": the badge's day, in UTC so server and browser agree. */
export function badgeDate(iso: string, locale: Locale): string {
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dates.set(locale, format);
  }
  return format.format(new Date(iso));
}

/**
 * The badge's sentence (issue 37, J2.4): "Verified by Baytak on 28 Nov 2026: ownership document,
 * authority to market and photos taken at the property were checked. Not a legal check of
 * title." It names only the checks that passed, in their fixed order, joined as the language joins
 * a list.
 */
export function verificationSentence(verification: ListingVerification, t: Translate, locale: Locale): string {
  const parts = VERIFICATION_SCOPES.filter((scope) => verification.scope.includes(scope)).map((scope) =>
    t(`verification.badge.scope.${scope}`),
  );
  let list = lists.get(locale);
  if (!list)
    lists.set(
      locale,
      (list = new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', { style: 'long', type: 'conjunction' })),
    );
  return t('verification.badge.sentence', {
    date: badgeDate(verification.verified_at, locale),
    checks: list.format(parts),
    verb: t(parts.length === 1 ? 'verification.badge.verb_single' : 'verification.badge.verb_many'),
  });
}

/** The card's short line: "Checked 28 Nov 2026: ownership, authority to market, photos on site". */
export function verificationCardLine(verification: ListingVerification, t: Translate, locale: Locale): string {
  const parts = VERIFICATION_SCOPES.filter((scope) => verification.scope.includes(scope)).map((scope) =>
    t(`verification.badge.scope_short.${scope}`),
  );
  return t('verification.badge.card_line', {
    date: badgeDate(verification.verified_at, locale),
    checks: parts.join(locale === 'ar' ? '، ' : ', '),
  });
}
