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
import { copyListing, insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

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
}, 120_000);
afterAll(() => t?.close());

const search = (q: string, page = 1) =>
  listingSearchRepository(t.database.db, { commonKeyword: 100 }).search(
    parseSearchFilters({ q, sort: 'relevance', page: String(page) }),
  );
const titled = (rows: { title: string }[]) => rows.map((r) => Number(r.title.split(' ').at(-1)));

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
