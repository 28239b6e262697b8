import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  BLOG_CATEGORIES,
  blogSlug,
  type BlogCommentsAnswer,
  type BlogDetail,
  type BlogFilters,
  type BlogListAnswer,
  type BlogMetaAnswer,
  type BlogUpdate,
  type BlogValues,
  type ResponsiveImage,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import { canDeleteComment, isOwnedBy } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import type { IdempotencyClaim, Once } from '../../lib/write-once.js';
import { excerptOf, plainText, sanitizeBlogHtml } from './blog-sanitizer.js';
import { toCard, toComment, toDetail } from './blog.presenter.js';
import type { BlogRepository, NewBlogPostRow } from './blog.repository.js';
import type { BlogPostRow } from './blog.table.js';
import { pageCount } from '../../lib/paging.js';

/** Spec section 8: the exact text of a missing post. */
export const BLOG_NOT_FOUND = 'Blog not found.';
export const notFound = () => new AppError(404, 'not_found', BLOG_NOT_FOUND);
const forbidden = () => new AppError(403, 'forbidden', englishMessage('blog.errors.not_author'));
const commentNotFound = () => new AppError(404, 'not_found', englishMessage('blog.errors.comment_not_found'));
const tooFast = () => new AppError(429, 'too_many_requests', englishMessage('blog.errors.too_fast'));
const COMMENTS_LIMIT = 200;

/** The uploads a post holds are claimed under this reference. */
export const blogRef = (id: number) => `blog:${id}`;

function invalid(field: string, key: string): AppError {
  return new AppError(400, 'validation_failed', englishMessage(key), { [field]: key });
}

/** Sanitized HTML and what is derived from it; a post whose text is empty after cleaning is refused. */
function cleanContent(html: string) {
  const contentHtml = sanitizeBlogHtml(html);
  const text = plainText(contentHtml);
  if (!text) throw invalid('content', 'blog.errors.content_required');
  return { contentHtml, excerpt: excerptOf(text) };
}

export interface BlogServiceDeps {
  db: Db;
  repo: BlogRepository;
  /** Called after any change (empties the cache of what guests see). */
  onChange?: () => void;
  postLimit: RateLimit;
  commentLimit: RateLimit;
  /** Claims and releases single uploaded images (lib/upload-claims.ts). */
  uploads: UploadClaims;
  /** Runs a write once per `Idempotency-Key` (features/idempotency). */
  once: Once;
}

export function blogService(deps: BlogServiceDeps) {
  const { db, repo } = deps;
  const changed = () => deps.onChange?.();
  /** A view counts once per visitor and post every few hours. */
  const seen = new LRUCache<string, true>({ max: 50_000, ttl: 6 * 3600_000 });

  async function owned(id: number, user: UserRow): Promise<BlogPostRow> {
    const post = await repo.findById(id);
    if (!post) throw notFound();
    if (!isOwnedBy(post.authorId, user)) throw forbidden();
    return post;
  }

  async function detail(id: number, viewer: UserRow | null): Promise<BlogDetail> {
    const found = await repo.findWithAuthor(id);
    if (!found) throw notFound();
    return toDetail(found.post, found.author, viewer?.id);
  }

  /** Claims a new featured image for the post and lets the others it held go. */
  async function claimImage(tx: Db, user: UserRow, postId: number, uploadId: string): Promise<ResponsiveImage> {
    const upload = await deps.uploads.claim(tx, {
      userId: user.id,
      id: uploadId,
      kind: 'blog_image',
      ref: blogRef(postId),
    });
    await deps.uploads.release(tx, blogRef(postId), [upload.id]);
    if (!upload.image) throw invalid('featured_image', 'blog.errors.image_invalid');
    return upload.image;
  }

  return {
    detail,

    async list(filters: BlogFilters, viewer: UserRow | null): Promise<BlogListAnswer> {
      const { rows, count } = await repo.list(filters);
      return {
        results: rows.map((row) => toCard(row, viewer?.id)),
        count,
        page: filters.page,
        page_size: filters.page_size,
        pages: pageCount(count, filters.page_size),
      };
    },

    async meta(): Promise<BlogMetaAnswer> {
      const meta = await repo.meta();
      const counts = new Map(meta.categories.map((c) => [c.key, Number(c.count)]));
      return {
        total: meta.total,
        categories: BLOG_CATEGORIES.map((key) => ({ key, count: counts.get(key) ?? 0 })),
        tags: meta.tags.map((t) => ({ tag: t.tag, count: Number(t.count) })),
      };
    },

    /** The detail page: counts a view unless the author is reading their own post. */
    async read(id: number, viewer: UserRow | null, visitor: string): Promise<BlogDetail> {
      const post = await detail(id, viewer);
      if (!post.is_mine && !seen.has(`${visitor}|${id}`)) {
        seen.set(`${visitor}|${id}`, true);
        await repo.addView(id);
        post.views += 1;
      }
      return post;
    },

    async create(input: BlogValues, author: UserRow): Promise<BlogDetail> {
      const content = cleanContent(input.content);
      if (!(await deps.postLimit.allow(String(author.id)))) throw tooFast();
      const id = await db.transaction(async (tx) => {
        const newId = await repo.nextId(tx);
        const row: NewBlogPostRow = {
          id: newId,
          authorId: author.id,
          slug: blogSlug(input.title, newId),
          title: input.title,
          ...content,
          tags: input.tags,
          categories: input.categories,
          faqs: input.faqs,
          catalogLink: input.catalog_link ?? null,
          metaTitle: input.meta_title ?? null,
          metaDescription: input.meta_description ?? null,
        };
        await repo.insert(tx, row);
        if (input.featured_image) {
          const image = await claimImage(tx, author, newId, input.featured_image);
          await repo.update(tx, newId, { featuredImage: image });
        }
        return newId;
      });
      changed();
      return detail(id, author);
    },

    /** Author only: fields left out stay as they are; a new title gives a new slug (the old one redirects). */
    async update(id: number, changes: BlogUpdate, user: UserRow): Promise<BlogDetail> {
      const post = await owned(id, user);
      const values: Partial<NewBlogPostRow> = {};
      if (changes.title !== undefined) {
        values.title = changes.title;
        values.slug = blogSlug(changes.title, id);
      }
      if (changes.content !== undefined) Object.assign(values, cleanContent(changes.content));
      if (changes.tags !== undefined) values.tags = changes.tags;
      if (changes.categories !== undefined) values.categories = changes.categories;
      if (changes.faqs !== undefined) values.faqs = changes.faqs;
      if (changes.catalog_link !== undefined) values.catalogLink = changes.catalog_link;
      if (changes.meta_title !== undefined) values.metaTitle = changes.meta_title;
      if (changes.meta_description !== undefined) values.metaDescription = changes.meta_description;
      await db.transaction(async (tx) => {
        if (changes.featured_image === null) {
          await deps.uploads.release(tx, blogRef(post.id));
          values.featuredImage = null;
        } else if (changes.featured_image !== undefined) {
          values.featuredImage = await claimImage(tx, user, post.id, changes.featured_image);
        }
        await repo.update(tx, id, values);
      });
      changed();
      return detail(id, user);
    },

    async remove(id: number, user: UserRow): Promise<void> {
      await owned(id, user);
      await db.transaction(async (tx) => {
        await deps.uploads.release(tx, blogRef(id));
        await repo.delete(tx, id);
      });
      changed();
    },

    /** Not for authors: administrators choose what the blog page features. */
    async setFeatured(id: number, featured: boolean, viewer: UserRow): Promise<BlogDetail> {
      if (!(await repo.findById(id))) throw notFound();
      await repo.setFeatured(id, featured);
      changed();
      return detail(id, viewer);
    },

    async comments(id: number, viewer: UserRow | null): Promise<BlogCommentsAnswer> {
      const post = await repo.findWithAuthor(id);
      if (!post) throw notFound();
      const rows = await repo.comments(id, COMMENTS_LIMIT);
      return {
        results: rows.map((row) => toComment(row, viewer?.id, post.post.authorId)),
        count: post.post.commentsCount,
      };
    },

    async addComment(id: number, body: string, user: UserRow, claim: IdempotencyClaim | null = null) {
      const post = await repo.findWithAuthor(id);
      if (!post) throw notFound();
      if (!(await deps.commentLimit.allow(String(user.id)))) throw tooFast();
      const by = { id: user.id, fullName: user.fullName, slug: user.slug, profilePicture: user.profilePicture };
      const saved = await deps.once(
        claim,
        (tx) => repo.addComment(id, user.id, body, tx),
        (row) => toComment({ ...row, author: by }, user.id, post.post.authorId),
      );
      changed();
      return saved.answer;
    },

    /** The comment's author or the post's author. */
    async deleteComment(commentId: number, user: UserRow): Promise<void> {
      const found = await repo.findComment(commentId);
      if (!found) throw commentNotFound();
      if (!canDeleteComment({ authorId: found.comment.userId, parentAuthorId: found.postAuthorId }, user)) {
        throw forbidden();
      }
      await repo.deleteComment(commentId, found.comment.postId);
      changed();
    },
  };
}
export type BlogService = ReturnType<typeof blogService>;

/** One visitor per signed-in user, else per address and browser (hashed; never stored). */
export function visitorOf(user: UserRow | null, ip: string, userAgent: string | undefined): string {
  if (user) return `u:${user.id}`;
  return `v:${createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22)}`;
}
