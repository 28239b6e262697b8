import type { Browser, Page } from '@playwright/test';
import { expect, submitLoginForm, test } from './fixtures';
import { mailedLink } from './mailbox';
import { scaled } from './time';

/**
 * Agencies (issue 36), one journey: an agent with a confirmed address creates a Dubai agency (the
 * ORN is refused when empty, then accepted), invites a colleague, sees the invitation pending; the
 * public page names the agency and says its licence is not yet checked, in English and Arabic;
 * the colleague opens the mailed link as a guest, logs in, comes back, accepts, and the team grows.
 *
 * Both people are new accounts: the demo's agents already belong to the demo agencies (one agency
 * per person), and a new member's listings would change other journeys' demo data.
 */
const stamp = Date.now();
const owner = { name: 'Rania Haddad', email: `e2e-agency-owner-${stamp}@example.com` };
const colleague = { name: 'Karim Saeed', email: `e2e-agency-agent-${stamp}@example.com` };
const agencyName = `Marina Keys ${stamp}`;
// Seven digits at most (the ORN's default length), unique for this run: the ORN is one agency's.
const orn = String(stamp).slice(-7);
const password = 'a long e2e passphrase';

/** A new account with a confirmed address, signed in in its own browser context. */
async function confirmedAccount(browser: Browser, baseURL: string, person: { name: string; email: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const answer = await page.request.post('/api/auth/register/', {
    data: {
      full_name: person.name,
      email: person.email,
      phone_number: '+971 50 123 4567',
      password,
      type: 'agent',
      accept_terms: true,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto(await mailedLink(baseURL, person.email, '/auth/verify-email'));
  await expect(page.getByTestId('verify-done')).toBeVisible();
  return page;
}

async function createDubaiAgency(page: Page) {
  await page.goto('/dashboard?tab=agency');
  const form = page.getByTestId('agency-create-form');
  await form.getByLabel('Name (English)').fill(agencyName);
  await form.getByLabel('Name (Arabic)').fill('مفاتيح المارينا');
  await form.getByLabel('Country').selectOption('AE');
  await form.getByLabel('City').fill('Dubai');
  await form.getByLabel('Phone').fill('+971 4 123 4567');
  await form.getByLabel('E-mail').fill('office@marina-keys.example');
  // In Dubai the licence fields say they are required, and an empty ORN is refused at its field.
  await expect(page.getByTestId('agency-licence-note')).toHaveText(
    'In Dubai the ORN and its expiry date are required (Dubai Land Department).',
  );
  await form.getByRole('button', { name: 'Create the agency' }).click();
  const ornField = form.getByLabel('Brokerage licence number (ORN) (required)');
  await expect(ornField).toBeFocused();
  await expect(ornField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('In Dubai the brokerage licence number (ORN) is required.')).toBeVisible();
  // Nothing typed is lost.
  await expect(form.getByLabel('Name (English)')).toHaveValue(agencyName);

  await ornField.fill(orn);
  await form.getByLabel('Licence expiry (required)').fill(`${new Date().getUTCFullYear() + 1}-06-30`);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/agencies/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create the agency' }).click();
  expect((await created).status()).toBe(201);
  const card = page.getByTestId('agency-card');
  await expect(card.getByRole('heading', { name: agencyName })).toBeVisible();
  await expect(card.getByTestId('agency-licence')).toHaveText(`ORN ${orn} · Licence not yet checked`);
  await expect(page.getByTestId('agency-team').getByTestId('agency-member')).toHaveCount(1);
}

test('an agency is created in Dubai, invites a colleague who joins, and has a public page in both languages', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  const page = await confirmedAccount(browser, baseURL!, owner);
  await createDubaiAgency(page);

  // Invite the colleague; the invitation is pending.
  const invites = page.getByTestId('agency-invites');
  await invites.getByLabel('E-mail address').fill(colleague.email);
  await invites.getByLabel('Role').selectOption('agent');
  await invites.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to` })).toContainText(colleague.email);
  await expect(invites.getByTestId('agency-invite')).toHaveCount(1);
  await expect(invites.getByTestId('agency-invite')).toContainText(colleague.email);
  await expect(invites.getByTestId('agency-invite')).toContainText('Agent');

  // The public page, in English and in Arabic.
  await page.getByRole('link', { name: 'Public page' }).click();
  await expect(page).toHaveURL(/\/agencies\/marina-keys-\d+$/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agencyName);
  await expect(page.getByTestId('agency-licence')).toContainText('Licence not yet checked');
  await expect(page.getByTestId('agency-counts')).toHaveText('0 for sale · 0 for rent');
  await expect(page.getByTestId('agency-public-team')).toContainText(owner.name);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'RealEstateAgent');
  expect(ld).toMatchObject({ name: agencyName, employee: [{ name: owner.name }] });
  // Its number is masked and shown on demand only (issue 42): not in the structured data either.
  expect(ld).not.toHaveProperty('telephone');
  await expect(page.getByTestId('phone-masked')).toHaveText('+971 41 ••• ••67');
  await page.goto(`/ar/agencies/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مفاتيح المارينا');
  await expect(page.getByTestId('agency-licence')).toContainText('لم يُتحقق من الرخصة بعد');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ar/agencies/${slug}$`));

  // The colleague has an account, opens the mailed link as a guest, logs in and comes back to it.
  const colleaguePage = await confirmedAccount(browser, baseURL!, colleague);
  await colleaguePage.context().clearCookies();
  const link = await mailedLink(baseURL!, colleague.email, '/agencies/join');
  await colleaguePage.goto(link);
  const join = colleaguePage.getByTestId('agency-join');
  await expect(join).toHaveAttribute('data-state', 'open');
  // The agency's name is isolated (U+2068…U+2069) inside the sentence, for Arabic pages.
  await expect(join.getByRole('heading', { level: 1 })).toHaveText(
    `\u2068${agencyName}\u2069 invites you to join as Agent`,
  );
  await join.getByRole('link', { name: 'Log in' }).click();
  await expect(colleaguePage).toHaveURL(/\/auth\/login\?redirect=%2Fagencies%2Fjoin%3Ftoken%3D/);
  await submitLoginForm(colleaguePage, colleague.email, password);
  await expect(colleaguePage).toHaveURL(/\/agencies\/join\?token=/);
  await colleaguePage.getByRole('button', { name: 'Accept and join' }).click();
  await expect(colleaguePage).toHaveURL(/\/dashboard\?tab=agency$/);
  await expect(colleaguePage.getByTestId('agency-card')).toContainText(agencyName);
  await expect(colleaguePage.getByTestId('agency-card')).toContainText('Your role: Agent');
  // An agent sees the team read-only: no invitations, no edits.
  await expect(colleaguePage.getByTestId('agency-invites')).toHaveCount(0);
  await expect(colleaguePage.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  // The link is used up.
  await colleaguePage.goto(link);
  await expect(colleaguePage.getByTestId('agency-join')).toHaveAttribute('data-state', 'used');
  await expect(colleaguePage.getByRole('heading', { level: 1 })).toHaveText('This invitation was already used');

  // The owner's team has grown, and the invitation is no longer pending.
  await page.goto('/dashboard?tab=agency');
  await expect(page.getByTestId('agency-team').getByTestId('agency-member')).toHaveCount(2);
  await expect(page.getByTestId('agency-team')).toContainText(colleague.name);
  await expect(page.getByTestId('agency-invites')).toContainText('No pending invitations.');
  await colleaguePage.context().close();
  await page.context().close();
});
