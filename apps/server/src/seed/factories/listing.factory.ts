import { sql } from 'drizzle-orm';
import {
  areaTypeOf,
  initialStatusFor,
  type ListingStatus,
  type PropertyType,
  type ResponsiveImage,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { buildListingRow, type ListingRowInput } from '../../features/listings/listing-row.js';
import { listings, priceHistory, type ListingRow, type NewListingRow } from '../../features/listings/listing.table.js';
import { uploads } from '../../features/uploads/upload.table.js';

/** A picture already stored (shared demo files): listings point at it, never own it. */
export interface SeedPhoto {
  image: ResponsiveImage;
  /** Bytes of the full rendition. */
  size: number;
  name: string;
}

export interface SeedPhotos {
  featured: SeedPhoto;
  gallery: SeedPhoto[];
}

export type ListingFields = ListingRowInput;

export interface ListingSeed extends Partial<ListingFields> {
  ownerId: number;
  status?: ListingStatus;
  isFeatured?: boolean;
  createdAt?: Date;
  views?: number;
  clicks?: number;
  shares?: number;
  /** The price it was first listed at, before dropping to `price` on `changedAt`. */
  previousPrice?: { price: number; changedAt: Date };
}

let counter = 0;

/** A valid listing from a tiny deterministic generator: a Dubai Marina apartment, varied a little. */
export function listingDefaults(n: number): ListingFields {
  const types: PropertyType[] = ['apartment', 'house', 'villa', 'office', 'shop', 'residential_plot'];
  const type = types[n % types.length]!;
  const areaType = areaTypeOf(type);
  return {
    purpose: n % 3 === 0 ? 'rent' : 'sale',
    area_type: areaType,
    property_type: type,
    title: `Test ${type.replace(/_/g, ' ')} number ${n}`,
    description: 'A sample property created for tests.',
    price: n % 3 === 0 ? 90_000 + n * 1000 : 1_500_000 + n * 10_000,
    currency: 'AED',
    rent_frequency: n % 3 === 0 ? 'year' : undefined,
    bedrooms: areaType === 'residential' ? 1 + (n % 4) : 0,
    bathrooms: areaType === 'residential' ? 1 + (n % 3) : areaType === 'commercial' ? 1 : 0,
    floors: undefined,
    amenities: areaType === 'plot' ? [] : ['parking', 'security'],
    country: 'AE',
    city: 'Dubai',
    address: 'Dubai Marina, Dubai',
    latitude: 25.0805 + ((n * 37) % 100) / 20_000,
    longitude: 55.1403 + ((n * 53) % 100) / 20_000,
    area_unit: 'sqft',
    area_size: 800 + (n % 10) * 150,
    youtube_links: [],
  };
}

/** Ids for `count` new listings, taken from the table's own sequence so rows can carry their slugs. */
async function nextListingIds(db: Db, count: number): Promise<number[]> {
  const result = await db.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('listings', 'id')) as id from generate_series(1, ${count}::int)`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number | string }[] }).rows) as {
    id: number | string;
  }[];
  return rows.map((r) => Number(r.id));
}

const CHUNK = 200;
async function insertChunked<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await insert(items.slice(i, i + CHUNK));
}

/**
 * Inserts many listings with their price history and (when given) photos, in a few batched
 * statements. Rows go through `buildListingRow`, the same code the create service uses.
 */
export async function createListings(
  db: Db,
  items: { seed: ListingSeed; photos?: SeedPhotos | null }[],
): Promise<ListingRow[]> {
  if (!items.length) return [];
  const ids = await nextListingIds(db, items.length);
  const rows: NewListingRow[] = [];
  const history: (typeof priceHistory.$inferInsert)[] = [];
  const files: (typeof uploads.$inferInsert)[] = [];
  items.forEach(({ seed, photos }, i) => {
    counter += 1;
    const {
      ownerId,
      status,
      isFeatured,
      createdAt = new Date(),
      previousPrice,
      views,
      clicks,
      shares,
      ...fields
    } = seed;
    const input: ListingFields = { ...listingDefaults(counter), ...fields };
    if (fields.property_type && !fields.area_type) input.area_type = areaTypeOf(fields.property_type as PropertyType);
    const id = ids[i]!;
    const updatedAt = previousPrice && previousPrice.changedAt > createdAt ? previousPrice.changedAt : createdAt;
    rows.push({
      ...buildListingRow(input, ownerId, id, status ?? initialStatusFor(input.purpose)),
      isFeatured: isFeatured ?? false,
      cover: photos?.featured.image ?? null,
      photoCount: photos ? photos.gallery.length + 1 : 0,
      views: views ?? 0,
      clicks: clicks ?? 0,
      shares: shares ?? 0,
      createdAt,
      updatedAt,
    });
    if (previousPrice) {
      history.push({ listingId: id, price: previousPrice.price, currency: input.currency, changedAt: createdAt });
      history.push({ listingId: id, price: input.price, currency: input.currency, changedAt: previousPrice.changedAt });
    } else {
      history.push({ listingId: id, price: input.price, currency: input.currency, changedAt: createdAt });
    }
    if (photos) {
      const upload = (photo: SeedPhoto, kind: 'featured' | 'gallery', position: number) => ({
        userId: ownerId,
        listingId: id,
        kind,
        position,
        mime: 'image/webp',
        size: photo.size,
        originalName: photo.name,
        // Shared demo files: nothing to delete when the listing goes.
        storageKeys: [],
        url: photo.image.full.url,
        image: photo.image,
        createdAt,
      });
      files.push(upload(photos.featured, 'featured', 0));
      photos.gallery.forEach((photo, position) => files.push(upload(photo, 'gallery', position)));
    }
  });
  const inserted: ListingRow[] = [];
  await insertChunked(rows, async (chunk) => inserted.push(...(await db.insert(listings).values(chunk).returning())));
  await insertChunked(history, (chunk) => db.insert(priceHistory).values(chunk));
  await insertChunked(files, (chunk) => db.insert(uploads).values(chunk));
  return inserted;
}

/** One valid listing (tests and the seed share this): defaults, overridden by `seed`. */
export async function createListing(
  db: Db,
  photos: SeedPhotos | null | undefined,
  seed: ListingSeed,
): Promise<ListingRow> {
  const [row] = await createListings(db, [{ seed, photos }]);
  return row!;
}
