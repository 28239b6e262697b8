import { expect, test } from './fixtures';

test('the home page shows the listings this browser opened last, newest first (issue 18)', async ({ page }) => {
  // A first visit: nothing viewed yet, no strip.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);

  const answer = (await (await page.request.get('/api/properties/?page_size=2')).json()) as {
    results: { slug: string; title: string }[];
  };
  const [first, second] = answer.results;
  for (const listing of [first!, second!, first!]) {
    await page.goto(`/properties/${listing.slug}`);
    await expect(page.getByTestId('breadcrumb-title')).toHaveText(listing.title);
  }

  await page.goto('/');
  const strip = page.getByTestId('recently-viewed');
  await expect(strip.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  // Each once, the one opened last first.
  const links = strip.locator('a[href^="/properties/"]');
  const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))];
  expect(hrefs).toEqual([`/properties/${first!.slug}`, `/properties/${second!.slug}`]);

  // The same strip on the Arabic home page, with Arabic links.
  await page.goto('/ar/');
  await expect(page.getByRole('heading', { name: 'شاهدتها مؤخرًا' })).toBeVisible();
  await expect(
    page.getByTestId('recently-viewed').locator(`a[href="/ar/properties/${first!.slug}"]`).first(),
  ).toBeVisible();
});
