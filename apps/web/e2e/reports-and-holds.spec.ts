import type { APIRequestContext, Browser } from '@playwright/test';
import { request as newRequest } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { listed } from './listing-setup';
import { photo } from './trust-files';

/**
 * Issue 42's reports and holds, in the browser: three reports from new accounts do not hide a
 * listing, two from trusted ones do (the moderator sees it held with the reasons' weight); a
 * listing whose photos belong to another lister, with a phone number in its text, waits for review
 * with each signal's evidence shown to the moderator.
 */
const stamp = Date.now().toString(36);

/** A signed-in page of its own (another browser context). */
async function pageOf(browser: Browser, baseURL: string, email: string, to: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, email, to);
  return page;
}

/** A brand-new account (its e-mail not confirmed yet: its reports weigh 0), signed in through the API. */
async function newAccount(baseURL: string, n: number): Promise<APIRequestContext> {
  const api = await newRequest.newContext({ baseURL });
  const registered = await api.post('/api/auth/register/', {
    data: {
      full_name: `New Reporter ${n}`,
      email: `e2e-reporter-${stamp}-${n}@example.com`,
      phone_number: `+92 300 55500${n}${n}`,
      password: 'a long e2e passphrase',
      type: 'buyer',
      accept_terms: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await api.post('/api/auth/login/', {
    data: { email: `e2e-reporter-${stamp}-${n}@example.com`, password: 'a long e2e passphrase' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

test('three reports from new accounts do not hide a listing; two from trusted ones do', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'usman@demo.estate');
  const flat = await listed(page, [await photo('front.png', `Front ${stamp}`, '#3a6')], {
    title: `Garden house ${stamp} near the park`,
    price: 41_000_000,
    bedrooms: 4,
    latitude: 31.4805,
  });

  for (const n of [1, 2, 3]) {
    const api = await newAccount(baseURL!, n);
    const sent = await api.post('/api/reports/', {
      data: { target_type: 'listing', target_id: flat.id, reason: 'fake_photos' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await api.dispose();
  }
  const guest = await newRequest.newContext({ baseURL });
  expect((await guest.get(`/api/properties/${flat.slug}/`)).status()).toBe(200);

  // Two members of years' standing report it in the page's dialog.
  for (const email of ['zainab@demo.estate', 'mariam@demo.estate']) {
    const reporter = await pageOf(browser, baseURL!, email, `/properties/${flat.slug}`);
    await reporter.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByLabel(/Asked for money before a viewing/).check();
    await dialog.getByLabel(/Anything else/).fill('Asked for a token payment before showing the house.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thanks. We’ll tell you what we decide.');
    await reporter.context().close();
  }
  // 2 + 2: hidden from everyone but its lister until a moderator decides.
  expect((await guest.get(`/api/properties/${flat.slug}/`)).status()).toBe(404);
  await guest.dispose();

  const moderator = await pageOf(browser, baseURL!, 'noor@demo.estate', '/admin?tab=queue');
  const item = moderator
    .getByTestId('review-item')
    .filter({ has: moderator.locator(`a[href="/properties/${flat.slug}"]`) });
  const hold = item.getByTestId('hold-signals');
  await expect(hold).toContainText('Hidden by reports (weight 4)');
  await expect(hold).toContainText('Asked for money before a viewing');
  await moderator.context().close();
});

test('a listing with another lister’s photos and a phone in its text waits for review, the evidence shown', async ({
  page,
  browser,
  baseURL,
}) => {
  const pictures = await Promise.all(
    ['#a63', '#36a', '#6a3'].map((colour, i) => photo(`room-${i}.png`, `Room ${i} ${stamp}`, colour)),
  );
  await signIn(page, 'imran@demo.estate');
  await listed(page, pictures, { title: `Corner house ${stamp}`, price: 52_000_000, bedrooms: 5, latitude: 31.4802 });

  const copier = await pageOf(browser, baseURL!, 'daniel@demo.estate', '/');
  const copy = await listed(copier, pictures, {
    title: `Corner house ${stamp} for a quick sale`,
    description: 'Owner abroad. Call 0300 765 4321 to book, pay the token first.',
    price: 52_000_000,
    bedrooms: 5,
    latitude: 31.4802,
  });
  const answer = (await (await copier.request.get(`/api/properties/${copy.slug}/`)).json()) as { status: string };
  expect(answer.status).toBe('pending');
  await copier.context().close();

  const moderator = await pageOf(browser, baseURL!, 'noor@demo.estate', '/admin?tab=queue');
  const item = moderator
    .getByTestId('review-item')
    .filter({ has: moderator.locator(`a[href="/properties/${copy.slug}"]`) });
  const hold = item.getByTestId('hold-signals');
  await expect(hold).toContainText('Held by the risk check at publish (score 5)');
  await expect(hold).toContainText('Photos of another lister’s listing');
  await expect(hold).toContainText('A phone number or IBAN in the description');
  await expect(hold).toContainText('/properties/');
  await moderator.context().close();
});
