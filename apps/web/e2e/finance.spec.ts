import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** The calculator's reference figures (issue 41), in English and Arabic, on /finance and on a listing. */

/** A figure of the result's summary, by its label (the `<dt>`), as its row reads. */
const figure = (scope: Page | Locator, label: string) =>
  scope.locator('dt').getByText(label, { exact: true }).locator('..');

async function fill(page: Page, label: RegExp, value: string) {
  const field = page.getByLabel(label).first();
  await field.fill(value);
}

test('finance calculator: the reference cases, Islamic and conventional, in English', async ({ page }) => {
  await page.goto('/finance?currency=PKR&price=2000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home finance calculator');
  // 20 % down by default: 1,600,000 financed. No rate is guessed: the page asks for one.
  await expect(page.getByText('Enter the rate your bank offers to see payments.')).toBeVisible();
  await fill(page, /^Years/, '10');
  await fill(page, /^Interest rate/, '12');
  await expect(figure(page, 'Amount financed')).toContainText('1,600,000.00');
  await expect(figure(page, 'Monthly payment')).toContainText('22,955.35');

  await page.getByLabel('Diminishing musharaka').check();
  await expect(page.getByLabel(/^Profit rate/)).toHaveValue('12');
  const summary = page.locator('dl').first();
  await expect(figure(summary, 'First payment')).toContainText('29,333.33');
  await expect(figure(summary, 'Last payment')).toContainText('13,466.66');
  await expect(figure(summary, 'Total paid to the bank')).toContainText('2,568,000.00');

  // The schedule: 10 yearly rows, 120 monthly on demand.
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'By month' }).click();
  await expect(rows).toHaveCount(120);

  // 1,000,000 at 5 % over 25 years.
  await page.getByLabel('Mortgage (equal payments)').check();
  await fill(page, /^Property price/, '1250000');
  await fill(page, /^Years/, '25');
  await fill(page, /^Interest rate/, '5');
  await expect(figure(page, 'Monthly payment')).toContainText('5,845.90');

  // Bad input gets a message in the page's language, not a calculation.
  await fill(page, /^Interest rate/, '51');
  await expect(page.getByText('A rate above 50 % a year')).toBeVisible();
  await fill(page, /^Interest rate/, '5');
  await page.getByRole('combobox', { name: 'Down payment' }).selectOption('amount');
  await fill(page, /^Down payment/, '1300000');
  await expect(page.getByText('Your down payment covers the price: no financing is needed.')).toBeVisible();
});

test("the market's rules apply, each with its authority and source (UAE)", async ({ page }) => {
  await page.goto('/finance?currency=AED&price=2000000');
  await fill(page, /^Down payment/, '10');
  await fill(page, /^Years/, '30');
  await fill(page, /^Interest rate/, '4');
  // The longest tenor is a rule of the market, named with its source.
  await expect(page.getByText('At most 25 years.')).toBeVisible();
  await expect(page.getByTestId('finance-rule').first()).toContainText('UAE Central Bank');
  await fill(page, /^Years/, '20');
  // 10 % down is under an expatriate's minimum for a first home under AED 5 M: raised to 25 %.
  await expect(page.getByText('Raised to the minimum down payment of 25 %')).toBeVisible();
  await expect(page.getByTestId('finance-rule').first().getByRole('link', { name: 'Source' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(figure(page, 'Amount financed')).toContainText('1,500,000.00');
  await page.getByLabel('Residency').selectOption('national');
  await expect(page.getByText('Raised to the minimum down payment of 20 %')).toBeVisible();
  await expect(figure(page, 'Amount financed')).toContainText('1,600,000.00');
  // The age at the finance's end: a national of 55 has 15 years to age 70.
  await fill(page, /^Your age/, '55');
  await expect(page.getByText('At most 15 years: the finance must end by the age limit.')).toBeVisible();
  await expect(page.getByText('The finance must end by age 70 here')).toBeVisible();
  await fill(page, /^Years/, '15');
  await expect(figure(page, 'Amount financed')).toContainText('1,600,000.00');
  await fill(page, /^Your age/, '12');
  await expect(page.getByText('Enter an age from 18 to 100.')).toBeVisible();
});

test('finance calculator in Arabic reads Arabic-Indic digits', async ({ page }) => {
  await page.goto('/ar/finance?currency=PKR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await fill(page, /^سعر العقار/, '٢٠٠٠٠٠٠');
  await fill(page, /^السنوات/, '١٠');
  await page.getByLabel('مشاركة متناقصة').check();
  await fill(page, /^نسبة الربح/, '١٢');
  await expect(figure(page, 'أول دفعة شهرية')).toContainText('29,333.33');
  await expect(figure(page, 'آخر دفعة شهرية')).toContainText('13,466.66');
  // Pakistan's public scheme, by its name in Arabic, with its source.
  const ashiana = page.getByTestId('finance-scheme').filter({ hasText: 'ميرا غر ميرا آشيانه' });
  await expect(ashiana).toBeVisible();
  await expect(ashiana.getByRole('link', { name: 'المصدر' })).toHaveAttribute('href', /^https:\/\//);
});

test("a public scheme: its rate for its years, then the bank's; a guest is asked to sign in to save", async ({
  page,
}) => {
  await page.goto('/finance?currency=PKR&price=3000000');
  const ashiana = page.getByTestId('finance-scheme').filter({ hasText: 'Mera Ghar Mera Ashiana' });
  await expect(ashiana).toContainText('5 % on loans up to PKR 20 lakh, 8 % on loans up to PKR 35 lakh');
  await expect(ashiana).toContainText('At least 10 % down, up to 20 years.');
  await ashiana.getByRole('button', { name: 'Calculate with this scheme' }).click();
  await fill(page, /^Down payment/, '10');
  await fill(page, /^Years/, '25');
  await expect(page.getByText('At most 20 years under this scheme.')).toBeVisible();
  await fill(page, /^Years/, '20');
  // 2,700,000 financed: the 8 % band for ten years, then the bank's 14 %.
  await fill(page, /^Your bank’s rate after the scheme’s 10 years/, '14');
  await expect(page.getByTestId('finance-scheme-applied')).toHaveText(
    'Under Mera Ghar Mera Ashiana: 8 % for the first 10 years, then your bank’s 14 %.',
  );
  await expect(figure(page, 'Amount financed')).toContainText('2,700,000.00');
  await expect(figure(page, 'First payment')).toContainText('22,583.88');
  await expect(figure(page, 'Last payment')).toContainText('28,902.08');
  // A dearer home: the down payment rises so the loan stays within the scheme's 3.5 M.
  await fill(page, /^Property price/, '5000000');
  await expect(
    page.getByText(/Raised so the amount financed stays within what Mera Ghar Mera Ashiana lends/),
  ).toBeVisible();
  await expect(figure(page, 'Amount financed')).toContainText('3,500,000.00');
  await expect(page.getByRole('link', { name: 'Sign in to save this calculation' })).toBeVisible();
});

test('a signed-in buyer saves a scheme calculation from a qualifying listing, reopens it and deletes it', async ({
  page,
  request,
}) => {
  const search = async (query: string) =>
    (
      (await (await request.get(`/api/properties/?${query}&page_size=50`)).json()) as {
        results: { slug: string; title: string; area_sqm: number; price: number }[];
      }
    ).results;
  // A flat of at most 1,360 sq ft qualifies; a house over 5 marla does not.
  const flat = (await search('purpose=sale&country=PK&property_type=apartment')).find((l) => l.area_sqm <= 126.4)!;
  const big = (await search('purpose=sale&country=PK&property_type=house')).find((l) => l.area_sqm > 130)!;
  await page.goto(`/properties/${big.slug}`);
  let section = page.getByTestId('listing-finance');
  await section.getByText('Finance this home').click();
  await expect(section.getByLabel(/^Property price/)).toHaveValue(String(big.price));
  await expect(section.getByTestId('finance-scheme')).toHaveCount(0);

  await signIn(page, 'ahmed@demo.estate', `/properties/${flat.slug}`);
  section = page.getByTestId('listing-finance');
  await section.getByText('Finance this home').click();
  const card = section.getByTestId('finance-scheme');
  await expect(card.getByRole('heading')).toHaveText('You may qualify for Mera Ghar Mera Ashiana');
  await card.getByRole('button', { name: 'Calculate with this scheme' }).click();
  await section.getByLabel(/^Your bank’s rate after/).fill('14');
  await expect(section.getByTestId('finance-scheme-applied')).toBeVisible();
  await section.getByTestId('finance-save').click();
  await expect(section.getByText('Saved.')).toBeVisible();

  await section.getByRole('link', { name: 'See your saved calculations' }).click();
  const saved = page.getByTestId('saved-calculation').filter({ hasText: flat.title });
  await expect(saved).toHaveCount(1);
  await saved.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByLabel(/^Property price/).first()).toHaveValue(String(flat.price));
  await expect(page.getByTestId('finance-scheme-applied')).toContainText('Mera Ghar Mera Ashiana');
  await page
    .getByTestId('saved-calculation')
    .filter({ hasText: flat.title })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('saved-calculation').filter({ hasText: flat.title })).toHaveCount(0);
});

test('a sale listing offers the calculator, prefilled with its price and currency', async ({ page, request }) => {
  const answer = (await (
    await request.get('/api/properties/?purpose=sale&country=AE&min_price=1600000&page_size=1')
  ).json()) as {
    results: { slug: string; price: number; currency: string }[];
  };
  const listing = answer.results[0]!;
  await page.goto(`/properties/${listing.slug}`);
  const section = page.getByTestId('listing-finance');
  await section.getByText('Finance this home').click();
  await expect(section.getByLabel(/^Property price \(AED\)/)).toHaveValue(String(listing.price));
  // A loan of exactly 1,000,000 at 5 % over 25 years: 5,845.90 a month.
  await section.getByRole('combobox', { name: 'Down payment' }).selectOption('amount');
  await section
    .getByLabel(/^Down payment/)
    .first()
    .fill(String(listing.price - 1_000_000));
  await section.getByLabel(/^Years/).fill('25');
  await section.getByLabel(/^Interest rate/).fill('5');
  await expect(figure(section, 'Monthly payment')).toContainText('5,845.90');
  await expect(section.getByRole('link', { name: 'Open the full calculator' })).toHaveAttribute(
    'href',
    new RegExp(`/finance\\?currency=AED&price=${listing.price}`),
  );
});
