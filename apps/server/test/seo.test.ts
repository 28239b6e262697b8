import { STATIC_PAGES } from '@estate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../src/features/agencies/agency.table.js';
import { buildListingRow, type ListingRowInput } from '../src/features/listings/listing-row.js';
import { listings } from '../src/features/listings/listing.table.js';
import { createUser, testUserSeed } from '../src/seed/factories/user.factory.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { SITEMAP_LISTINGS_PER_FILE, SITEMAP_MAX_URLS, sitemapIndex, urlset } from '../src/features/seo/sitemap.js';

const base: Omit<ListingRowInput, 'purpose' | 'title'> = {
  area_type: 'residential',
  property_type: 'house',
  description: '',
  price: 25_000_000,
  currency: 'PKR',
  bedrooms: 4,
  bathrooms: 3,
  amenities: [],
  country: 'PK',
  city: 'Lahore',
  address: 'DHA Phase 6, Lahore',
  latitude: 31.47,
  longitude: 74.45,
  area_unit: 'marla',
  area_size: 10,
  youtube_links: [],
};

describe('SEO: sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.database.db, testUserSeed());
    await t.database.db
      .insert(listings)
      .values([
        buildListingRow({ ...base, purpose: 'sale', title: '10 Marla House in DHA & Sons' }, owner.id, 9001),
        buildListingRow({ ...base, purpose: 'sale', title: 'Pending Villa Not Yet Live' }, owner.id, 9002, 'pending'),
        buildListingRow(
          { ...base, purpose: 'rent', rent_frequency: 'month', title: 'Rented Flat' },
          owner.id,
          9003,
          'rented',
        ),
      ]);
    // Issue 36: an agency's public page is listed while it is active.
    await t.database.db.insert(agencies).values([
      {
        slug: 'marina-homes',
        nameEn: 'marina-homes',
        country: 'AE',
        city: 'Dubai',
        cityKey: 'dubai',
        phone: '+971 4 123 4567',
        email: 'marina-homes@x.example',
        status: 'active',
      },
      {
        slug: 'closed-office',
        nameEn: 'closed-office',
        country: 'AE',
        city: 'Dubai',
        cityKey: 'dubai',
        phone: '+971 4 123 4567',
        email: 'closed-office@x.example',
        status: 'suspended',
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists every public listing and the site pages, but not a pending listing', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>http://localhost:3000/properties/10-marla-house-in-dha-and-sons-9001</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/properties/rented-flat-9003</loc>');
    // Issue 16: the Arabic URL too, and each names both versions and the English one as x-default.
    expect(xml).toContain('<loc>http://localhost:3000/ar/properties/rented-flat-9003</loc>');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/properties/rented-flat-9003"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/ar/properties/rented-flat-9003"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/properties/rented-flat-9003"/>';
    expect(xml.split(alternates).length - 1).toBe(2);
    expect(xml).toContain('<loc>http://localhost:3000/ar/</loc>');
    expect(xml).not.toContain('9002');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const path of ['/', '/properties', '/blogpages', ...STATIC_PAGES.map((p) => p.path)]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path === '/' ? '/' : path}</loc>`);
    }
    expect(xml).not.toContain('/dashboard');
    expect(xml.match(/<url>/g)?.length).toBeLessThanOrEqual(50_000);
  });

  it('lists active agencies in both languages, not a suspended one', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('<loc>http://localhost:3000/agencies/marina-homes</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/ar/agencies/marina-homes</loc>');
    expect(xml).not.toContain('closed-office');
    const pages = await t.app.inject({ url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>http://localhost:3000/ar/agencies/marina-homes</loc>');
  });

  it('serves listings files by id range for the index, in both languages; a bad file name is a 404', async () => {
    const file = await t.app.inject({ url: '/sitemaps/listings-1.xml' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<loc>http://localhost:3000/ar/properties/10-marla-house-in-dha-and-sons-9001</loc>');
    expect(file.body).not.toContain('9002');
    const far = await t.app.inject({ url: '/sitemaps/listings-2.xml' });
    expect(far.statusCode).toBe(200);
    expect(far.body).not.toContain('<url>');
    const pages = await t.app.inject({ url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>http://localhost:3000/ar/blogpages</loc>');
    for (const bad of ['/sitemaps/listings-0.xml', '/sitemaps/listings-x.xml', '/sitemaps/listings-999999999.xml']) {
      expect((await t.app.inject({ url: bad })).statusCode).toBe(404);
    }
  });

  it('becomes a sitemap index of 25,000-listing files past 50,000 URLs (1,000,000 listings: 40 files)', () => {
    expect(SITEMAP_LISTINGS_PER_FILE * 2).toBe(SITEMAP_MAX_URLS);
    expect(Math.ceil(1_000_000 / SITEMAP_LISTINGS_PER_FILE)).toBe(40);
    const index = sitemapIndex('https://x.example', ['/sitemaps/pages.xml', '/sitemaps/listings-1.xml']);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<sitemap><loc>https://x.example/sitemaps/listings-1.xml</loc></sitemap>');
    const set = urlset('https://x.example', [{ path: '/a&b' }]);
    expect(set).toContain('<loc>https://x.example/ar/a&amp;b</loc>');
  });

  it('uses PUBLIC_URL as the canonical origin when configured', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://www.baytak.example/' });
    try {
      const sitemap = await other.app.inject({ url: '/sitemap.xml' });
      expect(sitemap.body).toContain('<loc>https://www.baytak.example/properties</loc>');
      const robots = await other.app.inject({ url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: https://www.baytak.example/sitemap.xml');
    } finally {
      await other.close();
    }
  });

  it('never takes the origin from the Host header (issue 12 F6): one request cannot poison the sitemap', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://www.baytak.example' });
    try {
      for (const headers of [
        { host: 'evil.example' },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      ]) {
        const sitemap = await other.app.inject({ url: '/sitemap.xml', headers });
        expect(sitemap.body).toContain('<loc>https://www.baytak.example/properties</loc>');
        expect(sitemap.body).not.toContain('evil.example');
        const robots = await other.app.inject({ url: '/robots.txt', headers });
        expect(robots.body).toContain('Sitemap: https://www.baytak.example/sitemap.xml');
        expect(robots.body).not.toContain('evil.example');
      }
      const after = await other.app.inject({ url: '/sitemap.xml' });
      expect(after.body).not.toContain('evil.example');
    } finally {
      await other.close();
    }
    // Outside production without PUBLIC_URL: http://localhost:PORT, still not the Host header.
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.body).toContain('<loc>http://localhost:3000/properties</loc>');
    expect(res.body).not.toContain('evil.example');
  });

  it('serves robots.txt allowing all but the private areas, pointing at the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /ar/dashboard',
        'Disallow: /add-listing',
        'Disallow: /ar/add-listing',
        'Disallow: /auth/',
        'Disallow: /ar/auth/',
        'Disallow: /api/',
        '',
        'Sitemap: http://localhost:3000/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
