import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * "Know the price" (issue 41): the area and city price pages, the price check on a listing and the
 * links between them, in English and Arabic, on the demo's two years of Dubai Marina and DHA Phase 5.
 */

interface Card {
  id: number;
  slug: string;
}
interface Check {
  position: 'below' | 'within' | 'above';
  comparables: number;
}

/** A live Dubai Marina listing the price check speaks about, and one it stays silent on. */
async function marinaListings(request: APIRequestContext) {
  const answer = await request.get('/api/properties/?city=Dubai&area=Dubai%20Marina&page_size=60');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Card[] };
  let checked: (Card & { check: Check }) | undefined;
  let silent: Card | undefined;
  for (const card of results) {
    const { check } = (await (await request.get(`/api/properties/${card.id}/price-check/`)).json()) as {
      check: Check | null;
    };
    if (check && !checked) checked = { ...card, check };
    if (!check && !silent) silent = card;
  }
  if (!checked || !silent) throw new Error('The demo should have Dubai Marina listings with and without a price check');
  return { checked, silent };
}

/** The line's path breaks (a second "move to") where a month has too few listings. */
async function lineRuns(chart: Locator): Promise<number> {
  const d = (await chart.locator('path[fill="none"][stroke]').first().getAttribute('d')) ?? '';
  return d.match(/M/g)?.length ?? 0;
}

/** Hovers the chart near its right end: the tooltip names the month, its median and its sample. */
async function hoverChart(page: Page, chart: Locator) {
  const box = (await chart.locator('svg[role=img]').boundingBox())!;
  await page.mouse.move(box.x + box.width - 24, box.y + box.height / 2);
  return chart.getByRole('status');
}

test('an area page with data: a chart with gaps, samples on every point, the summary, the type filter', async ({
  page,
}) => {
  await page.goto('/areas/dubai/dubai-marina');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property prices in Dubai Marina, Dubai');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dubai' })).toHaveAttribute('href', '/areas/dubai');
  await expect(page.getByTestId('area-computed')).toContainText('Figures computed on');

  const chart = page.getByTestId('area-chart-sale');
  expect(await lineRuns(chart)).toBeGreaterThan(1);
  await expect(chart.getByText('Breaks in a line are months with fewer than 10 listings.')).toBeVisible();
  // Month labels an equal step apart, the latest one labelled, none touching the next.
  const labels = await chart.locator('.line-chart__grid > text').evaluateAll((nodes) =>
    nodes
      .filter((node) => /\d{4}/.test(node.textContent ?? ''))
      .map(
        (node) =>
          ({ text: node.textContent, ...node.getBoundingClientRect().toJSON() }) as {
            text: string;
            left: number;
            right: number;
          },
      ),
  );
  expect(labels.length).toBeGreaterThan(3);
  for (let i = 1; i < labels.length; i += 1) expect(labels[i]!.left).toBeGreaterThan(labels[i - 1]!.right);
  const titles = await chart.locator('circle title').allTextContents();
  expect(titles.length).toBeGreaterThan(12);
  for (const title of titles) expect(title).toMatch(/^\w+ \d{4}, All sizes: AED\s[\d,]+ per m² · \d+ listings$/);
  await expect(await hoverChart(page, chart)).toContainText(/\w+ \d{4}All sizes: AED\s[\d,]+ per m² · \d+ listings/);
  // The gap's month is in the table: no median, and the few listings it had.
  await chart.getByText('Show the data as a table').click();
  await expect(chart.getByRole('cell', { name: /^– · \d listings?$/ }).first()).toBeVisible();

  const summary = page.getByTestId('area-summary-sale');
  await expect(summary.getByRole('row', { name: /All sizes/ })).toContainText(/AED\s[\d,]+ per m²/);
  await expect(page.getByTestId('area-summary-rent').getByRole('row', { name: /All sizes/ })).toContainText(
    'per month',
  );
  await expect(page.getByTestId('area-yield')).toContainText(/Gross rental yield: \d+\.\d%/);

  const homes = page.getByTestId('area-homes-sale');
  await expect(homes.locator('.listing-card').first()).toBeVisible();
  expect(await homes.locator('.listing-card').count()).toBeLessThanOrEqual(6);
  await expect(homes.getByRole('link', { name: /^See all homes for sale in .?Dubai Marina.?$/ })).toHaveAttribute(
    'href',
    '/properties?purpose=sale&city=Dubai&area=Dubai+Marina',
  );

  // One type: its own figures (no villas in the history), and back to all types.
  const type = page.getByLabel('Property type');
  await type.selectOption('villa');
  await expect(page).toHaveURL(/\/areas\/dubai\/dubai-marina\?type=villa$/);
  await expect(page.getByTestId('area-not-enough-sale')).toHaveText(/Not enough listings yet to show prices here\./);
  await type.selectOption('apartment');
  await expect(page).toHaveURL(/\?type=apartment$/);
  await expect(page.getByTestId('area-chart-sale')).toBeVisible();
  await expect(homes.getByRole('link', { name: /See all homes for sale/ })).toHaveAttribute(
    'href',
    /property_type=apartment/,
  );
  await type.selectOption('');
  await expect(page).toHaveURL(/\/areas\/dubai\/dubai-marina$/);

  await page.getByRole('link', { name: 'How these figures are made' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How area prices are made');
  await expect(page.getByText('Asking prices, not sales')).toBeVisible();
});

test('an area without enough listings says so and still shows its homes; an unknown one is a 404', async ({ page }) => {
  await page.goto('/areas/dubai/business-bay');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property prices in Business Bay, Dubai');
  for (const purpose of ['sale', 'rent']) {
    await expect(page.getByTestId(`area-not-enough-${purpose}`)).toContainText(
      'Not enough listings yet to show prices here.',
    );
    await expect(page.getByTestId(`area-chart-${purpose}`)).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: /Homes for sale in .?Business Bay/ })).toBeVisible();

  const missing = await page.goto('/areas/dubai/atlantis');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No prices for this place');
});

test('the city page lists its areas; a searched area links to its prices', async ({ page }) => {
  await page.goto('/areas/dubai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property prices in Dubai');
  const areas = page.getByTestId('city-areas');
  await expect(areas.getByRole('heading', { name: 'Areas of Dubai' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Business Bay' })).toHaveAttribute('href', '/areas/dubai/business-bay');
  await areas.getByRole('link', { name: 'Dubai Marina' }).click();
  await expect(page).toHaveURL(/\/areas\/dubai\/dubai-marina$/);

  await page.goto('/properties?city=Dubai&area=Dubai+Marina');
  await page.getByRole('link', { name: /Price trends in .?Dubai Marina/ }).click();
  await expect(page).toHaveURL(/\/areas\/dubai\/dubai-marina$/);
  await page.goto('/properties?city=Dubai');
  await expect(page.getByTestId('area-prices-link')).toHaveCount(0);
});

test('a listing in the area: how its price compares, the area linked; none without enough comparables', async ({
  page,
}) => {
  const { checked, silent } = await marinaListings(page.request);
  await page.goto(`/properties/${checked.slug}`);
  const check = page.getByTestId('price-check');
  await expect(check.getByRole('heading', { name: 'Is this price fair?' })).toBeVisible();
  const count = checked.check.comparables;
  await expect(check).toContainText(
    new RegExp(`Similar listings ask .?AED\\s.+–.*AED\\s.+ \\(middle half of ${count} listings\\)\\.`),
  );
  await expect(check).toContainText(new RegExp(`This one asks .*AED\\s[^,]+, ${checked.check.position} that range\\.`));
  await expect(check).toContainText('Based on asking prices on Baytak, not sales.');
  await expect(check.getByRole('link', { name: /Price trends in .?Dubai Marina/ })).toHaveAttribute(
    'href',
    '/areas/dubai/dubai-marina',
  );
  await check.getByRole('link', { name: 'How this is worked out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How the price check works');
  await page.goBack();
  await expect(page.getByTestId('detail-place').getByRole('link', { name: 'Dubai Marina' })).toHaveAttribute(
    'href',
    '/areas/dubai/dubai-marina',
  );

  await page.goto(`/properties/${silent.slug}`);
  await expect(page.getByTestId('listing-detail')).toBeVisible();
  await expect(page.getByTestId('price-check')).toHaveCount(0);
});

test('in Arabic: the area page, the type filter, the city page and the price check', async ({ page }) => {
  await page.goto('/ar/areas/dubai/dubai-marina');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أسعار العقارات في دبي مارينا، دبي');
  const chart = page.getByTestId('area-chart-sale');
  expect(await lineRuns(chart)).toBeGreaterThan(1);
  const titles = await chart.locator('circle title').allTextContents();
  for (const title of titles) expect(title).toMatch(/، كل المساحات: \u200f?[\d,]+\sAED للمتر المربع · \d+ إعلان/);
  await expect(await hoverChart(page, chart)).toContainText(/\d+ إعلان/);
  await expect(page.getByRole('link', { name: 'كيف تُحسب هذه الأرقام' })).toHaveAttribute(
    'href',
    '/ar/methodology/area-prices',
  );
  await page.getByLabel('نوع العقار').selectOption('villa');
  await expect(page).toHaveURL(/\/ar\/areas\/dubai\/dubai-marina\?type=villa$/);
  await expect(page.getByTestId('area-not-enough-sale')).toContainText('لا توجد إعلانات كافية بعد لعرض الأسعار هنا.');

  await page.goto('/ar/areas/dubai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أسعار العقارات في دبي');
  await expect(page.getByTestId('city-areas').getByRole('link', { name: 'دبي مارينا' })).toHaveAttribute(
    'href',
    '/ar/areas/dubai/dubai-marina',
  );

  await page.goto('/ar/methodology/area-prices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كيف تُحسب أسعار الأحياء');

  const { checked } = await marinaListings(page.request);
  await page.goto(`/ar/properties/${checked.slug}`);
  const check = page.getByTestId('price-check');
  await expect(check.getByRole('heading', { name: 'هل هذا السعر عادل؟' })).toBeVisible();
  const wording = { below: 'أقل من هذا النطاق', within: 'ضمن هذا النطاق', above: 'أعلى من هذا النطاق' };
  await expect(check).toContainText(wording[checked.check.position]);
  await expect(check).toContainText(`النصف الأوسط من ${checked.check.comparables} إعلان`);
  await expect(check.getByRole('link', { name: /دبي مارينا/ })).toHaveAttribute('href', '/ar/areas/dubai/dubai-marina');
});
