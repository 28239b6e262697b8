import { NOTIFICATION_BADGE_MAX } from '@estate/shared';

/** The bell's badge text: the count, or "99+" above NOTIFICATION_BADGE_MAX (spec section 9). */
export function badgeText(count: number, format: (n: number) => string = String): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `${format(NOTIFICATION_BADGE_MAX)}+` : format(count);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago" in the interface language, from an ISO date (client side only: it depends on now). */
export function timeAgo(iso: string, intlTag: string, now = Date.now()): string {
  let format = relativeFormats.get(intlTag);
  if (!format) relativeFormats.set(intlTag, (format = new Intl.RelativeTimeFormat(intlTag, { numeric: 'auto' })));
  let value = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(value) < 45) return format.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** Flattens newlines and trims a message for a one-line preview. */
export function preview(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
