import { sql } from 'drizzle-orm';
import type { ListingStatus } from '@estate/shared';
import type { Db } from '../../src/db/database.js';
import { buildListingRow, type ListingRowInput } from '../../src/features/listings/listing-row.js';
import { listings, priceHistory } from '../../src/features/listings/listing.table.js';
import { rowsOf } from '../../src/lib/sql-rows.js';

export type ListingFields = ListingRowInput;

export const baseListing = (overrides: Partial<ListingFields> = {}): ListingFields => ({
  purpose: 'sale',
  area_type: 'residential',
  property_type: 'house',
  title: 'Family house with garden',
  description: 'A quiet street close to schools.',
  price: 25_000_000,
  currency: 'PKR',
  rent_frequency: undefined,
  bedrooms: 4,
  bathrooms: 3,
  floors: 2,
  amenities: ['parking', 'garden'],
  country: 'PK',
  city: 'Lahore',
  address: 'Street 5, DHA Phase 6, Lahore',
  latitude: 31.4707,
  longitude: 74.4558,
  area_unit: 'marla',
  area_size: 10,
  youtube_links: [],
  ...overrides,
});

/** Inserts a listing straight into the table (no media), as the seed does. */
export async function insertListing(
  db: Db,
  ownerId: number,
  overrides: Partial<ListingFields> = {},
  extra: { status?: ListingStatus; createdAt?: Date } = {},
) {
  const [{ id }] = (await db
    .execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id`)
    .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows))) as { id: number }[];
  const input = baseListing(overrides);
  const row = buildListingRow(input, ownerId, Number(id), extra.status);
  await db.insert(listings).values({ ...row, ...(extra.createdAt ? { createdAt: extra.createdAt } : {}) });
  await db.insert(priceHistory).values({ listingId: Number(id), price: input.price, currency: input.currency });
  return { id: Number(id), slug: row.slug };
}

/**
 * Inserts `copies` copies of a listing in one statement (as a bulk import would), numbered
 * `g` = 1..copies: every column as the template's, but the slug (`<slug>-copy-<g>`) and the
 * columns given in `vary` as SQL expressions of `g`.
 */
export async function copyListing(db: Db, templateId: number, copies: number, vary: Record<string, string> = {}) {
  const result = await db.execute(sql`select column_name from information_schema.columns
    where table_name = 'listings' and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`);
  const columns = rowsOf<{ column_name: string }>(result).map((c) => c.column_name);
  const value = (column: string) => ({ slug: `slug || '-copy-' || g`, ...vary })[column] ?? `"${column}"`;
  await db.execute(
    sql.raw(`insert into listings (${columns.map((c) => `"${c}"`).join(', ')})
      select ${columns.map(value).join(', ')} from listings, generate_series(1, ${copies}) g
      where id = ${templateId}`),
  );
}
