/**
 * A search card written by PostgreSQL (search-card-json.ts, decision 0078) is toCard's card, field
 * for field, whatever the listing holds: quotes, backslashes, line breaks and Arabic in its texts,
 * a second-language title or an empty one, featured or not, rent or sale, cents and fractions of a
 * square metre, no photo, renditions named the usual way or not, a badge that holds or has lapsed.
 * And the search answer built around such cards passes its schema (the route checks every answer
 * outside production: lib/json-text.ts).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCardSchema, searchAnswerSchema } from '@estate/shared';
import { cardColumns } from '../src/features/listings/listing-search.query.js';
import { toCard } from '../src/features/listings/listing.presenter.js';
import { listings } from '../src/features/listings/listing.table.js';
import { searchCardColumns } from '../src/features/listings/search-card-json.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const ids: number[] = [];
const image = (base: string, names: [string, string, string] = ['thumb', 'card', 'full']) => ({
  thumb: { url: `${base}/${names[0]}.webp`, width: 320, height: 213 },
  card: { url: `${base}/${names[1]}.webp`, width: 640, height: 427 },
  full: { url: `${base}/${names[2]}.webp`, width: 1600, height: 1067 },
});
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_SECONDS: '0' });
  const owner = await signedInUser(t);
  const db = t.database.db;
  const add = async (
    fields: Parameters<typeof insertListing>[2],
    row: Partial<typeof listings.$inferInsert> = {},
  ): Promise<void> => {
    const { id } = await insertListing(db, owner.user.id, fields);
    if (Object.keys(row).length) await db.update(listings).set(row).where(eq(listings.id, id));
    ids.push(id);
  };
  await add({ title: 'A "quoted" flat \\ with a backslash\nand a line break', price: 2_350_000.5 });
  await add({ title: 'شقة فاخرة في دبي مارينا', title_translation: 'Luxury flat in Dubai Marina' });
  await add({ title: 'Villa with an empty translation', title_translation: '' });
  await add({ title: 'Featured rent', purpose: 'rent', rent_frequency: 'month', price: 95_000 }, { isFeatured: true });
  await add({ title: 'Odd area', area_size: 1234.567, area_unit: 'sqft' });
  await add({ title: 'No photo' }, { cover: null });
  await add({ title: 'Named renditions' }, { cover: image('/uploads/featured/77'), photoCount: 3 });
  await add({ title: 'Other names' }, { cover: image('/media/x', ['small', 'card', 'large']) });
  await add({ title: 'Demo naming' }, { cover: image('/photos', ['7-thumb', '7-card', '7-full']) });
  await add(
    { title: 'Verified' },
    {
      verifiedAt: new Date(Date.now() - DAY),
      verifiedUntil: new Date(Date.now() + 30 * DAY),
      verificationScope: ['ownership', 'on_site_photos'],
    },
  );
  await add(
    { title: 'Lapsed badge' },
    { verifiedAt: new Date(Date.now() - 60 * DAY), verifiedUntil: new Date(Date.now() - DAY), verificationScope: [] },
  );
  await add({ title: 'Verified, no scope' }, { verifiedAt: new Date(), verifiedUntil: new Date(Date.now() + DAY) });
});
afterAll(() => t?.close());

describe('a search card written by PostgreSQL', () => {
  it('is the card toCard makes of the same row, for every kind of listing', async () => {
    const db = t.database.db;
    const written = await db.select(searchCardColumns).from(listings).where(inArray(listings.id, ids));
    const read = await db.select(cardColumns).from(listings).where(inArray(listings.id, ids));
    expect(written).toHaveLength(ids.length);
    for (const row of written) {
      const card = JSON.parse(row.json) as unknown;
      const expected = toCard(read.find((r) => r.id === row.id)!);
      expect(card).toStrictEqual(expected);
      expect(listingCardSchema.strict().parse(card)).toStrictEqual(expected);
    }
    // The cases the rows were made for are there.
    const cards = written.map((row) => JSON.parse(row.json) as Record<string, unknown>);
    expect(cards.filter((c) => 'verification' in c)).toHaveLength(2);
    // Three were given a photo (a listing inserted here has none).
    expect(cards.filter((c) => 'photo' in c)).toHaveLength(3);
    expect(cards.filter((c) => (c.photo as { widths?: unknown } | undefined)?.widths)).not.toHaveLength(0);
    expect(cards.some((c) => c.photo && !(c.photo as { widths?: unknown }).widths)).toBe(true);
    expect(cards.filter((c) => 'title_translation' in c)).toHaveLength(1);
  });

  it('makes a search answer its schema accepts as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/?q=&page_size=48' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const answer = res.json<Record<string, unknown>>();
    expect(searchAnswerSchema.strict().parse(answer)).toBeTruthy();
    expect((answer.results as unknown[]).length + (answer.featured as unknown[]).length).toBe(ids.length);
  });

  it('is refused by the route when it does not fit the schema (the check outside production)', async () => {
    // A card that lost a field: the answer must not go out.
    await t.database.db.execute(sql`update listings set currency = 'XXX' where id = ${ids[0]!}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/?page_size=48' });
    expect(res.statusCode).toBe(500);
  });
});
