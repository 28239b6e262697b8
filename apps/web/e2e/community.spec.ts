import type { Page } from '@playwright/test';
import { expect, nextApiAnswer, signIn, submitLoginForm, test } from './fixtures';
import { scaled } from './time';

const feedbackDialog = (page: Page) => page.getByRole('dialog', { name: 'Share Your Feedback' });

test('feedback: a guest is told to log in; Escape closes the dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Share Your Feedback' }).click();
  const dialog = feedbackDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByLabel('Title').fill('Love the map');
  await dialog.getByLabel('Description').fill('Searching by area is great.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/You must be logged in to submit a review/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('feedback: blank fields are refused; a 4.5 rating is sent, thanked, and the modal closes', async ({ page }) => {
  await signIn(page, 'fatima@demo.estate');
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Share Your Feedback' }).click();
  const dialog = feedbackDialog(page);
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByLabel('Description').fill('  ');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

  // The rating starts at 5; the arrow keys move through the half steps.
  await expect(dialog.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
  await dialog.getByRole('radio', { name: '5 stars', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: '4.5 stars', exact: true })).toBeChecked();
  await expect(dialog.getByText('4.5 out of 5')).toBeVisible();

  await dialog.getByLabel('Title').fill('Smooth search');
  await dialog.getByLabel('Description').fill('Filters are quick; please add school distances.');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/app-feedback/') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await request).postDataJSON()).toEqual({
    title: 'Smooth search',
    description: 'Filters are quick; please add school distances.',
    rating: 4.5,
  });
  await expect(page.getByText('Thank you for your feedback!').first()).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: scaled(4000) });
  // The notice outlives the modal (6 seconds in all).
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
});

test('follow an author from their profile and see their listings in the dashboard feed', async ({ page }) => {
  await signIn(page, 'zainab@demo.estate');
  // Start from nobody followed, so the feed can only hold the new author's items.
  for (let id = 1; id <= 40; id++) await page.request.delete(`/api/follows/${id}/`);

  await page.goto('/profile/omar-al-farsi');
  await expect(page.getByRole('heading', { level: 1, name: /Omar Al-Farsi/ })).toBeVisible();
  const count = page.getByTestId('followers-count');
  const before = Number(await count.textContent());
  const followed = nextApiAnswer(page, 'POST', '/api/follows/');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  expect((await followed).ok()).toBe(true);
  await expect(count).toHaveText(String(before + 1));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(page.getByTestId('followers-count')).toHaveText(String(before + 1));

  await page.goto('/dashboard');
  const feed = page.getByTestId('following-feed');
  await expect(feed.getByTestId('feed-item').first()).toBeVisible();
  await expect(feed.getByTestId('feed-item').first()).toContainText('Omar Al-Farsi');
  expect(await feed.getByTestId('feed-item').filter({ hasNotText: 'Omar Al-Farsi' }).count()).toBe(0);

  await page.goto('/profile/omar-al-farsi');
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(page.getByTestId('followers-count')).toHaveText(String(before));
});

test('a guest who posts a demand logs in, fills the form and finds the demand on /demands', async ({ page }) => {
  const title = `Corner house in Multan ${Date.now().toString(36)}`;
  await page.goto('/demands');
  await expect(page.getByTestId('demand-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Post a demand' }).click();
  await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent('/demands?new=1')}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await submitLoginForm(page, 'hassan@demo.estate');
  await expect(page).not.toHaveURL(/\/auth\//);

  const dialog = page.getByRole('dialog', { name: 'Post a demand' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Post demand' }).click();
  await expect(dialog.getByText('Enter a title.')).toBeVisible();
  await expect(dialog.getByText('Choose whether you want to buy or rent.')).toBeVisible();

  await dialog.getByLabel('Buy').check();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description').fill('Five bedrooms, near a school, ready to move in.');
  await dialog.getByLabel('Property type').selectOption('house');
  await dialog.getByLabel('Country').selectOption('PK');
  await dialog.getByLabel('City').fill('Multan');
  await dialog.getByLabel('Minimum budget').fill('30000000');
  await dialog.getByLabel('Maximum budget').fill('20000000');
  await dialog.getByLabel('Bedrooms (at least)').selectOption('5');
  await dialog.getByRole('button', { name: 'Post demand' }).click();
  await expect(dialog.getByText('The maximum budget must be at least the minimum.')).toBeVisible();
  await dialog.getByLabel('Maximum budget').fill('70000000');
  await expect(dialog.getByLabel('Currency')).toHaveValue('PKR');
  await dialog.getByRole('button', { name: 'Post demand' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your demand is posted.')).toBeVisible();

  const card = page.getByTestId('demand-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Looking to buy');
  await expect(card).toContainText('5+ bedrooms');

  // Anyone finds it with the filters in the URL.
  await page.goto(`/demands?purpose=sale&city=multan&q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('demand-card')).toHaveCount(1);
  await expect(page.getByTestId('demand-card')).toContainText(title);
  await page.goto('/dashboard?tab=demands');
  await expect(page.getByTestId('demands-tab').getByRole('heading', { name: title })).toBeVisible();
});
