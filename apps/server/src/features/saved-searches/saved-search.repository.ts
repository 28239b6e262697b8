import { and, desc, eq, sql } from 'drizzle-orm';
import { parseSearchFilters, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { searchConditions, type SearchContext } from '../listings/listing-search.query.js';
import { savedSearches, savedSearchMatches, type SavedSearchRow } from './saved-search.table.js';

export type NewSavedSearchRow = typeof savedSearches.$inferInsert;

/** What the matcher needs of a listing that became public (lib/listing-events.ts). */
export interface MatchedListing {
  id: number;
  ownerId: number;
  purpose: string;
  propertyType: string;
  cityKey: string;
  price: number;
  bedrooms: number;
}

export interface MatchCandidate {
  id: number;
  userId: number;
  name: string;
  query: string;
  notifyInApp: boolean;
  notifyEmail: boolean;
}

/** Candidates checked by one statement: each adds its filters' parameters (PostgreSQL allows 65,535). */
const CHECK_BATCH = 400;

/**
 * `contextOf` finds what a search's conditions need from the database first (its keyword's place
 * names, its area: listing-search.query.ts), so an alert matches exactly what the results page finds.
 */
export function savedSearchRepository(db: Db, contextOf: (filters: SearchFilters) => Promise<SearchContext>) {
  return {
    /**
     * Inserts the search unless its owner already keeps `limit`: the owner's row is locked while
     * counting, so requests sent side by side cannot pass the count together.
     */
    async insertWithinLimit(row: NewSavedSearchRow, limit: number): Promise<SavedSearchRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${row.userId} for update`);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(savedSearches)
          .where(eq(savedSearches.userId, row.userId));
        if ((counted?.n ?? 0) >= limit) return undefined;
        const [created] = await tx.insert(savedSearches).values(row).returning();
        return created;
      });
    },

    /** Settles the search's waiting matches without mail (paused, or its e-mail turned off). */
    async settleWaiting(id: number): Promise<void> {
      await db.execute(
        sql`update saved_search_matches set emailed_at = now() where saved_search_id = ${id} and emailed_at is null`,
      );
    },

    /** One of the user's saved searches (never another user's). */
    async findOwn(id: number, userId: number): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
      return row;
    },

    /** The user's saved searches, newest first, each with its matches since it was last seen. */
    async listOwn(userId: number): Promise<{ row: SavedSearchRow; newMatches: number }[]> {
      const rows = await db
        .select({
          row: savedSearches,
          newMatches: sql<number>`(select count(*)::int from ${savedSearchMatches} m
            where m.saved_search_id = ${savedSearches.id} and m.created_at > ${savedSearches.lastSeenAt})`,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows;
    },

    async update(id: number, userId: number, patch: Partial<NewSavedSearchRow>): Promise<void> {
      await db
        .update(savedSearches)
        .set(patch)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
    },

    async delete(id: number, userId: number): Promise<boolean> {
      const deleted = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return deleted.length > 0;
    },

    /**
     * The running saved searches of active users, other than the listing's owner, whose indexed
     * filters (city, purpose, type: '' is any; price range; bedrooms) admit the listing: one scan
     * of saved_searches_match_idx over at most eight (city, purpose, type) prefixes. A price range
     * without a market (price_currency) is in another currency than the listing's: `confirm`
     * compares it converted, as the search does (issue 39, U3).
     */
    async candidatesFor(listing: MatchedListing): Promise<MatchCandidate[]> {
      type Row = {
        id: number;
        user_id: number;
        name: string;
        query: string;
        notify_in_app: boolean;
        notify_email: boolean;
      };
      const rows = rowsOf<Row>(
        await db.execute(sql`select s.id, s.user_id, s.name, s.query, s.notify_in_app,
            (s.notify_email and u.email_notifications and u.email_verified_at is not null) as notify_email
          from saved_searches s join users u on u.id = s.user_id
          where s.paused = false
            and s.city_key = any(array['', ${listing.cityKey}]::text[])
            and s.purpose = any(array['', ${listing.purpose}]::text[])
            and s.property_type = any(array['', ${listing.propertyType}]::text[])
            and (s.min_price is null or s.price_currency is not null or s.min_price <= ${listing.price})
            and (s.max_price is null or s.price_currency is not null or s.max_price >= ${listing.price})
            and (s.bedrooms is null or s.bedrooms <= ${listing.bedrooms})
            and s.user_id <> ${listing.ownerId}
            and u.account_status = 'active' and u.deleted_at is null`),
      );
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        name: r.name,
        query: r.query,
        notifyInApp: r.notify_in_app,
        notifyEmail: r.notify_email,
      }));
    },

    /**
     * The candidates whose whole search finds the listing: each query's conditions are the search's
     * own (listing-search.query.ts, keyword and map area included), evaluated on the listing's row,
     * one statement per batch of distinct queries.
     */
    async confirm(listingId: number, candidates: MatchCandidate[]): Promise<MatchCandidate[]> {
      const queries = [...new Set(candidates.map((c) => c.query))];
      const found = new Set<string>();
      for (let start = 0; start < queries.length; start += CHECK_BATCH) {
        const batch = queries.slice(start, start + CHECK_BATCH);
        const checks = await Promise.all(
          batch.map(async (query, i) => {
            const filters = parseSearchFilters(new URLSearchParams(query));
            const conditions = searchConditions(filters, await contextOf(filters));
            return sql`case when ${conditions} then ${sql.raw(String(i))} end`;
          }),
        );
        const [row] = rowsOf<{ hits: number[] | null }>(
          await db.execute(
            sql`select array_remove(array[${sql.join(checks, sql`, `)}]::int[], null) as hits from listings where id = ${listingId}`,
          ),
        );
        for (const i of row?.hits ?? []) found.add(batch[i]!);
      }
      return candidates.filter((c) => found.has(c.query));
    },

    /**
     * Records the matches; answers the searches it had not matched before (each match once). A
     * search without e-mail alerts gets its match already settled (`emailed_at`), so the mail job
     * only ever reads matches that wait for a mail.
     */
    async recordMatches(listingId: number, searches: Pick<MatchCandidate, 'id' | 'notifyEmail'>[]): Promise<number[]> {
      if (!searches.length) return [];
      const ids = searches.map((s) => s.id);
      const settled = searches.map((s) => !s.notifyEmail);
      const rows = rowsOf<{ saved_search_id: number }>(
        await db.execute(sql`insert into saved_search_matches (saved_search_id, listing_id, emailed_at)
          select t.id, ${listingId}, case when t.settled then now() end
          from unnest(${sql.param(ids)}::int[], ${sql.param(settled)}::boolean[]) as t(id, settled)
          on conflict do nothing returning saved_search_id`),
      );
      return rows.map((r) => r.saved_search_id);
    },
  };
}
export type SavedSearchRepository = ReturnType<typeof savedSearchRepository>;
