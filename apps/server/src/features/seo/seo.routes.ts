import { and, asc, eq, gt, inArray, lte, max } from 'drizzle-orm';
import { z } from 'zod';
import { desc } from '../../lib/sql-order.js';
import { LOCALE_PREFIX, NAV_LINKS, PUBLIC_STATUSES, STATIC_PAGES } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { agencies } from '../agencies/agency.table.js';
import { blogPosts } from '../blog/blog.table.js';
import { listings } from '../listings/listing.table.js';
import { isoDay, SITEMAP_LISTINGS_PER_FILE, sitemapIndex, urlset, type SitemapPage } from './sitemap.js';

export { SITEMAP_MAX_URLS } from './sitemap.js';

/** How long a built sitemap file is reused: crawlers ask often, listings change slowly. */
const SITEMAP_REUSE_MS = 5 * 60_000;
/** Blog posts listed (newest first). */
const SITEMAP_POSTS = 5_000;
/** Agencies listed (active ones, newest first). */
const SITEMAP_AGENCIES = 5_000;

/** Paths crawlers are asked to leave alone: private, per-user or machine pages, in both languages. */
export const ROBOTS_DISALLOW = ['/dashboard', '/add-listing', '/auth/', '/api/'].flatMap((path) =>
  path === '/api/' ? [path] : [path, `${LOCALE_PREFIX.ar}${path}`],
);

/** The site's own pages: the section pages of the top navigation, then the information pages. */
export const SITEMAP_PAGES: readonly string[] = [
  ...new Set([
    ...NAV_LINKS.map((link) => link.to),
    ...STATIC_PAGES.map((page) => page.path),
    // What the "Verified" badge on a listing means (issue 37).
    '/verified',
  ]),
];

const listingsFileParams = z.object({ n: z.coerce.number().int().min(1).max(100_000) });

/**
 * `/sitemap.xml` and `/robots.txt`. Every page is listed in English and Arabic with its
 * alternates (issue 16). While the whole site fits the protocol's 50,000 URLs, `/sitemap.xml` is
 * that one file; past it, a sitemap index of `/sitemaps/pages.xml` (site pages, blog posts and agencies) and
 * `/sitemaps/listings-<n>.xml`, each holding the public listings of one range of 25,000 ids (a
 * primary-key range scan, however many listings there are: 1,000,000 make 40 files).
 * Each built file is reused for five minutes.
 */
export async function seoRoutes(app: AppInstance) {
  // Canonical origin: PUBLIC_URL (or localhost:PORT outside production), never the Host header.
  const origin = app.config.publicOrigin.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const { db } = app.database;
  const built = new Map<string, { xml: string; at: number }>();
  const reuse = async (key: string, build: () => Promise<string>): Promise<string> => {
    const hit = built.get(key);
    if (hit && Date.now() - hit.at < SITEMAP_REUSE_MS) return hit.xml;
    const xml = await build();
    built.set(key, { xml, at: Date.now() });
    return xml;
  };
  const publicListing = inArray(listings.status, [...PUBLIC_STATUSES]);

  const sitePages = async (): Promise<SitemapPage[]> => {
    const [posts, offices] = await Promise.all([
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(SITEMAP_POSTS),
      // Active agencies' public pages (issue 36); a suspended one answers 404.
      db
        .select({ slug: agencies.slug, updatedAt: agencies.updatedAt })
        .from(agencies)
        .where(eq(agencies.status, 'active'))
        .orderBy(desc(agencies.createdAt), desc(agencies.id))
        .limit(SITEMAP_AGENCIES),
    ]);
    return [
      ...SITEMAP_PAGES.map((path) => ({ path })),
      ...posts.map((post) => ({
        path: `/blogpages/${encodeURIComponent(post.slug)}`,
        lastmod: isoDay(post.updatedAt),
      })),
      ...offices.map((agency) => ({
        path: `/agencies/${encodeURIComponent(agency.slug)}`,
        lastmod: isoDay(agency.updatedAt),
      })),
    ];
  };
  const listingPage = (row: { slug: string; updatedAt: Date | string }): SitemapPage => ({
    path: `/properties/${encodeURIComponent(row.slug)}`,
    lastmod: isoDay(row.updatedAt),
  });

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
    const xml = await reuse('root', async () => {
      const pages = await sitePages();
      // Each page is two URLs (English and Arabic): what fits one file, newest listings first.
      const room = SITEMAP_LISTINGS_PER_FILE - pages.length;
      const rows = await db
        .select({ slug: listings.slug, updatedAt: listings.updatedAt })
        .from(listings)
        .where(publicListing)
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(room + 1);
      if (rows.length <= room) return urlset(origin, [...pages, ...rows.map(listingPage)]);
      const [last] = await db.select({ id: max(listings.id) }).from(listings);
      const files = Math.ceil(Number(last?.id ?? 0) / SITEMAP_LISTINGS_PER_FILE);
      const names = Array.from({ length: files }, (_, i) => `/sitemaps/listings-${i + 1}.xml`);
      return sitemapIndex(origin, ['/sitemaps/pages.xml', ...names]);
    });
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_req, reply) => {
    const xml = await reuse('pages', async () => urlset(origin, await sitePages()));
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/sitemaps/listings-:n.xml', { schema: { hide: true } }, async (req, reply) => {
    const parsed = listingsFileParams.safeParse(req.params);
    if (!parsed.success) return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
    const { n } = parsed.data;
    const xml = await reuse(`listings-${n}`, async () => {
      const rows = await db
        .select({ slug: listings.slug, updatedAt: listings.updatedAt })
        .from(listings)
        .where(
          and(
            gt(listings.id, (n - 1) * SITEMAP_LISTINGS_PER_FILE),
            lte(listings.id, n * SITEMAP_LISTINGS_PER_FILE),
            publicListing,
          ),
        )
        .orderBy(asc(listings.id));
      return urlset(origin, rows.map(listingPage));
    });
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
}
