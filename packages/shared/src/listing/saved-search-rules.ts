// No zod here: the results page's first scripts use these (decision 0033).
import { parseSearchFilters, SEARCH_PARAM_ORDER, searchFiltersToParams, type SearchFilters } from './search-filters.js';

/** How often a saved search's new matches are mailed (issue 18). In-app alerts come as they match. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** At most this many saved searches per user (Zillow and Rightmove allow a few dozen). */
export const SAVED_SEARCH_LIMIT = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The local hour digests go out at when the user has not chosen one. */
export const DEFAULT_DIGEST_HOUR = 8;
/** Listings one alert e-mail shows; "and N more" links to the results. */
export const ALERT_MAIL_LISTINGS = 10;

/** Parameters that say how results are shown, not what is searched. */
const VIEW_PARAMS: readonly string[] = ['sort', 'page', 'page_size', 'after'];

/** The filters a saved search keeps: what is searched, not how the page is ordered or paged. */
const KEPT = SEARCH_PARAM_ORDER.filter((key) => !VIEW_PARAMS.includes(key));

/** The search's filters of a results URL's query, without order and paging. */
export function savedSearchFilters(query: string | URLSearchParams): Partial<SearchFilters> {
  const parsed = parseSearchFilters(typeof query === 'string' ? new URLSearchParams(query) : query);
  return Object.fromEntries(KEPT.flatMap((key) => (parsed[key] === undefined ? [] : [[key, parsed[key]]])));
}

/** The stored, canonical query of a search (`purpose=rent&city=Dubai`): same search, same text. */
export function savedSearchQuery(query: string | URLSearchParams): string {
  return searchFiltersToParams(savedSearchFilters(query)).toString();
}

/** Whether a time zone name is one this runtime knows (the browser sends its own). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
