import { slugOf } from '../../lib/slug.js';

/** URL slug made from a person's name; Arabic is transliterated; a name with nothing usable gives "user". */
export function baseSlug(fullName: string): string {
  return slugOf(fullName, 60) || 'user';
}

/** The first free slug among base, base-2, base-3, ... */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
