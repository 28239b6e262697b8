import { expect, openAvatarMenu, test } from './fixtures';
import { mailedLink } from './mailbox';

const password = 'a long e2e passphrase';

test('register, log out, log in and land back on the protected page that sent you to login', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Nadia Saleem');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone number').fill('+92 300 7654321');
  await page.locator('#field-password').fill(password);
  await page.getByLabel('I am a').selectOption('owner');
  await page.locator('#field-accept_terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // Sign-up mails a link (decision 0027): it confirms the address and signs in.
  await expect(page.getByTestId('check-inbox')).toContainText(email);
  await page.goto(await mailedLink(page.url(), email, '/auth/verify-email'));
  await expect(page.getByTestId('verify-done')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Nadia');

  await openAvatarMenu(page);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/dashboard?tab=settings');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%3Ftab%3Dsettings$/);
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByTestId('dashboard-tab-settings')).toBeVisible();
});

test('registration shows each field error in place and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Kamran Ali');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Please enter your phone number.')).toBeVisible();
  await expect(page.getByText('The password must be at least 8 characters long.')).toBeVisible();
  await expect(page.getByText('Please choose an account type.')).toBeVisible();
  await expect(page.getByText('Please accept the terms to create your account.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Kamran Ali');
});

test('a wrong password gets a clear message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel('E-mail').fill('ayesha@demo.estate');
  await page.getByLabel('Password').fill('not-her-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
});

test('a guest is redirected from the dashboard to login', async ({ page }) => {
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a guest choosing add listing is asked to log in and returns to the wizard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'List a property' }).click();
  await expect(page.getByText('Please log in to add a listing.')).toBeVisible();
  await page.getByLabel('E-mail').fill('bilal@demo.estate');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/add-listing$/);
});

test('the avatar menu lists every entry, with support disabled', async ({ page }) => {
  await page.goto('/auth/login');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel('E-mail').fill('omar@demo.estate');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await openAvatarMenu(page);
  const menu = page.getByRole('menu');
  for (const name of ['Profile', 'Dashboard', 'My listings', 'Bookmarked properties', 'Account settings', 'Log out']) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: /Support/ })).toHaveAttribute('aria-disabled', 'true');
  await menu.getByRole('menuitem', { name: 'Bookmarked properties' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=listings&view=favorites$/);
});

test('what a visitor types before the page is interactive is kept', async ({ page }) => {
  // Hold the scripts back so the fields are filled on the server-rendered page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill('fatima@demo.estate');
  await page.getByLabel('Password').fill('demo-password');
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByLabel('E-mail')).toHaveValue('fatima@demo.estate');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('avatar-menu-button')).toBeVisible();
});

test('forgot password: the mailed link sets a new password once, and the old one stops working', async ({ page }) => {
  const email = `forgot-${Date.now()}@example.com`;
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Rabia Anwar');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone number').fill('+92 300 7654321');
  await page.locator('#field-password').fill(password);
  await page.getByLabel('I am a').selectOption('buyer');
  await page.locator('#field-accept_terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('check-inbox')).toBeVisible();
  // The visitor starts reading at the confirmation's heading (issue 39, U7).
  await expect(page.getByTestId('check-inbox').getByRole('heading')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText(email);

  const link = await mailedLink(page.url(), email, '/auth/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('New password again').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?reset=done$/);
  await expect(page.getByRole('status')).toContainText('Your password was changed');

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await page.getByLabel('Password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  // An unverified account sees the banner with "send the link again"... until the reset, which
  // proved the mailbox: the address counts as confirmed now.
  await expect(page.getByTestId('unverified-banner')).toHaveCount(0);

  // The link worked once: opened again, it says so at once, with one way on (issue 39, U8).
  await page.goto(link);
  await expect(page.getByTestId('reset-link-dead')).toContainText('was already used');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('reset-link-dead').getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('an unverified account sees the banner and can ask for a new link', async ({ page }) => {
  const email = `banner-${Date.now()}@example.com`;
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Bilal Ahmed');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone number').fill('+92 300 7654321');
  await page.locator('#field-password').fill(password);
  await page.getByLabel('I am a').selectOption('owner');
  await page.locator('#field-accept_terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('check-inbox')).toBeVisible();
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByTestId('unverified-banner');
  await expect(banner).toContainText(email);
  const first = await mailedLink(page.url(), email, '/auth/verify-email');
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(banner).toContainText('A new link is on its way.');
  // Only the newest link works.
  await page.goto(await mailedLink(page.url(), email, '/auth/verify-email', first));
  await expect(page.getByTestId('verify-done')).toBeVisible();
  await expect(page.getByTestId('unverified-banner')).toHaveCount(0);
});
