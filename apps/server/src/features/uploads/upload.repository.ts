import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AnyUploadKind } from '@estate/shared';
import { preparedOn } from '../../lib/prepared-query.js';
import type { Db } from '../../db/database.js';
import { uploads, type UploadRow } from './upload.table.js';

export type NewUploadRow = typeof uploads.$inferInsert;

/** An upload nobody claimed for this long is swept; it cannot be claimed any more either. */
export const UNCLAIMED_LIFETIME_MS = 24 * 3600 * 1000;

/** The oldest creation time of an unclaimed upload still alive. */
export const freshSince = () => new Date(Date.now() - UNCLAIMED_LIFETIME_MS);
/** Given to uploads a listing let go of, so the next sweep removes them. */
const EXPIRED = new Date(0);

/** Only SQL; the rules live in upload.service.ts. Every function takes a db or a transaction. */

const uploadsOfListing = preparedOn((db) =>
  db
    .select()
    .from(uploads)
    .where(eq(uploads.listingId, sql.placeholder('id')))
    .orderBy(asc(uploads.kind), asc(uploads.position), asc(uploads.createdAt))
    .prepare('uploads_of_listing'),
);
export const uploadRepository = {
  async insert(db: Db, row: NewUploadRow): Promise<UploadRow> {
    const [created] = await db.insert(uploads).values(row).returning();
    return created!;
  },

  async byId(db: Db, id: string): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    return row;
  },

  /** Count and bytes of a user's live unclaimed uploads of one kind. */
  async unclaimedTotals(db: Db, userId: number, kind: AnyUploadKind): Promise<{ count: number; bytes: number }> {
    const [totals] = await db
      .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
      .from(uploads)
      .where(
        and(
          eq(uploads.userId, userId),
          eq(uploads.kind, kind),
          isNull(uploads.listingId),
          isNull(uploads.ownerRef),
          gt(uploads.createdAt, freshSince()),
        ),
      );
    return { count: Number(totals?.count ?? 0), bytes: Number(totals?.bytes ?? 0) };
  },

  /** Lets go of a user's unclaimed uploads of a kind but `keepId` (the sweep removes them). */
  async expireUnclaimed(db: Db, userId: number, kind: AnyUploadKind, keepId: string) {
    await db
      .update(uploads)
      .set({ createdAt: EXPIRED })
      .where(
        and(
          eq(uploads.userId, userId),
          eq(uploads.kind, kind),
          isNull(uploads.listingId),
          isNull(uploads.ownerRef),
          ne(uploads.id, keepId),
        ),
      );
  },

  /** Deletes the upload when it is this user's and unclaimed; answers its storage keys. */
  async deleteUnclaimed(db: Db, id: string, userId: number): Promise<string[] | undefined> {
    const [row] = await db
      .delete(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId), isNull(uploads.listingId), isNull(uploads.ownerRef)))
      .returning({ storageKeys: uploads.storageKeys });
    return row?.storageKeys;
  },

  /** Rows by id, locked until the transaction ends. */
  async lockByIds(db: Db, ids: string[]): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(uploads).where(inArray(uploads.id, ids)).for('update');
  },

  async claim(db: Db, id: string, listingId: number, position: number) {
    await db.update(uploads).set({ listingId, position }).where(eq(uploads.id, id));
  },

  /** Detaches a listing's uploads not in `keep` and marks them expired for the sweep. */
  async releaseFromListing(db: Db, listingId: number, keep: string[] = []) {
    await db
      .update(uploads)
      .set({ listingId: null, createdAt: EXPIRED })
      .where(and(eq(uploads.listingId, listingId), keep.length > 0 ? notInArray(uploads.id, keep) : undefined));
  },

  async ofListing(db: Db, listingId: number): Promise<UploadRow[]> {
    return uploadsOfListing(db).execute({ id: listingId });
  },

  /** Deletes up to `limit` unclaimed uploads past their lifetime; answers their storage keys. */
  async deleteExpired(db: Db, limit = 500): Promise<string[][]> {
    const stale = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.listingId), isNull(uploads.ownerRef), lt(uploads.createdAt, freshSince())))
      .limit(limit);
    const rows = await db
      .delete(uploads)
      .where(and(inArray(uploads.id, stale), isNull(uploads.listingId), isNull(uploads.ownerRef)))
      .returning({ storageKeys: uploads.storageKeys });
    return rows.map((r) => r.storageKeys);
  },
};
