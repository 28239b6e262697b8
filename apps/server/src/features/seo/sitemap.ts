import { LOCALES, localizedPath } from '@estate/shared';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Listings per listings file of the index: each is listed in both languages, so 50,000 URLs. */
export const SITEMAP_LISTINGS_PER_FILE = SITEMAP_MAX_URLS / LOCALES.length;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

export interface SitemapPage {
  /** A site path in English (`/properties/x-1`); its Arabic URL is derived. */
  path: string;
  /** `YYYY-MM-DD`, when known. */
  lastmod?: string;
}

/**
 * One page in both languages (issue 16, Google's "localized versions" in sitemaps): a `<url>` per
 * language, each naming every version and the English one as x-default.
 */
function pageEntries(origin: string, page: SitemapPage): string {
  const url = (locale: (typeof LOCALES)[number]) => `${origin}${escapeXml(localizedPath(page.path, locale))}`;
  const links =
    LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en')}"/>`;
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
  return LOCALES.map((locale) => `<url><loc>${url(locale)}</loc>${links}${lastmod}</url>\n`).join('');
}

/** A `<urlset>` of pages, each in both languages. `origin` is already XML-escaped. */
export function urlset(origin: string, pages: Iterable<SitemapPage>): string {
  const parts = [XML_HEAD, URLSET_OPEN];
  for (const page of pages) parts.push(pageEntries(origin, page));
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A sitemap index naming the files (site paths such as `/sitemaps/listings-1.xml`). */
export function sitemapIndex(origin: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${origin}${escapeXml(file)}</loc></sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/**
 * The files of the sitemap index: the site's pages, then for each kind listed by id ranges
 * (listings, service offers, profiles) one file per range of SITEMAP_LISTINGS_PER_FILE ids up to
 * its table's highest id.
 */
export function indexFileNames(lastIds: readonly (readonly [kind: string, lastId: number])[]): string[] {
  return [
    '/sitemaps/pages.xml',
    ...lastIds.flatMap(([kind, lastId]) =>
      Array.from({ length: Math.ceil(lastId / SITEMAP_LISTINGS_PER_FILE) }, (_, i) => `/sitemaps/${kind}-${i + 1}.xml`),
    ),
  ];
}

export const isoDay = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
