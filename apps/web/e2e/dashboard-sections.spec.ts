import AxeBuilder from '@axe-core/playwright';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 39 U6: on an Arabic phone the dashboard's twelve sections were a sideways scroller cut
 * mid-word. A phone now shows the open section in a button that unfolds a grid of them all.
 */
test.describe('dashboard sections on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a grid of sections, by keyboard, keeps ?tab= and never scrolls sideways (Arabic)', async ({ page }) => {
    await signIn(page, 'ayesha@demo.estate', '/ar/dashboard?tab=listings');
    const sections = page.getByTestId('dashboard-sections');
    const toggle = sections.locator('summary');
    // No row of tabs scrolling sideways: the page is as wide as the phone.
    await expect(page.locator('.dashboard .tabs')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(toggle).toContainText('الإعلانات');
    await expect(toggle).toContainText('كل الأقسام');
    const grid = sections.locator('summary + div');
    await expect(grid).toBeHidden();

    // The keyboard opens it; all twelve sections show, whole, the open one marked.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(grid).toBeVisible();
    const links = grid.getByRole('link');
    await expect(links).toHaveCount(12);
    await expect(grid.locator('[aria-current="page"]')).toHaveText('الإعلانات');
    for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await new AxeBuilder({ page }).include('[data-testid="dashboard-sections"]').analyze()).toHaveProperty(
      'violations',
      [],
    );

    // Escape closes it and the focus goes back to its button.
    await page.keyboard.press('Escape');
    await expect(grid).toBeHidden();
    await expect(toggle).toBeFocused();

    // A section chosen by keyboard opens in the URL's ?tab= and the grid folds away.
    await page.keyboard.press('Space');
    await expect(grid).toBeVisible();
    const settings = grid.getByRole('link', { name: 'الإعدادات' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar\/dashboard\?tab=settings$/);
    await expect(page.getByTestId('dashboard-tab-settings')).toBeVisible();
    await expect(grid).toBeHidden();
    await expect(toggle).toContainText('الإعدادات');

    // A link straight to a section opens it, named in the button.
    await page.goto('/ar/dashboard?tab=messages');
    await expect(toggle).toContainText('الرسائل');
  });
});

test('a desktop keeps the row of tabs, with no sections button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'ayesha@demo.estate', '/dashboard?tab=listings');
  await expect(page.getByTestId('dashboard-sections')).toBeHidden();
  const tabs = page.locator('.dashboard .tabs');
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('link')).toHaveCount(12);
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('Listings');
});
