import { parseSearchFilters, searchFiltersToParams, type SearchFilters } from '@estate/shared';
import type { CityOption, SearchView } from '../../lib/search/search-types';

/** The English city name a listing stores, for a city typed in either language. */
export function canonicalCity(value: string | undefined, cities: readonly CityOption[]): string | undefined {
  const typed = value?.trim();
  if (!typed) return undefined;
  const lower = typed.toLowerCase();
  return cities.find((c) => c.city.toLowerCase() === lower || c.name.toLowerCase() === lower)?.city ?? typed;
}

/** A search URL: `/properties?…` from filters (defaults left out) and the view. */
export function searchHref(filters: Partial<SearchFilters>, view: SearchView = 'list'): string {
  const params = searchFiltersToParams(filters);
  if (view === 'map') params.set('view', 'map');
  const query = params.toString();
  return query ? `/properties?${query}` : '/properties';
}

/**
 * The URL a submitted search form leads to: page 1, the city in its stored spelling, and (on the
 * map) the visible box kept unless the place changed, so the map then fits the new place.
 */
export function hrefFromForm(form: HTMLFormElement, cities: readonly CityOption[], current?: SearchFilters): string {
  const raw: Record<string, string> = {};
  // Checkboxes of one name (amenities) come once each: their values join with commas.
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') raw[key] = raw[key] && value ? `${raw[key]},${value}` : value || raw[key] || '';
  });
  const filters = parseSearchFilters(raw);
  filters.city = canonicalCity(filters.city, cities);
  // A new keyword sorts by relevance, as the sort select had no such choice before.
  if (filters.q && filters.q !== current?.q) filters.sort = 'relevance';
  const view: SearchView = raw.view === 'map' ? 'map' : 'list';
  const samePlace =
    (current?.city ?? '').toLowerCase() === (filters.city ?? '').toLowerCase() &&
    current?.country === filters.country &&
    current?.q === filters.q;
  // A drawn area stays while the place does (it is drawn on the map, not in the form).
  const keep = samePlace ? { bbox: view === 'map' ? current?.bbox : undefined, polygon: current?.polygon } : {};
  return searchHref({ ...filters, page: 1, bbox: undefined, ...keep }, view);
}
