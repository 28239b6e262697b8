import { and, arrayContains, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { BlogFilters } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { nextSerialId, rowsOf } from '../../lib/sql-rows.js';
import { users } from '../users/user.table.js';
import { CHARS_PER_MINUTE } from './blog-sanitizer.js';
import { blogComments, blogPosts, type BlogPostRow } from './blog.table.js';
import { containsPattern } from '../../lib/sql-like.js';
import { userCardColumns } from '../users/user-card.js';
import { pageOffset } from '../../lib/paging.js';

export type NewBlogPostRow = typeof blogPosts.$inferInsert;

/** Popular tags shown on the blog page. */
const POPULAR_TAGS = 24;

/** What a card needs: everything but the content, plus the reading time worked out in SQL. */
const cardColumns = {
  id: blogPosts.id,
  authorId: blogPosts.authorId,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  tags: blogPosts.tags,
  categories: blogPosts.categories,
  isFeatured: blogPosts.isFeatured,
  views: blogPosts.views,
  commentsCount: blogPosts.commentsCount,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  readingMinutes: sql<number>`greatest(1, round(length(regexp_replace(${blogPosts.contentHtml}, '<[^>]*>', '', 'g')) / (case when ${blogPosts.language} = 'ar' then ${sql.raw(`${CHARS_PER_MINUTE.ar}.0`)} else ${sql.raw(`${CHARS_PER_MINUTE.en}.0`)} end)))::int`,
  author: userCardColumns,
};

export type BlogCardRow = Awaited<ReturnType<ReturnType<typeof blogRepository>['list']>>['rows'][number];
export type BlogAuthorRow = BlogCardRow['author'];

function conditions(filters: Omit<BlogFilters, 'page' | 'page_size'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filters.category) parts.push(arrayContains(blogPosts.categories, [filters.category]));
  if (filters.tag) parts.push(arrayContains(blogPosts.tags, [filters.tag]));
  if (filters.author) parts.push(eq(blogPosts.authorId, filters.author));
  if (filters.featured) parts.push(eq(blogPosts.isFeatured, true));
  if (filters.lang) parts.push(eq(blogPosts.language, filters.lang));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    parts.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.excerpt, pattern),
        sql`array_to_string(${blogPosts.tags}, ' ') ilike ${pattern}`,
      ),
    );
  }
  return and(...parts);
}

/** SQL only; ownership and visibility rules live in the service. */
export function blogRepository(db: Db) {
  return {
    /** A page of posts, newest first (the featured ones first when only they are asked for). */
    async list(filters: BlogFilters) {
      const where = conditions(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select(cardColumns)
          .from(blogPosts)
          .innerJoin(users, eq(users.id, blogPosts.authorId))
          .where(where)
          .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
          .limit(filters.page_size)
          .offset(pageOffset(filters.page, filters.page_size)),
        db.select({ n: count() }).from(blogPosts).innerJoin(users, eq(users.id, blogPosts.authorId)).where(where),
      ]);
      return { rows, count: Number(total?.n ?? 0) };
    },

    async meta() {
      const [categories, tags, [total]] = await Promise.all([
        db.execute(sql`
          select c as key, count(*)::int as count
          from ${blogPosts} p join ${users} u on u.id = p.author_id, unnest(p.categories) as c
          where u.deleted_at is null group by c`),
        db.execute(sql`
          select t as tag, count(*)::int as count
          from ${blogPosts} p join ${users} u on u.id = p.author_id, unnest(p.tags) as t
          where u.deleted_at is null group by t order by count(*) desc, t asc limit ${POPULAR_TAGS}`),
        db
          .select({ n: count() })
          .from(blogPosts)
          .innerJoin(users, eq(users.id, blogPosts.authorId))
          .where(isNull(users.deletedAt)),
      ]);
      return {
        total: Number(total?.n ?? 0),
        categories: rowsOf<{ key: string; count: number }>(categories),
        tags: rowsOf<{ tag: string; count: number }>(tags),
      };
    },

    async findById(id: number, executor: Executor = db): Promise<BlogPostRow | undefined> {
      const [row] = await executor.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      return row;
    },

    /** The post with its author, unless the author's account was deleted. */
    async findWithAuthor(id: number) {
      const [row] = await db
        .select({ post: blogPosts, author: userCardColumns })
        .from(blogPosts)
        .innerJoin(users, eq(users.id, blogPosts.authorId))
        .where(and(eq(blogPosts.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async nextId(executor: Executor): Promise<number> {
      return nextSerialId(executor, blogPosts);
    },

    async insert(executor: Executor, row: NewBlogPostRow): Promise<void> {
      await executor.insert(blogPosts).values(row);
    },

    async update(executor: Executor, id: number, values: Partial<NewBlogPostRow>): Promise<void> {
      await executor
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
    },

    async setFeatured(id: number, featured: boolean): Promise<void> {
      await db.update(blogPosts).set({ isFeatured: featured }).where(eq(blogPosts.id, id));
    },

    async delete(executor: Executor, id: number): Promise<void> {
      await executor.delete(blogPosts).where(eq(blogPosts.id, id));
    },

    async addView(id: number): Promise<void> {
      await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(eq(blogPosts.id, id));
    },

    async comments(postId: number, limit: number) {
      return db
        .select({
          id: blogComments.id,
          body: blogComments.body,
          createdAt: blogComments.createdAt,
          author: { id: users.id, fullName: users.fullName, slug: users.slug, profilePicture: users.profilePicture },
        })
        .from(blogComments)
        .innerJoin(users, eq(users.id, blogComments.userId))
        .where(and(eq(blogComments.postId, postId), isNull(users.deletedAt)))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
        .limit(limit);
    },

    async addComment(postId: number, userId: number, body: string, executor: Db = db) {
      return executor.transaction(async (tx) => {
        const [row] = await tx.insert(blogComments).values({ postId, userId, body }).returning();
        await tx
          .update(blogPosts)
          .set({ commentsCount: sql`${blogPosts.commentsCount} + 1` })
          .where(eq(blogPosts.id, postId));
        return row!;
      });
    },

    /** A comment with the author of the post it is on. */
    async findComment(id: number) {
      const [row] = await db
        .select({ comment: blogComments, postAuthorId: blogPosts.authorId })
        .from(blogComments)
        .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
        .where(eq(blogComments.id, id))
        .limit(1);
      return row;
    },

    async deleteComment(id: number, postId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(blogComments).where(eq(blogComments.id, id)).returning({ id: blogComments.id });
        if (removed.length) {
          await tx
            .update(blogPosts)
            .set({ commentsCount: sql`greatest(${blogPosts.commentsCount} - 1, 0)` })
            .where(eq(blogPosts.id, postId));
        }
      });
    },
  };
}
export type BlogRepository = ReturnType<typeof blogRepository>;
