import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { scaled } from './time';

/**
 * Issue 42, J8.2: a warning in the conversation. Mariam (a renter) and Ahmed have a seeded
 * conversation (seed/demo-chat.ts); no other journey uses either of them in a chat.
 */
async function signedIn(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  const me = (await (await page.request.get('/api/auth/user/profile/')).json()) as { id: number };
  return { page, context, id: me.id };
}

const NOTICE_EN =
  "Never send money before you have seen the property and checked the owner's or agent's documents. Baytak never asks for payment in chat.";
const NOTICE_AR =
  'لا ترسل أي مبلغ قبل أن ترى العقار وتتحقق من مستندات المالك أو الوسيط. بيتك لا يطلب أي دفعة في المحادثة أبدًا.';

test('a deposit asked in Arabic arrives with the notice in the reader’s language; Report this opens the report of that message', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  const mariam = await signedIn(browser, baseURL!, 'mariam@demo.estate');
  const ahmed = await signedIn(browser, baseURL!, 'ahmed@demo.estate');

  // Mariam reads her conversation with Ahmed in English, connected live.
  await mariam.page.goto(`/dashboard?tab=messages&user=${ahmed.id}`);
  await expect(mariam.page.locator('.bell[data-realtime="connected"]')).toBeVisible();
  const thread = mariam.page.getByTestId('conversation');
  // The seeded request already carries the notice; the held message with a blocked IBAN is not there.
  await expect(thread.getByTestId('safety-notice')).toHaveCount(1);
  await expect(thread).not.toContainText('EG38');

  // Ahmed asks again, in Arabic: it arrives live with the English notice under it, for Mariam only.
  const text = `حوّل العربون قبل المعاينة اليوم، الساعة ${Date.now() % 1000}`;
  const sent = await ahmed.page.request.post('/api/chat/send/', { data: { receiver_id: mariam.id, message: text } });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const bubble = thread.getByTestId('message').filter({ hasText: text });
  await expect(bubble.getByTestId('safety-notice')).toContainText(NOTICE_EN);
  await expect(bubble.getByTestId('safety-notice')).toHaveAttribute('role', 'note');

  const axe = await new AxeBuilder({ page: mariam.page }).include('[data-testid="conversation"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  // "Report this message" opens the report dialog, and the report is about this very message.
  await bubble.getByRole('button', { name: 'Report this message' }).click();
  const dialog = mariam.page.getByRole('dialog', { name: 'Report this message' });
  await expect(dialog).toBeVisible();
  // The reason the warning is about is already chosen.
  await expect(dialog.locator('input[value="asked_money_before_viewing"]')).toBeChecked();
  const report = mariam.page.waitForRequest((r) => r.url().endsWith('/api/reports/') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  expect((await report).postDataJSON()).toMatchObject({ target_type: 'chat_message', target_id: id });
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // In Arabic, the same message carries the Arabic notice and button.
  await mariam.page.goto(`/ar/dashboard?tab=messages&user=${ahmed.id}`);
  const arabicBubble = mariam.page.getByTestId('message').filter({ hasText: text });
  await expect(arabicBubble.getByTestId('safety-notice')).toContainText(NOTICE_AR);
  await expect(arabicBubble.getByRole('button', { name: 'الإبلاغ عن هذه الرسالة' })).toBeVisible();

  // Ahmed sees his messages without any notice, and the held one as being reviewed.
  await ahmed.page.goto(`/dashboard?tab=messages&user=${mariam.id}`);
  const his = ahmed.page.getByTestId('conversation');
  await expect(his.getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(his.getByTestId('safety-notice')).toHaveCount(0);
  await expect(his.getByTestId('message').filter({ hasText: 'EG38' }).getByTestId('message-held')).toHaveText(
    'Your message is being reviewed',
  );

  // A new message with the blocked IBAN: Ahmed sees it held at once; it never reaches Mariam.
  await mariam.page.goto(`/dashboard?tab=messages&user=${ahmed.id}`);
  await expect(mariam.page.locator('.bell[data-realtime="connected"]')).toBeVisible();
  const composer = his.getByTestId('composer');
  await composer.fill('Or pay to EG380019000500000000263180002 today');
  await composer.press('Enter');
  await expect(his.getByTestId('message').filter({ hasText: 'Or pay to' }).getByTestId('message-held')).toBeVisible();
  const after = `Still interested? ${Date.now() % 1000}`;
  await ahmed.page.request.post('/api/chat/send/', { data: { receiver_id: mariam.id, message: after } });
  await expect(mariam.page.getByTestId('conversation')).toContainText(after);
  await expect(mariam.page.getByTestId('conversation')).not.toContainText('Or pay to');

  await mariam.context.close();
  await ahmed.context.close();
});
