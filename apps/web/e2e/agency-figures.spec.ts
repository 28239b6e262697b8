import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, nextApiAnswer, signIn, test } from './fixtures';

/**
 * Issue 36's response figures and the agency's own contacts (decision 0045), in the browser: the
 * Agents table of the agency tab, the agency page's contact form, a profile's "Usually replies
 * within" line and the "Did <agent> reply?" page.
 *
 * Omar owns the demo agency "Al-Farsi Properties" (Dubai), whose seed has leads, some answered.
 * This file only reads his figures; the guest's message below adds one new lead to his agency's
 * inbox (leads.spec.ts counts the inbox as it finds it).
 */
const OWNER = 'omar@demo.estate';
const AGENCY = '/agencies/al-farsi-properties';

/** The numbers of one column of the Agents table, top to bottom. */
async function columnNumbers(rows: Locator, index: number): Promise<number[]> {
  const texts = await rows.locator(`td:nth-child(${index + 1})`).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test('an agency owner reads the Agents table: a row per member, sorted by a header, another period, the CSV (issue 36)', async ({
  page,
}) => {
  await signIn(page, OWNER, '/dashboard?tab=agency');
  const members = page.getByTestId('agency-team').getByTestId('agency-member');
  const agents = page.getByTestId('agency-agents');
  const rows = agents.getByTestId('agents-row');
  await expect(rows.first()).toBeVisible();
  const count = await members.count();
  expect(count).toBeGreaterThan(1);
  await expect(rows).toHaveCount(count);
  await expect(rows.filter({ hasText: 'Omar Al-Farsi' })).toContainText('you');

  // By name at first: the one sorted header says so to assistive technology.
  const table = agents.getByTestId('agents-table');
  await expect(table.locator('th[aria-sort]')).toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: 'Agent' })).toHaveAttribute('aria-sort', 'ascending');

  // Most leads first, then fewest: the server's order, kept in the URL.
  const leadsHeader = table.getByRole('columnheader', { name: 'Leads (people)' });
  let answer = nextApiAnswer(page, 'GET', '/api/agencies/mine/agents/');
  await leadsHeader.getByRole('button').click();
  expect((await answer).url()).toMatch(/\/api\/agencies\/mine\/agents\/\?order=-leads$/);
  await expect(page).toHaveURL(/[?&]order=-leads(&|$)/);
  await expect(leadsHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('columnheader', { name: 'Agent' })).not.toHaveAttribute('aria-sort');
  const most = await columnNumbers(rows, 2);
  expect(most).toEqual([...most].sort((a, b) => b - a));
  expect(most[0]).toBeGreaterThan(0);

  answer = nextApiAnswer(page, 'GET', '/api/agencies/mine/agents/');
  await leadsHeader.getByRole('button').click();
  await answer;
  await expect(leadsHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => columnNumbers(rows, 2)).toEqual([...most].reverse());

  // Another period: the switch says which one is on; the CSV link follows the view.
  answer = nextApiAnswer(page, 'GET', '/api/agencies/mine/agents/');
  await agents.getByRole('button', { name: 'Last 90 days' }).click();
  expect((await answer).url()).toContain('days=90');
  await expect(agents.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(agents.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
  const csv = agents.getByTestId('agents-csv');
  await expect(csv).toHaveAttribute('href', '/api/agencies/mine/agents.csv?days=90&order=leads');
  const file = await page.request.get((await csv.getAttribute('href'))!);
  expect(file.ok()).toBe(true);
  const lines = (await file.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Agent,Role,Live listings,/);
  expect(lines).toHaveLength(count + 1);

  // A figure with no sample says so; a median has its sample beside it.
  await expect(agents.getByTestId('agents-sample').first()).toHaveText(/^n = \d+$/);
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="agency-agents"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
});

test('a guest writes to an agency from its page: refusals at their fields, then the confirmation (issue 36)', async ({
  page,
}) => {
  await page.goto(AGENCY);
  const form = page.getByTestId('agency-contact-form');
  await expect(page.getByTestId('agency-contact-privacy')).toHaveText(
    'Your name, phone and message go to \u2068Al-Farsi Properties\u2069.',
  );

  // Nothing filled: every missing field says so at its place, and nothing is sent.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(
    form.getByText('Give a phone number or an e-mail address so that the agency can answer you.'),
  ).toBeVisible();
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Your name').fill('Guest Figures');
  await form.getByLabel('Message').fill('Do you have a two-bedroom flat in JLT for rent?');
  await form.getByLabel('E-mail').fill(`e2e-figures-${Date.now()}@example.com`);
  const sent = nextApiAnswer(page, 'POST', '/api/agencies/al-farsi-properties/contact/');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('agency-contact-sent')).toContainText(
    'Your message was sent to the agency. An agent will answer you.',
  );

  // The owner's profile says how quickly he usually replies (the seed has answered inquiries).
  await page.goto('/profile/omar-al-farsi');
  await expect(page.getByTestId('trust-replies')).toHaveText(
    /^Usually replies within \d+ (min|h|days?), based on \d+ inquir(y|ies) in the last 60 days$/,
  );
});

test('the "Did the agent reply?" link answers nothing when opened; its button does, and a bogus link says so (issue 36)', async ({
  page,
}) => {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/leads/feedback/')) posted.push(request.url());
  });
  await page.goto('/leads/feedback?token=bogus-token-00000000000000000000&answer=replied');
  await expect(page.getByRole('heading', { name: 'Did the agent reply to you?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Yes, they replied' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'No reply yet' })).not.toBeChecked();
  expect(posted).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const answer = nextApiAnswer(page, 'POST', '/api/leads/feedback/');
  await page.getByRole('button', { name: 'Send my answer' }).click();
  expect((await answer).status()).toBe(410);
  await expect(page.getByTestId('lead-feedback-used')).toHaveText('This link was already used or is not valid.');
  await expect(page.getByRole('button', { name: 'Send my answer' })).toBeHidden();

  // In Arabic, at its own address, with the other answer chosen.
  await page.goto('/ar/leads/feedback?token=bogus-token-00000000000000000000&answer=no_reply');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('radio', { name: 'لم يتم الرد بعد' })).toBeChecked();
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole('button', { name: 'أرسل إجابتي' }).click();
  await expect(page.getByTestId('lead-feedback-used')).toHaveText('هذا الرابط مستخدم من قبل أو غير صالح.');
});
