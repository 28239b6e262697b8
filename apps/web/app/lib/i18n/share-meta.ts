import { localizedPath, type Locale } from '@estate/shared';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_AR' };

/** The absolute URL of a site page in a language (issue 16: Arabic pages live under `/ar`). */
export function pageUrl(context: { origin: string; locale: Locale }, path: string): string {
  return `${context.origin}${localizedPath(path, context.locale)}`;
}

/** `pageUrl` from a route's `meta`: the origin and language come from the root loader's data. */
export function rootPageUrl(matches: readonly ({ id: string; data?: unknown } | undefined)[], path: string): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { origin?: string; locale?: Locale } | undefined;
  return pageUrl({ origin: root?.origin ?? '', locale: root?.locale ?? 'en' }, path);
}

/** An absolute URL for a path (media URLs are site paths unless stored elsewhere). */
export function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return url;
  }
}

export interface ShareMeta {
  title: string;
  description: string;
  brand: string;
  canonical: string;
  /** Open Graph type: a listing is a website, a blog post an article, a person a profile. */
  ogType: 'website' | 'article' | 'profile';
  locale?: Locale;
  image: { url: string; width?: number; height?: number; alt?: string } | null;
  /** A large Twitter card for photos; a person's avatar reads better as a summary card. */
  largeImageCard?: boolean;
  /** Tags of the page type, such as `article:*`. */
  extra?: Record<string, string>[];
  jsonLd: Record<string, unknown>[];
}

/** schema.org types that are creative works, so they carry `inLanguage` (a person or a place does not). */
const CREATIVE_WORKS = new Set(['WebPage', 'RealEstateListing', 'BlogPosting', 'Article', 'FAQPage', 'ProfilePage']);

function withLanguage(item: Record<string, unknown>, locale: Locale | undefined): Record<string, unknown> {
  const type = item['@type'];
  if (!locale || typeof type !== 'string' || !CREATIVE_WORKS.has(type) || 'inLanguage' in item) return item;
  return { ...item, inLanguage: locale };
}

/** The head tags of a page meant to be shared: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function shareMetaTags(seo: ShareMeta) {
  const { image } = seo;
  const large = Boolean(image) && seo.largeImageCard !== false;
  return [
    { title: `${seo.title} | ${seo.brand}` },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: seo.ogType },
    { property: 'og:site_name', content: seo.brand },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    ...(seo.locale
      ? [
          { property: 'og:locale', content: OG_LOCALE[seo.locale] },
          { property: 'og:locale:alternate', content: OG_LOCALE[seo.locale === 'ar' ? 'en' : 'ar'] },
        ]
      : []),
    ...(seo.extra ?? []),
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          ...(image.width ? [{ property: 'og:image:width', content: String(image.width) }] : []),
          ...(image.height ? [{ property: 'og:image:height', content: String(image.height) }] : []),
          ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
        ]
      : []),
    { name: 'twitter:card', content: large ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    ...(image ? [{ name: 'twitter:image', content: image.url }] : []),
    ...seo.jsonLd.map((item) => ({ 'script:ld+json': withLanguage(item, seo.locale) })),
  ];
}
