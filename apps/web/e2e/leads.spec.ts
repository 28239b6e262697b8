import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, nextApiAnswer, signIn, test } from './fixtures';

// Omar owns the demo agency "Al-Farsi Properties" (Dubai); Hassan is one of its agents. The demo
// seed gives the agency leads over several channels, notes, statuses and reminders. No other
// browser test signs in as Omar, so his inbox is this file's alone.
const OWNER = 'omar@demo.estate';
const AGENT_PROFILE = 'hassan-raza';

/** A `datetime-local` value `offsetMs` from now in the browser's own clock. */
function localTime(page: Page, offsetMs: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, offsetMs);
}

test('an agency owner works the lead inbox: totals, filters, search, a lead’s note, reminder and status, the CSV (issue 36)', async ({
  page,
}) => {
  await signIn(page, OWNER, '/dashboard?tab=leads');
  const tab = page.getByTestId('leads-tab');
  const totals = page.getByTestId('leads-totals');
  await expect(totals).toHaveText(/^\d+ leads · \d+ contacts$/);
  const all = Number((await totals.textContent())!.split(' ')[0]);
  expect(all).toBeGreaterThan(5);
  const rows = page.getByTestId('lead-row');
  await expect(rows.first()).toBeVisible();
  // An owner may assign: the rows have select boxes, and the inbox an assignee filter.
  await expect(tab.getByRole('checkbox', { name: 'Select every lead on this page' })).toBeVisible();
  await expect(tab.getByLabel('Assignee')).toBeVisible();

  // Filter by status: the URL keeps it, every row is lost, the totals follow.
  const filtered = nextApiAnswer(page, 'GET', '/api/leads/');
  await tab.getByLabel('Status', { exact: true }).selectOption({ label: 'Lost' });
  await expect(page).toHaveURL(/[?&]status=lost(&|$)/);
  expect((await filtered).url()).toMatch(/\/api\/leads\/\?status=lost$/);
  await expect(rows.first().locator('.lead-status')).toHaveText('Lost');
  const lost = await rows.count();
  await expect(totals).toHaveText(new RegExp(`^${lost} leads? · `));
  expect(lost).toBeGreaterThan(0);
  for (let i = 0; i < lost; i++) await expect(rows.nth(i).locator('.lead-status')).toHaveText('Lost');
  await tab.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=leads$/);
  await expect(totals).toHaveText(new RegExp(`^${all} leads? · `));

  // Search a name, typed key by key: nothing typed is lost while answers load.
  const search = page.getByTestId('leads-search');
  await search.pressSequentially('Pri', { delay: 100 });
  await expect(page).toHaveURL(/[?&]q=Pri(&|$)/);
  await search.pressSequentially('ya', { delay: 250 });
  await expect(search).toHaveValue('Priya');
  await expect(page).toHaveURL(/[?&]q=Priya(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Priya Nair');
  await expect(totals).toHaveText(/^1 lead · \d+ contacts?$/);
  await expect(search).toHaveValue('Priya');

  // Open the lead: its panel, with the URL naming it (the reminder e-mails link there).
  await rows.first().getByRole('link', { name: 'Priya Nair' }).click();
  const panel = page.getByRole('dialog', { name: 'Priya Nair' });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/[?&]lead=\d+$/);
  await expect(panel.getByTestId('lead-timeline')).toContainText('Sent the contact form');

  // A note, with its counter.
  const note = `Asked for the service charges (${Date.now()})`;
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText('Write the note first.')).toBeVisible();
  await panel.getByLabel('Add a note').fill(note);
  await expect(panel.getByTestId('lead-note-count')).toHaveText(`${note.length} / 2,000`);
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText('Note added.')).toBeVisible();
  await expect(panel.getByLabel('Add a note')).toHaveValue('');
  await expect(panel.getByTestId('lead-timeline').locator('li').first()).toContainText(note);

  // A reminder: a past time is refused by the server at the field, and what was typed stays.
  const reminders = panel.getByTestId('lead-reminder-form');
  const past = await localTime(page, -2 * 3600_000);
  await reminders.getByLabel('Date and time').fill(past);
  await reminders.getByLabel('What to do (optional)').fill('Call about the viewing');
  const refused = nextApiAnswer(page, 'POST', '/api/leads/');
  await reminders.getByRole('button', { name: 'Set reminder' }).click();
  expect((await refused).status()).toBe(422);
  await expect(reminders.getByRole('alert')).toHaveText('Choose a future time.');
  await expect(reminders.getByLabel('Date and time')).toHaveValue(past);
  await expect(reminders.getByLabel('What to do (optional)')).toHaveValue('Call about the viewing');
  await reminders.getByLabel('Date and time').fill(await localTime(page, 2 * 86_400_000));
  await reminders.getByRole('button', { name: 'Set reminder' }).click();
  await expect(panel.getByText('Reminder set.')).toBeVisible();
  await expect(panel.getByTestId('lead-reminders')).toContainText('Call about the viewing');

  // Lost needs a reason: refused without one, saved with one.
  const status = panel.getByTestId('lead-status-form');
  await status.getByLabel('Status').selectOption({ label: 'Lost' });
  await status.getByRole('button', { name: 'Save status' }).click();
  await expect(status.getByRole('alert')).toHaveText('Say why the lead was lost.');
  await status.getByLabel('Why was it lost?').selectOption({ label: 'Budget did not fit' });
  const saved = nextApiAnswer(page, 'POST', '/api/leads/');
  await status.getByRole('button', { name: 'Save status' }).click();
  expect((await saved).status()).toBe(200);
  await expect(panel.getByText('Status saved.')).toBeVisible();
  await expect(panel.getByTestId('lead-timeline').locator('li').first()).toContainText('Lost: Budget did not fit');

  // Closing the panel keeps the search; the row shows the new status.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\?tab=leads&q=Priya$/);
  await expect(rows.first().locator('.lead-status')).toHaveText('Lost');

  // The CSV of the same filter: UTF-8 with a byte-order mark, then the header row.
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/leads/export.csv');
  const download = page.waitForEvent('download');
  await tab.getByTestId('leads-export').click();
  const csv = await answer;
  expect(csv.status()).toBe(200);
  expect(new URL(csv.url()).search).toBe('?q=Priya');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const file = await download;
  const body = fs.readFileSync((await file.path())!);
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = body.subarray(3).toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Lead id,Created,Name,Phone,E-mail,Status,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Priya Nair');
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('a guest’s message on an agent’s listing reaches the agency owner’s inbox, the form saying where it goes; won marks the listing (issue 36)', async ({
  page,
  browser,
}) => {
  const answer = await page.request.get(`/api/profiles/${AGENT_PROFILE}/listings/`);
  const { results } = (await answer.json()) as { results: { slug: string; status: string }[] };
  const listing = results.find((l) => !['sold', 'rented'].includes(l.status))!;

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/properties/${listing.slug}`);
  const form = guest.getByTestId('contact-form');
  await expect(form.getByTestId('contact-privacy')).toHaveText(
    // The names are isolated from the sentence's direction (U+2068 … U+2069); the agency's inbox gets it too.
    'Your name, phone and message go to \u2068Hassan Raza\u2069 at \u2068Al-Farsi Properties\u2069.',
  );
  const name = `Guest ${Date.now().toString(36)}`;
  await form.getByLabel('E-mail', { exact: true }).check();
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Your e-mail').fill(`${name.replace(' ', '.').toLowerCase()}@example.com`);
  await form.getByLabel('Your phone number (optional)').fill('+92 301 7654321');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Your message was sent to the lister.')).toBeVisible();
  await guestContext.close();

  await signIn(page, OWNER, `/dashboard?tab=leads&q=${encodeURIComponent(name)}`);
  const row = page.getByTestId('lead-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row.locator('.lead-status')).toHaveText(/^New · \d+ min$/);
  await expect(row).toContainText('Hassan Raza');
  await row.getByRole('link', { name }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByTestId('lead-timeline')).toContainText('Sent the contact form');
  await expect(panel).toContainText('+923017654321');

  // Won offers to mark the listing sold or rented; the listing's own endpoint does it.
  const status = panel.getByTestId('lead-status-form');
  await status.getByLabel('Status').selectOption({ label: 'Won' });
  await status.getByRole('button', { name: 'Save status' }).click();
  const offer = panel.getByTestId('lead-offer');
  await expect(offer).toContainText(/^Mark “.+” as (sold|rented)\?/);
  await offer.getByRole('button', { name: /^Mark as (sold|rented)$/ }).click();
  // The closing dialog takes the final price (optional, issue 41) before the listing is marked.
  const dialog = page.getByRole('dialog', { name: /^Mark as (sold|rented)$/ });
  await dialog.getByLabel('Final price (optional)').fill('1250000');
  const marked = nextApiAnswer(page, 'POST', '/api/properties/');
  await dialog.getByRole('button', { name: /^Mark as (sold|rented)$/ }).click();
  const markedAnswer = await marked;
  expect(markedAnswer.status()).toBe(200);
  expect(markedAnswer.request().postDataJSON()).toMatchObject({ final_price: 1_250_000 });
  await expect(panel.getByText(/^The listing is marked as (sold|rented)\.$/)).toBeVisible();
  const after = await page.request.get(`/api/properties/${listing.slug}/`);
  expect(((await after.json()) as { status: string }).status).toMatch(/^(sold|rented)$/);
});

test('the inbox and a lead in Arabic: right to left, the panel at the inline end, axe checks pass (issue 36)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, OWNER, '/ar/dashboard?tab=leads');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('leads-totals')).toHaveText(/^\d+ (عميل|عملاء|عميلًا|عميلان)/);
  const inbox = await new AxeBuilder({ page })
    .include('[data-testid="leads-tab"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(inbox.violations).toEqual([]);

  await page.getByTestId('lead-open').first().click();
  const panel = page.getByTestId('lead-panel');
  await expect(panel.getByTestId('lead-timeline')).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/dashboard\?tab=leads&lead=\d+$/);
  // The sheet hugs the left edge in Arabic (the inline end), the right one in English.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeLessThan(2);
  const lead = await new AxeBuilder({ page })
    .include('[data-testid="lead-panel"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(lead.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/ar\/dashboard\?tab=leads$/);
  expect(errors).toEqual([]);
});
