import { and, asc, eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import { AREA_RADIUS_KM, normalizePlaceName, toSquareMetres, type RateTable, type SearchFilters } from '@estate/shared';
import type { AreaPoint } from './area-places.js';
import { listings, PUBLIC_SEARCH, writtenIn } from './listing.table.js';
import { cityKeyOf } from './listing-row.js';
import { priceCondition } from './listing-price.query.js';

const ARABIC_LETTERS = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_LETTERS = /[A-Za-z\u00C0-\u024F]/;

/** Places a keyword names (their English and Arabic names), found by listingSearchRepository.placesOf. */
export type KeywordPlaces = { en: string; ar: string | null }[];

/**
 * What a search's conditions need found first, from the database: the places its keyword names
 * and the area its `area=` stands for (area-places.ts). Without the area, an `area=` finds nothing.
 */
export interface SearchContext {
  places?: KeywordPlaces;
  area?: AreaPoint;
  /** The exchange rates, when its price filter has no market (listing-price.query.ts). */
  rates?: RateTable;
}

/**
 * The full-text query of a keyword: English and Arabic stemming, words ANDed (websearch syntax),
 * or any place the keyword names (all words of its English or Arabic name), so a misspelt or
 * Urdu-spelt place finds the listings written with its usual name.
 */
/**
 * How a search's values enter its SQL: as themselves (the default), or as named placeholders of a
 * prepared query, recording each value (`placeholders`), so one statement serves every search of
 * the same shape.
 */
export type Bind = (<T>(name: string, value: T) => T | Placeholder) & {
  /** Only the values are wanted (a prepared statement of their shape exists): no SQL need be built. */
  valuesOnly?: boolean;
};
const asValue: Bind = (_name, value) => value;

/**
 * A binder that turns values into placeholders and keeps them, in order, for `execute`. With
 * `valuesOnly`, searchConditions binds every value as it would but builds no condition (issue 43:
 * building them was about a tenth of a filtered search's CPU): the shape finds the prepared statement.
 */
export function placeholders(options: { valuesOnly?: boolean } = {}) {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  bind.valuesOnly = options.valuesOnly;
  return { bind, values, shape: () => Object.keys(values).join(',') };
}

/** What searchConditions answers a `valuesOnly` binder: no condition, never to run. */
const VALUES_ONLY = sql`false`;

export function keywordQuery(q: string, places: KeywordPlaces = [], bind: Bind = asValue): SQL {
  // The search vector holds every text in both configurations, so a Latin-script keyword needs
  // only the English query and an Arabic-script one only the Arabic query: the full-text index
  // then looks each word up once, not twice.
  const arabic = ARABIC_LETTERS.test(q);
  const latin = LATIN_LETTERS.test(q) || !arabic;
  const parts = [
    ...(latin ? [sql`websearch_to_tsquery('english', ${bind('q_en', q)})`] : []),
    ...(arabic ? [sql`websearch_to_tsquery('arabic', ${bind('q_ar', q)})`] : []),
  ];
  // A place whose English name holds every word typed adds nothing the words do not already
  // find (its matches are a subset), only the cost of its other, often frequent, words.
  const typed = normalizePlaceName(q).split(' ');
  places.forEach((place, i) => {
    const words = new Set(normalizePlaceName(place.en).split(' '));
    if (!typed.every((w) => words.has(w))) {
      parts.push(sql`plainto_tsquery('english', ${bind(`place_en_${i}`, place.en)})`);
    }
    if (place.ar) parts.push(sql`plainto_tsquery('arabic', ${bind(`place_ar_${i}`, place.ar)})`);
  });
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * WHERE conditions of a search: searchable statuses (the partial indexes' predicate), or with
 * `pendingOf`, that user's own pending listings instead.
 */
export function searchConditions(
  filters: SearchFilters,
  options: SearchContext & { pendingOf?: number; bind?: Bind } = {},
): SQL {
  const { pendingOf, places, bind = asValue } = options;
  const visible = pendingOf
    ? and(eq(listings.ownerId, bind('owner', pendingOf)), eq(listings.status, 'pending'))
    : sql`${PUBLIC_SEARCH}`;
  const at = <T>(name: string, value: T | undefined, condition: (v: T | Placeholder) => SQL) => {
    if (value === undefined || value === '') return undefined;
    const bound = bind(name, value);
    return bind.valuesOnly ? undefined : condition(bound);
  };
  const conditions: (SQL | undefined)[] = [
    visible,
    at('purpose', filters.purpose, (v) => eq(listings.purpose, v)),
    at('area_type', filters.area_type, (v) => eq(listings.areaType, v)),
    at('property_type', filters.property_type, (v) => eq(listings.propertyType, v)),
    // In the market's currency, or converted per listing currency without one (listing-price.query.ts).
    // Always ranges: a maximum alone made PostgreSQL plan every search anew (2 ms at 1,000,000 listings).
    priceCondition(filters, options.rates, bind),
    at('bedrooms', filters.bedrooms, (v) => gte(listings.bedrooms, v)),
    at('bathrooms', filters.bathrooms, (v) => gte(listings.bathrooms, v)),
    at('floors', filters.floors, (v) => gte(listings.floors, v)),
    at('country', filters.country, (v) => eq(listings.country, v)),
    at('city', filters.city && cityKeyOf(filters.city), (v) => eq(listings.cityKey, v)),
    // An area nobody resolved, or that resolved to nothing alike, finds nothing (never the whole city).
    // Bound, so a prepared statement of this shape is told apart from the same search without it.
    filters.area
      ? options.area
        ? nearArea(options.area, bind)
        : sql`${bind('area_unknown', false)}::boolean`
      : undefined,
    at(
      'amenities',
      filters.amenities?.length ? `{${filters.amenities.join(',')}}` : undefined,
      (v) => sql`${listings.amenities} @> ${v}::text[]`,
    ),
    // The main text or a translation in it, as a literal so its partial index answers (decision 0059);
    // the bound true, named per language, makes each language a prepared statement shape of its own.
    filters.lang
      ? sql`(${writtenIn(filters.lang)} and ${bind(`written_in_${filters.lang}`, true)}::boolean)`
      : undefined,
    // Sizes in the visitor's unit, compared in square metres with a hair of room for rounding.
    at('min_area', areaInSquareMetres(filters.min_area, filters, 0.999), (v) => gte(listings.areaSqm, v)),
    at('max_area', areaInSquareMetres(filters.max_area, filters, 1.001), (v) => lte(listings.areaSqm, v)),
    at('added', filters.added, (v) => sql`${listings.createdAt} >= now() - make_interval(days => ${v}::int)`),
    // Bound like every other filter, so it is part of a prepared statement's shape.
    at(
      'furnished',
      filters.furnished ? 'furnished' : undefined,
      (v) => sql`${listings.amenities} @> array[${v}]::text[]`,
    ),
    at(
      'verified',
      filters.verified ? true : undefined,
      (v) => sql`exists (select 1 from users u where u.id = ${listings.ownerId} and u.is_verified = ${v})`,
    ),
    // Verified listings (issue 37): a badge that holds now, on the column itself so the small
    // partial index listings_verified_until_idx answers; the bound true tells a prepared statement
    // of this shape apart from the same search without it.
    at(
      'verified_listing',
      filters.verified_listing ? true : undefined,
      (v) => sql`(${listings.verifiedUntil} > now() and ${v}::boolean)`,
    ),
    // has_video as the column itself, so its partial index answers; the bound true only tells a
    // prepared statement of this shape apart from the same search without it.
    at('video', filters.video ? true : undefined, (v) => sql`(${listings.hasVideo} and ${v}::boolean)`),
    filters.q ? sql`${listings.searchVector} @@ ${keywordQuery(filters.q, places, bind)}` : undefined,
    // The flag as a literal: as a parameter, PostgreSQL's generic plan guessed half the listings
    // featured, so it planned statements with it anew on every run (2-4.5 ms of planning); each
    // value is a statement shape of its own instead, whose plan is kept.
    filters.featured === undefined
      ? undefined
      : sql`${listings.isFeatured} = ${sql.raw(filters.featured ? 'true' : 'false')}`,
    filters.bbox ? insideBox(filters.bbox, bind) : undefined,
    filters.polygon ? insidePolygon(filters.polygon, bind) : undefined,
  ];
  if (bind.valuesOnly) return VALUES_ONLY;
  return and(...conditions.filter((c): c is SQL => Boolean(c)))!;
}

/** Within AREA_RADIUS_KM of an area's middle (a box the location's GiST index answers). */
function nearArea(area: AreaPoint, bind: Bind): SQL {
  const dLat = AREA_RADIUS_KM / 111.32;
  const dLng = dLat / Math.max(0.01, Math.cos((area.lat * Math.PI) / 180));
  return insideBox([area.lng - dLng, area.lat - dLat, area.lng + dLng, area.lat + dLat], bind, 'area_');
}

/** Inside an area drawn on the map: `point <@ polygon`, which the location's GiST index answers. */
export function insidePolygon(corners: [number, number][], bind: Bind = asValue): SQL {
  const text = `(${corners.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;
  return sql`${listings.location} <@ ${bind('polygon', text)}::polygon`;
}

function areaInSquareMetres(size: number | undefined, filters: SearchFilters, margin: number): number | undefined {
  return size === undefined ? undefined : toSquareMetres(size, filters.size_unit ?? 'sqm') * margin;
}

export function insideBox(
  [west, south, east, north]: [number, number, number, number],
  bind: Bind = asValue,
  prefix = '',
): SQL {
  return sql`${listings.location} <@ box(point(${bind(`${prefix}west`, west)}, ${bind(`${prefix}south`, south)}), point(${bind(`${prefix}east`, east)}, ${bind(`${prefix}north`, north)}))`;
}

/**
 * Newest puts featured listings (paid placement, always labelled) first; an explicit price or
 * area order is kept strict, as the visitor asked (docs/decisions/0012). The search itself asks
 * newest for organic or featured listings only (an equality on the indexes' is_featured column),
 * so this order is the indexes' and a page is never all paid placements (FEATURED_SLOTS). Every order ends with the
 * id, so it is total and keyset paging (`afterCursor`) can continue it.
 */
export function searchOrder(filters: SearchFilters): SQL[] {
  switch (filters.sort) {
    case 'price_asc':
      return [asc(listings.price), desc(listings.id)];
    case 'price_desc':
      return [desc(listings.price), desc(listings.id)];
    case 'area_asc':
      return [asc(listings.areaSqm), desc(listings.id)];
    case 'area_desc':
      return [desc(listings.areaSqm), desc(listings.id)];
    default:
      return [desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id)];
  }
}

/**
 * How much more a verified listing's keyword rank weighs (issue 37, decision 0047): relevance
 * only; newest, price and area orders and the featured slots are left as they are.
 */
export const VERIFIED_RANK_BOOST = 1.5;

/**
 * The boost of the listing `id` (an SQL expression): one probe per row of the small index of
 * verified listings (listings_verified_id_idx, index-only). A scalar subquery, not `exists`:
 * PostgreSQL hashes an `exists` over every verified listing instead (48 ms against 2 ms for a
 * pool of 1,000 with 20,000 verified listings, decision 0047).
 */
export const verifiedBoost = (id: SQL) =>
  sql`(case when (select v.verified_until from listings v where v.id = ${id} and v.verified_until is not null) > now() then ${sql.raw(String(VERIFIED_RANK_BOOST))} else 1 end)`;

/** Keyword relevance within a pool: featured first, then the rank (verified boosted), then newest. */
export function rankOrder(query: SQL): SQL[] {
  return [
    desc(listings.isFeatured),
    sql`ts_rank_cd(${listings.searchVector}, ${query}) * (case when ${listings.verifiedUntil} > now() then ${sql.raw(String(VERIFIED_RANK_BOOST))} else 1 end) desc`,
    desc(listings.id),
  ];
}

/**
 * Keyset paging: the rows after listing `filters.after` in the search's order. The sort keys of
 * that listing are read by its id, so the cursor is just an id.
 */
export function afterCursor(filters: SearchFilters): SQL {
  const at = (column: string) => sql.raw(`(select ${column} from listings where id = ${Number(filters.after)})`);
  const id = sql`${listings.id} < ${filters.after}`;
  switch (filters.sort) {
    case 'price_asc':
      return sql`(${listings.price} > ${at('price')} or (${listings.price} = ${at('price')} and ${id}))`;
    case 'price_desc':
      return sql`(${listings.price} < ${at('price')} or (${listings.price} = ${at('price')} and ${id}))`;
    case 'area_asc':
      return sql`(${listings.areaSqm} > ${at('area_sqm')} or (${listings.areaSqm} = ${at('area_sqm')} and ${id}))`;
    case 'area_desc':
      return sql`(${listings.areaSqm} < ${at('area_sqm')} or (${listings.areaSqm} = ${at('area_sqm')} and ${id}))`;
    default:
      return sql`(${listings.isFeatured}, ${listings.createdAt}, ${listings.id}) < (select is_featured, created_at, id from listings where id = ${filters.after})`;
  }
}

/** The columns a card needs (no description or search vector: search stays light). */
export const cardColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  language: listings.language,
  titleTranslation: listings.titleTranslation,
  purpose: listings.purpose,
  areaType: listings.areaType,
  propertyType: listings.propertyType,
  status: listings.status,
  isFeatured: listings.isFeatured,
  price: listings.price,
  currency: listings.currency,
  rentFrequency: listings.rentFrequency,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  floors: listings.floors,
  areaSize: listings.areaSize,
  areaUnit: listings.areaUnit,
  areaSqm: listings.areaSqm,
  country: listings.country,
  city: listings.city,
  address: listings.address,
  latitude: listings.latitude,
  longitude: listings.longitude,
  cover: listings.cover,
  photoCount: listings.photoCount,
  createdAt: listings.createdAt,
  verifiedAt: listings.verifiedAt,
  verifiedUntil: listings.verifiedUntil,
  verificationScope: listings.verificationScope,
  /** Search shows one card per real unit (features/units/unit-collapse.ts). */
  unitGroupId: listings.unitGroupId,
};
