import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signIn, submitLoginForm, test } from './fixtures';
import { scaled } from './time';

/** Errors a page logs (the chat must only warn, never error, when something fails). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signedInPage(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, email);
  const me = (await (await page.request.get('/api/auth/user/profile/')).json()) as { id: number };
  return { page, errors, id: me.id, context };
}

/** A seeded listing by the given user (its page shows their lister card). */
async function listingBy(request: APIRequestContext, userId: number): Promise<string | null> {
  for (const country of ['AE', 'PK', '']) {
    const answer = await request.get(`/api/properties/?page_size=60${country ? `&country=${country}` : ''}`);
    const { results } = (await answer.json()) as { results: { slug: string }[] };
    for (const card of results) {
      const detail = (await (await request.get(`/api/properties/${card.slug}/`)).json()) as {
        lister: { id: number };
      };
      if (detail.lister.id === userId) return card.slug;
    }
  }
  return null;
}

test('two signed-in users chat live: typing, the bell count, reading clears it, read ticks', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  // B: Omar, who lists properties.
  const b = await signedInPage(browser, baseURL!, 'omar@demo.estate');

  // A: a guest on Omar's listing presses Message, logs in and lands in the conversation.
  const contextA = await browser.newContext({ baseURL });
  const a = { page: await contextA.newPage(), id: 0 };
  const errorsA = collectErrors(a.page);
  const slug = await listingBy(a.page.request, b.id);
  // Started from the listing, the conversation is about it (issue 17).
  const conversationWithB = `/dashboard?tab=messages&user=${b.id}${slug ? `&listing=${slug}` : ''}`;
  if (slug) {
    await a.page.goto(`/properties/${slug}`);
    await a.page.getByTestId('lister-message').click();
    await expect(a.page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(conversationWithB)}`);
    await a.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  } else {
    await a.page.goto(`/auth/login?redirect=${encodeURIComponent(conversationWithB)}`);
  }
  await submitLoginForm(a.page, 'ayesha@demo.estate');
  await expect(a.page).toHaveURL(conversationWithB);
  a.id = ((await (await a.page.request.get('/api/auth/user/profile/')).json()) as { id: number }).id;
  await expect(a.page.getByTestId('conversation')).toContainText('Omar Al-Farsi');
  if (slug) await expect(a.page.getByTestId('chat-about').getByTestId('chat-listing')).toBeVisible();

  // B opens the conversation with A; both are connected live.
  await b.page.goto(`/dashboard?tab=messages&user=${a.id}`);
  await expect(b.page.locator('.bell[data-realtime="connected"]')).toBeVisible();
  await expect(a.page.locator('.bell[data-realtime="connected"]')).toBeVisible();

  // A types before they have a conversation: typing reaches conversation partners only (issue 12, F13).
  await a.page.getByTestId('composer').pressSequentially('Is the flat', { delay: 20 });

  // B goes back to the list; A sends (Enter): B's bell and list update without a reload.
  await b.page.goto('/dashboard?tab=messages');
  await expect(b.page.locator('[data-open="list"]')).toBeVisible();
  await expect(b.page.getByTestId('conversation-row')).toHaveCount(0);
  await expect(b.page.getByTestId('bell-badge')).toHaveCount(0);
  await expect(b.page.locator('.bell[data-realtime="connected"]')).toBeVisible();
  await a.page.getByTestId('composer').pressSequentially(' still available?');
  await a.page.getByTestId('composer').press('Enter');
  await expect(a.page.getByTestId('composer')).toHaveValue('');
  const sent = a.page.getByTestId('message').last();
  await expect(sent).toContainText('Is the flat still available?');
  await expect(sent).toHaveAttribute('data-state', /sent|delivered/);
  if (slug) {
    // The message carries the property's card, and the chip is gone.
    await expect(sent.getByTestId('chat-listing')).toHaveAttribute('href', `/properties/${slug}`);
    await expect(a.page.getByTestId('chat-about')).toHaveCount(0);
  }
  await expect(b.page.getByTestId('bell-badge')).toHaveText('1');
  await expect(b.page.getByTestId('conversation-row').first()).toContainText('Is the flat still available?');
  await expect(sent).toHaveAttribute('data-state', 'delivered');

  // B opens the bell entry: the conversation opens, the message is there, the badge clears.
  await b.page.getByTestId('bell-button').click();
  await expect(b.page.getByTestId('bell-button')).toHaveAttribute('aria-expanded', 'true');
  await b.page.getByTestId('bell-item').first().click();
  await expect(b.page).toHaveURL(`/dashboard?tab=messages&user=${a.id}`);
  await expect(b.page.getByTestId('messages')).toContainText('Is the flat still available?');
  await expect(b.page.getByTestId('bell-badge')).toHaveCount(0);
  // The lister sees which of their listings it is about.
  if (slug)
    await expect(b.page.getByTestId('messages').getByTestId('chat-listing')).toHaveAttribute(
      'href',
      `/properties/${slug}`,
    );

  // A sees the read ticks; B's reply appears live on A's side.
  await expect(sent).toHaveAttribute('data-state', 'read');
  await b.page.getByTestId('composer').fill('Yes, it is.\nWhen would you like to visit?');
  await b.page.getByTestId('composer').press('Enter');
  await expect(a.page.getByTestId('messages')).toContainText('When would you like to visit?');
  // Now partners, A's typing reaches B live.
  await a.page.getByTestId('composer').pressSequentially('Tomorrow', { delay: 20 });
  await expect(b.page.getByText('Ayesha is typing…')).toBeVisible();
  await expect(a.page.getByTestId('composer')).toHaveValue('Tomorrow');

  // The badge stays clear after a reload (reading cleared it on the server too).
  await b.page.reload();
  await expect(b.page.getByTestId('bell-button')).toBeVisible();
  await b.page.waitForLoadState('networkidle');
  await expect(b.page.getByTestId('bell-badge')).toHaveCount(0);

  // The bell panel is keyboard friendly: Escape closes it and focus returns to the bell.
  await a.page.getByTestId('bell-button').click();
  await expect(a.page.getByRole('dialog', { name: 'Messages' })).toBeVisible();
  await a.page.keyboard.press('Escape');
  await expect(a.page.getByRole('dialog', { name: 'Messages' })).toHaveCount(0);
  await expect(a.page.getByTestId('bell-button')).toBeFocused();

  // The inbox with an open conversation passes the accessibility checks.
  const results = await new AxeBuilder({ page: a.page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  expect(errorsA).toEqual([]);
  expect(b.errors).toEqual([]);
  await contextA.close();
  await b.context.close();
});

test('on a phone an open conversation takes the whole screen, and back returns to the list', async ({
  browser,
  baseURL,
}) => {
  const b = await signedInPage(browser, baseURL!, 'omar@demo.estate');
  const a = await signedInPage(browser, baseURL!, 'ayesha@demo.estate');
  await a.page.setViewportSize({ width: 390, height: 844 });
  await a.page.goto(`/dashboard?tab=messages&user=${b.id}`);
  const conversation = a.page.getByTestId('conversation');
  await expect(conversation).toBeVisible();
  const box = (await a.page.getByTestId('chat-inbox').boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
  await a.page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(a.page.locator('[data-open="list"]')).toBeVisible();
  await a.context.close();
  await b.context.close();
});

test('a guest never loads the real-time client and sees no bell', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  page.on('websocket', (socket) => scripts.push(socket.url()));
  await page.goto('/');
  await expect(page.getByTestId('bell-button')).toHaveCount(0);
  expect(scripts.filter((url) => /socket\.io|\/api\/chat\//.test(url))).toEqual([]);
});
