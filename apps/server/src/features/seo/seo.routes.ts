import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LOCALE_PREFIX, NAV_LINKS, STATIC_PAGES } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { indexFileNames, SITEMAP_LISTINGS_PER_FILE, sitemapIndex, urlset, type SitemapPage } from './sitemap.js';
import { RANGED_KINDS, sitemapRepository, type RangedKind } from './sitemap.repository.js';

export { SITEMAP_MAX_URLS } from './sitemap.js';

/** How long a built sitemap file is reused: crawlers ask often, listings change slowly. */
const SITEMAP_REUSE_MS = 5 * 60_000;

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
    // How the area price figures are made, and how the listing page's price check works (issue 41).
    '/methodology/area-prices',
    '/methodology/price-check',
  ]),
];

const rangeFileParams = z.object({ n: z.coerce.number().int().min(1).max(100_000) });

/**
 * `/sitemap.xml` and `/robots.txt`. Every page is listed in English and Arabic with its
 * alternates (issue 16). While the whole site fits the protocol's 50,000 URLs, `/sitemap.xml` is
 * that one file; past it, a sitemap index of `/sitemaps/pages.xml` (site pages, blog posts and
 * agencies) and, for listings, service offers and public profiles (issue 39),
 * `/sitemaps/<kind>-<n>.xml`, each holding the public pages of one range of 25,000 ids of its table
 * (a primary-key range scan, however many there are: 1,000,000 listings make 40 files).
 * Each built file is reused for five minutes.
 */
export async function seoRoutes(app: AppInstance) {
  // Canonical origin: PUBLIC_URL (or localhost:PORT outside production), never the Host header.
  const origin = app.config.publicOrigin.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const sitemaps = sitemapRepository(app.database.db);
  const built = new Map<string, { xml: string; at: number }>();
  const reuse = async (key: string, build: () => Promise<string>): Promise<string> => {
    const hit = built.get(key);
    if (hit && Date.now() - hit.at < SITEMAP_REUSE_MS) return hit.xml;
    const xml = await build();
    built.set(key, { xml, at: Date.now() });
    return xml;
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);

  const sitePages = async (): Promise<SitemapPage[]> => [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...(await sitemaps.postsAndAgencies()),
    // The area and city price pages with figures (issue 41).
    ...(await app.services.areaStats.sitemapPages()),
  ];

  /**
   * Everything in one file if it fits: each page is two URLs (English and Arabic). Each kind is
   * asked for one more row than the room left, so no query reads more than a file's worth.
   */
  async function wholeSite(): Promise<SitemapPage[] | null> {
    const pages = await sitePages();
    // Listings first: the most numerous, so a large site answers its index after one query.
    for (const kind of RANGED_KINDS) {
      const room = SITEMAP_LISTINGS_PER_FILE - pages.length;
      const rows = await sitemaps.ranged[kind]({ limit: room + 1 });
      if (rows.length > room) return null;
      pages.push(...rows);
    }
    return pages;
  }

  const indexFiles = async () =>
    indexFileNames(await Promise.all(RANGED_KINDS.map(async (kind) => [kind, await sitemaps.lastId(kind)] as const)));

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
      const pages = await wholeSite();
      return pages ? urlset(origin, pages) : sitemapIndex(origin, await indexFiles());
    });
    return sendXml(reply, xml);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_req, reply) => {
    return sendXml(reply, await reuse('pages', async () => urlset(origin, await sitePages())));
  });

  const rangeFile = (kind: RangedKind) =>
    app.get(`/sitemaps/${kind}-:n.xml`, { schema: { hide: true } }, async (req, reply) => {
      const parsed = rangeFileParams.safeParse(req.params);
      if (!parsed.success) return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
      const { n } = parsed.data;
      const xml = await reuse(`${kind}-${n}`, async () => {
        const range: [number, number] = [(n - 1) * SITEMAP_LISTINGS_PER_FILE, n * SITEMAP_LISTINGS_PER_FILE];
        return urlset(origin, await sitemaps.ranged[kind]({ range }));
      });
      return sendXml(reply, xml);
    });
  for (const kind of RANGED_KINDS) rangeFile(kind);
}
