import type { BrowserContext, Page } from '@playwright/test';
import { test as base } from '@playwright/test';

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

export { expect } from '@playwright/test';

/**
 * The language switch is a link to the same page in the other language (decision 0029): a new
 * document, so wait for its URL and its hydration before clicking anything on it.
 */
export async function switchLanguage(page: Page, to: 'ar' | 'en') {
  await page.getByTestId('language-switcher').first().click();
  await page.waitForURL((url) => (url.pathname === '/ar' || url.pathname.startsWith('/ar/')) === (to === 'ar'));
  await hydrated(page);
}
