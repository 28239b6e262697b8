import AxeBuilder from '@axe-core/playwright';
import { expect, openAvatarMenu, signIn, test } from './fixtures';

test('the administrator approves a pending listing and a guest then finds it public', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'noor@demo.estate');
  await openAvatarMenu(page);
  await page.getByTestId('admin-menu-link').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

  // The first listing waiting for review.
  const item = page.getByTestId('review-item').first();
  const link = item.getByRole('heading', { level: 3 }).getByRole('link');
  const title = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/properties\/.+-\d+$/);

  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  expect((await guestPage.request.get(`/api/properties/${href.split('/').pop()}/`)).status()).toBe(404);

  const accessibility = await new AxeBuilder({ page }).include('[data-testid="admin-console"]').analyze();
  expect(accessibility.violations.map((v) => v.id)).toEqual([]);

  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
  await expect(page.locator(`[data-testid="review-item"] a[href="${href}"]`)).toHaveCount(0);

  const response = await guestPage.goto(href);
  expect(response?.status()).toBe(200);
  await expect(guestPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // It shows in search, for example when searching for its own title.
  await guestPage.goto(`/properties?q=${encodeURIComponent(title)}&sort=newest`);
  await expect(guestPage.locator(`a[href="${href}"]`).first()).toBeVisible();

  // The activity log names who approved it.
  await page.goto('/admin?tab=log');
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toContainText('Noor');
  await expect(firstRow).toContainText('Approved listing');
  await guest.close();
});

test('the administrator rejects with a reason the owner reads on the listing', async ({ page, browser, baseURL }) => {
  await signIn(page, 'noor@demo.estate');
  await page.goto('/admin?tab=queue');
  const first = page.getByTestId('review-item').first();
  const href = (await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href'))!;
  // Pinned by its link: the list refreshes after the decision.
  const item = page.getByTestId('review-item').filter({ has: page.locator(`a[href="${href}"]`) });
  // The queue shows the owner's e-mail: they will read the reason on their listing.
  const ownerEmail = /\(([^()\s]+@demo\.estate)\)/.exec((await item.textContent()) ?? '')?.[1];
  expect(ownerEmail).toBeTruthy();
  await item.getByRole('button', { name: 'Reject…' }).click();
  await item.getByRole('button', { name: 'Reject listing' }).click();
  await expect(item.getByRole('alert')).toHaveText('Write a reason (at least 3 characters).');
  const reason = 'The price looks wrong: please check it and the area.';
  await item.getByLabel('Reason for the owner').fill(reason);
  await item.getByRole('button', { name: 'Reject listing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rejected' })).toBeVisible();

  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, ownerEmail!);
  await ownerPage.goto(href);
  await expect(ownerPage.getByTestId('review-notice')).toContainText(reason);
  // Only an administrator can publish it again: the status is locked, and the owner appeals instead.
  await expect(ownerPage.getByLabel('Status')).toBeDisabled();
  await expect(ownerPage.getByText('Only an administrator can publish this listing again.')).toBeVisible();
  const appeal = ownerPage.getByTestId('appeal-form');
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(appeal.getByRole('alert')).toHaveText('Please write at least 10 characters.');
  const message = 'I checked the price and the area with the title deed; both are right.';
  await appeal.getByLabel('Appeal to the administrators').fill(message);
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(ownerPage.getByTestId('appeal-sent')).toContainText(message);
  await owner.close();

  // The appeal puts the listing back in the waiting queue, with the owner's words beside the reason.
  await page.goto('/admin?tab=queue');
  const appealed = page.getByTestId('review-item').filter({ has: page.locator(`a[href="${href}"]`) });
  await expect(appealed.getByTestId('appeal-note')).toContainText(message);
  await expect(appealed.getByRole('button', { name: 'Approve' })).toBeVisible();
});

test('anyone else gets the ordinary 404 page at /admin; a guest is sent to log in', async ({ page }) => {
  const guest = await page.goto('/admin');
  expect(guest?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin/);

  await signIn(page, 'ayesha@demo.estate');
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('admin-console')).toHaveCount(0);
  expect((await page.request.get('/api/admin/summary/')).status()).toBe(403);
  await openAvatarMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('admin-menu-link')).toHaveCount(0);
});

test('a signed-in visitor reports a listing once', async ({ page }) => {
  await signIn(page, 'fatima@demo.estate');
  const { results } = (await (await page.request.get('/api/properties/?page_size=20')).json()) as {
    results: { slug: string }[];
  };
  let slug: string | undefined;
  for (const card of results) {
    const detail = (await (await page.request.get(`/api/properties/${card.slug}/`)).json()) as { is_owner: boolean };
    if (!detail.is_owner) {
      slug = card.slug;
      break;
    }
  }
  await page.goto(`/properties/${slug}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
  await dialog.getByLabel(/Asked for money before a viewing/).check();
  await dialog.getByLabel(/Anything else/).fill('Asked for a deposit before any visit.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thanks. We’ll tell you what we decide.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Report this listing' }).click();
  // The same reason again is refused (once per reporter, listing and reason).
  await dialog.getByLabel(/Asked for money before a viewing/).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You already reported this for the same reason.');
});
