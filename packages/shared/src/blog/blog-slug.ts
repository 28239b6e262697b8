/**
 * "buying-a-flat-in-dubai-42" or, for an Arabic title, "شراء-شقة-في-دبي-43": readable in the
 * writer's own script (browsers show Unicode paths as typed), and the trailing id keeps it unique
 * and lets an old slug still find the post (then redirected to this one). Latin accents are
 * dropped and Arabic diacritics removed; anything that is not a letter or digit becomes a hyphen.
 */
export function blogSlug(title: string, id: number): string {
  const base = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = [...base].slice(0, 80).join('').replace(/-+$/, '');
  return cut ? `${cut}-${id}` : `post-${id}`;
}

/** The page of a post, its slug encoded for a URL (Arabic slugs stay readable in the address bar). */
export function blogPath(slug: string): string {
  return `/blogpages/${encodeURIComponent(slug)}`;
}
