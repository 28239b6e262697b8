import { z } from 'zod';
import { AREA_UNITS } from './area-units.js';
import {
  AMENITIES,
  AREA_TYPES,
  CURRENCIES,
  LISTING_LANGUAGES,
  PROPERTY_TYPES,
  PURPOSES,
  SORTS,
} from './listing-options.js';
import { ADDED_WITHIN_DAYS, POLYGON_MAX_POINTS } from './search-filters.js';
import { forgiving as field, queryFlag as flag, queryList as oneOrMore, queryText as text } from '../query-fields.js';

/**
 * The query string of a listing search (`GET /api/properties/`, the map, saved searches' links),
 * as it appears in the API's documentation (issue 40: the search query has a schema of its own).
 */
export const searchQuerySchema = z.object({
  q: text('Keywords, English or Arabic (full text; at most 200 characters are read)'),
  purpose: field(z.enum(PURPOSES), 'For sale or for rent'),
  area_type: field(z.enum(AREA_TYPES), 'Residential, commercial or plot'),
  property_type: field(z.enum(PROPERTY_TYPES as [string, ...string[]]), 'The kind of property'),
  country: text('ISO 3166 country code, such as AE or PK'),
  city: text('City, by its English name'),
  area: text('A neighbourhood of the gazetteer (typo-tolerant): listings near its middle'),
  min_price: text('Lowest price, in the market’s currency (or in `currency` with no market chosen)'),
  max_price: text('Highest price, as `min_price`'),
  currency: field(z.enum(CURRENCIES), 'The currency of the price bounds when no country or city is chosen'),
  bedrooms: text('At least this many bedrooms'),
  bathrooms: text('At least this many bathrooms'),
  floors: text('At least this many floors'),
  min_area: text('Smallest size, in `size_unit` (square metres by default)'),
  max_area: text('Largest size, as `min_area`'),
  size_unit: field(z.enum(AREA_UNITS), 'The unit of `min_area` and `max_area`'),
  added: field(z.enum(ADDED_WITHIN_DAYS.map(String) as [string, ...string[]]), 'Listed in the last 1, 7 or 30 days'),
  furnished: flag('Furnished listings only'),
  amenities: oneOrMore(`Listings with all of these amenities, comma-separated (${AMENITIES.slice(0, 3).join(', ')}…)`),
  verified: flag('Listings of verified listers only'),
  verified_listing: flag('Verified listings only (their badge holds now)'),
  video: flag('Listings with a video only'),
  lang: field(z.enum(LISTING_LANGUAGES), 'Listings written in this language, first or as a translation'),
  featured: flag('Featured (paid) listings only'),
  sort: field(z.enum(SORTS), 'Order; relevance needs `q`, and newest is the default without it'),
  page: text('Page number, from 1'),
  page_size: text('Listings per page'),
  after: text('Keyset paging: the id of the last listing of the previous page (`next_after` of the answer)'),
  bbox: text('Map box: west,south,east,north in degrees'),
  polygon: text(`A drawn area: lng,lat;lng,lat;… (3 to ${POLYGON_MAX_POINTS} corners)`),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The map's query: the search's, and the map's zoom level that sizes its cells. */
export const mapQuerySchema = searchQuerySchema.extend({
  zoom: text("The map's zoom level, 0 to 20 (a display hint: anything else is ignored)"),
});
