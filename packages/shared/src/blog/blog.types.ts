import type { ResponsiveImage } from '../listing/listing.types.js';
import type { BlogCategory } from './blog-options.js';
import type { BlogFaq } from './blog.schema.js';

/** Who wrote a post or comment, as lists and pages show them. */
export interface BlogAuthor {
  id: number;
  full_name: string;
  slug: string;
  /** Resolved by the spec's rule (default avatar when none). */
  profile_picture: string;
  is_verified_user: boolean;
}

/** A post in lists (`GET /api/blogs/`, `GET /api/blogs/mine/`). */
export interface BlogCard {
  id: number;
  /** Canonical: a client holding another slug of the same post redirects to this one. */
  slug: string;
  title: string;
  excerpt: string;
  featured_image: ResponsiveImage | null;
  categories: BlogCategory[];
  tags: string[];
  is_featured: boolean;
  views: number;
  comments_count: number;
  reading_minutes: number;
  created_at: string;
  updated_at: string;
  author: BlogAuthor;
  /** The viewer wrote it (lists mark it "Yours"; only they may edit or delete it). */
  is_mine: boolean;
}

/** `GET /api/blogs/{slug-or-id}/`. */
export interface BlogDetail extends BlogCard {
  /** Sanitized on the server with an allow-list; safe to render as HTML. */
  content_html: string;
  faqs: BlogFaq[];
  catalog_link: string | null;
  /** As the writer set them (null when left empty). */
  meta_title: string | null;
  meta_description: string | null;
  /** What the page's head uses: the meta fields, or the title and excerpt when they are empty. */
  seo: { title: string; description: string };
}

export interface BlogListAnswer {
  results: BlogCard[];
  count: number;
  page: number;
  page_size: number;
  pages: number;
}

/** `GET /api/blogs/meta/`: every category with its number of posts, and the most used tags. */
export interface BlogMetaAnswer {
  total: number;
  categories: { key: BlogCategory; count: number }[];
  tags: { tag: string; count: number }[];
}

export interface BlogComment {
  id: number;
  body: string;
  created_at: string;
  author: Omit<BlogAuthor, 'is_verified_user'>;
  is_mine: boolean;
  /** The comment's author or the post's author may delete it. */
  can_delete: boolean;
}

export interface BlogCommentsAnswer {
  results: BlogComment[];
  count: number;
}

export interface BlogPostAnswer {
  post: BlogDetail;
}
