import {
  AGENT_STATS_WINDOWS,
  AGENT_TABLE_COLUMNS,
  intlTagOf,
  type AgentStatsWindow,
  type AgentTableColumn,
  type AgentTableOrder,
  type Locale,
} from '@estate/shared';

/**
 * How the agency tab's "Agents" table (issue 36, J1.5) reads its URL, asks the server and writes
 * its figures: the period, the order and a manager's team live in the dashboard's URL
 * (`/dashboard?tab=agency&days=60&order=-leads&team=12`), so a sorted table can be reloaded and
 * shared; the server sorts (nulls last) and the web only shows its order.
 */
export interface AgentsView {
  days: AgentStatsWindow;
  order: AgentTableOrder;
  /** A manager's id: them and their team. */
  team?: number;
}

export const DEFAULT_AGENTS_VIEW: AgentsView = { days: 30, order: 'name' };

const ORDERS = new Set<string>(AGENT_TABLE_COLUMNS.flatMap((c) => [c, `-${c}`]));

/** The table's view from the dashboard URL's query; what the server would refuse is left out. */
export function agentsViewOf(params: URLSearchParams): AgentsView {
  const days = Number(params.get('days'));
  const order = params.get('order') ?? '';
  const team = params.get('team') ?? '';
  return {
    days: (AGENT_STATS_WINDOWS as readonly number[]).includes(days) ? (days as AgentStatsWindow) : 30,
    order: ORDERS.has(order) ? (order as AgentTableOrder) : 'name',
    team: /^\d{1,10}$/.test(team) && Number(team) >= 1 && Number(team) <= 2_147_483_647 ? Number(team) : undefined,
  };
}

/** The API's query string (also the CSV's), default values left out. */
export function agentsQuery(view: AgentsView): string {
  const query = new URLSearchParams();
  if (view.days !== DEFAULT_AGENTS_VIEW.days) query.set('days', String(view.days));
  if (view.order !== DEFAULT_AGENTS_VIEW.order) query.set('order', view.order);
  if (view.team) query.set('team', String(view.team));
  return query.toString();
}

/** The agency tab's URL showing `view`. */
export function agentsHref(view: AgentsView): string {
  const query = agentsQuery(view);
  return `/dashboard?tab=agency${query ? `&${query}` : ''}`;
}

/** The column an order sorts by, and whether largest (or Z) first. */
export function orderParts(order: AgentTableOrder): { column: AgentTableColumn; descending: boolean } {
  const descending = order.startsWith('-');
  return { column: (descending ? order.slice(1) : order) as AgentTableColumn, descending };
}

/**
 * A column's first order when its header is chosen: names A to Z, the median response quickest
 * first, every other figure largest first.
 */
export function firstOrder(column: AgentTableColumn): AgentTableOrder {
  return column === 'name' || column === 'median_response_minutes' ? column : `-${column}`;
}

/** The order after a click on `column`'s header: the same column reversed, else its first order. */
export function nextOrder(current: AgentTableOrder, column: AgentTableColumn): AgentTableOrder {
  const now = orderParts(current);
  if (now.column !== column) return firstOrder(column);
  return now.descending ? column : `-${column}`;
}

/** `aria-sort` of a column's header: only the sorted column has one. */
export function ariaSort(order: AgentTableOrder, column: AgentTableColumn): 'ascending' | 'descending' | undefined {
  const now = orderParts(order);
  if (now.column !== column) return undefined;
  return now.descending ? 'descending' : 'ascending';
}

/**
 * "2 h 5 min" as a catalog key (`leads.agents.duration.*`) and its values: minutes under an hour,
 * hours and minutes under a day, else days and hours (the zero part left out).
 */
export function durationText(totalMinutes: number): { key: string; values: Record<string, number> } {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const key = (name: string) => `leads.agents.duration.${name}`;
  if (minutes < 60) return { key: key('minutes'), values: { minutes } };
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest
      ? { key: key('hours_minutes'), values: { hours, minutes: rest } }
      : { key: key('hours'), values: { hours } };
  }
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return hours ? { key: key('days_hours'), values: { days, hours } } : { key: key('days'), values: { days } };
}

const percents = new Map<Locale, Intl.NumberFormat>();

/** A share of 0 to 1 as a whole percentage for the language ("83%"). */
export function percentText(rate: number, locale: Locale): string {
  let format = percents.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlTagOf(locale), { style: 'percent', maximumFractionDigits: 0 });
    percents.set(locale, format);
  }
  return format.format(rate);
}
