import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ResponsiveImage } from '@estate/shared';
import { users } from '../users/user.table.js';

/** Spec section 3 "Blog post". Content is HTML sanitized on the server with an allow-list. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    /** Plain-text start of the content, for cards and meta descriptions. */
    excerpt: text('excerpt').notNull().default(''),
    featuredImage: jsonb('featured_image').$type<ResponsiveImage | null>(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    catalogLink: text('catalog_link'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    isFeatured: boolean('is_featured').notNull().default(false),
    views: integer('views').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** 'ar' when the title has Arabic letters, else 'en' (the list's language filter; issue 17). */
    language: text('language')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`case when title ~ '[؀-ۿ]' then 'ar' else 'en' end`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('blog_posts_author_idx').on(t.authorId, t.createdAt),
    index('blog_posts_tags_gin').using('gin', t.tags),
    index('blog_posts_categories_gin').using('gin', t.categories),
  ],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_comments_post_idx').on(t.postId, t.createdAt)],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
