import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import { PUBLIC_STATUSES } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { listings } from '../listings/listing.table.js';
import { uploads } from '../uploads/upload.table.js';
import { users } from '../users/user.table.js';

export interface ShortsCursor {
  at: Date;
  id: string;
}

/** SQL only: videos claimed by listings anyone may open, newest first (keyset on created_at, id). */
export function shortsRepository(db: Db) {
  return {
    async page(cursor: ShortsCursor | null, limit: number) {
      // Milliseconds, as the cursor carries them (PostgreSQL keeps microseconds).
      const at = sql<Date>`date_trunc('milliseconds', ${uploads.createdAt})`;
      const after: SQL | undefined = cursor
        ? or(
            sql`${at} < ${cursor.at.toISOString()}::timestamptz`,
            and(sql`${at} = ${cursor.at.toISOString()}::timestamptz`, lt(uploads.id, cursor.id)),
          )
        : undefined;
      return db
        .select({
          id: uploads.id,
          url: uploads.url,
          poster: uploads.poster,
          mime: uploads.mime,
          createdAt: uploads.createdAt,
          at: at.mapWith((v: unknown) => (v instanceof Date ? v : new Date(String(v)))),
          listing: {
            id: listings.id,
            slug: listings.slug,
            title: listings.title,
            price: listings.price,
            currency: listings.currency,
            purpose: listings.purpose,
            rentFrequency: listings.rentFrequency,
            city: listings.city,
            cover: listings.cover,
          },
        })
        .from(uploads)
        .innerJoin(listings, eq(listings.id, uploads.listingId))
        .innerJoin(users, eq(users.id, listings.ownerId))
        .where(
          and(
            eq(uploads.kind, 'video'),
            inArray(listings.status, [...PUBLIC_STATUSES]),
            isNull(users.deletedAt),
            after,
          ),
        )
        .orderBy(desc(at), desc(uploads.id))
        .limit(limit);
    },
  };
}
