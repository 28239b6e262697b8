import { type ListingInput } from '@estate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../src/features/blog/blog.table.js';
import { buildListingRow } from '../src/features/listings/listing-row.js';
import { listings } from '../src/features/listings/listing.table.js';
import { serviceOffers } from '../src/features/services/service.table.js';
import { indexFileNames } from '../src/features/seo/sitemap.js';
import { createUser, testUserSeed } from '../src/seed/factories/user.factory.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const home: Omit<ListingInput, 'featured_image' | 'gallery_images' | 'videos' | 'floor_plans'> = {
  purpose: 'sale',
  area_type: 'residential',
  property_type: 'house',
  title: 'Corner House in Gulberg',
  description: '',
  price: 25_000_000,
  currency: 'PKR',
  bedrooms: 4,
  bathrooms: 3,
  amenities: [],
  country: 'PK',
  city: 'Lahore',
  address: 'Gulberg III, Lahore',
  latitude: 31.51,
  longitude: 74.34,
  area_unit: 'marla',
  area_size: 10,
  youtube_links: [],
  title_translation: '',
  description_translation: '',
};

interface Entry {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** A sitemap file as a crawler reads it: each `<url>`'s location, date and language versions. */
function parseUrlset(xml: string): Entry[] {
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [
        l,
        h,
      ]),
    ),
  }));
}

describe('sitemap: service providers and public profiles (issue 39 M21)', () => {
  let t: TestApp;
  const slugs = {} as Record<'lister' | 'writer' | 'provider' | 'empty' | 'suspended' | 'paused', string>;
  let offerSlug = '';
  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    const lister = await createUser(db, testUserSeed({ fullName: 'Lina Lister', type: 'agent' }));
    const writer = await createUser(db, testUserSeed({ fullName: 'Walid Writer' }));
    const provider = await createUser(db, testUserSeed({ fullName: 'Parveen Plumber', type: 'service_provider' }));
    const empty = await createUser(db, testUserSeed({ fullName: 'Ellie Empty' }));
    const suspended = await createUser(db, testUserSeed({ fullName: 'Sam Suspended', accountStatus: 'suspended' }));
    const paused = await createUser(db, testUserSeed({ fullName: 'Paula Paused', type: 'service_provider' }));
    Object.assign(slugs, {
      lister: lister.slug,
      writer: writer.slug,
      provider: provider.slug,
      empty: empty.slug,
      suspended: suspended.slug,
      paused: paused.slug,
    });
    await db.insert(listings).values([buildListingRow(home, lister.id, 7001)]);
    await db
      .insert(blogPosts)
      .values({ authorId: writer.id, slug: 'moving-tips', title: 'Tips', contentHtml: '<p>x</p>' });
    const offer = (providerId: number, slug: string, status = 'active') => ({
      providerId,
      slug,
      trade: 'plumbing',
      title: `Plumbing by ${slug}`,
      description: 'Leaks and taps',
      country: 'PK',
      city: 'Lahore',
      cityKey: 'lahore',
      areaServed: 'Lahore',
      status,
    });
    offerSlug = 'leak-repairs-lahore';
    await db
      .insert(serviceOffers)
      .values([
        offer(provider.id, offerSlug),
        offer(paused.id, 'paused-offer', 'paused'),
        offer(suspended.id, 'suspended-offer'),
      ]);
  });
  afterAll(() => t.close());

  it('lists active service offers and the profiles that show something, in both languages', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const entries = parseUrlset(res.body);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    const at = (path: string) => `http://localhost:3000${path}`;

    const offer = byLoc.get(at(`/services-list/${offerSlug}`));
    expect(offer?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(offer?.alternates).toEqual({
      en: at(`/services-list/${offerSlug}`),
      ar: at(`/ar/services-list/${offerSlug}`),
      'x-default': at(`/services-list/${offerSlug}`),
    });
    expect(byLoc.has(at(`/ar/services-list/${offerSlug}`))).toBe(true);

    // A lister, a writer and a provider have public profiles worth listing, in both languages.
    for (const who of ['lister', 'writer', 'provider'] as const) {
      expect(byLoc.has(at(`/profile/${slugs[who]}`)), who).toBe(true);
      expect(byLoc.get(at(`/ar/profile/${slugs[who]}`))?.alternates.en, who).toBe(at(`/profile/${slugs[who]}`));
    }
    // Not: a paused offer, a suspended account's offer or profile, a profile with nothing on it,
    // or a provider whose only offer is paused.
    const locs = entries.map((entry) => entry.loc).join('\n');
    expect(locs).not.toContain('paused-offer');
    expect(locs).not.toContain('suspended-offer');
    for (const who of ['empty', 'suspended', 'paused'] as const) expect(locs, who).not.toContain(`/${slugs[who]}`);
  });

  it('serves services and profiles files by id range for the index; a bad file name is a 404', async () => {
    const services = await t.app.inject({ url: '/sitemaps/services-1.xml' });
    expect(services.statusCode).toBe(200);
    const offers = parseUrlset(services.body).map((entry) => entry.loc);
    expect(offers).toEqual([
      `http://localhost:3000/services-list/${offerSlug}`,
      `http://localhost:3000/ar/services-list/${offerSlug}`,
    ]);
    const profiles = parseUrlset((await t.app.inject({ url: '/sitemaps/profiles-1.xml' })).body).map((e) => e.loc);
    expect(profiles).toContain(`http://localhost:3000/ar/profile/${slugs.provider}`);
    expect(profiles).not.toContain(`http://localhost:3000/profile/${slugs.empty}`);
    expect(profiles).toHaveLength(6);
    // A range past the last id is an empty file; a name out of range or not a number is a 404.
    expect(parseUrlset((await t.app.inject({ url: '/sitemaps/profiles-2.xml' })).body)).toEqual([]);
    for (const bad of ['/sitemaps/services-0.xml', '/sitemaps/profiles-x.xml', '/sitemaps/services-100001.xml']) {
      expect((await t.app.inject({ url: bad })).statusCode, bad).toBe(404);
    }
  });

  it('names services and profiles files in the index of a large site: 1,000,000 listings make 40 files', () => {
    const files = indexFileNames([
      ['listings', 1_000_000],
      ['services', 30_000],
      ['profiles', 120_001],
    ]);
    expect(files[0]).toBe('/sitemaps/pages.xml');
    expect(files.filter((f) => f.startsWith('/sitemaps/listings-'))).toHaveLength(40);
    expect(files.filter((f) => f.startsWith('/sitemaps/services-'))).toEqual([
      '/sitemaps/services-1.xml',
      '/sitemaps/services-2.xml',
    ]);
    expect(files.filter((f) => f.startsWith('/sitemaps/profiles-'))).toHaveLength(5);
    expect(indexFileNames([['services', 0]])).toEqual(['/sitemaps/pages.xml']);
  });
});
