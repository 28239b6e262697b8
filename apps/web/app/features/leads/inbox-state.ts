import { LEAD_CHANNELS, LEAD_STATUSES, type LeadChannel, type LeadStatus } from '@estate/shared';

/**
 * The lead inbox's state lives in its URL (`/dashboard?tab=leads&status=new&q=james&lead=12`), so a
 * filtered inbox can be shared, reloaded and gone back to, and the reminder e-mails can open a lead
 * (`&lead=<id>`). These read and write it; values the server would refuse are left out.
 */
export interface InboxFilters {
  status?: LeadStatus;
  channel?: LeadChannel;
  listing_id?: number;
  assignee_id?: number;
  /** Last activity on or after / on or before these days (`2026-11-30`). */
  from?: string;
  to?: string;
  /** Part of a name, e-mail or phone number. */
  q?: string;
}

export interface InboxState extends InboxFilters {
  page: number;
  /** The lead open in the panel. */
  lead?: number;
}

/** The filters in the order the URL, the API and the CSV link write them. */
export const FILTER_NAMES = ['status', 'channel', 'listing_id', 'assignee_id', 'from', 'to', 'q'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The server's longest search. */
export const SEARCH_MAX = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

function day(value: string | null): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;
}

/** The inbox's state from its URL's query. */
export function inboxStateOf(params: URLSearchParams): InboxState {
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX);
  const page = positiveId(params.get('page'));
  return {
    status: oneOf(LEAD_STATUSES, params.get('status')),
    channel: oneOf(LEAD_CHANNELS, params.get('channel')),
    listing_id: positiveId(params.get('listing_id')),
    assignee_id: positiveId(params.get('assignee_id')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: q || undefined,
    page: page && page <= 10_000 ? page : 1,
    lead: positiveId(params.get('lead')),
  };
}

/** The filters as a query string (no `?`): the API's and the CSV export's, in one order. */
export function filterQuery(filters: InboxFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** Whether any filter narrows the inbox. */
export const isFiltered = (filters: InboxFilters): boolean => filterQuery(filters) !== '';

/** The `GET /api/leads/` query of a state: its filters and page (the open lead is the panel's). */
export function listQuery(state: InboxState): string {
  const filters = filterQuery(state);
  const page = state.page > 1 ? `page=${state.page}` : '';
  return [filters, page].filter(Boolean).join('&');
}

/** The CSV of the filtered inbox: a plain link the browser downloads (same filters, no page). */
export function exportHref(filters: InboxFilters): string {
  const query = filterQuery(filters);
  return `/api/leads/export.csv${query ? `?${query}` : ''}`;
}

/** The dashboard URL of a state (the tab first, then the filters, the page, the open lead). */
export function inboxHref(state: Partial<InboxState>): string {
  const filters = filterQuery(state);
  const rest = new URLSearchParams();
  if (state.page && state.page > 1) rest.set('page', String(state.page));
  if (state.lead) rest.set('lead', String(state.lead));
  return `/dashboard?${['tab=leads', filters, rest.toString()].filter(Boolean).join('&')}`;
}

/** The state after a filter changed: back to the first page; the open lead stays open. */
export function withFilter(state: InboxState, name: FilterName, value: string): InboxState {
  const next: InboxState = { ...state, page: 1 };
  const params = new URLSearchParams(value ? { [name]: value } : {});
  // The value is read as the URL would read it, so a bad one is dropped, not sent.
  const parsed = inboxStateOf(params)[name];
  (next as unknown as Record<string, unknown>)[name] = parsed;
  return next;
}

/** The state without any filter (the page and the open lead too). */
export const cleared = (): InboxState => ({ page: 1 });
