import { and, count, eq, gte, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { DemandFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { cityKeyOf } from '../listings/listing-row.js';
import { users } from '../users/user.table.js';
import { demands, type DemandRow } from './demand.table.js';
import { containsPattern } from '../../lib/sql-like.js';
import { liveUser, userCardColumns } from '../users/user-card.js';
import { pageOffset } from '../../lib/paging.js';

export type NewDemandRow = typeof demands.$inferInsert;

function conditions(filters: DemandFilters, viewerId: number | undefined): SQL {
  const list: (SQL | undefined)[] = [
    filters.mine && viewerId ? eq(demands.userId, viewerId) : and(eq(demands.status, 'open'), liveUser),
    filters.purpose ? eq(demands.purpose, filters.purpose) : undefined,
    filters.property_type ? eq(demands.propertyType, filters.property_type) : undefined,
    filters.city ? eq(demands.cityKey, cityKeyOf(filters.city)) : undefined,
    // Budgets overlapping the range asked for (an open end overlaps everything on its side).
    filters.min_budget !== undefined
      ? or(isNull(demands.budgetMax), gte(demands.budgetMax, filters.min_budget))
      : undefined,
    filters.max_budget !== undefined
      ? or(isNull(demands.budgetMin), lte(demands.budgetMin, filters.max_budget))
      : undefined,
    filters.bedrooms !== undefined ? gte(demands.bedrooms, filters.bedrooms) : undefined,
    filters.q
      ? or(ilike(demands.title, containsPattern(filters.q)), ilike(demands.description, containsPattern(filters.q)))
      : undefined,
  ];
  return and(...list.filter((c): c is SQL => Boolean(c)))!;
}

/** SQL only; who may see or change what is decided in the service. */
export function demandRepository(db: Db) {
  return {
    async search(filters: DemandFilters, viewerId: number | undefined, size: number) {
      const where = conditions(filters, viewerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ demand: demands, author: userCardColumns })
          .from(demands)
          .innerJoin(users, eq(users.id, demands.userId))
          .where(where)
          .orderBy(desc(demands.createdAt), desc(demands.id))
          .limit(size)
          .offset(pageOffset(filters.page, size)),
        db.select({ n: count() }).from(demands).innerJoin(users, eq(users.id, demands.userId)).where(where),
      ]);
      return { rows, count: Number(counted?.n ?? 0) };
    },

    async findWithAuthor(id: number) {
      const [row] = await db
        .select({ demand: demands, author: userCardColumns, authorVisible: sql<boolean>`${liveUser}` })
        .from(demands)
        .innerJoin(users, eq(users.id, demands.userId))
        .where(eq(demands.id, id));
      return row;
    },

    async insert(row: NewDemandRow): Promise<DemandRow> {
      const [saved] = await db.insert(demands).values(row).returning();
      return saved!;
    },

    async update(id: number, row: Partial<NewDemandRow>): Promise<void> {
      await db
        .update(demands)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(demands.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(demands).where(eq(demands.id, id));
    },

    /**
     * Open demands that may match a listing (purpose and city narrowed in SQL on the match index;
     * the full rule is demandMatches), whose authors were not yet told about this listing.
     */
    async candidatesFor(listing: { id: number; ownerId: number; purpose: string; city: string }) {
      return db
        .select()
        .from(demands)
        .innerJoin(users, eq(users.id, demands.userId))
        .where(
          and(
            eq(demands.status, 'open'),
            or(isNull(demands.purpose), eq(demands.purpose, listing.purpose)),
            or(isNull(demands.cityKey), eq(demands.cityKey, cityKeyOf(listing.city))),
            ne(demands.userId, listing.ownerId),
            liveUser,
            sql`not exists (select 1 from user_notifications n
              where n.user_id = ${demands.userId} and n.kind = 'demand_match'
                and n.payload->>'demand_id' = ${demands.id}::text
                and n.payload->>'listing_id' = ${String(listing.id)})`,
          ),
        )
        .then((rows) => rows.map((r) => r.demands));
    },
  };
}
export type DemandRepository = ReturnType<typeof demandRepository>;
