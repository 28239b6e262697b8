import type { Page } from '@playwright/test';
import { expect, signIn, switchLanguage, test } from './fixtures';
import { mailedLink } from './mailbox';

/** Errors a page logs: the dashboard must render without any. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function register(page: Page) {
  const email = `dashboard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Nadia Aslam');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Phone number').fill('+92 300 1234567');
  await page.locator('#field-password').fill('dashboard e2e passphrase');
  await page.getByLabel('I am a').selectOption('buyer');
  await page.locator('#field-accept_terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('check-inbox')).toContainText(email);
  await page.goto(await mailedLink(page.url(), email, '/auth/verify-email'));
  await expect(page.getByTestId('verify-done')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the overview shows the demo agent`s numbers and charts them over time', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, 'ayesha@demo.estate', '/dashboard');
  const overview = (await (await page.request.get('/api/dashboard/overview/')).json()) as {
    counts: { active: number; total: number };
    analytics: { views: number };
    inquiries: { whatsapp: number };
  };
  expect(overview.counts.total).toBeGreaterThan(0);
  const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

  const counts = page.getByTestId('dashboard-counts');
  await expect(counts.locator('li').filter({ hasText: 'Active' }).first()).toContainText(fmt(overview.counts.active));
  await expect(counts.locator('li').filter({ hasText: 'Total' })).toContainText(fmt(overview.counts.total));
  await expect(page.getByTestId('dashboard-analytics')).toContainText(fmt(overview.analytics.views));
  await expect(page.getByTestId('dashboard-inquiries').locator('li', { hasText: 'WhatsApp' })).toContainText(
    fmt(overview.inquiries.whatsapp),
  );
  await expect(page.getByTestId('db-quota')).toBeVisible();
  await expect(page.getByTestId('db-credits')).toBeVisible();
  await expect(page.getByTestId('dashboard-legacy')).toBeVisible();

  // Advanced: the chart of the last 30 days, then 7 days, then one listing.
  await page.getByRole('button', { name: 'Advanced' }).click();
  const advanced = page.getByTestId('dashboard-advanced');
  const chart = advanced.getByRole('img', { name: /Views, clicks and shares per day, last 30 days: All listings/ });
  await expect(chart).toBeVisible();
  await expect(advanced.locator('path[stroke]').first()).toHaveAttribute('d', /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){29}$/);
  await advanced.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(advanced.getByRole('img', { name: /last 7 days/ })).toBeVisible();
  await advanced.getByText('Show the data as a table').click();
  await expect(advanced.locator('tbody tr')).toHaveCount(7);

  const select = advanced.getByLabel('Listing', { exact: true });
  const choice = await select.locator('option').nth(1).textContent();
  await select.selectOption({ index: 1 });
  await expect(advanced.getByRole('img', { name: new RegExp(`last 7 days: ${escape(choice!)}`) })).toBeVisible();
  expect(errors).toEqual([]);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the listings tab lists the user`s listings and edits a price', async ({ page }) => {
  await signIn(page, 'omar@demo.estate', '/dashboard?tab=listings');
  const mine = (await (await page.request.get('/api/dashboard/listings/')).json()) as {
    count: number;
    results: { id: number; title: string; price: number }[];
  };
  const table = page.getByTestId('my-listings');
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(20, mine.count));
  const first = mine.results[0];
  const row = page.getByTestId(`my-listing-${first.id}`);
  await expect(row).toContainText(first.title);

  const price = first.price + 12_345;
  await row.getByRole('button', { name: `Edit the price of ${first.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the price' });
  await dialog.getByRole('textbox').fill(String(price));
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(row).toContainText(new Intl.NumberFormat('en-US').format(price));
  const stored = (await (await page.request.get(`/api/properties/${first.id}/`)).json()) as { price: number };
  expect(stored.price).toBe(price);

  // Filters come from the URL and the avatar menu's "my listings" lands here.
  await page
    .getByRole('navigation', { name: 'Filter by status' })
    .getByRole('link', { name: /^For sale/ })
    .click();
  await expect(page).toHaveURL(/status=for_sale/);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  for (const select of await table.getByRole('combobox').all()) await expect(select).toHaveValue('for_sale');
});

test('bookmarks: empty for a new user, then the property they liked', async ({ page }) => {
  await register(page);
  await page.goto('/dashboard?tab=listings&view=favorites');
  await expect(page.getByTestId('favorites-empty')).toContainText('No bookmarked properties yet');
  await page.goto('/dashboard?tab=listings');
  await expect(page.getByTestId('listings-empty')).toContainText('You have no properties yet');

  await page.goto('/properties');
  const card = page.getByTestId('listing-card').first();
  const id = await card.getAttribute('data-listing-id');
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  // The heart turns at once; the like is stored when the request answers: wait for it before leaving.
  const stored = page.waitForResponse((r) => r.url().includes('/api/LikeOrUnlike/') && r.request().method() === 'POST');
  await card.getByTestId('like-button').click();
  await expect(card.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  expect((await stored).ok()).toBe(true);

  await page.goto('/dashboard?tab=listings&view=favorites');
  const table = page.getByTestId('favorites-table');
  await expect(table.getByRole('columnheader')).toHaveText(['Property', 'Price', 'Type', 'Status', 'Actions']);
  const row = page.getByTestId(`favorite-${id}`);
  await expect(row).toContainText(title);
  await expect(row.getByRole('link', { name: 'View' })).toBeVisible();
  // Not the user's own listing: no price or feature actions.
  await expect(row.getByRole('button', { name: /Edit the price/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Feature' })).toHaveCount(0);
});

test('a failed load shows an error title and the retry button loads it', async ({ page }) => {
  await signIn(page, 'ayesha@demo.estate', '/dashboard?tab=listings');
  let failed = 0;
  await page.route('**/api/dashboard/favorites/**', async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"boom","message":"Boom"}' });
      return;
    }
    await route.continue();
  });
  await page.getByRole('link', { name: 'Bookmarked' }).click();
  await expect(page).toHaveURL(/view=favorites/);
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load favorite properties' });
  await expect(alert.getByRole('heading', { name: 'Failed to load favorite properties' })).toBeVisible();
  expect(failed).toBe(1);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('favorites-table')).toBeVisible();
  await expect(alert).toBeHidden();
});

test('the dashboard in Arabic is right-to-left and translated', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, 'ayesha@demo.estate', '/dashboard');
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'أقسام لوحة التحكم' })).toBeVisible();
  await expect(page.getByTestId('dashboard-counts')).toContainText('نشطة');
  await expect(page.getByRole('heading', { name: 'الاستفسارات' })).toBeVisible();
  await page.getByRole('button', { name: 'عرض متقدم' }).click();
  await expect(page.getByTestId('dashboard-advanced').getByRole('img')).toBeVisible();

  // Server-rendered in Arabic too (the language is in the URL), on the listings tab.
  await expect(page).toHaveURL(/\/ar\/dashboard/);
  await page.goto('/ar/dashboard?tab=listings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'إعلاناتي' })).toBeVisible();
  const row = page.getByTestId('my-listings').locator('tbody tr').first();
  const box = await row.locator('td').first().boundingBox();
  const last = await row.locator('td').last().boundingBox();
  // The first column (the property) is on the right in Arabic.
  expect(box!.x).toBeGreaterThan(last!.x);
  await switchLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(errors).toEqual([]);
});
