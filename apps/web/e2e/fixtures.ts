import { test as base } from '@playwright/test';

/**
 * `page.goto` that also waits until React has hydrated the page (root.tsx marks
 * `<html data-hydrated>`), so a test never clicks a server-rendered button with no handler yet.
 * `waitUntil: 'commit'` opts out, for tests about what happens before hydration.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') {
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      }
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
