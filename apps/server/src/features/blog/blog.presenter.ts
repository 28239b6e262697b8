import { isBlogCategory, type BlogCard, type BlogComment, type BlogDetail } from '@estate/shared';
import type { BlogAuthorRow, BlogCardRow } from './blog.repository.js';
import { plainText, readingMinutes } from './blog-sanitizer.js';
import type { BlogPostRow } from './blog.table.js';
import { toUserCard, toUserRef } from '../users/user-card.js';
import { canDeleteComment, isOwnedBy } from '../access/policies.js';

export function toCard(row: BlogCardRow, viewerId?: number): BlogCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featured_image: row.featuredImage ?? null,
    categories: row.categories.filter(isBlogCategory),
    tags: row.tags,
    is_featured: row.isFeatured,
    views: row.views,
    comments_count: row.commentsCount,
    reading_minutes: Number(row.readingMinutes),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: toUserCard(row.author),
    is_mine: isOwnedBy(row.authorId, viewerId),
  };
}

export function toDetail(post: BlogPostRow, author: BlogAuthorRow, viewerId?: number): BlogDetail {
  const text = plainText(post.contentHtml);
  return {
    ...toCard(
      { ...post, readingMinutes: readingMinutes(text, post.language === 'ar' ? 'ar' : 'en'), author },
      viewerId,
    ),
    content_html: post.contentHtml,
    faqs: post.faqs,
    catalog_link: post.catalogLink,
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
    seo: {
      title: post.metaTitle || post.title,
      description: post.metaDescription || post.excerpt,
    },
  };
}

export function toComment(
  row: {
    id: number;
    body: string;
    createdAt: Date;
    author: { id: number; fullName: string; slug: string; profilePicture: string | null };
  },
  viewerId: number | undefined,
  postAuthorId: number,
): BlogComment {
  return {
    id: row.id,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    author: toUserRef(row.author),
    is_mine: isOwnedBy(row.author.id, viewerId),
    can_delete: canDeleteComment({ authorId: row.author.id, parentAuthorId: postAuthorId }, viewerId),
  };
}
