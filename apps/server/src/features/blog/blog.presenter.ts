import {
  isBlogCategory,
  resolveProfilePicture,
  type BlogAuthor,
  type BlogCard,
  type BlogComment,
  type BlogDetail,
} from '@estate/shared';
import type { BlogAuthorRow, BlogCardRow } from './blog.repository.js';
import { plainText, readingMinutes } from './blog-sanitizer.js';
import type { BlogPostRow } from './blog.table.js';

export function toAuthor(author: BlogAuthorRow): BlogAuthor {
  return {
    id: author.id,
    full_name: author.fullName,
    slug: author.slug,
    profile_picture: resolveProfilePicture(author.profilePicture),
    is_verified_user: author.isVerified,
  };
}

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
    author: toAuthor(row.author),
    is_mine: row.authorId === viewerId,
  };
}

export function toDetail(post: BlogPostRow, author: BlogAuthorRow, viewerId?: number): BlogDetail {
  const text = plainText(post.contentHtml);
  return {
    ...toCard({ ...post, readingMinutes: readingMinutes(text), author }, viewerId),
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
    author: {
      id: row.author.id,
      full_name: row.author.fullName,
      slug: row.author.slug,
      profile_picture: resolveProfilePicture(row.author.profilePicture),
    },
    is_mine: viewerId !== undefined && row.author.id === viewerId,
    can_delete: viewerId !== undefined && (row.author.id === viewerId || postAuthorId === viewerId),
  };
}
