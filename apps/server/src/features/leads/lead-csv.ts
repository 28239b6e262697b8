import en from '@estate/shared/i18n/en/leads.json' with { type: 'json' };
import ar from '@estate/shared/i18n/ar/leads.json' with { type: 'json' };
import type { Locale } from '@estate/shared';

/**
 * The leads' CSV export (issue 36, J3.7), written by hand: RFC 4180 quoting, a byte-order mark so
 * that Excel reads UTF-8 (Arabic names), and the formula guard: a cell starting with `=`, `+`, `-`
 * or `@` (or a tab or carriage return, which some spreadsheets skip before reading one) gets a
 * leading `'`, so a name like `=HYPERLINK(...)` stays text.
 */

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: guarded against formulas, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** One lead as its export row reads it. */
export interface LeadExportRow {
  id: number;
  createdAt: Date;
  name: string;
  phone: string | null;
  email: string | null;
  status: string;
  lostReason: string | null;
  assignee: string | null;
  /** `#12 Title` of each listing asked about. */
  listings: { id: number; title: string }[];
  channels: string[];
  firstResponseMinutes: number | null;
  lastActivityAt: Date;
  contacts: number;
  notes: number;
}

const COLUMNS = [
  'id',
  'created',
  'name',
  'phone',
  'email',
  'status',
  'lost_reason',
  'assignee',
  'listings',
  'channels',
  'first_response_minutes',
  'last_activity',
  'contacts',
  'notes',
] as const;

const catalogs = { en: en.leads, ar: ar.leads } as const;
/** `2026-11-30 14:05` in UTC: what a spreadsheet reads as a date. */
const when = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** The export's column names, with the byte-order mark, in the requester's language. */
export function csvHeader(locale: Locale): string {
  const texts = catalogs[locale] ?? catalogs.en;
  return CSV_BOM + csvLine(COLUMNS.map((column) => texts.export.columns[column]));
}

/** One lead's line, its status, reason and channels in the requester's language. */
export function csvRow(row: LeadExportRow, locale: Locale): string {
  const texts = catalogs[locale] ?? catalogs.en;
  const label = (group: Record<string, string>, key: string | null) => (key ? (group[key] ?? key) : '');
  return csvLine([
    row.id,
    when(row.createdAt),
    row.name,
    row.phone,
    row.email,
    label(texts.statuses, row.status),
    label(texts.lost_reasons, row.lostReason),
    row.assignee,
    row.listings.map((listing) => `#${listing.id} ${listing.title}`).join('; '),
    row.channels.map((channel) => label(texts.channels, channel)).join('; '),
    row.firstResponseMinutes,
    when(row.lastActivityAt),
    row.contacts,
    row.notes,
  ]);
}
