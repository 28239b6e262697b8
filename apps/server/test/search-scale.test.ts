/**
 * Search at marketplace scale (docs/decisions/0019): typo-tolerant place names in English, Arabic
 * and Urdu, the count capped at 1,000, keyset paging, and pages past the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type SearchAnswer } from '@estate/shared';
import { listingSearchRepository } from '../src/features/listings/listing-search.repository.js';
import { listings } from '../src/features/listings/listing.table.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { insertListing } from './helpers/listings.js';
import { scaled } from './helpers/time.js';

let t: TestApp;
const bahria: number[] = [];

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchAnswer;
};

/** When each card's listing was created, in the cards' order (a card carries no date, issue 43). */
const createdTimes = async (cards: { id: number }[]) => {
  const ids = cards.map((card) => card.id);
  const rows = await t.database.db
    .select({ id: listings.id, createdAt: listings.createdAt })
    .from(listings)
    .where(inArray(listings.id, ids));
  const at = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
  return ids.map((id) => at.get(id) ?? Number.NaN);
};

beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_SECONDS: '0' });
  const owner = await signedInUser(t);
  const db = t.database.db;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  // Listings in Bahria Town, named only in the address (English) or in Arabic.
  bahria.push(
    (
      await insertListing(
        db,
        owner.user.id,
        {
          title: 'Corner house with lawn',
          city: 'Rawalpindi',
          address: 'House 12, Street 4, Bahria Town Phase 8, Rawalpindi',
          latitude: 33.49,
          longitude: 73.1,
        },
        { createdAt: day(1) },
      )
    ).id,
    (
      await insertListing(
        db,
        owner.user.id,
        {
          title: 'شقة للبيع في بحرية تاون',
          description: 'شقة واسعة في بحرية تاون كراتشي',
          city: 'Karachi',
          address: 'Tower 3, Karachi',
          latitude: 25.0,
          longitude: 67.3,
        },
        { createdAt: day(2) },
      )
    ).id,
  );
  await insertListing(
    db,
    owner.user.id,
    { title: 'Villa in DHA', address: 'DHA Phase 6, Lahore' },
    { createdAt: day(3) },
  );
  // 1,100 more Lahore listings, copied in SQL, for the count cap and deep pages.
  await db.execute(sql`
    insert into listings (slug, owner_id, purpose, area_type, property_type, title, description, price, currency,
      bedrooms, bathrooms, country, city, city_key, address, latitude, longitude, location, area_size, area_unit,
      area_sqm, status, created_at)
    select 'bulk-' || g, owner_id, purpose, area_type, property_type, 'Bulk house ' || g, description, price + g,
      currency, bedrooms, bathrooms, country, 'Lahore', 'lahore', 'Street ' || g || ', Johar Town, Lahore',
      latitude, longitude, location, area_size, area_unit, area_sqm, 'for_sale', now() - g * interval '1 minute'
    from listings, generate_series(1, 1100) g where listings.id = ${bahria[0]}`);
}, scaled(60_000));

afterAll(async () => {
  await t?.close();
});

describe('keyword search finds places however they are typed', () => {
  it.each(['Bahria', 'bahria town', 'bahriya', 'بحریہ', 'بحرية تاون'])(
    '"%s" finds both Bahria Town listings',
    async (q) => {
      const answer = await search(new URLSearchParams({ q }).toString());
      const found = answer.results.map((r) => r.id);
      expect(found).toEqual(expect.arrayContaining(bahria));
      expect(answer.count).toBe(2);
      expect(answer.count_capped).toBe(false);
    },
  );

  it('a Latin and then an Arabic keyword in the newest order each use their own language', async () => {
    // Both run through the same prepared page statement shape cache (countedPage).
    expect((await search('q=lawn&sort=newest')).results.map((r) => r.id)).toEqual([bahria[0]]);
    expect((await search(`${new URLSearchParams({ q: 'الواسعة', sort: 'newest' })}`)).results.map((r) => r.id)).toEqual(
      [bahria[1]],
    );
  });

  it('filters by the language a listing is written in (issue 17)', async () => {
    const arabic = await search('lang=ar&city=Karachi');
    expect(arabic.results.map((r) => r.id)).toEqual([bahria[1]]);
    const english = await search('lang=en&city=Karachi');
    expect(english.results.map((r) => r.id)).not.toContain(bahria[1]);
    expect((await search('lang=en&city=Rawalpindi')).results.map((r) => r.id)).toEqual([bahria[0]]);
  });

  it('a short word names the places with that word, not every name that contains its letters', async () => {
    const places = (await listingSearchRepository(t.database.db).placesOf('DHA')).map((p) => p.en);
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((name) => name.startsWith('DHA'))).toBe(true);
    expect(places).not.toContain('Abu Dhabi');
    expect((await listingSearchRepository(t.database.db).placesOf('bahriya')).map((p) => p.en)).toContain(
      'Bahria Town',
    );
  });

  it('a word for a kind of home names no place: villa is not Jumeirah Village Circle (issue 43)', async () => {
    const placesOf = (q: string) =>
      listingSearchRepository(t.database.db)
        .placesOf(q)
        .then((p) => p.map((x) => x.en));
    expect(await placesOf('village')).toContain('Jumeirah Village Circle');
    expect(await placesOf('villa')).toEqual([]);
    expect(await placesOf('فيلا')).toEqual([]);
    const both = await placesOf('villa dubai marina');
    expect(both).toContain('Dubai Marina');
    expect(both).not.toContain('Jumeirah Village Circle');
  });

  it('a word that names no place still searches the text only', async () => {
    const answer = await search('q=lawn');
    expect(answer.results.map((r) => r.id)).toEqual([bahria[0]]);
  });
});

describe('counts and pages at scale', () => {
  it('counts exactly up to the cap, then says "1,000+"', async () => {
    const answer = await search('city=Lahore&purpose=sale');
    expect(answer.count).toBe(SEARCH_COUNT_CAP);
    expect(answer.count_capped).toBe(true);
    expect(answer.count_estimated).toBe(false);
    expect(answer.pages).toBe(Math.ceil(SEARCH_COUNT_CAP / 24));
    const few = await search('city=Rawalpindi');
    expect([few.count, few.count_capped]).toEqual([1, false]);
  });

  it("the city overview counts each city as its search does, capped the same way (home's Browse by city)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/cities/' });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json() as { results: { city: string; count: number; count_capped: boolean }[] };
    const city = (name: string) => results.find((r) => r.city === name)!;
    expect(results.length).toBeGreaterThanOrEqual(20);
    expect(city('Lahore')).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true });
    expect(city('Rawalpindi')).toMatchObject({ count: 1, count_capped: false });
    for (const name of ['Karachi', 'Doha']) {
      const searched = await search(`city=${name}`);
      expect([city(name).count, city(name).count_capped], name).toEqual([searched.count, searched.count_capped]);
    }
  });

  it('keyset pages continue the numbered ones in the same order, without gaps or repeats', async () => {
    const byOffset: number[] = [];
    for (let page = 1; page <= 4; page++) {
      byOffset.push(...(await search(`city=Lahore&page_size=60&page=${page}`)).results.map((r) => r.id));
    }
    const byKeyset: number[] = [];
    let after: number | null = null;
    for (let page = 1; page <= 4; page++) {
      const answer: SearchAnswer = await search(`city=Lahore&page_size=60${after ? `&after=${after}` : ''}`);
      byKeyset.push(...answer.results.map((r) => r.id));
      after = answer.next_after;
      expect(after).toBe(answer.results.at(-1)!.id);
    }
    expect(byKeyset).toEqual(byOffset);
    expect(new Set(byKeyset).size).toBe(240);
  });

  it('keyset paging goes on past the counted pages, in price order too', async () => {
    const last = await search('city=Lahore&sort=price_asc&page_size=60&page=17');
    expect(last.results.length).toBe(60);
    const next = await search(`city=Lahore&sort=price_asc&page_size=60&page=18&after=${last.next_after}`);
    expect(next.results.length).toBeGreaterThan(0);
    const prices = [...last.results, ...next.results].map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...last.results, ...next.results].map((r) => r.id)).size).toBe(
      last.results.length + next.results.length,
    );
  });

  it('a page past the end answers empty', async () => {
    const answer = await search('city=Rawalpindi&page=50');
    expect(answer.results).toEqual([]);
    expect(answer.next_after).toBeNull();
    const deep = await search('city=Lahore&page=5000');
    expect(deep.results).toEqual([]);
  });
});

describe('paid placement is bounded (issue 17)', () => {
  const featuredSlugs = Array.from({ length: 7 }, (_, i) => `bulk-${1000 + i}`);
  beforeAll(async () => {
    await t.database.db.execute(
      sql`update listings set is_featured = true where slug in (${sql.join(
        featuredSlugs.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  });
  afterAll(async () => {
    await t.database.db.execute(sql`update listings set is_featured = false where slug like 'bulk-%'`);
  });

  it('newest shows a few featured slots per page, then organic results newest first', async () => {
    const seen = new Set<number>();
    const before = await search('city=Lahore&featured=1');
    expect(before.count).toBe(7);
    for (const [page, slots] of [
      [1, 3],
      [2, 3],
      [3, 1],
      [4, 0],
    ] as const) {
      const answer = await search(`city=Lahore&page=${page}`);
      expect(answer.featured, `page ${page}`).toHaveLength(slots);
      expect(answer.featured.every((card) => card.is_featured)).toBe(true);
      for (const card of answer.featured) seen.add(card.id);
      // Organic and in the order asked: newest first, no paid listing among them.
      expect(answer.results).toHaveLength(24);
      expect(answer.results.some((card) => card.is_featured)).toBe(false);
      const dates = await createdTimes(answer.results);
      expect(dates.every(Number.isFinite)).toBe(true);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      // The count still counts every match, featured ones too.
      expect(answer.count).toBe(1_000);
      expect(answer.count_capped).toBe(true);
    }
    expect(seen.size).toBe(7);
    // An explicit price order stays strict and has no slots (decision 0012).
    const byPrice = await search('city=Lahore&sort=price_asc');
    expect(byPrice.featured).toEqual([]);
  });

  it('a keyword ranked by relevance gets the same few slots; paid matches do not take the whole page', async () => {
    const answer = await search('q=bulk');
    expect(answer.featured).toHaveLength(3);
    expect(answer.featured.every((card) => card.is_featured)).toBe(true);
    expect(answer.results).toHaveLength(24);
    expect(answer.results.some((card) => card.is_featured)).toBe(false);
    const second = await search('q=bulk&page=2');
    expect(second.featured).toHaveLength(3);
    expect(second.featured.map((c) => c.id)).not.toEqual(answer.featured.map((c) => c.id));
    const third = await search('q=bulk&page=3');
    expect(third.featured).toHaveLength(1);
    const slotted = [...answer.featured, ...second.featured, ...third.featured].map((c) => c.id);
    expect(new Set(slotted).size).toBe(7);
    const past = await search('q=bulk&page=4');
    expect(past.featured).toEqual([]);
    expect(past.results).toHaveLength(24);
    // A keyword whose only match is featured: past its slot a page has none, and still counts it.
    const one = await search(`q=${encodeURIComponent('bulk house 1003')}`);
    expect(one.featured.map((card) => card.slug)).toEqual(['bulk-1003']);
    expect(one.count).toBe(1);
    const onePast = await search(`q=${encodeURIComponent('bulk house 1003')}&page=2`);
    expect(onePast.featured).toEqual([]);
    expect(onePast.count).toBe(1);
  });
});
