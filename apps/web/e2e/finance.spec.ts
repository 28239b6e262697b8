import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
