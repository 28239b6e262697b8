import slugify from 'slugify';

/** A lower-case Latin slug of `text` (Arabic transliterated), at most `max` characters; '' when nothing is usable. */
export function slugOf(text: string, max: number): string {
  return slugify(text, { lower: true, strict: true, trim: true }).slice(0, max).replace(/-+$/, '');
}

/** "words-of-the-title-42": readable, and the trailing id keeps it unique and stable; `fallback-42` for a title with nothing usable. */
export function slugWithId(title: string, id: number, fallback: string): string {
  const base = slugOf(title, 80);
  return base ? `${base}-${id}` : `${fallback}-${id}`;
}
