import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PAGES = ['/', '/auth/login', '/auth/register', '/faq', '/privacy-policy', '/properties', '/corporateservices'];

/** Errors the page logs (hydration mismatches, failed requests, uncaught exceptions). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// One test per page: axe takes seconds of CPU a page, and seven of them in one test passed the
// 60 s limit when the other worker was busy (CI, 2026-11-25).
for (const lang of ['en', 'ar']) {
  for (const path of PAGES) {
    test(`${path} in ${lang} hydrates without errors and passes axe accessibility checks`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`${lang === 'ar' ? '/ar' : ''}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        `accessibility of ${path}`,
      ).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

test('the signed-in dashboard hydrates without errors in Arabic', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/ar/auth/login?redirect=%2Far%2Fdashboard%3Ftab%3Dprofile');
  await page.locator('#field-email').fill('khalid@demo.estate');
  await page.locator('#field-password').fill('demo-password');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/tab=profile$/);
  await expect(page.getByTestId('dashboard-tab-profile')).toContainText('Khalid Mansour');
  await page.reload();
  expect(errors).toEqual([]);

  // A signed-in page (and its client-navigation data) never goes into a shared cache.
  for (const path of ['/dashboard?tab=profile', '/dashboard.data?tab=profile']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    expect(response.headers()['vary'], path).toContain('Cookie');
  }
});

test('hashed assets are kept a year, media a month (issue 17)', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const asset = /\/assets\/[\w.-]+\.js(?!\w)/.exec(html)?.[0];
  expect(asset, 'a hashed script in the page').toBeTruthy();
  const script = await page.request.get(asset!);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Compressed at build time and sent as it is, in the encoding the browser asked for.
  const plain = await (await page.request.get(asset!, { headers: { 'accept-encoding': 'identity' } })).text();
  for (const encoding of ['br', 'gzip']) {
    const answer = await page.request.get(asset!, { headers: { 'accept-encoding': encoding } });
    expect(answer.headers()['content-encoding']).toBe(encoding);
    expect(answer.headers()['vary']).toMatch(/accept-encoding/i);
    expect(await answer.text()).toBe(plain);
  }
  const answer = (await (await page.request.get('/api/properties/?page_size=1')).json()) as {
    results: { photo: { url: string } | null }[];
  };
  // A card's photo is the cover's card rendition (issue 43).
  const media = answer.results[0]?.photo?.url;
  expect(media, 'a listing photo').toBeTruthy();
  const photo = await page.request.get(media!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['cache-control']).toBe('public, max-age=2592000');
});
