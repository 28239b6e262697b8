import { LISTING_LANGUAGES, type ListingLanguage } from '../listing/listing-options.js';
import { BLOG_LIMITS, isBlogCategory, normalizeTag, type BlogCategory } from './blog-options.js';

/**
 * Blog list filters as they live in the URL (`/blogpages?category=investment&tag=dha&page=2`).
 * Forgiving like the property search: a value that makes no sense is dropped, never an error.
 */
export interface BlogFilters {
  category?: BlogCategory;
  tag?: string;
  q?: string;
  /** Author's user id. */
  author?: number;
  featured?: true;
  /** Posts written in this language only (the script of the title; issue 17). */
  lang?: ListingLanguage;
  page: number;
  page_size: number;
}

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: Raw, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
}

function positive(value: string | undefined, max: number): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

const language = (value: string | undefined) =>
  (LISTING_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as ListingLanguage) : undefined;

export function parseBlogFilters(raw: Raw): BlogFilters {
  const category = read(raw, 'category');
  const tag = normalizeTag(read(raw, 'tag') ?? '');
  const q = read(raw, 'q')?.slice(0, BLOG_LIMITS.queryMax);
  const pageSize = positive(read(raw, 'page_size'), 48) ?? BLOG_LIMITS.pageSize;
  return {
    ...(isBlogCategory(category) ? { category } : {}),
    ...(tag && tag.length <= BLOG_LIMITS.tagMax ? { tag } : {}),
    ...(q ? { q } : {}),
    ...(positive(read(raw, 'author'), 2_147_483_647) ? { author: Number(read(raw, 'author')) } : {}),
    ...(read(raw, 'featured') === '1' ? { featured: true as const } : {}),
    ...(language(read(raw, 'lang')) ? { lang: language(read(raw, 'lang')) } : {}),
    page: positive(read(raw, 'page'), BLOG_LIMITS.pageMax) ?? 1,
    page_size: pageSize,
  };
}

/** The filters as URL parameters, in a fixed order, leaving out defaults. */
export function blogFiltersToParams(filters: Partial<BlogFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.q) params.set('q', filters.q);
  if (filters.author) params.set('author', String(filters.author));
  if (filters.featured) params.set('featured', '1');
  if (filters.lang) params.set('lang', filters.lang);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.page_size && filters.page_size !== BLOG_LIMITS.pageSize)
    params.set('page_size', String(filters.page_size));
  return params;
}

/** `/blogpages?…` for these filters. */
export function blogListHref(filters: Partial<BlogFilters>): string {
  const query = blogFiltersToParams(filters).toString();
  return query ? `/blogpages?${query}` : '/blogpages';
}
