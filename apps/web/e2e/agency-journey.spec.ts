import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailedLink } from './mailbox';
import { scaled } from './time';

/**
 * Issue 36's "done when" journey, end to end in one office: an owner creates an agency and invites
 * two agents by mail; a guest sends the form on one of the first agent's listings and WhatsApp on
 * another, and the agent's inbox shows one lead with two contacts; the same person later writes in
 * chat from an account with the address they gave; the agent adds a note and a reminder, replies in
 * chat and the lead turns contacted, exports it to CSV (opened and read), the reminder arrives;
 * the owner removes the agent, handing their listings and lead to the other agent.
 *
 * Everyone is a new account: the demo's agents already belong to the demo agencies.
 */
const stamp = Date.now();
const password = 'a long e2e passphrase';
const people = {
  owner: { name: 'Nadia Journey', email: `e2e-journey-owner-${stamp}@example.com` },
  first: { name: 'Faisal Journey', email: `e2e-journey-first-${stamp}@example.com` },
  second: { name: 'Saima Journey', email: `e2e-journey-second-${stamp}@example.com` },
  seeker: { name: 'Yasir Seeker', email: `e2e-journey-seeker-${stamp}@example.com`, phone: '0300 5551234' },
};
const agencyName = `Journey Homes ${stamp}`;
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

type Person = { name: string; email: string };

/** A new account with a confirmed address, signed in in its own browser context. */
async function confirmedAccount(browser: Browser, baseURL: string, person: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const answer = await page.request.post('/api/auth/register/', {
    data: {
      full_name: person.name,
      email: person.email,
      phone_number: '+92 300 1112223',
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

/** A live Lahore listing of the signed-in member (through the API, with a real cover photo). */
async function listingOf(page: Page, title: string, latitude = 31.4621): Promise<{ id: number; slug: string }> {
  const upload = await page.request.post('/api/uploads/featured/', {
    multipart: {
      file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(fixture('house-front.jpg')) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const created = await page.request.post('/api/properties/', {
    data: {
      purpose: 'sale',
      area_type: 'residential',
      property_type: 'house',
      title,
      description: 'A quiet street near the park.',
      price: 35_000_000,
      currency: 'PKR',
      bedrooms: 4,
      bathrooms: 3,
      country: 'PK',
      city: 'Lahore',
      address: 'Street 7, DHA Phase 5',
      latitude,
      longitude: 74.4065,
      area_unit: 'marla',
      area_size: 10,
      featured_image: ((await upload.json()) as { id: string }).id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { property: { id: number; slug: string } }).property;
}

/** A `datetime-local` value in the browser's clock: the next whole minute at least 20 s away. */
function nextMinute(page: Page): Promise<string> {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 20_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
}

test('an agency is set up, a guest becomes one lead, the agent works it, and the owner hands it over (issue 36)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(240_000));
  const base = baseURL!;

  // The owner creates the agency (Lahore: no licence needed) and invites two agents.
  const owner = await confirmedAccount(browser, base, people.owner);
  await owner.goto('/dashboard?tab=agency');
  const form = owner.getByTestId('agency-create-form');
  await form.getByLabel('Name (English)').fill(agencyName);
  await form.getByLabel('Country').selectOption('PK');
  await form.getByLabel('City').fill('Lahore');
  await form.getByLabel('Phone').fill('+92 42 3571 0000');
  await form.getByLabel('E-mail').fill('office@journey-homes.example');
  await form.getByRole('button', { name: 'Create the agency' }).click();
  await expect(owner.getByTestId('agency-card').getByRole('heading', { name: agencyName })).toBeVisible();
  const invites = owner.getByTestId('agency-invites');
  for (const person of [people.first, people.second]) {
    await invites.getByLabel('E-mail address').fill(person.email);
    await invites.getByLabel('Role').selectOption('agent');
    await invites.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(invites.getByTestId('agency-invite').filter({ hasText: person.email })).toHaveCount(1);
  }

  // Both accept from the links in their mail.
  const agents: Page[] = [];
  for (const person of [people.first, people.second]) {
    const page = await confirmedAccount(browser, base, person);
    await page.goto(await mailedLink(base, person.email, '/agencies/join'));
    await page.getByRole('button', { name: 'Accept and join' }).click();
    await expect(page.getByTestId('agency-card')).toContainText('Your role: Agent');
    agents.push(page);
  }
  const [first, second] = agents as [Page, Page];
  await owner.reload();
  await expect(owner.getByTestId('agency-team').getByTestId('agency-member')).toHaveCount(3);

  // The first agent lists two houses: they are the agency's.
  const x = await listingOf(first, `Corner house X ${stamp}`);
  // Another house (the same place, size and price would be the same unit, and pause: issue 37).
  const y = await listingOf(first, `Park view house Y ${stamp}`, 31.4721);

  // A guest sends the form on X (with their phone) and WhatsApp on Y: one person.
  const guestContext = await browser.newContext({ baseURL: base });
  const guest = await guestContext.newPage();
  await guest.goto(`/properties/${x.slug}`);
  await guest.getByRole('radio', { name: 'E-mail' }).check();
  await guest.getByLabel('Your name').fill(people.seeker.name);
  await guest.getByLabel('Your e-mail').fill(people.seeker.email);
  await guest.getByLabel('Your phone number (optional)').fill(people.seeker.phone);
  // The name is isolated (U+2068…U+2069) for Arabic pages.
  // An agency's listing names its agent and the agency, whose inbox holds the lead too.
  await expect(
    guest.getByText(
      new RegExp(`^Your name, phone and message go to \u2068${people.first.name}\u2069 at \u2068.+\u2069\\.$`),
    ),
  ).toBeVisible();
  await guest.getByRole('button', { name: 'Send message' }).click();
  await expect(guest.getByText('Your message was sent to the lister.')).toBeVisible();
  await guest.goto(`/properties/${y.slug}`);
  await guest.getByRole('radio', { name: 'WhatsApp' }).check();
  await guest.getByLabel('Your name').fill(people.seeker.name);
  await guest.getByLabel('Your phone number').fill('+92 300 5551234');
  const popup = guestContext.waitForEvent('page').catch(() => null);
  await guest.getByRole('button', { name: 'Continue on WhatsApp' }).click();
  await expect(guest.getByText('Thank you. You can now contact the lister directly:')).toBeVisible();
  await (await popup)?.close();

  // The agent's inbox: one lead, two contacts, over two channels, about X and Y.
  await first.goto('/dashboard?tab=leads');
  await expect(first.getByTestId('leads-totals')).toHaveText('1 lead · 2 contacts');
  const row = first.getByTestId('lead-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(people.seeker.name);
  await expect(row).toContainText('(2)');

  // Later the same person writes in chat from an account with the address they gave.
  await guestContext.close();
  const seeker = await confirmedAccount(browser, base, people.seeker);
  const firstId = ((await (await first.request.get('/api/auth/user/profile/')).json()) as { id: number }).id;
  await seeker.goto(`/dashboard?tab=messages&user=${firstId}&listing=${x.slug}`);
  // Started from the listing, the conversation is about it (its card is in place before typing).
  await expect(seeker.getByTestId('chat-about').getByTestId('chat-listing')).toBeVisible();
  await seeker.getByTestId('composer').fill('Could I see the corner house on Saturday?');
  await seeker.getByTestId('composer').press('Enter');
  await expect(seeker.getByTestId('message').last()).toHaveAttribute('data-state', /sent|delivered|read/);

  // The agent opens the lead: a note and a reminder, then replies in chat.
  await first.reload();
  await expect(first.getByTestId('leads-totals')).toHaveText('1 lead · 3 contacts');
  await first.getByTestId('lead-open').click();
  const panel = first.getByRole('dialog', { name: people.seeker.name });
  await expect(panel.getByTestId('lead-timeline')).toContainText('Could I see the corner house on Saturday?');
  await panel.getByLabel('Add a note').fill('Wants a Saturday viewing of X; budget fits.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText('Note added.')).toBeVisible();
  const reminders = panel.getByTestId('lead-reminder-form');
  await reminders.getByLabel('Date and time').fill(await nextMinute(first));
  await reminders.getByLabel('What to do (optional)').fill('Confirm the Saturday viewing');
  await reminders.getByRole('button', { name: 'Set reminder' }).click();
  await expect(panel.getByText('Reminder set.')).toBeVisible();
  await panel.getByTestId('lead-chat').click();
  await first.getByTestId('composer').fill('Yes, Saturday at 11 works. See you there.');
  await first.getByTestId('composer').press('Enter');
  await expect(first.getByTestId('composer')).toHaveValue('');
  await expect(first.getByTestId('conversation-row').first()).toContainText('Yes, Saturday at 11 works.');
  await first.goto('/dashboard?tab=leads');
  await expect(first.getByTestId('lead-row')).toContainText('Contacted');

  // The CSV: downloaded, opened and read.
  const download = first.waitForEvent('download');
  await first.getByTestId('leads-export').click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(people.seeker.name);
  expect(lines[1]).toContain('923005551234');
  expect(lines[1]).toContain('Contacted');

  // The reminder arrives in the app (and by e-mail) at its time.
  await expect
    .poll(
      async () => {
        const answer = await first.request.get('/api/notifications/');
        return JSON.stringify(await answer.json());
      },
      { timeout: scaled(120_000), intervals: [2_000] },
    )
    .toContain('lead_reminder');
  await mailedLink(base, people.first.email, '/dashboard').catch(() => undefined);

  // The owner removes the first agent: their listings and lead go to the second.
  await owner.reload();
  const member = owner.getByTestId('agency-member').filter({ hasText: people.first.name });
  await member.getByRole('button', { name: `Remove ${people.first.name} from the agency` }).click();
  const dialog = owner.getByTestId('agency-remove-dialog');
  await expect(dialog).toContainText('2 live listings and 1 open lead go to');
  const secondId = ((await (await second.request.get('/api/auth/user/profile/')).json()) as { id: number }).id;
  await dialog.getByTestId('agency-listings_to').selectOption(String(secondId));
  await dialog.getByTestId('agency-leads_to').selectOption(String(secondId));
  await dialog.getByRole('button', { name: 'Remove from the agency' }).click();
  await expect(owner.getByText(/was removed from the agency\./)).toContainText(people.first.name);
  await expect(owner.getByTestId('agency-team').getByTestId('agency-member')).toHaveCount(2);

  // The second agent now holds the lead, and the listings kept their addresses.
  await second.goto('/dashboard?tab=leads');
  await expect(second.getByTestId('lead-row')).toContainText(people.seeker.name);
  const page = await second.request.get(`/api/properties/${x.id}/`);
  expect(((await page.json()) as { slug: string }).slug).toBe(x.slug);
  // The first agent is out at once, and keeps a personal account.
  await first.goto('/dashboard?tab=leads');
  await expect(first.getByTestId('lead-row')).toHaveCount(0);
  expect((await first.request.get('/api/auth/user/profile/')).status()).toBe(200);
  for (const context of [owner, first, second, seeker].map((p) => p.context())) await context.close();
});
