import { isBlogCategory, type BlogCategory, type BlogDetail, type ResponsiveImage } from '@estate/shared';

/** What the editor holds; kept in local storage as a draft until the post is published. */
export interface EditorValues {
  title: string;
  content: string;
  /** `id` is null for the picture the post already has (left as it is unless changed). */
  featured: { id: string | null; image: ResponsiveImage } | null;
  tags: string[];
  categories: BlogCategory[];
  faqs: { question: string; answer: string }[];
  catalog_link: string;
  meta_title: string;
  meta_description: string;
}

export const EMPTY_VALUES: EditorValues = {
  title: '',
  content: '',
  featured: null,
  tags: [],
  categories: [],
  faqs: [],
  catalog_link: '',
  meta_title: '',
  meta_description: '',
};

export function valuesOf(post: BlogDetail): EditorValues {
  return {
    title: post.title,
    content: post.content_html,
    featured: post.featured_image ? { id: null, image: post.featured_image } : null,
    tags: post.tags,
    categories: post.categories,
    faqs: post.faqs,
    catalog_link: post.catalog_link ?? '',
    meta_title: post.meta_title ?? '',
    meta_description: post.meta_description ?? '',
  };
}

/** One draft per user, and one per post being edited, so people sharing a browser never mix. */
export function draftKey(userId: number, postId?: number): string {
  return postId ? `estate.blog-draft.${userId}.edit.${postId}` : `estate.blog-draft.${userId}`;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored draft, checked field by field (an old or hand-edited one never breaks the editor). */
export function loadDraft(key: string): EditorValues | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { version?: number; values?: Record<string, unknown> };
    if (parsed.version !== 1 || !parsed.values || typeof parsed.values !== 'object') return null;
    const v = parsed.values;
    const featured = v.featured as EditorValues['featured'] | undefined;
    return {
      title: text(v.title),
      content: text(v.content),
      featured:
        featured && typeof featured === 'object' && featured.image?.full?.url
          ? { id: typeof featured.id === 'string' ? featured.id : null, image: featured.image }
          : null,
      tags: strings(v.tags),
      categories: strings(v.categories).filter(isBlogCategory),
      faqs: Array.isArray(v.faqs)
        ? v.faqs
            .filter((f): f is { question: unknown; answer: unknown } => !!f && typeof f === 'object')
            .map((f) => ({ question: text(f.question), answer: text(f.answer) }))
        : [],
      catalog_link: text(v.catalog_link),
      meta_title: text(v.meta_title),
      meta_description: text(v.meta_description),
    };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: EditorValues): void {
  try {
    localStorage.setItem(key, JSON.stringify({ version: 1, values, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled (private mode): the editor still works, without a saved draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Whether the values differ from where the editor started (only then is a draft worth keeping). */
export function isChanged(values: EditorValues, start: EditorValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(start);
}
