import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

async function signedInPage(browser: Browser, baseURL: string, email: string, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email, path);
  return { page, context };
}

const requestRow = (page: Page, role: 'provider' | 'requester', text: string) =>
  page.getByTestId(`request-${role}`).filter({ hasText: text });

test('a visitor requests a service; the provider accepts it in the dashboard; the requester sees "Accepted"', async ({
  page,
  browser,
  baseURL,
}) => {
  const what = `Paint our two-bedroom flat, e2e ${Date.now()}`;

  // A guest finds the service by trade and is sent to log in to request it.
  await page.goto('/services-list?trade=finishing&city=Dubai');
  await expect(page.getByRole('heading', { level: 1, name: 'Home services' })).toBeVisible();
  await page.getByRole('link', { name: 'Apartment fit-out and renovation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apartment fit-out and renovation' })).toBeVisible();
  await expect(page.getByTestId('service-provider')).toContainText('Khalid Mansour');
  await expect(page.getByTestId('service-provider')).toContainText('Verified');
  await page.getByRole('link', { name: 'Log in to request' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);

  // Fatima logs in, comes back to the service and sends a request (validation first).
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('fatima@demo.estate');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/services-list\/apartment-fit-out-and-renovation-\d+/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const form = page.getByTestId('request-form');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Say what you need in at least 5 characters.')).toBeVisible();
  await form.getByLabel('What do you need?').fill(what);
  await form.getByLabel('Where?').fill('Jumeirah Lake Towers, cluster D');
  await form.getByLabel('Budget (optional)').fill('12000');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('request-sent')).toContainText('Request sent');

  // The requester's dashboard lists it as pending.
  await page.goto('/dashboard?tab=services');
  await expect(requestRow(page, 'requester', what).getByTestId('request-status')).toHaveText('Pending');

  // Khalid, the provider, sees it in his dashboard and accepts it.
  const provider = await signedInPage(browser, baseURL!, 'khalid@demo.estate', '/dashboard?tab=services');
  const received = requestRow(provider.page, 'provider', what);
  await expect(received).toContainText('From Fatima Zahra');
  await expect(received.getByTestId('request-status')).toHaveText('Pending');
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(received.getByTestId('request-status')).toHaveText('Accepted');
  await expect(received.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  // The request also reached his inbox as a message.
  await provider.page.goto('/dashboard?tab=messages');
  await expect(provider.page.getByText('Fatima Zahra').first()).toBeVisible();
  await provider.context.close();

  // Fatima sees the new state.
  await page.reload();
  await expect(requestRow(page, 'requester', what).getByTestId('request-status')).toHaveText('Accepted');
});

test('materials show rates by city with a chart and an estimate', async ({ page }) => {
  await page.goto('/material?city=Lahore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building materials: market rates');
  const rates = page.getByTestId('material-rates');
  await expect(rates.getByRole('row')).toHaveCount(7);
  await expect(rates).toContainText('Cement');
  await expect(rates).toContainText('PKR');
  await page.getByRole('link', { name: 'Show the chart of Steel (rebar)' }).click();
  await expect(page.getByRole('heading', { name: 'Steel (rebar) in Lahore over the last year' })).toBeVisible();
  const estimator = page.getByTestId('estimator');
  await estimator.getByLabel('Covered area').fill('1200');
  await estimator.getByRole('button', { name: 'Estimate' }).click();
  await expect(page.getByTestId('estimate-total')).toContainText('PKR');
});

for (const lang of ['en', 'ar']) {
  test(`the rates chart in ${lang} runs time left to right with labels that neither collide nor read as days`, async ({
    page,
  }) => {
    await page.goto(`${lang === 'ar' ? '/ar' : ''}/material?city=Lahore`);
    const labels = page.locator('.line-chart__grid > text');
    await expect(labels.first()).toBeVisible();
    const boxes = await labels.evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return { text: node.textContent ?? '', left: box.left, right: box.right };
      }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    // Monthly rates: each label names its month and year, so "Nov 24" is never mistaken for 2024.
    for (const box of boxes) expect(box.text).toMatch(/20\d\d|٢٠/);
    // Oldest on the left, newest on the right, in both languages; neighbours do not touch.
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.right);
  });
}

test('the rates table fits its card on a desktop and says it scrolls on a phone (issue 17)', async ({ page }) => {
  for (const lang of ['en', 'ar']) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${lang === 'ar' ? '/ar' : ''}/material?city=Lahore`);
    const scroll = page.getByTestId('material-rates-scroll');
    const fits = await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits, `no column cut off on a desktop (${lang})`).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(scroll).toBeVisible();
    const wide = await scroll.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (wide) {
      // Sideways scrolling is shown (edge shadows) and works with the keyboard.
      expect(await scroll.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
      await expect(scroll).toHaveAttribute('tabindex', '0');
    }
  }
});

test('shorts render a snapping feed of muted videos linking to their listings', async ({ page }) => {
  await page.goto('/shorts');
  const feed = page.getByTestId('shorts-feed');
  await expect(feed).toHaveCSS('scroll-snap-type', 'y mandatory');
  const first = page.getByTestId('short').first();
  const video = first.locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(first.getByRole('link', { name: 'View property' })).toHaveAttribute('href', /^\/properties\//);
  await expect(first.getByRole('button', { name: 'Turn sound on' })).toBeVisible();
});

test('corporate services: coming soon with a working interest form', async ({ page }) => {
  await page.goto('/corporateservices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate services for real-estate organisations');
  await expect(page.getByText('Coming soon').first()).toBeVisible();
  const form = page.getByTestId('corporate-form');
  await form.getByRole('button', { name: 'Register interest' }).click();
  await expect(form.getByText('Choose at least one tool.')).toBeVisible();
  await form.getByLabel('Your name').fill('Sana Iqbal');
  await form.getByLabel('Work e-mail').fill('sana@agency.example');
  await form.getByLabel('Company').fill('Iqbal Estates');
  await form.getByLabel('CRM').check();
  await form.getByRole('button', { name: 'Register interest' }).click();
  await expect(page.getByTestId('corporate-success')).toContainText('sana@agency.example');
});

test('corporate services on a phone: the interest form comes before the list of tools (issue 17)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/corporateservices');
  const form = (await page.getByTestId('corporate-form').boundingBox())!;
  const tools = (await page.locator('.corp-tools').boundingBox())!;
  expect(form.y).toBeLessThan(tools.y);
});
