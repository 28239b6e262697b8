import { expect, test } from './fixtures';

interface Card {
  slug: string;
  title: string;
}

/**
 * Issue 17: on an Arabic page an English title, a leading number or a place name keeps its own
 * direction (isolated), so "4 Bed Apartment…" does not read "… Apartment 4", and Arabic lists use "،".
 */
test('English titles and place names on Arabic pages are isolated; lists use the Arabic comma', async ({ page }) => {
  const answer = (await (await page.request.get('/api/properties/?city=Dubai&page_size=48')).json()) as {
    results: Card[];
  };
  const listing = answer.results.find((card) => /^\d/.test(card.title) && /^[\x20-\x7e]+$/.test(card.title));
  expect(listing, 'a seeded English title that starts with a number').toBeTruthy();

  await page.goto(`/ar/properties/${listing!.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const crumb = page.getByTestId('breadcrumb-title');
  await expect(crumb).toHaveText(listing!.title);
  expect(await crumb.evaluate((el) => [el.tagName, getComputedStyle(el).direction])).toEqual(['BDI', 'ltr']);
  // The city is named in Arabic, from the gazetteer (no English city name in an Arabic breadcrumb).
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('listitem').nth(2)).toHaveText('دبي');

  await page.goto('/ar/properties?city=Dubai');
  const card = page.getByTestId('listing-card').first();
  const title = card.locator('.listing-card__title');
  const english = /^[\x20-\x7e]+$/.test((await title.textContent()) ?? '');
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe(english ? 'ltr' : 'rtl');
  await expect(card).toContainText('، ');
});
