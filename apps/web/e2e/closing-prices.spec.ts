import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * How close the price check comes to final prices (issue 41): the methodology page with its table
 * per city, the links to it, and a lister marking a listing sold with the price it went for.
 */

interface Accuracy {
  min_closed: number;
  cities: { slug: string; name_en: string; name_ar: string; closed: number; median_error: number | null }[];
}

async function accuracyOf(page: Page): Promise<Accuracy> {
  const answer = await page.request.get('/api/areas/price-check-accuracy/');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Accuracy;
}

test('the price check methodology: how it works, and per city not enough closed prices yet in the demo', async ({
  page,
}) => {
  const accuracy = await accuracyOf(page);
  expect(accuracy.cities.length).toBeGreaterThan(2);

  await page.goto('/methodology/area-prices');
  await page.getByRole('link', { name: /^How the price check works/ }).click();
  await expect(page).toHaveURL(/\/methodology\/price-check$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How the price check works');
  await expect(page.getByRole('heading', { name: 'Which listings it compares with' })).toBeVisible();
  await expect(page.getByText('a size within 25 %', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asking prices, not sales' })).toBeVisible();
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/methodology\/price-check$/);

  const table = page.getByRole('table', { name: /median error against final prices/ });
  await expect(table.locator('tbody tr')).toHaveCount(accuracy.cities.length);
  for (const city of accuracy.cities) {
    const row = table.getByTestId(`accuracy-${city.slug}`);
    await expect(row.getByRole('rowheader')).toHaveText(city.name_en);
    await expect(row).toContainText(`Not enough closed prices yet (${city.closed} of 30)`);
  }

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/methodology/price-check</loc>');
  expect(sitemap).toContain('/ar/methodology/price-check</loc>');
});

test('in Arabic: right to left, the same cities in Arabic, not enough closed prices yet', async ({ page }) => {
  const accuracy = await accuracyOf(page);
  await page.goto('/ar/methodology/price-check');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كيف يعمل فحص السعر');
  const table = page.getByRole('table', { name: /الخطأ الوسيط/ });
  for (const city of accuracy.cities) {
    const row = table.getByTestId(`accuracy-${city.slug}`);
    await expect(row.getByRole('rowheader')).toHaveText(city.name_ar);
    await expect(row).toContainText(`لا توجد أسعار نهائية كافية بعد (${city.closed} من 30)`);
  }
  await page.goto('/ar/methodology/area-prices');
  await expect(page.getByRole('link', { name: /^كيف يعمل فحص السعر/ })).toHaveAttribute(
    'href',
    '/ar/methodology/price-check',
  );
});

test('a lister marks a listing sold from the dashboard, with the final price in Arabic-Indic digits', async ({
  page,
}) => {
  await signIn(page, 'omar@demo.estate', '/dashboard?tab=listings&status=for_sale');
  const mine = (await (await page.request.get('/api/dashboard/listings/?status=for_sale')).json()) as {
    results: { id: number; title: string; currency: string }[];
  };
  const listing = mine.results[0];
  if (!listing) throw new Error('omar@demo.estate should have a listing for sale');
  const row = page.getByTestId(`my-listing-${listing.id}`);
  const select = row.getByRole('combobox', { name: `Status of ${listing.title}` });
  const storedStatus = async () =>
    ((await (await page.request.get(`/api/properties/${listing.id}/`)).json()) as { status: string }).status;

  await select.selectOption('sold');
  const dialog = page.getByRole('dialog', { name: 'Mark as sold' });
  await expect(dialog).toContainText(listing.title);
  await expect(dialog).toContainText(listing.currency);
  await expect(dialog).toContainText('Helps Baytak show how close its price checks are. Never shown on the listing.');
  const price = dialog.getByLabel('Final price (optional)');

  // A price of nothing is refused by the server, on the field; the listing stays for sale.
  await price.fill('0');
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/properties/${listing.id}/status/`));
  await dialog.getByRole('button', { name: 'Mark as sold' }).click();
  expect((await refused).status()).toBe(400);
  await expect(dialog.getByText('Please enter a price greater than zero.')).toBeVisible();
  await expect(price).toHaveValue('0');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(await storedStatus()).toBe('for_sale');

  await price.fill('١٬٢٣٤٬٠٠٠');
  const sent = page.waitForRequest((r) => r.url().endsWith(`/api/properties/${listing.id}/status/`));
  await dialog.getByRole('button', { name: 'Mark as sold' }).click();
  expect((await sent).postDataJSON()).toEqual({ status: 'sold', final_price: 1_234_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(await storedStatus()).toBe('sold');

  // Back on the market for the other journeys of this server (opening again forgets the closing).
  const reopened = await page.request.post(`/api/properties/${listing.id}/status/`, { data: { status: 'for_sale' } });
  expect(reopened.ok()).toBe(true);
});
