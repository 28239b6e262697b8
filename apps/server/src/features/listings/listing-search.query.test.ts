import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { parseSearchFilters, type RateTable } from '@estate/shared';
import { placeholders, searchConditions, type SearchContext } from './listing-search.query.js';

/**
 * A filtered search finds its prepared statement by binding its filters without building their SQL
 * (search-counted-page.ts, issue 43): that must bind the very names, in the same order, with the
 * same values as building the statement does, or a search would run another shape's statement.
 */
const QUERIES = [
  '',
  'purpose=sale&city=Dubai&bedrooms=2&min_price=100000&max_price=900000',
  'purpose=rent&country=PK&property_type=house&bathrooms=2&floors=1&area_type=residential',
  'city=Lahore&area=DHA%20Phase%205&amenities=pool&amenities=gym&furnished=1',
  'q=villa%20dubai&lang=ar&verified=1&verified_listing=1&video=1&featured=1',
  'q=%D9%81%D9%8A%D9%84%D8%A7&min_area=100&max_area=500&size_unit=sqft&added=7',
  'min_price=1000&max_price=5000&currency=AED&bbox=55.1,25.0,55.3,25.2',
  'polygon=55.1,25.0;55.3,25.0;55.3,25.2&sort=price_asc',
];
const RATES: RateTable = { AED: 1, PKR: 75.6, SAR: 1.02, QAR: 0.99, EGP: 13.4, USD: 0.27 } as unknown as RateTable;
const CONTEXTS: SearchContext[] = [
  {},
  { places: [{ en: 'Dubai Marina', ar: 'دبي مارينا' }], area: { lat: 31.47, lng: 74.41 } as SearchContext['area'] },
  { rates: RATES },
];

describe('searchConditions with a values-only binder', () => {
  for (const query of QUERIES) {
    it(`binds what the built statement binds: ${query || '(no filter)'}`, () => {
      const params = new URLSearchParams(query);
      const raw = Object.fromEntries([...params.keys()].map((key) => [key, params.getAll(key)]));
      const parsed = parseSearchFilters(raw);
      // The organic results of a page with featured slots ask featured=false (listing-browse.ts).
      for (const filters of [parsed, { ...parsed, featured: false }])
        for (const context of CONTEXTS) {
          for (const pendingOf of [undefined, 42]) {
            const probe = placeholders({ valuesOnly: true });
            const built = placeholders();
            searchConditions(filters, { ...context, pendingOf, bind: probe.bind });
            const where = searchConditions(filters, { ...context, pendingOf, bind: built.bind });
            expect(probe.shape()).toBe(built.shape());
            expect(probe.values).toEqual(built.values);
            expect(where).toBeDefined();
          }
        }
    });
  }

  it('builds no condition, and the names tell the shapes apart', () => {
    const dialect = new PgDialect();
    const filters = parseSearchFilters({ city: 'Dubai', bedrooms: '2', amenities: ['pool', 'gym'], video: '1' });
    const probe = placeholders({ valuesOnly: true });
    const built = placeholders();
    expect(dialect.sqlToQuery(searchConditions(filters, { bind: probe.bind })).sql).toBe('false');
    expect(dialect.sqlToQuery(searchConditions(filters, { bind: built.bind })).sql).toContain('"amenities" @>');
    expect(probe.shape()).toBe(built.shape());
    expect(probe.shape().split(',').sort()).toEqual(['amenities', 'bedrooms', 'city', 'video']);
  });
});
