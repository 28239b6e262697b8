import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { blogPosts } from '../blog/blog.table.js';
import { cardColumns } from '../listings/listing-search.query.js';
import { listings, PUBLIC_SEARCH } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { follows } from './follow.table.js';
import { liveUser, userCardColumns, type UserCardRow } from '../users/user-card.js';
import { pageOffset } from '../../lib/paging.js';

/** How many people follow a user (the `followers` of spec section 3). */
export async function followerCount(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
  return Number(row?.n ?? 0);
}

export const personColumns = { ...userCardColumns, type: users.type, designation: users.designation };
export interface PersonRow extends UserCardRow {
  type: string;
  designation: string | null;
}

export const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  createdAt: blogPosts.createdAt,
  authorId: blogPosts.authorId,
};

/** SQL only: follows, counts and the feed of the people a user follows. */
export function followRepository(db: Db) {
  return {
    followerCount: (userId: number) => followerCount(db, userId),

    async follow(followerId: number, followeeId: number): Promise<void> {
      await db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
    },

    async unfollow(followerId: number, followeeId: number): Promise<void> {
      await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    },

    async isFollowing(followerId: number, followeeId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
      return Boolean(row);
    },

    async activePerson(id: number) {
      const [row] = await db
        .select(personColumns)
        .from(users)
        .where(and(eq(users.id, id), liveUser));
      return row;
    },

    /**
     * One page of what the people a user follows published (public listings and blog posts),
     * newest first: ids in one union, then the cards and posts themselves.
     */
    async feed(userId: number, page: number, size: number) {
      const result = await db.execute(sql`
        select x.kind, x.id from (
          select 'listing' as kind, l.id, l.created_at from listings l
            join follows f on f.followee_id = l.owner_id and f.follower_id = ${userId}
            join users u on u.id = l.owner_id and u.deleted_at is null and u.account_status = 'active'
            -- "l." + "status in (...)": the searchable statuses, as the partial indexes spell them
            where l.${PUBLIC_SEARCH}
          union all
          select 'post' as kind, p.id, p.created_at from blog_posts p
            join follows f on f.followee_id = p.author_id and f.follower_id = ${userId}
            join users u on u.id = p.author_id and u.deleted_at is null and u.account_status = 'active'
        ) x order by x.created_at desc, x.id desc limit ${size + 1} offset ${pageOffset(page, size)}`);
      const refs = rowsOf<{ kind: 'listing' | 'post'; id: number }>(result).map((r) => ({
        kind: r.kind,
        id: Number(r.id),
      }));
      const hasMore = refs.length > size;
      const shown = refs.slice(0, size);
      const listingIds = shown.filter((r) => r.kind === 'listing').map((r) => r.id);
      const postIds = shown.filter((r) => r.kind === 'post').map((r) => r.id);
      const [cards, posts] = await Promise.all([
        listingIds.length
          ? db
              .select({ ...cardColumns, ownerId: listings.ownerId })
              .from(listings)
              .where(inArray(listings.id, listingIds))
          : [],
        postIds.length ? db.select(postColumns).from(blogPosts).where(inArray(blogPosts.id, postIds)) : [],
      ]);
      const authorIds = [...new Set([...cards.map((c) => c.ownerId), ...posts.map((p) => p.authorId)])];
      const authors = authorIds.length
        ? await db.select(personColumns).from(users).where(inArray(users.id, authorIds))
        : [];
      return { refs: shown, cards, posts, authors, hasMore };
    },

    /** Active people the user does not follow yet, most followed first (for an empty feed). */
    async suggestions(userId: number | undefined, limit: number) {
      const followed = userId
        ? db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, userId))
        : undefined;
      const followers = sql<number>`(select count(*)::int from follows f where f.followee_id = ${users.id})`;
      return db
        .select({ ...personColumns, followers })
        .from(users)
        .where(
          and(
            liveUser,
            userId ? sql`${users.id} <> ${userId}` : undefined,
            followed ? notInArray(users.id, followed) : undefined,
          ),
        )
        .orderBy(desc(followers), desc(users.isVerified), users.id)
        .limit(limit);
    },
  };
}
export type FollowRepository = ReturnType<typeof followRepository>;
