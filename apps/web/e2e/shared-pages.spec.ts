import { expect, signIn, test } from './fixtures';

/** Cookies a returning guest may carry: a chosen country, area unit and language, a spent session. */
const GUEST_COOKIES = 'country=AE; area_unit=sqm; lang=ar; lang_home=1; sid=expired-session';

test('guest pages are the same for every guest, so a CDN may keep them (issue 16)', async ({
  request,
  page,
  baseURL,
}) => {
  const answer = (await (await request.get('/api/properties/?country=PK&page_size=1')).json()) as {
    results: { slug: string }[];
  };
  const slug = answer.results[0]!.slug;
  const blog = (await (await request.get('/api/blogs/?page_size=1')).json()) as { results: { slug: string }[] };
  const pages = [
    ...['/', '/properties?city=Lahore', `/properties/${slug}`, `/ar/properties/${slug}`],
    ...['/blogpages', `/ar/blogpages/${blog.results[0]!.slug}`, '/services-list', '/ar/faq', '/profile/ayesha-khan'],
  ];
  for (const path of pages) {
    const join = path.includes('?') ? '&' : '?';
    // Two fresh renders (different URLs, so neither comes from the response cache), one with cookies.
    const withCookies = await request.get(`${path}${join}probe=1`, { headers: { cookie: GUEST_COOKIES } });
    const without = await request.get(`${path}${join}probe=2`, { headers: { cookie: '' } });
    for (const response of [withCookies, without]) {
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-cache'], path).toBeUndefined();
      expect(response.headers()['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(response.headers()['vary'] ?? '', path).not.toMatch(/cookie/i);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
      // Inline scripts are allowed by their hashes: a nonce kept by a CDN would be everyone's.
      const policy = response.headers()['content-security-policy']!;
      expect(policy, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(policy, path).not.toContain('nonce-');
    }
    const body = await without.text();
    expect(body, path).not.toContain('nonce=');
    expect((await withCookies.text()).replace(/probe(=|%3D)1/g, 'probe$12'), path).toBe(body);
  }

  // The page a guest with cookies got still shows their choices once it has loaded: the country
  // beside the logo comes from a request of its own.
  await page.context().addCookies([{ name: 'country', value: 'AE', url: baseURL! }]);
  await page.goto(`/properties/${slug}`);
  await expect(page.getByTestId('country-badge')).toContainText('United Arab Emirates');

  // A signed-in visitor's page is their own.
  await signIn(page, 'fatima@demo.estate', `/properties/${slug}`);
  const own = await page.request.get(`/properties/${slug}`);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(own.headers()['vary']).toContain('Cookie');
  expect(own.headers()['content-security-policy']).toContain("'nonce-");

  // A guest's pages that depend on the visitor, or editors, are not shared.
  for (const path of ['/material', '/auth/login', '/blogpages/new']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.headers()['cache-control'], path).not.toMatch(/public/);
  }
});

test('a returning visitor who chose Arabic is sent to the Arabic home page by the page itself, once (issue 16)', async ({
  page,
}) => {
  // As a CDN would serve it: the English home page, whatever cookies the visitor has.
  await page.goto('/faq');
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), cookie: '' } });
      await route.fulfill({ response });
    },
  );
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/ar\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Once per browser session: the English home page then stays English.
  await page.goto('/');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a guest page is rendered again only when what it shows changed (render memo, decision 0022)', async ({
  page,
  request,
}) => {
  // Profiles are not kept by the response cache: each request below reaches the render.
  await signIn(page, 'khalid@demo.estate', '/');
  const me = (await (await page.request.get('/api/auth/user/profile/')).json()) as { slug: string; bio: string | null };
  const path = `/profile/${me.slug}?memo=${Date.now()}`;
  const timing = (response: { headers(): Record<string, string> }) => response.headers()['server-timing'] ?? '';

  const first = await request.get(path, { headers: { cookie: '' } });
  expect(timing(first)).toMatch(/^render;dur=\d/);
  const again = await request.get(path, { headers: { cookie: '' } });
  expect(timing(again)).toBe('render;desc="kept"');
  expect(await again.text()).toBe(await first.text());

  // A change reaches the very next guest: the data is read for every request, so it renders anew.
  const bio = `Plumbing and wiring, checked ${Date.now()}`;
  const changed = await page.request.patch('/api/auth/user/profile/', { data: { bio } });
  expect(changed.status()).toBe(200);
  const after = await request.get(path, { headers: { cookie: '' } });
  expect(timing(after)).toMatch(/^render;dur=\d/);
  expect(await after.text()).toContain(bio);
  await page.request.patch('/api/auth/user/profile/', { data: { bio: me.bio ?? '' } });
});
