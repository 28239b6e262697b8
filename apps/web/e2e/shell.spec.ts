import { expect, switchLanguage, test } from './fixtures';

test('switching to Arabic flips the page to right-to-left and survives a reload', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأسئلة الشائعة');
  await expect(page.getByTestId('country-badge')).toContainText('باكستان');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');

  // Issue 16: the Arabic page has its own URL, which keeps its language on a reload.
  await expect(page).toHaveURL(/\/ar\/faq$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'العقارات' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'العقارات' }).first()).toHaveAttribute('href', '/ar/properties');

  // The server renders Arabic from the path alone, with no cookie, before any script runs; the
  // English URL stays English for the same visitor.
  const html = await (await page.request.get('/ar/faq', { headers: { cookie: '' } })).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/faq"\/>/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/faq"\/>/);
  expect(await (await page.request.get('/faq')).text()).toContain('<html lang="en" dir="ltr">');

  // The choice is remembered: opening the bare home page goes to the Arabic one (once).
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/$/);
  // The switcher goes back to the same page in English and remembers that instead.
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('the navigation bar hides on scrolling down and returns on scrolling up', async ({ page }) => {
  await page.goto('/terms');
  const nav = page.getByTestId('top-nav');
  await expect(nav).toHaveAttribute('data-hidden', 'false');
  expect(await nav.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s');
  await page.mouse.wheel(0, 1200);
  await expect(nav).toHaveAttribute('data-hidden', 'true');
  // Hidden when its 0.3 s slide has ended: polled, not a fixed wait.
  await expect.poll(async () => (await nav.boundingBox())!.y).toBeLessThan(0);
  await page.mouse.wheel(0, -300);
  await expect(nav).toHaveAttribute('data-hidden', 'false');
  await expect.poll(async () => (await nav.boundingBox())!.y).toBe(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone header names the brand and fits the width (issue 17)', async ({ page }) => {
    for (const path of ['/', '/ar/']) {
      await page.goto(path);
      await expect(page.locator('.logo__text')).toBeVisible();
      const nav = (await page.getByTestId('top-nav').boundingBox())!;
      expect(nav.width).toBeLessThanOrEqual(390);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });

  test('the mobile menu opens, navigates and remembers the last opened link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    // Nine links (Corporate services is in the footer: issue 39, M24) and the language switch, a link to the same page in Arabic.
    await expect(menu.getByRole('link')).toHaveCount(10);
    await menu.getByRole('link', { name: 'Demands' }).click();
    await expect(page).toHaveURL(/\/demands$/);
    await expect(menu).toBeHidden();

    await page.reload();
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: /Demands/ })).toHaveAttribute(
      'data-last-opened',
      'true',
    );

    // Leaving by another way (the logo) closes it too.
    await page.getByRole('link', { name: 'Baytak home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });

  // A guest's page loads only its own features' stylesheets: the phone rules of the profile and
  // demands pages once sat in the notifications stylesheet, which a guest never loads, and the
  // profile's listings were squeezed into a 30-pixel column beside the About box.
  test('for a guest, the profile and demands pages stack into one column', async ({ page }) => {
    for (const prefix of ['', '/ar']) {
      await page.goto(`${prefix}/profile/omar-al-farsi`);
      const card = (await page.getByTestId('listing-card').first().boundingBox())!;
      expect(card.width).toBeGreaterThan(300);
      const aside = (await page.locator('.profile-aside').boundingBox())!;
      expect(aside.y).toBeGreaterThan(card.y);

      await page.goto(`${prefix}/demands`);
      const toggle = page.locator('.demand-filters__toggle');
      await expect(toggle).toBeVisible();
      await expect(page.locator('#demand-filters')).toBeHidden();
      await toggle.click();
      await expect(page.locator('#demand-filters')).toBeVisible();
    }
  });
});

test('the logo shows the visitor country, and the visitor can choose another', async ({ page }) => {
  await page.goto('/');
  const badge = page.getByTestId('country-badge');
  await expect(badge).toContainText('Pakistan');
  await badge.click();
  // The markets the site lists in come first, above the other 240 countries (issue 17).
  await expect(page.getByRole('dialog').getByRole('button', { name: /Qatar/ })).toBeVisible();
  const names = await page.getByRole('dialog').getByRole('listitem').allInnerTexts();
  expect(names.slice(0, 5).map((name) => name.replace(/^\W+/u, '').trim())).toEqual([
    'Pakistan',
    'United Arab Emirates',
    'Saudi Arabia',
    'Egypt',
    'Qatar',
  ]);
  await page.getByPlaceholder('Search countries').fill('jordan');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Jordan/ })
    .click();
  await expect(badge).toContainText('Jordan');
  await page.reload();
  await expect(page.getByTestId('country-badge')).toContainText('Jordan');
});

test('every section of the site opens a real page', async ({ page }) => {
  const paths = [
    '/',
    '/properties',
    '/shorts',
    '/demands',
    '/blogpages',
    '/services-list',
    '/corporateservices',
    '/material',
    '/profile/ayesha-khan/',
    '/about',
    '/faq',
    '/disclaimer',
    '/terms',
    '/privacy-policy',
    '/refund-policy',
    '/cancellation-policy',
    '/auth/login',
    '/auth/register',
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(await page.title(), path).not.toBe('');
  }
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the FAQ is an accessible accordion of 17 questions', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByTestId('faq').getByRole('button');
  await expect(questions).toHaveCount(17);
  const first = questions.first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await first.press('Enter');
  await expect(panel).toBeHidden();
});
