import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** One listing, two languages (issue 39, M4), on the demo listings of Dubai. */

/** A search card (issue 43: no address, no language, no empty translation). */
interface Card {
  id: number;
  slug: string;
  title: string;
  title_translation?: string;
}

/** A listing's page: its language and address. */
interface Detail extends Card {
  language: 'en' | 'ar';
  address: string;
}

/** A card's language is its title's: Arabic when it has Arabic letters (textLanguageOf). */
const isEnglish = (card: Card) => !/[\u0600-\u06FF]/.test(card.title);

/** A seeded English Dubai listing in Dubai Marina, with or without its Arabic version. */
async function marinaListing(request: APIRequestContext, bilingual: boolean): Promise<Detail> {
  const answer = await request.get('/api/properties/?city=Dubai&page_size=60');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Card[] };
  for (const card of results.filter((c) => isEnglish(c) && !!c.title_translation === bilingual)) {
    const detail = (await (await request.get(`/api/properties/${card.slug}/`)).json()) as Detail;
    if (detail.language === 'en' && detail.address.includes('Dubai Marina')) return detail;
  }
  throw new Error(`No seeded Dubai Marina listing ${bilingual ? 'with' : 'without'} an Arabic version`);
}

test('an Arabic page shows the Arabic version: title, head, place names; the English page the English one', async ({
  page,
}) => {
  const listing = await marinaListing(page.request, true);
  await page.goto(`/ar/properties/${listing.slug}`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(listing.title_translation!);
  await expect(h1).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('written-in')).toHaveCount(0);
  await expect(page).toHaveTitle(`${listing.title_translation} | بيتك`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain('دبي');
  expect(description).not.toContain('Dubai');
  await expect(page.getByTestId('detail-address')).toContainText('دبي مارينا، دبي');
  await expect(page.getByTestId('detail-address')).not.toContainText('Dubai');
  await expect(page.getByTestId('detail-place')).toContainText('دبي مارينا');

  await page.goto(`/properties/${listing.slug}`);
  await expect(h1).toHaveText(listing.title);
  await expect(h1).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${listing.title} | Baytak`);
  await expect(page.getByTestId('detail-address')).toContainText('Dubai Marina');
});

test('without an Arabic version, the Arabic page marks the English text and says so', async ({ page }) => {
  const listing = await marinaListing(page.request, false);
  await page.goto(`/ar/properties/${listing.slug}`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(listing.title);
  await expect(h1).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('written-in').first()).toHaveText('مكتوب بالإنجليزية');
  await expect(page.locator('section[aria-labelledby=detail-description] p[lang]')).toHaveAttribute('lang', 'en');
  // The place names are still the gazetteer's Arabic ones.
  await expect(page.getByTestId('detail-address')).toContainText('دبي مارينا، دبي');

  await page.goto(`/properties/${listing.slug}`);
  await expect(page.getByTestId('written-in')).toHaveCount(0);
});

test('cards show the version in the page’s language, or mark the other one', async ({ page }) => {
  // The first page of Dubai's listings, as the search page shows it.
  const answer = await page.request.get('/api/properties/?city=Dubai');
  const { results } = (await answer.json()) as { results: Card[] };
  const bilingual = results.find((c) => isEnglish(c) && c.title_translation);
  const alone = results.find((c) => isEnglish(c) && !c.title_translation);
  expect(bilingual && alone, 'both kinds on the first page').toBeTruthy();
  await page.goto('/ar/properties?city=Dubai');
  const titleOf = (id: number) => page.locator(`[data-listing-id="${id}"] .listing-card__title`);
  await expect(titleOf(bilingual!.id)).toHaveAttribute('lang', 'ar');
  await expect(titleOf(bilingual!.id)).toHaveText(bilingual!.title_translation!);
  await expect(page.locator(`[data-listing-id="${bilingual!.id}"]`).getByTestId('written-in')).toHaveCount(0);
  await expect(titleOf(alone!.id)).toHaveAttribute('lang', 'en');
  await expect(titleOf(alone!.id)).toHaveText(alone!.title);
  await expect(page.locator(`[data-listing-id="${alone!.id}"]`).getByTestId('written-in')).toHaveText(
    'مكتوب بالإنجليزية',
  );
});

test('the wizard suggests the Arabic version in the UAE and holds it to its rules', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'country', value: 'AE', url: baseURL! }]);
  await signIn(page, 'omar@demo.estate', '/add-listing');
  await page.getByText('For sale', { exact: true }).click();
  await page.getByText('Homes', { exact: true }).click();
  await page.getByText('Apartment', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const section = page.getByTestId('second-language');
  await expect(section.getByRole('button', { name: /Title and description in Arabic/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(section.getByText('Suggested')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Sea view flat in Dubai Marina');
  await section.getByLabel('Title in Arabic').fill('Another English title');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#wz-title_translation-error')).toHaveText(
    'Write this version in Arabic (the main title is in English).',
  );
  await section.getByLabel('Title in Arabic').fill('شقة بإطلالة بحرية في دبي مارينا');
  await expect(section.getByLabel('Title in Arabic')).toHaveAttribute('lang', 'ar');
});
