import { and, asc, count, eq, sql } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { agencies, agencyMembers } from '../agencies/agency.table.js';
import { awards } from '../awards/award.table.js';
import { blogPosts } from '../blog/blog.table.js';
import { cardColumns } from '../listings/listing-search.query.js';
import { listings, PUBLIC_SEARCH } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { postColumns } from './follow.repository.js';
import { pageOffset } from '../../lib/paging.js';
import { liveUser } from '../users/user-card.js';

/** SQL only: what a public profile shows. */
export function profileRepository(db: Db) {
  const publicListingsOf = (userId: number) => and(eq(listings.ownerId, userId), sql`${PUBLIC_SEARCH}`);
  return {
    /** An active account by its slug (deleted and suspended accounts have no public profile). */
    async activeBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.slug, slug), liveUser));
      return row;
    },

    async counts(userId: number) {
      const result = await db.execute(sql`select
        (select count(*)::int from follows where followee_id = ${userId}) as followers,
        (select count(*)::int from follows f join users u on u.id = f.followee_id
           where f.follower_id = ${userId} and u.deleted_at is null) as following,
        (select count(*)::int from listings where owner_id = ${userId} and ${PUBLIC_SEARCH}) as listings,
        (select count(*)::int from blog_posts where author_id = ${userId}) as posts`);
      const row = rowsOf<Record<'followers' | 'following' | 'listings' | 'posts', number>>(result)[0]!;
      return {
        followers: Number(row.followers),
        following: Number(row.following),
        listings: Number(row.listings),
        posts: Number(row.posts),
      };
    },

    /** The active agency whose public team the person is on, with their BRN (issue 36). */
    async agencyOf(userId: number) {
      const [row] = await db
        .select({
          slug: agencies.slug,
          nameEn: agencies.nameEn,
          nameAr: agencies.nameAr,
          logo: agencies.logo,
          brn: agencyMembers.brn,
          brnExpiresOn: agencyMembers.brnExpiresOn,
          licenceAuthority: agencies.licenceAuthority,
          licenceNumber: agencies.licenceNumber,
          licenceExpiresOn: agencies.licenceExpiresOn,
          licenceCheckedAt: agencies.licenceCheckedAt,
        })
        .from(agencyMembers)
        .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
        .where(and(eq(agencyMembers.userId, userId), eq(agencyMembers.isPublic, true), eq(agencies.status, 'active')));
      return row;
    },

    async awards(userId: number) {
      return db.select().from(awards).where(eq(awards.userId, userId)).orderBy(desc(awards.awardedOn), asc(awards.id));
    },

    async listings(userId: number, page: number, size: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select(cardColumns)
          .from(listings)
          .where(publicListingsOf(userId))
          .orderBy(desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id))
          .limit(size)
          .offset(pageOffset(page, size)),
        db.select({ n: count() }).from(listings).where(publicListingsOf(userId)),
      ]);
      return { rows, count: Number(counted?.n ?? 0) };
    },

    async posts(userId: number, limit: number) {
      return db
        .select(postColumns)
        .from(blogPosts)
        .where(eq(blogPosts.authorId, userId))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(limit);
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
