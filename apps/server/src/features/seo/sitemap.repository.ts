import { and, asc, eq, exists, gt, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { desc } from '../../lib/sql-order.js';
import { PUBLIC_STATUSES } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { agencies } from '../agencies/agency.table.js';
import { blogPosts } from '../blog/blog.table.js';
import { listings, PUBLIC_SEARCH } from '../listings/listing.table.js';
import { serviceOffers } from '../services/service.table.js';
import { liveUser } from '../users/user-card.js';
import { users } from '../users/user.table.js';
import { isoDay, type SitemapPage } from './sitemap.js';

/** Blog posts listed (newest first). */
const SITEMAP_POSTS = 5_000;
/** Agencies listed (active ones, newest first). */
const SITEMAP_AGENCIES = 5_000;

/**
 * The kinds of page that can outgrow one sitemap file: each is listed by ranges of its table's
 * primary key (a range scan however large the table), one file per range.
 */
export const RANGED_KINDS = ['listings', 'services', 'profiles'] as const;
export type RangedKind = (typeof RANGED_KINDS)[number];

/** Ids `from < id <= to`; or, for the single-file sitemap, the first `limit` rows. */
export type Rows = { range: [number, number]; limit?: undefined } | { limit: number; range?: undefined };

/** At most the limit, or as many rows as the range has ids. */
const most = (rows: Rows) => rows.limit ?? rows.range[1] - rows.range[0];

const page = (path: string, updatedAt: Date | string): SitemapPage => ({ path, lastmod: isoDay(updatedAt) });

/** SQL only: which pages the sitemap lists. */
export function sitemapRepository(db: Db) {
  const idRange = (id: AnyPgColumn, rows: Rows): SQL | undefined =>
    rows.range ? and(gt(id, rows.range[0]), lte(id, rows.range[1])) : undefined;

  /**
   * A person's public profile is listed when it shows something: a listing in search, a blog post
   * or an active service offer (an empty profile is a thin page). Deleted and suspended accounts
   * have none. Each test is one probe of an index on the owner, author or provider.
   */
  const hasPublicContent = or(
    exists(
      db
        .select({ one: sql`1` })
        .from(listings)
        .where(and(eq(listings.ownerId, users.id), sql`${PUBLIC_SEARCH}`)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(blogPosts)
        .where(eq(blogPosts.authorId, users.id)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(serviceOffers)
        .where(and(eq(serviceOffers.providerId, users.id), eq(serviceOffers.status, 'active'))),
    ),
  );

  const ranged: Record<RangedKind, (rows: Rows) => Promise<SitemapPage[]>> = {
    /** Public listings (sold and rented pages stay reachable, marked). */
    async listings(rows) {
      const found = await db
        .select({ slug: listings.slug, updatedAt: listings.updatedAt })
        .from(listings)
        .where(and(inArray(listings.status, [...PUBLIC_STATUSES]), idRange(listings.id, rows)))
        .orderBy(...(rows.limit ? [desc(listings.createdAt), desc(listings.id)] : [asc(listings.id)]))
        .limit(most(rows));
      return found.map((row) => page(`/properties/${encodeURIComponent(row.slug)}`, row.updatedAt));
    },

    /** Service providers' offers anyone may see: active, by a live account. */
    async services(rows) {
      const found = await db
        .select({ slug: serviceOffers.slug, updatedAt: serviceOffers.updatedAt })
        .from(serviceOffers)
        .innerJoin(users, eq(users.id, serviceOffers.providerId))
        .where(and(eq(serviceOffers.status, 'active'), liveUser, idRange(serviceOffers.id, rows)))
        .orderBy(asc(serviceOffers.id))
        .limit(most(rows));
      return found.map((row) => page(`/services-list/${encodeURIComponent(row.slug)}`, row.updatedAt));
    },

    async profiles(rows) {
      const found = await db
        .select({ slug: users.slug, updatedAt: users.updatedAt })
        .from(users)
        .where(and(liveUser, hasPublicContent, idRange(users.id, rows)))
        .orderBy(asc(users.id))
        .limit(most(rows));
      return found.map((row) => page(`/profile/${encodeURIComponent(row.slug)}`, row.updatedAt));
    },
  };

  const idColumn = { listings: listings.id, services: serviceOffers.id, profiles: users.id } as const;
  const tables = { listings, services: serviceOffers, profiles: users } as const;

  return {
    ranged,

    /** The highest id of a kind's table (0 when empty): how many range files it needs. */
    async lastId(kind: RangedKind): Promise<number> {
      const [row] = await db.select({ id: max(idColumn[kind]) }).from(tables[kind]);
      return Number(row?.id ?? 0);
    },

    /** Blog posts, newest first, and the public pages of active agencies (issue 36). */
    async postsAndAgencies(): Promise<SitemapPage[]> {
      const [posts, offices] = await Promise.all([
        db
          .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
          .limit(SITEMAP_POSTS),
        // A suspended agency's page answers 404.
        db
          .select({ slug: agencies.slug, updatedAt: agencies.updatedAt })
          .from(agencies)
          .where(eq(agencies.status, 'active'))
          .orderBy(desc(agencies.createdAt), desc(agencies.id))
          .limit(SITEMAP_AGENCIES),
      ]);
      return [
        ...posts.map((post) => page(`/blogpages/${encodeURIComponent(post.slug)}`, post.updatedAt)),
        ...offices.map((agency) => page(`/agencies/${encodeURIComponent(agency.slug)}`, agency.updatedAt)),
      ];
    },
  };
}
