import { SOCIETY_CSV_MAX_CHARS, SOCIETY_CSV_MAX_ERRORS, SOCIETY_CSV_MAX_ROWS } from '@estate/shared';
import { normalizeSocietyName } from './society-names.js';

/** A society of an imported list, checked. */
export interface ListedSociety {
  authority: string;
  name: string;
  aliases: string[];
  /** YYYY-MM-DD */
  listDate: string;
  /** The name's and aliases' normalised forms, distinct, none empty. */
  norms: string[];
}

/** A refused row: its line in the file (the header is line 1) and a catalog key saying why. */
export interface CsvRowError {
  row: number;
  key: string;
}

export type CsvReading = { ok: true; societies: ListedSociety[] } | { ok: false; errors: CsvRowError[] };

const MAX_ALIASES = 10;
const MAX_NAME = 150;
const COLUMNS = {
  authority: ['authority', 'development authority'],
  society: ['society', 'society name', 'name'],
  aliases: ['aliases', 'alias', 'other names'],
  list_date: ['list date', 'list_date', 'date', 'listed on'],
} as const;
type Column = keyof typeof COLUMNS;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** RFC 4180 records: commas, double-quoted fields with "" inside, CRLF or LF. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  if (field !== '' || record.length) endRecord();
  return records;
}

/** YYYY-MM-DD of "2024-08-03", "03/08/2024", "03-08-2024", "3 Aug 2024" or "03 August 2024"; null otherwise. */
export function listDateOf(text: string, today = new Date()): string | null {
  const value = text.trim().toLowerCase();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value))) {
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})[\s-]+([a-z]{3,9})[\s-,]+(\d{4})$/.exec(value))) {
    const month = MONTHS.indexOf(match[2]!.slice(0, 3));
    if (month < 0) return null;
    [d, m, y] = [Number(match[1]), month + 1, Number(match[3])];
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1950 || date.getTime() > today.getTime() + 86_400_000) return null;
  return date.toISOString().slice(0, 10);
}

/** Which column holds what, from the header row; null when a required one is missing. */
function columnsOf(header: string[]): Record<Column, number> | null {
  const names = header.map((h) =>
    h
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' '),
  );
  const found = {} as Record<Column, number>;
  for (const [column, labels] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const index = names.findIndex((n) => labels.includes(n));
    if (index < 0 && column !== 'aliases') return null;
    found[column] = index;
  }
  return found;
}

/** One data row checked: the society, or the catalog key of what is wrong with it. */
function rowOf(cells: string[], at: Record<Column, number>, width: number): ListedSociety | string {
  if (cells.length !== width) return 'societies.csv.columns';
  const cell = (column: Column) => (at[column] >= 0 ? (cells[at[column]] ?? '').trim() : '');
  const authority = cell('authority').toUpperCase();
  if (!/^[A-Z][A-Z0-9&.\- ]{1,19}$/.test(authority)) return 'societies.csv.bad_authority';
  const name = cell('society').replace(/\s+/g, ' ');
  if (!name || name.length > MAX_NAME || !normalizeSocietyName(name)) return 'societies.csv.bad_society';
  const aliases = cell('aliases')
    .split(/[;|]/)
    .map((a) => a.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (aliases.length > MAX_ALIASES || aliases.some((a) => a.length > MAX_NAME)) return 'societies.csv.bad_aliases';
  const listDate = listDateOf(cell('list_date'));
  if (!listDate) return 'societies.csv.bad_date';
  const norms = [...new Set([name, ...aliases].map(normalizeSocietyName).filter(Boolean))];
  return { authority, name, aliases, listDate, norms };
}

/**
 * An authority's list, checked whole: every society, or every row that is wrong (with its line)
 * and nothing else, so a list is imported entirely or not at all. A society twice in one file
 * (same authority, same normalised name) is an error on its second line.
 */
export function readSocietyCsv(text: string): CsvReading {
  if (text.length > SOCIETY_CSV_MAX_CHARS) return { ok: false, errors: [{ row: 0, key: 'societies.csv.too_large' }] };
  const records = csvRecords(text);
  const at = records[0] && columnsOf(records[0]);
  if (!at) return { ok: false, errors: [{ row: 1, key: 'societies.csv.header' }] };
  const width = records[0]!.length;
  const societies: ListedSociety[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Set<string>();
  records.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((c) => !c.trim())) return;
    const society = rowOf(cells, at, width);
    if (typeof society === 'string') return void errors.push({ row, key: society });
    const key = `${society.authority}|${normalizeSocietyName(society.name)}`;
    if (seen.has(key)) return void errors.push({ row, key: 'societies.csv.duplicate' });
    seen.add(key);
    societies.push(society);
  });
  if (societies.length + errors.length > SOCIETY_CSV_MAX_ROWS) {
    return { ok: false, errors: [{ row: 0, key: 'societies.csv.too_many_rows' }] };
  }
  if (errors.length) return { ok: false, errors: errors.slice(0, SOCIETY_CSV_MAX_ERRORS) };
  if (!societies.length) return { ok: false, errors: [{ row: 0, key: 'societies.csv.empty' }] };
  return { ok: true, societies };
}
