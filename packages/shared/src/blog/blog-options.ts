/**
 * Blog rules (spec sections 2, 3 and 5) in one place for the editor and the server. Category
 * keys are fixed; their English and Arabic labels are catalog keys `blog.categories.<key>`.
 */
export const BLOG_CATEGORIES = [
  'buying',
  'selling',
  'renting',
  'investment',
  'home_improvement',
  'legal_finance',
  'market_news',
  'lifestyle',
  'construction',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const isBlogCategory = (value: unknown): value is BlogCategory =>
  typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);

export const BLOG_LIMITS = {
  titleMax: 150,
  /** Characters of HTML as sent by the editor (before sanitizing). */
  contentMax: 100_000,
  categoriesMin: 1,
  categoriesMax: 3,
  tagsMax: 10,
  tagMax: 30,
  faqsMax: 20,
  questionMax: 200,
  answerMax: 2000,
  catalogLinkMax: 500,
  /** Hard caps; the recommended ranges below are advice only. */
  metaTitleMax: 200,
  metaDescriptionMax: 400,
  commentMax: 2000,
  excerptMax: 220,
  pageSize: 12,
  pageMax: 500,
  queryMax: 100,
} as const;

/** Spec section 5: recommended only, never an error. */
export const META_TITLE_RANGE = { min: 50, max: 60 } as const;
export const META_DESCRIPTION_RANGE = { min: 150, max: 160 } as const;

export type LengthAdvice = 'empty' | 'short' | 'good' | 'long';

/** Where a meta text's length stands against its recommended range (for the editor's hint). */
export function lengthAdvice(length: number, range: { min: number; max: number }): LengthAdvice {
  if (length === 0) return 'empty';
  if (length < range.min) return 'short';
  if (length > range.max) return 'long';
  return 'good';
}

/**
 * A tag as stored: trimmed, lower-cased, a leading "#" dropped and inner spaces collapsed
 * ("  #DHA  Lahore " → "dha lahore"). Empty when nothing is left.
 */
export function normalizeTag(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/^[\s#]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Tags normalized, empties and repeats dropped, in the order given. */
export function normalizeTags(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of raw.map(normalizeTag)) if (tag && !seen.has(tag)) seen.add(tag);
  return [...seen];
}

/** Splits what a writer typed in the tags box ("dha, lahore; villas") into tags. */
export function splitTags(text: string): string[] {
  return normalizeTags(text.split(/[,،;\n]/));
}
