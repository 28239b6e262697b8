import { and, eq, getTableColumns, ne, notInArray, sql } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import { nextSerialId } from '../../lib/sql-rows.js';
import { preparedOn } from '../../lib/prepared-query.js';
import type { Db, Executor } from '../../db/database.js';
import { users } from '../users/user.table.js';
import { userCardColumns } from '../users/user-card.js';
import { uploads } from '../uploads/upload.table.js';
import type { ListingUploadRow } from '../uploads/upload.presenter.js';
import { cardColumns } from './listing-search.query.js';
import { listerTrustJson } from '../leads/lead-figures.query.js';
import { confirmedSocietyCity } from '../societies/society-city.query.js';
import type { StoredPermit } from './listing-permits.js';
import { listingSearchRepository } from './listing-search.repository.js';
import {
  listingComments,
  listingEvents,
  listingInquiries,
  listingLikes,
  listings,
  priceHistory,
  PUBLIC_SEARCH,
  type ListingRow,
  type NewListingRow,
} from './listing.table.js';

/** A listing as a card reads it (cardColumns: related listings, profiles, agencies, placements). */
export type CardRow = Awaited<ReturnType<ReturnType<typeof listingRepository>['similar']>>[number];

const searchable = () => sql`${PUBLIC_SEARCH}`;

const id = sql.placeholder('id');
const byId = preparedOn((db) =>
  db.select().from(listings).where(eq(listings.id, id)).limit(1).prepare('listing_by_id'),
);
const withOwner = preparedOn((db) =>
  db
    .select({ listing: listings, owner: users })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, id))
    .limit(1)
    .prepare('listing_with_owner'),
);
/** A listing's uploads as the JSON rows `toListingMedia` reads, in claim order. */
const mediaJson = sql<ListingUploadRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${uploads.id}, 'kind', ${uploads.kind}, 'url', ${uploads.url}, 'image', ${uploads.image},
    'poster', ${uploads.poster}, 'mime', ${uploads.mime}, 'size', ${uploads.size}, 'originalName', ${uploads.originalName}
  ) order by ${uploads.kind}, ${uploads.position}, ${uploads.createdAt}), '[]'::json)
  from ${uploads} where ${uploads.listingId} = ${listings.id})`;
/** Its price history, oldest first (JSON: `changedAt` is a string). */
const historyJson = sql<{ price: number; currency: string; changedAt: string }[]>`(
  select coalesce(json_agg(json_build_object(
    'price', ${priceHistory.price}, 'currency', ${priceHistory.currency}, 'changedAt', ${priceHistory.changedAt}
  ) order by ${priceHistory.changedAt}, ${priceHistory.id}), '[]'::json)
  from ${priceHistory} where ${priceHistory.listingId} = ${listings.id})`;
/**
 * The listing's agency (issue 36): an inquiry lands in the agency's inbox, so the contact form
 * names it. Read by id from `agencies` (raw SQL: the listings feature does not import the agency table).
 */
const agencyJson = sql<{ slug: string; name_en: string; name_ar: string | null } | null>`(
  select json_build_object('slug', a.slug, 'name_en', a.name_en, 'name_ar', a.name_ar)
  from agencies a where a.id = ${listings.agencyId})`;
/**
 * The listing's advertising permit as stored (issue 37), for the permits feature to shape (raw SQL:
 * the listings feature does not import the permits table; issue 43: one round trip less a detail).
 */
const permitJson = sql<StoredPermit | null>`(
  select json_build_object('authority', p.authority, 'permit_number', p.permit_number, 'qr_url', p.qr_url,
    'expires_on', p.expires_on, 'status', p.status)
  from listing_permits p where p.listing_id = ${listings.id})`;
/**
 * A listing's columns but its search vector (its text is larger than the rest of the detail's row)
 * and its location point (the map's index column; the page reads the latitude and longitude).
 */
const { searchVector: _searchVector, location: _location, ...detailColumns } = getTableColumns(listings);
/** What the listing page says of its lister (listing.presenter.ts toLister, features/leads lister trust). */
const listerColumns = {
  ...userCardColumns,
  type: users.type,
  designation: users.designation,
  createdAt: users.createdAt,
  phoneNumber: users.phoneNumber,
  emailVerifiedAt: users.emailVerifiedAt,
};
/**
 * Everything the detail answer shows, in one statement (issue 11: each statement is a round trip
 * and a wake-up of PostgreSQL; three of them halved the detail's throughput), the lister's trust
 * figures too, and whether its city has a confirmed illegal society (issue 43; their SQL is the
 * leads' and the societies' features').
 */
const detailOf = preparedOn((db) =>
  db
    .select({
      listing: detailColumns,
      owner: listerColumns,
      media: mediaJson,
      history: historyJson,
      agency: agencyJson,
      permit: permitJson,
      trust: listerTrustJson(listings.ownerId, listings.agencyId),
      societyCity: confirmedSocietyCity(listings.country, listings.cityKey),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, id))
    .limit(1)
    .prepare('listing_detail'),
);

/** SQL only; visibility and ownership rules live in the service. */
export function listingRepository(db: Db) {
  return {
    ...listingSearchRepository(db),

    async findById(id: number, executor: Executor = db): Promise<ListingRow | undefined> {
      const rows =
        executor === db
          ? await byId(db).execute({ id })
          : await executor.select().from(listings).where(eq(listings.id, id)).limit(1);
      return rows[0];
    },

    async findWithOwner(id: number) {
      const rows = await withOwner(db).execute({ id });
      return rows[0];
    },

    /** The listing, its owner, uploads and price history (one statement). */
    async findDetail(id: number) {
      const [row] = await detailOf(db).execute({ id });
      if (!row) return undefined;
      const history = row.history.map((h) => ({ ...h, price: Number(h.price), changedAt: new Date(h.changedAt) }));
      return {
        listing: row.listing,
        owner: row.owner,
        uploads: row.media,
        history,
        agency: row.agency ?? null,
        permit: row.permit ?? null,
        trust: row.trust ?? null,
        societyCity: row.societyCity === true,
      };
    },

    async similar(listing: ListingRow, limit: number) {
      return db
        .select(cardColumns)
        .from(listings)
        .where(
          and(
            searchable(),
            eq(listings.cityKey, listing.cityKey),
            eq(listings.purpose, listing.purpose),
            eq(listings.propertyType, listing.propertyType),
            // Prices compare within one currency: never a PKR flat among AED ones (issue 39, U1).
            eq(listings.currency, listing.currency),
            ne(listings.id, listing.id),
          ),
        )
        .orderBy(sql`abs(${listings.price} - ${listing.price})`, desc(listings.createdAt))
        .limit(limit);
    },

    /** Nearest first by the GiST index (K-nearest-neighbour on the point). */
    async nearby(listing: ListingRow, excludeIds: number[], limit: number) {
      return db
        .select(cardColumns)
        .from(listings)
        .where(and(searchable(), notInArray(listings.id, [listing.id, ...excludeIds])))
        .orderBy(sql`${listings.location} <-> point(${listing.longitude}, ${listing.latitude})`)
        .limit(limit);
    },

    /** Featured and most liked listings of the same purpose in the same city. */
    async recommended(listing: ListingRow, excludeIds: number[], limit: number) {
      return db
        .select(cardColumns)
        .from(listings)
        .where(
          and(
            searchable(),
            eq(listings.cityKey, listing.cityKey),
            eq(listings.purpose, listing.purpose),
            notInArray(listings.id, [listing.id, ...excludeIds]),
          ),
        )
        .orderBy(desc(listings.isFeatured), desc(listings.likes), desc(listings.views), desc(listings.createdAt))
        .limit(limit);
    },

    async insert(executor: Executor, row: NewListingRow): Promise<void> {
      await executor.insert(listings).values(row);
    },

    async nextId(executor: Executor): Promise<number> {
      return nextSerialId(executor, listings);
    },

    async update(executor: Executor, id: number, values: Partial<NewListingRow>): Promise<void> {
      await executor
        .update(listings)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(listings.id, id));
    },

    async addPriceHistory(executor: Executor, listingId: number, price: number, currency: string) {
      await executor.insert(priceHistory).values({ listingId, price, currency });
    },

    async delete(id: number): Promise<void> {
      await db.delete(listings).where(eq(listings.id, id));
    },

    /** Likes on or off; answers the new state and keeps the counter in step. */
    async toggleLike(userId: number, listingId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(listingLikes)
          .where(and(eq(listingLikes.userId, userId), eq(listingLikes.listingId, listingId)))
          .returning({ id: listingLikes.listingId });
        if (removed.length) {
          await tx
            .update(listings)
            .set({ likes: sql`greatest(${listings.likes} - 1, 0)` })
            .where(eq(listings.id, listingId));
          return false;
        }
        await tx.insert(listingLikes).values({ userId, listingId }).onConflictDoNothing();
        await tx
          .update(listings)
          .set({ likes: sql`${listings.likes} + 1` })
          .where(eq(listings.id, listingId));
        return true;
      });
    },

    /** Likes or unlikes; a repeat changes nothing (the counter moves only with a real change). */
    async setLike(userId: number, listingId: number, liked: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = liked
          ? await tx
              .insert(listingLikes)
              .values({ userId, listingId })
              .onConflictDoNothing()
              .returning({ id: listingLikes.listingId })
          : await tx
              .delete(listingLikes)
              .where(and(eq(listingLikes.userId, userId), eq(listingLikes.listingId, listingId)))
              .returning({ id: listingLikes.listingId });
        if (changed.length) {
          await tx
            .update(listings)
            .set({ likes: liked ? sql`${listings.likes} + 1` : sql`greatest(${listings.likes} - 1, 0)` })
            .where(eq(listings.id, listingId));
        }
        return liked;
      });
    },

    async likedIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: listingLikes.listingId })
        .from(listingLikes)
        .where(eq(listingLikes.userId, userId))
        .orderBy(desc(listingLikes.createdAt));
      return rows.map((r) => r.id);
    },

    async comments(listingId: number, limit: number) {
      return db
        .select({
          id: listingComments.id,
          body: listingComments.body,
          createdAt: listingComments.createdAt,
          author: {
            id: users.id,
            fullName: users.fullName,
            slug: users.slug,
            profilePicture: users.profilePicture,
          },
        })
        .from(listingComments)
        .innerJoin(users, eq(users.id, listingComments.userId))
        .where(eq(listingComments.listingId, listingId))
        .orderBy(desc(listingComments.createdAt), desc(listingComments.id))
        .limit(limit);
    },

    async addComment(listingId: number, userId: number, body: string, executor: Db = db) {
      return executor.transaction(async (tx) => {
        const [row] = await tx.insert(listingComments).values({ listingId, userId, body }).returning();
        await tx
          .update(listings)
          .set({ commentsCount: sql`${listings.commentsCount} + 1` })
          .where(eq(listings.id, listingId));
        return row!;
      });
    },

    async addInquiry(values: typeof listingInquiries.$inferInsert, executor: Executor = db) {
      await executor.insert(listingInquiries).values(values);
    },

    /**
     * Records a view, click or share once per visitor per day; the listing's counter moves
     * only when the event is new. Answers whether it counted.
     */
    async recordEvent(listingId: number, kind: 'view' | 'click' | 'share', visitor: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const day = new Date().toISOString().slice(0, 10);
        const inserted = await tx
          .insert(listingEvents)
          .values({ listingId, kind, visitor, day })
          .onConflictDoNothing()
          .returning({ id: listingEvents.listingId });
        if (!inserted.length) return false;
        const column = kind === 'view' ? listings.views : kind === 'click' ? listings.clicks : listings.shares;
        const key = kind === 'view' ? 'views' : kind === 'click' ? 'clicks' : 'shares';
        await tx
          .update(listings)
          .set({ [key]: sql`${column} + 1` })
          .where(eq(listings.id, listingId));
        return true;
      });
    },
  };
}
export type ListingRepository = ReturnType<typeof listingRepository>;
