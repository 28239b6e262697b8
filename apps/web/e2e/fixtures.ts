import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from '@playwright/test';
import { scaled } from './time';

const PORT = Number(process.env.E2E_PORT ?? 3100);

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const patched = new WeakSet<Page | BrowserContext>();

/**
 * `page.goto` that also waits until React has hydrated the page (root.tsx marks
 * `<html data-hydrated>`), so a test never clicks a server-rendered button with no handler yet.
 * `waitUntil: 'commit'` opts out, for tests about what happens before hydration.
 */
function waitingForHydration(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
  return page;
}

function pagesWaitingForHydration(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingForHydration(await newPage());
  return context;
}

export const test = base.extend({
  // Each worker has a server and database of its own (playwright.config.ts), so its journeys use
  // their own demo users and never race another worker's over a listing, a setting or a throttle.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${PORT + testInfo.parallelIndex}`),
  // Pages of a second context (a guest, the other side of a chat) wait for hydration as well: under
  // load a click before it does nothing (admin.spec's appeal failed so on a busy machine).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => pagesWaitingForHydration(await newContext(options));
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => waitingForHydration(await newPage(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => use(waitingForHydration(page)),
});

export { expect };

/**
 * Opens the avatar menu: the signed-in header is a lazily loaded part (lib/lazy-component.tsx) and,
 * on a loaded machine, the session's first refetch can re-render it right after a click; click
 * again until the menu reports itself open.
 */
export async function openAvatarMenu(page: Page) {
  const button = page.getByTestId('avatar-menu-button');
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: scaled(1_000) });
  }).toPass({ timeout: scaled(15_000) });
}

/**
 * The language switch is a link to the same page in the other language (decision 0029): a new
 * document, so wait for its URL and its hydration before clicking anything on it.
 */
export async function switchLanguage(page: Page, to: 'ar' | 'en') {
  await page.getByTestId('language-switcher').first().click();
  await page.waitForURL((url) => (url.pathname === '/ar' || url.pathname.startsWith('/ar/')) === (to === 'ar'));
  await hydrated(page);
}

/**
 * The answer to the page's next `method` request to an API path starting with `path`. Start waiting
 * before the click: a control that changes at once (optimistic) can be on screen before its request
 * has reached the server, and a reload then would cancel it.
 */
export function nextApiAnswer(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname.startsWith(path),
  );
}

/**
 * Signs in through the API and opens `to`: the login form has journeys of its own (accounts.spec,
 * account.spec, and the redirects back to where a guest was), the others only need a session.
 * `page.request` shares the page's cookies, so the session cookie lands in the browser.
 */
export async function signIn(page: Page, email: string, to = '/', password = 'demo-password') {
  const response = await page.request.post('/api/auth/login/', { data: { email, password } });
  if (!response.ok()) throw new Error(`login of ${email}: ${response.status()} ${await response.text()}`);
  await page.goto(to);
}

/**
 * Fills and sends the login form already on screen (after a redirect to it). Exact: a contact form
 * with its own e-mail field can still be on screen during a navigation.
 */
export async function submitLoginForm(page: Page, email: string, password = 'demo-password') {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
