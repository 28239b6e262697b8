import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The list's count as the API answers it for the page's own query. */
async function apiCount(page: Page): Promise<number> {
  const query = new URL(page.url()).search;
  const answer = (await (await page.request.get(`/api/properties/${query}`)).json()) as { count: number };
  return answer.count;
}
const shownCount = async (page: Page) =>
  Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/[^\d]/g, ''));

test('the area field suggests areas of the city despite a typo, and a pick narrows the results (issue 18)', async ({
  page,
}) => {
  await page.goto('/properties?city=Lahore');
  await page.getByRole('button', { name: 'More filters' }).click();
  const area = page.getByRole('combobox', { name: 'Neighbourhood' });
  await area.fill('dha fase');
  const option = page.getByRole('option', { name: /DHA Phase 5/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/area=DHA\+Phase\+5/);
  await expect(area).toHaveValue('DHA Phase 5');
  await expect.poll(() => shownCount(page)).toBe(await apiCount(page));
});

test('amenities narrow the results, and stay chosen after a reload (issue 18)', async ({ page }) => {
  await page.goto('/properties?city=Dubai');
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByText('Amenities', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Parking' }).check();
  await expect(page).toHaveURL(/amenities=parking/);
  await page.getByRole('checkbox', { name: 'Swimming pool' }).check();
  await expect(page).toHaveURL(/amenities=parking%2Cswimming_pool|amenities=parking,swimming_pool/);
  await expect.poll(() => shownCount(page)).toBe(await apiCount(page));
  await page.reload();
  await page.getByRole('button', { name: /More filters/ }).click();
  await expect(page.getByText('Amenities (2)')).toBeVisible();
});

test('the Arabic area field suggests Arabic names (issue 18)', async ({ page }) => {
  await page.goto('/ar/properties?city=Lahore');
  await page.getByRole('button', { name: 'تصفية إضافية' }).click();
  await page.getByRole('combobox', { name: 'الحي' }).fill('بحريه');
  await expect(page.getByRole('option', { name: /بحرية تاون/ })).toBeVisible();
});
