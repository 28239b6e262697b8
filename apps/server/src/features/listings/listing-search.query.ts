import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { SearchFilters } from '@estate/shared';
import { listings, PUBLIC_SEARCH } from './listing.table.js';
import { cityKeyOf } from './listing-row.js';

/** The full-text query of a keyword: English and Arabic stemming, words ANDed (websearch syntax). */
export function keywordQuery(q: string): SQL {
  return sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('arabic', ${q}))`;
}

/**
 * WHERE conditions of a search: searchable statuses (the partial indexes' predicate), or with
 * `pendingOf`, that user's own pending listings instead.
 */
export function searchConditions(filters: SearchFilters, pendingOf?: number): SQL {
  const visible = pendingOf
    ? and(eq(listings.ownerId, pendingOf), eq(listings.status, 'pending'))
    : sql`${PUBLIC_SEARCH}`;
  const conditions: (SQL | undefined | '')[] = [
    visible,
    filters.purpose && eq(listings.purpose, filters.purpose),
    filters.area_type && eq(listings.areaType, filters.area_type),
    filters.property_type && eq(listings.propertyType, filters.property_type),
    filters.min_price !== undefined ? gte(listings.price, filters.min_price) : undefined,
    filters.max_price !== undefined ? lte(listings.price, filters.max_price) : undefined,
    filters.bedrooms !== undefined ? gte(listings.bedrooms, filters.bedrooms) : undefined,
    filters.bathrooms !== undefined ? gte(listings.bathrooms, filters.bathrooms) : undefined,
    filters.floors !== undefined ? gte(listings.floors, filters.floors) : undefined,
    filters.country && eq(listings.country, filters.country),
    filters.city && eq(listings.cityKey, cityKeyOf(filters.city)),
    filters.q ? sql`${listings.searchVector} @@ ${keywordQuery(filters.q)}` : undefined,
    filters.featured ? eq(listings.isFeatured, true) : undefined,
    filters.bbox ? insideBox(filters.bbox) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => Boolean(c)))!;
}

export function insideBox([west, south, east, north]: [number, number, number, number]): SQL {
  return sql`${listings.location} <@ box(point(${west}, ${south}), point(${east}, ${north}))`;
}

/**
 * Relevance and newest put featured listings (paid placement, always labelled) first; an explicit
 * price or area order is kept strict, as the visitor asked (docs/decisions/0012).
 */
export function searchOrder(filters: SearchFilters): SQL[] {
  switch (filters.sort) {
    case 'relevance':
      return filters.q
        ? [
            desc(listings.isFeatured),
            sql`ts_rank_cd(${listings.searchVector}, ${keywordQuery(filters.q)}) desc`,
            desc(listings.createdAt),
          ]
        : [desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id)];
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

/** The columns a card needs (no description or search vector: search stays light). */
export const cardColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
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
};
