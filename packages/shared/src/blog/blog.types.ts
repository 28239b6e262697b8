import { z } from 'zod';
import { responsiveImageSchema } from '../listing/listing.types.js';
import { BLOG_CATEGORIES } from './blog-options.js';

/**
 * The blog's answers, as zod schemas: the server declares them as route response schemas and
 * both sides use the inferred types.
 */

/** Who wrote a post or comment, as lists and pages show them. */
export const blogAuthorSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  /** Resolved by the spec's rule (default avatar when none). */
  profile_picture: z.string(),
  is_verified_user: z.boolean(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** A post in lists (`GET /api/blogs/`, `GET /api/blogs/mine/`). */
export const blogCardSchema = z.object({
  id: z.number(),
  /** Canonical: a client holding another slug of the same post redirects to this one. */
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  featured_image: responsiveImageSchema.nullable(),
  categories: z.array(z.enum(BLOG_CATEGORIES)),
  tags: z.array(z.string()),
  is_featured: z.boolean(),
  views: z.number(),
  comments_count: z.number(),
  reading_minutes: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  author: blogAuthorSchema,
  /** The viewer wrote it (lists mark it "Yours"; only they may edit or delete it). */
  is_mine: z.boolean(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

/** `GET /api/blogs/{slug-or-id}/`. */
export const blogDetailSchema = blogCardSchema.extend({
  /** Sanitized on the server with an allow-list; safe to render as HTML. */
  content_html: z.string(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  catalog_link: z.string().nullable(),
  /** As the writer set them (null when left empty). */
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  /** What the page's head uses: the meta fields, or the title and excerpt when they are empty. */
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

export const blogListAnswerSchema = z.object({
  results: z.array(blogCardSchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  pages: z.number(),
});
export type BlogListAnswer = z.infer<typeof blogListAnswerSchema>;

/** `GET /api/blogs/meta/`: every category with its number of posts, and the most used tags. */
export const blogMetaAnswerSchema = z.object({
  total: z.number(),
  categories: z.array(z.object({ key: z.enum(BLOG_CATEGORIES), count: z.number() })),
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type BlogMetaAnswer = z.infer<typeof blogMetaAnswerSchema>;

export const blogCommentSchema = z.object({
  id: z.number(),
  body: z.string(),
  created_at: z.string(),
  author: blogAuthorSchema.omit({ is_verified_user: true }),
  is_mine: z.boolean(),
  /** The comment's author or the post's author may delete it. */
  can_delete: z.boolean(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogCommentsAnswerSchema = z.object({ results: z.array(blogCommentSchema), count: z.number() });
export type BlogCommentsAnswer = z.infer<typeof blogCommentsAnswerSchema>;

export const blogPostAnswerSchema = z.object({ post: blogDetailSchema });
export type BlogPostAnswer = z.infer<typeof blogPostAnswerSchema>;
