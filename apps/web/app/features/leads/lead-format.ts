import { ANONYMISED_LEAD_NAME, intlTagOf, type LeadRow, type Locale } from '@estate/shared';

/**
 * How the inbox writes a lead: its waiting time, its listings, the times of its reminders and
 * events, and the links that call or message the person.
 */

/** "New · 14 min", "New · 3 h", "New · 2 days": the catalog key and its count. */
export function waitingText(minutes: number): { key: string; count: number } {
  if (minutes < 60) return { key: 'leads.inbox.waiting_minutes', count: Math.max(0, Math.floor(minutes)) };
  if (minutes < 24 * 60) return { key: 'leads.inbox.waiting_hours', count: Math.floor(minutes / 60) };
  return { key: 'leads.inbox.waiting_days', count: Math.floor(minutes / (24 * 60)) };
}

/** A lead's name as the page shows it: an anonymised person is "Deleted user" in the page's language. */
export function leadName(name: string, t: (key: string) => string): string {
  return name === ANONYMISED_LEAD_NAME ? t('leads.deleted_user') : name;
}

/** "X, Y (3)": the listings named on a row and, when there are several, how many in all. */
export function listingsText(listings: LeadRow['listings'], separator: string, untitled: string): string {
  const names = listings.items.map((l) => l.title || untitled).join(separator);
  return listings.count > 1 ? `${names} (${listings.count})` : names;
}

/** A page of rows with the overdue reminders on top (the server flags them), otherwise in its order. */
export function overdueFirst<T extends Pick<LeadRow, 'reminder_overdue'>>(rows: readonly T[]): T[] {
  return [...rows.filter((r) => r.reminder_overdue), ...rows.filter((r) => !r.reminder_overdue)];
}

/** `tel:` with the digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** wa.me with the number's digits and a first line ("Re: <listing title> (#id)"). */
export function whatsappHref(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time in the user's own time zone (the browser's, unless `timeZone` is given). Only
 * rendered in the browser: the inbox's answers are fetched there, never in the server render.
 */
export function dateTime(value: string | Date, locale: Locale, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTagOf(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(value));
}

/** The browser's time zone, which reminders are set in and their e-mail is written in. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The instant of a `<input type="datetime-local">` value ("2026-12-01T09:30", the user's own
 * clock) as ISO 8601 in UTC; null when the field is empty or not a time.
 */
export function reminderInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A count of characters as the note's counter shows it ("1,234 / 2,000"). */
export function counterText(length: number, max: number, locale: Locale): string {
  const n = new Intl.NumberFormat(intlTagOf(locale));
  return `${n.format(length)} / ${n.format(max)}`;
}
