import { intlTagOf, type Locale } from '@estate/shared';

const shortDates = new Map<string, Intl.DateTimeFormat>();
const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * Axis labels that cannot be read as years (issue 17): "24 Nov" for days (not "Nov 24"), and
 * "Nov 2026" when the points are a month or more apart. The long form (tooltip, table) names the
 * day, unless the points are months (`monthOnly`): then "November 2026".
 */
export function dateFormats(locale: Locale, monthly: boolean, monthOnly = false) {
  const key = `${locale}|${monthly}`;
  let short = shortDates.get(key);
  if (!short) {
    short = new Intl.DateTimeFormat(locale === 'ar' ? intlTagOf(locale) : 'en-GB', {
      month: 'short',
      ...(monthly ? { year: 'numeric' } : { day: 'numeric' }),
      timeZone: 'UTC',
    });
    shortDates.set(key, short);
  }
  const longKey = `${locale}|${monthOnly}`;
  let long = longDates.get(longKey);
  if (!long) {
    long = new Intl.DateTimeFormat(intlTagOf(locale), {
      year: 'numeric',
      month: 'long',
      ...(monthOnly ? {} : { day: 'numeric' }),
      timeZone: 'UTC',
    });
    longDates.set(longKey, long);
  }
  return { short, long };
}
