import type { ListingDetail, Locale, ResponsiveImage } from '@estate/shared';
import { shareMetaTags } from '../../lib/i18n/share-meta';

/** What the loader prepares (translated on the server) for the page's head. */
export interface DetailSeo {
  title: string;
  description: string;
  brand: string;
  canonical: string;
  locale: Locale;
  image: { url: string; width: number; height: number; alt: string } | null;
  /** The page's structured data (listing-json-ld.ts). */
  jsonLd: Record<string, unknown>[];
}

/** One step of a listing page's breadcrumb: its label in the page's language and its site path. */
export interface Crumb {
  name: string;
  /** A site path in English (`/properties?purpose=sale`); links and URLs add the language. */
  path: string;
  /** The name's language when it is not the page's (a listing's title written in the other one). */
  lang?: string;
}

/** Plain text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = 150): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The listing's images, cover first, without repeats. */
export function listingImages(listing: Pick<ListingDetail, 'cover' | 'gallery'>): ResponsiveImage[] {
  const seen = new Set<string>();
  return [listing.cover, ...listing.gallery].filter((image): image is ResponsiveImage => {
    if (!image || seen.has(image.full.url)) return false;
    seen.add(image.full.url);
    return true;
  });
}

/** The head tags of a listing page (React Router `meta`). */
export function detailMetaTags(seo: DetailSeo) {
  return shareMetaTags({ ...seo, ogType: 'website', jsonLd: seo.jsonLd });
}
