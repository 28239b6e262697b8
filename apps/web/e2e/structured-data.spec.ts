import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, read field by field
type Node = Record<string, any>;

/** Every JSON-LD script of the page, parsed as a crawler would. */
async function jsonLdOf(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Node);
}

const metaContent = (page: Page, selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';

  test(`a listing page's JSON-LD: the listing about its place, and the breadcrumb the page shows (${locale})`, async ({
    page,
  }) => {
    // A Dubai Marina flat: the breadcrumb names its area.
    const answer = await page.request.get('/api/properties/?city=Dubai&area=Dubai%20Marina&page_size=24');
    const { results } = (await answer.json()) as { results: { slug: string; property_type: string }[] };
    const listing = results.find((card) => card.property_type === 'apartment') ?? results[0];
    expect(listing, 'a seeded listing in Dubai Marina').toBeTruthy();
    await page.goto(`${prefix}/properties/${listing!.slug}`);

    const items = await jsonLdOf(page);
    const types = items.map((item) => item['@type']);
    expect(types).toEqual(['RealEstateListing', 'BreadcrumbList']);
    const [ld, crumbs] = items as [Node, Node];
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(ld['@id']).toBe(canonical);
    expect(ld.inLanguage).toBe(locale);
    expect(ld.mainEntity['@id']).toBe(`${canonical}#place`);
    expect(ld.about).toEqual({ '@id': `${canonical}#place` });
    expect(ld.offers.itemOffered).toEqual({ '@id': `${canonical}#place` });
    expect(ld.offers.priceCurrency).toBe('AED');
    expect(typeof ld.offers.price).toBe('number');
    expect(ld.mainEntity.floorSize.unitCode).toBe('MTK');
    expect(ld.mainEntity.geo['@type']).toBe('GeoCoordinates');
    expect(ld.mainEntity.address.addressLocality).toBe(locale === 'ar' ? 'دبي' : 'Dubai');
    if (listing!.property_type === 'apartment') expect(ld.mainEntity['@type']).toBe('Apartment');

    // The BreadcrumbList is the visible breadcrumb: the same names and links, in the page's language.
    const nav = page.getByRole('navigation', { name: locale === 'ar' ? 'مسار التنقل' : 'Breadcrumb' });
    const names = (await nav.locator('li').allTextContents()).map((text) => text.trim());
    const links = await nav.locator('a').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(names).toHaveLength(5);
    expect(crumbs['@id']).toBe(`${canonical}#breadcrumb`);
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(names);
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([...links, canonical]);
    expect(crumbs.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3, 4, 5]);
    for (const link of links) {
      const { pathname } = new URL(link);
      expect(pathname === '/ar' || pathname.startsWith('/ar/'), link).toBe(locale === 'ar');
    }
    // The area (here Dubai Marina or a neighbour) is named in the page's language; its step is a
    // search of that area, which finds the listing.
    expect(/[\u0600-\u06FF]/.test(names[3]!)).toBe(locale === 'ar');
    const area = new URL(links[3]!);
    expect(area.searchParams.get('area')).toMatch(/^[A-Z]/);
    const inArea = await page.request.get(`/api/properties/?${area.searchParams}&page_size=60`);
    const found = (await inArea.json()) as { results: { slug: string }[] };
    expect(found.results.map((card) => card.slug)).toContain(listing!.slug);
  });

  test(`the home page is shared with an image and a large Twitter card (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const image = await metaContent(page, 'property="og:image"');
    expect(image).toMatch(new RegExp(`^https?://[^/]+/images/share-${locale}\\.jpg$`));
    expect(await metaContent(page, 'property="og:image:width"')).toBe('1200');
    expect(await metaContent(page, 'property="og:image:height"')).toBe('630');
    expect(await metaContent(page, 'property="og:image:alt"')).toBeTruthy();
    expect(await metaContent(page, 'name="twitter:card"')).toBe('summary_large_image');
    expect(await metaContent(page, 'name="twitter:image"')).toBe(image);
    expect(await metaContent(page, 'name="twitter:title"')).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      locale === 'ar' ? /\/ar\/$/ : /[^r]\/$/,
    );
    const picture = await page.request.get(new URL(image!).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    expect((await jsonLdOf(page)).map((item) => item['@type'])).toEqual(['WebSite']);

    // Other pages have a summary card at least.
    await page.goto(`${prefix}/properties`);
    expect(await metaContent(page, 'name="twitter:card"')).toBe('summary');
    expect(await metaContent(page, 'name="twitter:title"')).toBeTruthy();
  });
}

test('the sitemap lists service offers and public profiles in both languages, and they open', async ({ page }) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto('/');
  const urls = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('The sitemap is not well-formed XML');
    return [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]!.textContent!,
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) =>
        link.getAttribute('hreflang'),
      ),
    }));
  }, xml);
  const paths = urls.map((url) => new URL(url.loc).pathname);
  const service = paths.find((path) => path.startsWith('/services-list/'));
  const profile = paths.find((path) => path.startsWith('/profile/'));
  expect(service, 'a service offer').toBeTruthy();
  expect(profile, 'a public profile').toBeTruthy();
  expect(paths).toContain(`/ar${service}`);
  expect(paths).toContain(`/ar${profile}`);
  for (const url of urls) expect(url.alternates).toEqual(['en', 'ar', 'x-default']);
  for (const path of [service!, `/ar${profile}`]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});
