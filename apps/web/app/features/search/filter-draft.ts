import { DEFAULT_PRICE_CURRENCY, defaultAreaUnitFor, type SearchFilters } from '@estate/shared';
import type { CityOption } from '../../lib/search/search-types';

/** What the filter form shows, field by field, as the strings its inputs hold. */
export type FilterValues = Record<
  | 'q'
  | 'purpose'
  | 'area_type'
  | 'property_type'
  | 'country'
  | 'city'
  | 'area'
  | 'amenities'
  | 'min_price'
  | 'max_price'
  | 'currency'
  | 'bedrooms'
  | 'bathrooms'
  | 'floors'
  | 'min_area'
  | 'max_area'
  | 'size_unit'
  | 'added'
  | 'furnished'
  | 'verified'
  | 'verified_listing'
  | 'video'
  | 'lang',
  string
>;
export type FilterField = keyof FilterValues;

/** Typing in one of these applies the form by itself after a pause (when what is typed can be searched). */
export const APPLY_ON_PAUSE: ReadonlySet<FilterField> = new Set<FilterField>([
  'q',
  'city',
  'min_price',
  'max_price',
  'min_area',
  'max_area',
]);

/** The pause after the last keystroke before typed filters apply. */
export const PAUSE_MS = 800;

/** The form's values for the filters of a URL. */
export function valuesOf(filters: SearchFilters, cities: readonly CityOption[]): FilterValues {
  const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  const place = cityOf(filters.city, cities, filters.country);
  return {
    q: text(filters.q),
    purpose: text(filters.purpose),
    area_type: text(filters.area_type),
    property_type: text(filters.property_type),
    // The country follows the city (review U5: "All countries" beside City = Lahore).
    country: filters.country ?? place?.country ?? '',
    city: place?.name ?? text(filters.city),
    area: text(filters.area),
    amenities: filters.amenities?.join(',') ?? '',
    min_price: text(filters.min_price),
    max_price: text(filters.max_price),
    // A price without a currency (a link from before issue 39, U3) was compared in the default one.
    currency:
      filters.currency ??
      (filters.min_price !== undefined || filters.max_price !== undefined ? DEFAULT_PRICE_CURRENCY : ''),
    bedrooms: text(filters.bedrooms),
    bathrooms: text(filters.bathrooms),
    floors: text(filters.floors),
    min_area: text(filters.min_area),
    max_area: text(filters.max_area),
    // Sizes read in the unit of the searched market unless the URL names one.
    size_unit: filters.size_unit ?? defaultAreaUnitFor(filters.country ?? place?.country),
    added: text(filters.added),
    furnished: filters.furnished ? '1' : '',
    verified: filters.verified ? '1' : '',
    verified_listing: filters.verified_listing ? '1' : '',
    video: filters.video ? '1' : '',
    lang: text(filters.lang),
  };
}

/**
 * The gazetteer's city for a city typed or stored in either language (its English value or its
 * name), the one of `country` first when two countries have a city of that name.
 */
export function cityOf(
  typed: string | undefined,
  cities: readonly CityOption[],
  country?: string,
): CityOption | undefined {
  const lower = typed?.trim().toLowerCase();
  if (!lower) return undefined;
  const matches = cities.filter((c) => c.city.toLowerCase() === lower || c.name.toLowerCase() === lower);
  return matches.find((c) => c.country === country) ?? matches[0];
}

/**
 * The place fields kept consistent after `changed` took a new value: a city the gazetteer knows
 * sets its country, and a country leaves out a city (and its neighbourhood) of another country.
 */
export function consistentPlace(
  values: FilterValues,
  changed: FilterField,
  cities: readonly CityOption[],
): FilterValues {
  if (changed === 'city') {
    const city = cityOf(values.city, cities, values.country);
    return city && city.country !== values.country ? { ...values, country: city.country } : values;
  }
  if (changed === 'country' && values.country) {
    const city = cityOf(values.city, cities, values.country);
    if (city && city.country !== values.country) return { ...values, city: '', area: '' };
  }
  return values;
}

/**
 * The form once a new URL has landed: its values, except in the fields named in `keep` (edited
 * after the navigation started, or being typed in), which stay as the visitor left them.
 */
export function mergeLanded(shown: FilterValues, landed: FilterValues, keep: ReadonlySet<FilterField>): FilterValues {
  const next = { ...landed };
  for (const name of keep) next[name] = shown[name];
  return next;
}

/**
 * Whether a typed value is worth a search without the visitor asking for one: empty (the filter
 * taken away), a plain non-negative number for a price or size, a keyword or area of two
 * characters or more, a city the list knows (a half-typed "Lah" waits for Enter).
 */
export function searchableWhileTyping(name: FilterField, value: string, cities: readonly CityOption[]): boolean {
  const typed = value.trim();
  if (!typed) return true;
  switch (name) {
    case 'min_price':
    case 'max_price':
    case 'min_area':
    case 'max_area':
      return /^\d+(\.\d+)?$/.test(typed);
    case 'q':
    case 'area':
      return typed.length >= 2;
    case 'city': {
      const lower = typed.toLowerCase();
      return cities.some((c) => c.city.toLowerCase() === lower || c.name.toLowerCase() === lower);
    }
    default:
      return true;
  }
}
