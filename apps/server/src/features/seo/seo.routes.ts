import { inArray } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import { NAV_LINKS, PUBLIC_STATUSES, STATIC_PAGES } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { blogPosts } from '../blog/blog.table.js';
import { listings } from '../listings/listing.table.js';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** How long a built sitemap is reused: crawlers ask often, listings change slowly. */
const SITEMAP_REUSE_MS = 5 * 60_000;

/** Paths crawlers are asked to leave alone: private, per-user or machine pages. */
export const ROBOTS_DISALLOW = ['/dashboard', '/add-listing', '/auth/', '/api/'] as const;

/** The site's own pages: the section pages of the top navigation, then the information pages. */
export const SITEMAP_PAGES: readonly string[] = [
  ...new Set([...NAV_LINKS.map((link) => link.to), ...STATIC_PAGES.map((page) => page.path)]),
];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/**
 * `/sitemap.xml` (every public listing plus the site's pages) and `/robots.txt`. The listings
 * come straight from the table, newest first, capped so the file stays within the protocol's
 * 50,000 URLs; only the two columns needed are read, and a built sitemap is reused for five minutes.
 */
export async function seoRoutes(app: AppInstance) {
  // Canonical origin: PUBLIC_URL (or localhost:PORT outside production), never the Host header.
  const origin = escapeXml(app.config.publicOrigin);
  // The last sitemap built.
  let cached: { xml: string; at: number } | null = null;

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${app.config.publicOrigin}/sitemap.xml`,
      '',
    ];
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    reply.type('application/xml; charset=utf-8');
    if (cached && Date.now() - cached.at < SITEMAP_REUSE_MS) return reply.send(cached.xml);
    const posts = await app.database.db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(5_000);
    const rows = await app.database.db
      .select({ slug: listings.slug, updatedAt: listings.updatedAt })
      .from(listings)
      .where(inArray(listings.status, [...PUBLIC_STATUSES]))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(SITEMAP_MAX_URLS - SITEMAP_PAGES.length - posts.length);

    const parts: string[] = [
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    ];
    for (const path of SITEMAP_PAGES) {
      parts.push(`<url><loc>${origin}${escapeXml(path)}</loc></url>\n`);
    }
    for (const row of rows) {
      const lastmod = new Date(row.updatedAt).toISOString().slice(0, 10);
      parts.push(
        `<url><loc>${origin}/properties/${escapeXml(encodeURIComponent(row.slug))}</loc><lastmod>${lastmod}</lastmod></url>\n`,
      );
    }
    for (const post of posts) {
      const lastmod = new Date(post.updatedAt).toISOString().slice(0, 10);
      parts.push(
        `<url><loc>${origin}/blogpages/${escapeXml(encodeURIComponent(post.slug))}</loc><lastmod>${lastmod}</lastmod></url>\n`,
      );
    }
    parts.push('</urlset>\n');
    cached = { xml: parts.join(''), at: Date.now() };
    return reply.send(cached.xml);
  });
}
