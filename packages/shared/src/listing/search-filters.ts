import {
  AREA_TYPES,
  PROPERTY_TYPES,
  PURPOSES,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SORTS,
  LISTING_LANGUAGES,
  AMENITIES,
  type Amenity,
  type AreaType,
  type ListingLanguage,
  type PropertyType,
  type Purpose,
  type SortOrder,
  CURRENCIES,
  type Currency,
} from './listing-options.js';
import { AREA_UNITS, type AreaUnit } from './area-units.js';

/** "Added in the last … days" choices of the search (issue 18). */
export const ADDED_WITHIN_DAYS = [1, 7, 30] as const;
export type AddedWithin = (typeof ADDED_WITHIN_DAYS)[number];

/**
 * Search filters as they live in the URL (`/properties?purpose=rent&city=Dubai&page=2`).
 * Parsing is forgiving: a value that makes no sense is dropped, never an error page,
 * so a shared or hand-edited link always shows results.
 */
export interface SearchFilters {
  purpose?: Purpose;
  area_type?: AreaType;
  property_type?: PropertyType;
  min_price?: number;
  max_price?: number;
  /**
   * The currency the price bounds are in when no market is chosen (issue 39, U3: exchange-rates.ts);
   * with a country or a city, the bounds are in its market's currency and this is ignored.
   */
  currency?: Currency;
  /** At least this many ("3" means 3+). */
  bedrooms?: number;
  bathrooms?: number;
  floors?: number;
  country?: string;
  city?: string;
  /**
   * An area (neighbourhood) of the gazetteer, by its English name (issue 18): listings within
   * AREA_RADIUS_KM of its middle. The server reads a misspelt name as the closest area's.
   */
  area?: string;
  /** Listings with every one of these amenities (`amenities=parking,gym`). */
  amenities?: Amenity[];
  q?: string;
  /** Listings written in this language only (the script of the title; issue 17). */
  lang?: ListingLanguage;
  /** Size range (issue 18), in `size_unit` (square metres when absent). */
  min_area?: number;
  max_area?: number;
  size_unit?: AreaUnit;
  /** Listed in the last 1, 7 or 30 days. */
  added?: AddedWithin;
  /** Furnished listings only (the `furnished` amenity). */
  furnished?: boolean;
  /** Listings of verified listers only (`verified=1`). */
  verified?: boolean;
  /** Verified listings only (`verified_listing=1`; issue 37): their badge holds now. */
  verified_listing?: boolean;
  /** Listings with a video, uploaded or on YouTube (`video=1`). */
  video?: boolean;
  /**
   * Featured (paid) listings only (`featured=1` in the URL). The server also asks for organic
   * listings only (`false`) when it fills a page around its featured slots (FEATURED_SLOTS).
   */
  featured?: boolean;
  sort: SortOrder;
  page: number;
  page_size: number;
  /**
   * Keyset paging: the id of the last listing of the previous page. The next page starts right
   * after it in the chosen order, at the cost of one page whatever the depth (SearchAnswer.next_after).
   */
  after?: number;
  /** Map area: west, south, east, north. */
  bbox?: [number, number, number, number];
  /**
   * An area drawn on the map (issue 18): its corners as [longitude, latitude], 3 to
   * POLYGON_MAX_POINTS of them; `polygon=lng,lat;lng,lat;…` in the URL.
   */
  polygon?: [number, number][];
}

/** The most corners a drawn area may have (a hand-drawn outline needs a dozen or two). */
export const POLYGON_MAX_POINTS = 40;

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: Raw, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
}

/** Every value of a parameter given more than once (`amenities=a&amenities=b`, as a form sends checkboxes), comma-joined. */
function readAll(raw: Raw, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? raw.getAll(key) : raw[key];
  const all = (Array.isArray(value) ? value : [value]).filter((v): v is string => Boolean(v?.trim()));
  return all.length ? all.join(',') : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function count(value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
}

/** No price or size on the site comes near this; a larger number is a typo (or a probe). */
const AMOUNT_MAX = 1_000_000_000_000;

function amount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/,/g, ''));
  return Number.isFinite(n) && n >= 0 && n <= AMOUNT_MAX ? n : undefined;
}

/** Known amenities in the catalogue's order, each once; none is no filter. */
function amenities(value: string | undefined): Amenity[] | undefined {
  const asked = new Set(value?.split(','));
  const known = AMENITIES.filter((amenity) => asked.has(amenity));
  return known.length ? known : undefined;
}

function bbox(value: string | undefined): SearchFilters['bbox'] {
  const parts = value?.split(',').map(Number);
  if (!parts || parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [west, south, east, north] = parts as [number, number, number, number];
  if (south < -90 || north > 90 || south > north || west < -180 || east > 180 || west > east) return undefined;
  return [west, south, east, north];
}

function polygon(value: string | undefined): SearchFilters['polygon'] {
  const corners = value?.split(';').map((pair) => pair.split(',').map(Number));
  if (!corners || corners.length < 3 || corners.length > POLYGON_MAX_POINTS) return undefined;
  const valid = corners.every(
    (c) => c.length === 2 && c.every(Number.isFinite) && c[0]! >= -180 && c[0]! <= 180 && c[1]! >= -90 && c[1]! <= 90,
  );
  return valid ? (corners as [number, number][]) : undefined;
}

export function parseSearchFilters(raw: Raw): SearchFilters {
  const areaType = oneOf(AREA_TYPES, read(raw, 'area_type'));
  const minArea = amount(read(raw, 'min_area'));
  const maxArea = amount(read(raw, 'max_area'));
  const minPrice = amount(read(raw, 'min_price'));
  const maxPrice = amount(read(raw, 'max_price'));
  const added = Number(read(raw, 'added'));
  const country = read(raw, 'country')?.toUpperCase();
  const q = read(raw, 'q')?.slice(0, 200);
  const sort = oneOf(SORTS, read(raw, 'sort')) ?? (q ? 'relevance' : 'newest');
  return {
    purpose: oneOf(PURPOSES, read(raw, 'purpose')),
    area_type: areaType,
    property_type: oneOf(PROPERTY_TYPES, read(raw, 'property_type')),
    min_price: minPrice,
    max_price: maxPrice,
    // A currency says nothing without a price.
    currency:
      minPrice !== undefined || maxPrice !== undefined
        ? oneOf(CURRENCIES, read(raw, 'currency')?.toUpperCase())
        : undefined,
    bedrooms: count(read(raw, 'bedrooms'), 50),
    bathrooms: count(read(raw, 'bathrooms'), 50),
    floors: count(read(raw, 'floors'), 200),
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    city: read(raw, 'city')?.slice(0, 100),
    area: read(raw, 'area')?.slice(0, 100),
    amenities: amenities(readAll(raw, 'amenities')),
    q,
    lang: oneOf(LISTING_LANGUAGES, read(raw, 'lang')),
    min_area: minArea,
    max_area: maxArea,
    // A unit says nothing without a size.
    size_unit: minArea !== undefined || maxArea !== undefined ? oneOf(AREA_UNITS, read(raw, 'size_unit')) : undefined,
    added: (ADDED_WITHIN_DAYS as readonly number[]).includes(added) ? (added as AddedWithin) : undefined,
    furnished: read(raw, 'furnished') === '1' ? true : undefined,
    verified: read(raw, 'verified') === '1' ? true : undefined,
    verified_listing: read(raw, 'verified_listing') === '1' ? true : undefined,
    video: read(raw, 'video') === '1' ? true : undefined,
    featured: read(raw, 'featured') === '1' ? true : undefined,
    // Relevance needs a keyword; without one the newest come first.
    sort: sort === 'relevance' && !q ? 'newest' : sort,
    page: Math.min(count(read(raw, 'page'), 100_000) || 1, 100_000),
    page_size: Math.min(count(read(raw, 'page_size'), SEARCH_MAX_PAGE_SIZE) || SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE),
    after: count(read(raw, 'after'), 2_147_483_647) || undefined,
    bbox: bbox(read(raw, 'bbox')),
    polygon: polygon(read(raw, 'polygon')),
  };
}

/** A search's parameters in the URL's order. */
export const SEARCH_PARAM_ORDER = [
  'q',
  'purpose',
  'area_type',
  'property_type',
  'country',
  'city',
  'area',
  'min_price',
  'max_price',
  'currency',
  'bedrooms',
  'bathrooms',
  'floors',
  'min_area',
  'max_area',
  'size_unit',
  'added',
  'furnished',
  'amenities',
  'verified',
  'verified_listing',
  'video',
  'lang',
  'featured',
  'sort',
  'page',
  'page_size',
  'after',
  'bbox',
  'polygon',
] as const satisfies readonly (keyof SearchFilters)[];

/** The URL query of a search, without defaults, in a stable order (shareable, cacheable). */
export function searchFiltersToParams(filters: Partial<SearchFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_PARAM_ORDER) {
    const value = filters[key];
    if (value === undefined || value === '' || value === null || value === false) continue;
    if (key === 'sort' && value === (filters.q ? 'relevance' : 'newest')) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'page_size' && value === SEARCH_PAGE_SIZE) continue;
    const fixed = (n: number) => Number(n.toFixed(5));
    const text =
      key === 'polygon'
        ? (value as [number, number][]).map((corner) => corner.map(fixed).join(',')).join(';')
        : value === true
          ? '1'
          : key === 'amenities'
            ? (value as string[]).join(',')
            : Array.isArray(value)
              ? (value as number[]).map(fixed).join(',')
              : String(value);
    params.set(key, text);
  }
  return params;
}
