import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { userNotifications } from '../notifications/notification.table.js';
import { uploads } from '../uploads/upload.table.js';
import { users } from '../users/user.table.js';
import { serviceOffers, serviceRequests, serviceReviews } from './service.table.js';
import { containsPattern } from '../../lib/sql-like.js';
import { liveUser, userCardColumns } from '../users/user-card.js';
import { pageOffset } from '../../lib/paging.js';
import { nextSerialId } from '../../lib/sql-rows.js';

export type OfferRow = typeof serviceOffers.$inferSelect;
export type NewOfferRow = typeof serviceOffers.$inferInsert;
export type RequestRow = typeof serviceRequests.$inferSelect;

const providerColumns = {
  ...userCardColumns,
  type: users.type,
  designation: users.designation,
  createdAt: users.createdAt,
};

/** Offers everyone may see: active, by a live (not deleted or suspended) account. */
const publicOffer = and(eq(serviceOffers.status, 'active'), liveUser) as SQL;

export interface OfferFilters {
  trade?: string;
  cityKey?: string;
  q?: string;
}

function filterOf(filters: OfferFilters): SQL {
  const like = filters.q ? containsPattern(filters.q) : undefined;
  return and(
    publicOffer,
    filters.trade ? eq(serviceOffers.trade, filters.trade) : undefined,
    filters.cityKey ? eq(serviceOffers.cityKey, filters.cityKey) : undefined,
    like
      ? or(
          ilike(serviceOffers.title, like),
          ilike(serviceOffers.description, like),
          ilike(serviceOffers.areaServed, like),
        )
      : undefined,
  ) as SQL;
}

const requester = alias(users, 'requester');
const provider = alias(users, 'provider');

/** The columns of a person card, read from an alias of `users`. */
const personOf = <U extends typeof provider | typeof requester>(u: U) => ({
  id: u.id,
  fullName: u.fullName,
  slug: u.slug,
  profilePicture: u.profilePicture,
  isVerified: u.isVerified,
});

/** A request with its offer, both people and the review, if any; callers add the where. */
function requestViews(db: Db) {
  return db
    .select({
      request: serviceRequests,
      service: {
        id: serviceOffers.id,
        slug: serviceOffers.slug,
        title: serviceOffers.title,
        trade: serviceOffers.trade,
      },
      provider: personOf(provider),
      requester: personOf(requester),
      review: { rating: serviceReviews.rating, body: serviceReviews.body },
    })
    .from(serviceRequests)
    .innerJoin(serviceOffers, eq(serviceOffers.id, serviceRequests.serviceId))
    .innerJoin(provider, eq(provider.id, serviceRequests.providerId))
    .innerJoin(requester, eq(requester.id, serviceRequests.requesterId))
    .leftJoin(serviceReviews, eq(serviceReviews.requestId, serviceRequests.id))
    .$dynamic();
}

/** SQL only; who may do what is decided in the service. */
export function serviceRepository(db: Db) {
  return {
    async search(filters: OfferFilters, page: number, pageSize: number) {
      const where = filterOf(filters);
      const [total] = await db
        .select({ n: count() })
        .from(serviceOffers)
        .innerJoin(users, eq(users.id, serviceOffers.providerId))
        .where(where);
      const rows = await db
        .select({ offer: serviceOffers, provider: userCardColumns })
        .from(serviceOffers)
        .innerJoin(users, eq(users.id, serviceOffers.providerId))
        .where(where)
        // Verified providers and well-rated offers first, then the newest.
        .orderBy(
          desc(users.isVerified),
          sql`coalesce(${serviceOffers.ratingAvg}, 0) * least(${serviceOffers.ratingCount}, 5) desc`,
          desc(serviceOffers.createdAt),
          desc(serviceOffers.id),
        )
        .limit(pageSize)
        .offset(pageOffset(page, pageSize));
      return { rows, count: total?.n ?? 0 };
    },

    async tradeCounts(cityKey?: string) {
      return db
        .select({ trade: serviceOffers.trade, n: count() })
        .from(serviceOffers)
        .innerJoin(users, eq(users.id, serviceOffers.providerId))
        .where(and(publicOffer, cityKey ? eq(serviceOffers.cityKey, cityKey) : undefined))
        .groupBy(serviceOffers.trade);
    },

    async cities() {
      return db
        .select({ city: serviceOffers.city, country: serviceOffers.country, n: count() })
        .from(serviceOffers)
        .innerJoin(users, eq(users.id, serviceOffers.providerId))
        .where(publicOffer)
        .groupBy(serviceOffers.city, serviceOffers.country)
        .orderBy(desc(count()), serviceOffers.city);
    },

    async offerWithProvider(id: number) {
      const [row] = await db
        .select({
          offer: serviceOffers,
          provider: { ...providerColumns, deletedAt: users.deletedAt, accountStatus: users.accountStatus },
        })
        .from(serviceOffers)
        .innerJoin(users, eq(users.id, serviceOffers.providerId))
        .where(eq(serviceOffers.id, id));
      return row;
    },

    async offerById(id: number, tx: Db = db) {
      const [row] = await tx.select().from(serviceOffers).where(eq(serviceOffers.id, id));
      return row;
    },

    async reviewsOf(serviceId: number, limit = 50) {
      return db
        .select({ review: serviceReviews, reviewer: userCardColumns })
        .from(serviceReviews)
        .innerJoin(users, eq(users.id, serviceReviews.reviewerId))
        .where(eq(serviceReviews.serviceId, serviceId))
        .orderBy(desc(serviceReviews.createdAt), desc(serviceReviews.id))
        .limit(limit);
    },

    async mine(providerId: number) {
      return db
        .select({ offer: serviceOffers, provider: userCardColumns })
        .from(serviceOffers)
        .innerJoin(users, eq(users.id, serviceOffers.providerId))
        .where(eq(serviceOffers.providerId, providerId))
        .orderBy(desc(serviceOffers.createdAt), desc(serviceOffers.id));
    },

    async nextOfferId(tx: Db) {
      return nextSerialId(tx, serviceOffers);
    },

    async insertOffer(tx: Db, row: NewOfferRow) {
      const [inserted] = await tx.insert(serviceOffers).values(row).returning();
      return inserted!;
    },

    async updateOffer(tx: Db, id: number, set: Partial<NewOfferRow>) {
      const [updated] = await tx
        .update(serviceOffers)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(serviceOffers.id, id))
        .returning();
      return updated!;
    },

    async deleteOffer(tx: Db, id: number) {
      await tx.delete(serviceOffers).where(eq(serviceOffers.id, id));
    },

    /** Upload ids held by `ref`, with their full image URL (to order them as the offer's photos). */
    async photoUploads(ref: string) {
      return db.select({ id: uploads.id, image: uploads.image }).from(uploads).where(eq(uploads.ownerRef, ref));
    },

    // ------------------------------------------------------------ requests

    async insertRequest(tx: Db, row: typeof serviceRequests.$inferInsert) {
      const [inserted] = await tx.insert(serviceRequests).values(row).returning();
      return inserted!;
    },

    async requestById(id: number, tx: Db = db) {
      const [row] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, id));
      return row;
    },

    /**
     * Moves a request from one of `from` to `to` in one statement, so two clicks (or two people)
     * racing cannot both succeed; answers the updated row or undefined when the state had moved on.
     */
    async transition(tx: Db, id: number, from: readonly string[], to: string) {
      const [row] = await tx
        .update(serviceRequests)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(serviceRequests.id, id), inArray(serviceRequests.status, [...from])))
        .returning();
      return row;
    },

    async requestsOf(role: 'provider' | 'requester', userId: number, limit = 200) {
      return requestViews(db)
        .where(role === 'provider' ? eq(serviceRequests.providerId, userId) : eq(serviceRequests.requesterId, userId))
        .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
        .limit(limit);
    },

    async requestViewById(id: number) {
      const [row] = await requestViews(db).where(eq(serviceRequests.id, id));
      return row;
    },

    // ------------------------------------------------------------ reviews

    /** Inserts the review unless the request already has one (answers undefined then). */
    async insertReview(tx: Db, row: typeof serviceReviews.$inferInsert) {
      const [inserted] = await tx.insert(serviceReviews).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    /** Recomputes an offer's average and count from its reviews (kept in step in the same transaction). */
    async refreshRating(tx: Db, serviceId: number) {
      await tx
        .update(serviceOffers)
        .set({
          ratingAvg: sql`(select round(avg(rating), 2) from service_reviews where service_id = ${serviceId})`,
          ratingCount: sql`(select count(*)::int from service_reviews where service_id = ${serviceId})`,
        })
        .where(eq(serviceOffers.id, serviceId));
    },

    async notify(tx: Db, userId: number, kind: string, payload: Record<string, unknown>) {
      await tx.insert(userNotifications).values({ userId, kind, payload });
    },
  };
}
export type ServiceRepository = ReturnType<typeof serviceRepository>;
