/**
 * Keyword relevance over a pool (docs/decisions/0019): a common keyword's page comes from its
 * newest matches, and its count is what the pool says of its frequency, said to be an estimate; a
 * keyword whose pool is not full is counted exactly. The threshold for "common" is lowered so that
 * 10,000 listings behave as 1,000,000 do.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchFilters, SEARCH_COUNT_CAP } from '@estate/shared';
import { listingSearchRepository } from '../src/features/listings/listing-search.repository.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { copyListing, insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

let t: TestApp;
const ROWS = 10_000;
beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_SECONDS: '0' });
  const owner = await signedInUser(t);
  const base = await insertListing(t.database.db, owner.user.id, { title: 'Base house', description: 'Nothing more.' });
  // One in four a "seaview" listing, one in fifty a "marina" one, one in ten a "garden" one.
  await copyListing(t.database.db, base.id, ROWS, {
    title: `case when g % 4 = 0 then 'Seaview flat ' || g when g % 50 = 1 then 'Marina loft ' || g
      when g % 10 = 3 then 'Garden villa ' || g else 'Quiet house ' || g end`,
    created_at: `created_at + make_interval(secs => g)`,
  });
  await t.database.db.execute(sql`analyze listings`);
}, scaled(120_000));
afterAll(() => t?.close());

const search = (q: string, page = 1) =>
  listingSearchRepository(t.database.db, { commonKeyword: 100 }).search(
    parseSearchFilters({ q, sort: 'relevance', page: String(page) }),
  );
/** The number ending each card's title (the cards are JSON text PostgreSQL wrote, search-card-json.ts). */
const titled = (rows: { json: string }[]) =>
  rows.map((r) => Number((JSON.parse(r.json) as { title: string }).title.split(' ').at(-1)));

describe('a common keyword', () => {
  it('pages its newest matches, ranked, and estimates its count from their frequency', async () => {
    const answer = await search('seaview');
    // 2,500 match: the pool's frequency says about as many without counting them.
    expect(answer.estimated).toBe(true);
    expect(answer.capped).toBe(true);
    expect(answer.count).toBeGreaterThan(2_000);
    expect(answer.count).toBeLessThan(3_000);
    const numbers = titled(answer.rows);
    expect(numbers).toHaveLength(24);
    // The pool is the newest 240 matches: numbers above ROWS - 4 * 240.
    expect(Math.min(...numbers)).toBeGreaterThan(ROWS - 4 * 240);
    expect(numbers.every((n) => n % 4 === 0)).toBe(true);
    const later = titled((await search('seaview', 10)).rows);
    expect(later).toHaveLength(24);
    expect(later.some((n) => numbers.includes(n))).toBe(false);
  });

  it('is counted exactly when its frequency puts it near the cap', async () => {
    const answer = await search('garden');
    expect(answer.estimated).toBe(false);
    expect(answer.capped).toBe(false);
    expect(answer.count).toBe(ROWS / 10);
    expect(titled(answer.rows).every((n) => n % 10 === 3)).toBe(true);
  });

  it('is counted exactly when its pool is not full', async () => {
    const answer = await search('marina');
    expect(answer.estimated).toBe(false);
    expect(answer.count).toBe(ROWS / 50);
    expect(answer.count).toBeLessThan(SEARCH_COUNT_CAP);
    expect(titled(answer.rows).every((n) => n % 50 === 1)).toBe(true);
  });
});

describe("a common keyword's words (listing_words)", () => {
  const wordsOf = async (id: number) =>
    rowsOf<{ word: string }>(
      await t.database.db.execute(sql`select word from listing_words where listing_id = ${id} order by word`),
    ).map((r) => r.word);
  const idTitled = async (title: string) =>
    rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from listings where title = ${title}`))[0]!.id;

  it('are where its pool is read from: a listing missing there is not in the pool', async () => {
    const newest = await idTitled(`Seaview flat ${ROWS}`);
    expect(titled((await search('seaview')).rows)).toContain(ROWS);
    await t.database.db.execute(sql`delete from listing_words where word = 'seaview' and listing_id = ${newest}`);
    try {
      expect(titled((await search('seaview')).rows)).not.toContain(ROWS);
    } finally {
      await t.database.db.execute(sql`insert into listing_words
        select r.* from listings l, listing_word_rows(l.id, l.search_vector, l.is_featured) r
        where l.id = ${newest} and r.word = 'seaview'`);
    }
    expect(titled((await search('seaview')).rows)).toContain(ROWS);
  });

  it('of several words are merged newest first, each listing once', async () => {
    const both = await idTitled(`Garden villa ${ROWS - 7}`);
    await t.database.db.execute(
      sql`update listings set title = ${`Seaview garden villa ${ROWS - 7}`} where id = ${both}`,
    );
    // Words joined by OR come from listing_words alone; an OR with an AND in it walks the cover's
    // words and tests each listing's row. Both pools are the newest 240 listings of either side.
    for (const q of ['seaview or garden', 'seaview or garden villa']) {
      const seen: number[] = [];
      for (let page = 1; page <= 10; page += 1) seen.push(...titled((await search(q, page)).rows));
      expect(seen).toHaveLength(240);
      expect(new Set(seen).size).toBe(240);
      expect(seen.filter((n) => n === ROWS - 7)).toHaveLength(1);
      // One in four plus one in ten of the newest ids.
      expect(Math.min(...seen)).toBeGreaterThan(ROWS - 700);
      expect(seen.every((n) => n % 4 === 0 || n % 10 === 3)).toBe(true);
      // The listing with both words ranks above those with one.
      expect(seen[0]).toBe(ROWS - 7);
    }
  });

  it("rank a one-word keyword's pool by the word's weight in each listing, then newest", async () => {
    // Two of the pool's listings say the word twice more; one older, outside the pool, too.
    const inPool = [ROWS - 100, ROWS - 200];
    const older = ROWS - 2_000;
    for (const n of [...inPool, older]) {
      await t.database.db.execute(
        sql`update listings set description = 'Seaview terrace, seaview lounge.' where title = ${`Seaview flat ${n}`}`,
      );
    }
    const page = titled((await search('seaview')).rows);
    expect(page.slice(0, 2)).toEqual(inPool);
    expect(page).not.toContain(older);
    // The same order as PostgreSQL's own ranking of the pool.
    const expected = rowsOf<{ title: string }>(
      await t.database.db.execute(sql`select title from (
          select id, title, search_vector from listings
          where status in ('for_sale', 'for_rent', 'active') and not is_featured and search_vector @@ 'seaview'::tsquery
          order by id desc limit 240) p
        order by ts_rank_cd(search_vector, 'seaview'::tsquery) desc, id desc limit 24`),
    );
    expect(page).toEqual(expected.map((r) => Number(r.title.split(' ').at(-1))));
  });

  it('hold public listings only, with their featured flag', async () => {
    const id = await idTitled(`Seaview flat ${ROWS - 4}`);
    const flag = async () =>
      rowsOf<{ featured: boolean }>(
        await t.database.db.execute(
          sql`select featured from listing_words where word = 'seaview' and listing_id = ${id}`,
        ),
      ).map((r) => r.featured);
    expect(await flag()).toEqual([false]);
    await t.database.db.execute(sql`update listings set status = 'pending' where id = ${id}`);
    expect(await wordsOf(id)).toEqual([]);
    expect(titled((await search('seaview')).rows)).not.toContain(ROWS - 4);
    await t.database.db.execute(sql`update listings set status = 'for_sale', is_featured = true where id = ${id}`);
    expect(await flag()).toEqual([true]);
    // Featured listings ride in their own slots above the page, not in the organic pool.
    const answer = await search('seaview');
    expect(titled(answer.rows)).not.toContain(ROWS - 4);
    expect(titled(answer.featured)).toEqual([ROWS - 4]);
    expect(titled((await search('garden')).featured)).toEqual([]);
    await t.database.db.execute(sql`update listings set is_featured = false where id = ${id}`);
    expect(await flag()).toEqual([false]);
    expect(titled((await search('seaview')).rows)).toContain(ROWS - 4);
  });

  it('follow a listing whose text changes, and leave with it', async () => {
    const id = await idTitled(`Quiet house ${ROWS - 1}`);
    expect(await wordsOf(id)).toContain('quiet');
    await t.database.db.execute(sql`update listings set title = ${`Seaview flat ${ROWS - 1}`} where id = ${id}`);
    expect(await wordsOf(id)).toContain('seaview');
    expect(await wordsOf(id)).not.toContain('quiet');
    expect(titled((await search('seaview')).rows)).toContain(ROWS - 1);
    // A change elsewhere in the row leaves the words as they are.
    await t.database.db.execute(sql`update listings set views = views + 1 where id = ${id}`);
    expect(await wordsOf(id)).toContain('seaview');
    await t.database.db.execute(sql`delete from listings where id = ${id}`);
    expect(await wordsOf(id)).toEqual([]);
    expect(titled((await search('seaview')).rows)).not.toContain(ROWS - 1);
  });
});
