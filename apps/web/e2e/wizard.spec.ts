import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { scaled } from './time';

const file = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

async function logInTo(page: Page, email: string) {
  await signIn(page, email, '/add-listing');
  await expect(page.getByTestId('listing-wizard')).toBeVisible();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('in Arabic the area size and its unit do not overlap (issue 17)', async ({ page }) => {
  await signIn(page, 'hassan@demo.estate', '/ar/add-listing');
  await page.getByText('للإيجار', { exact: true }).click();
  await page.getByText('سكني', { exact: true }).click();
  await page.getByText('شقة', { exact: true }).click();
  await page.getByRole('button', { name: 'التالي' }).click();
  const wizard = page.getByTestId('listing-wizard');
  await wizard.getByLabel('وحدة المساحة', { exact: true }).selectOption('sqft');
  const size = wizard.getByLabel('المساحة', { exact: true });
  await size.fill('123456789');
  const unit = page.getByTestId('area-size-unit');
  await expect(unit).toHaveText('قدم مربع');
  const input = (await size.boundingBox())!;
  const suffix = (await unit.boundingBox())!;
  // The digits run from the input's left edge; the unit sits in the free space at its right end.
  const digitsEnd = await size.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = `${style.fontSize} ${style.fontFamily}`;
    return el.getBoundingClientRect().left + parseFloat(style.paddingLeft) + canvas.measureText(el.value).width;
  });
  expect(suffix.x).toBeGreaterThan(digitsEnd);
  expect(suffix.x + suffix.width).toBeLessThanOrEqual(input.x + input.width);
});

test('a guest choosing add listing is asked to log in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'List a property' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadd-listing&reason=add_listing$/);
  await expect(page.getByText('Please log in to add a listing.')).toBeVisible();
});

test('a lister goes through every step, with its checks, a reload, real files and a YouTube link, and publishes', async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  // A word nobody else uses, to find the listing by text search afterwards.
  const word = `Quokka${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const title = `Bright ${word} apartment near the park`;
  await logInTo(page, 'hassan@demo.estate');
  const wizard = page.getByTestId('listing-wizard');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();

  // Step 1: nothing chosen.
  await next(page);
  await expect(page.getByText('Please choose whether the property is for sale or for rent.')).toBeVisible();
  await expect(page.getByText('Please choose an area type.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /For sale/ })).toBeFocused();
  await page.getByText('For rent', { exact: true }).click();
  await page.getByText('Homes', { exact: true }).click();
  await page.getByText('Apartment', { exact: true }).click();
  await next(page);

  // Step 2: required fields, rent frequency for a rental, the unit before the size.
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await expect(wizard.getByLabel('Area size', { exact: true })).toBeDisabled();
  await next(page);
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await expect(page.getByText('Please choose how often the rent is paid.')).toBeVisible();
  await expect(page.getByText('Please enter a price.')).toBeVisible();
  await expect(page.locator('#wz-area_size-error')).toHaveText('Please choose the area unit before the size.');
  await expect(wizard.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(wizard.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await wizard.getByLabel('Title', { exact: true }).fill(title);
  await wizard.getByLabel(/^Description(?! in)/).fill('Three bedrooms, a bright lounge and a balcony over the park.');
  await wizard.getByLabel('Price', { exact: true }).fill('185000');
  await wizard.getByLabel('Rent is paid', { exact: true }).selectOption('month');
  await wizard.getByLabel('Bedrooms', { exact: true }).fill('3');
  await wizard.getByLabel('Bathrooms', { exact: true }).fill('2');
  await wizard.getByLabel('Area unit', { exact: true }).selectOption('sqft');
  await wizard.getByLabel('Area size', { exact: true }).fill('1450');
  await page.getByText('Parking', { exact: true }).click();
  await page.getByText('Balcony', { exact: true }).click();
  await next(page);

  // Step 3: a reload keeps everything, then the place search fills country and city.
  await expect(stepHeading(page, 'Location')).toBeVisible();
  await wizard.getByLabel('Full address', { exact: true }).fill('House 12, Street 4, Gulberg III');
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(stepHeading(page, 'Location')).toBeVisible();
  await expect(wizard.getByLabel('Full address', { exact: true })).toHaveValue('House 12, Street 4, Gulberg III');
  await page.getByRole('combobox', { name: 'Search for a city or area' }).fill('Lahore');
  await page.getByRole('option', { name: /^City\s*Lahore, Pakistan$/ }).click();
  await expect(wizard.getByLabel('Country', { exact: true })).toHaveValue('PK');
  await expect(wizard.getByLabel('City', { exact: true })).toHaveValue('Lahore');
  await expect(wizard.getByLabel('Latitude', { exact: true })).not.toHaveValue('');
  await wizard.getByLabel('Latitude', { exact: true }).fill('123');
  await next(page);
  await expect(page.getByText('Latitude must be a number from -90 to 90.')).toBeVisible();
  await expect(wizard.getByLabel('Latitude', { exact: true })).toBeFocused();
  await wizard.getByLabel('Latitude', { exact: true }).fill('31.5204');
  await next(page);

  // Step 4: the cover is required; real files upload with progress; a bad link and a bad file are refused.
  await expect(stepHeading(page, 'Photos and media')).toBeVisible();
  await next(page);
  await expect(page.getByText('Please add a featured image.')).toBeVisible();
  await page.locator('#wz-featured_image').setInputFiles(file('house-front.jpg'));
  const featured = page.getByTestId('media-featured');
  await expect(featured.getByText('Uploaded')).toBeVisible({ timeout: scaled(15_000) });
  await expect(featured.locator('img.wz-file__thumb')).toHaveAttribute('src', /.+/);
  await page.locator('#wz-gallery_images').setInputFiles([file('house-garden.jpg'), file('house-side.png')]);
  await expect(page.getByTestId('media-gallery').getByText('Uploaded')).toHaveCount(2, { timeout: scaled(15_000) });
  await page.locator('#wz-floor_plans').setInputFiles(file('not-a-plan.txt'));
  const plans = page.getByTestId('media-floor_plan');
  await expect(plans.getByRole('alert')).toHaveText(/Invalid file type: PDF, DOC, DOCX, JPG, PNG only\./);
  await plans.getByRole('button', { name: 'Dismiss' }).click();
  await expect(plans.getByRole('alert')).toHaveCount(0);
  await page.locator('#wz-floor_plans').setInputFiles(file('floor-plan.pdf'));
  await expect(plans.getByText('Uploaded')).toBeVisible({ timeout: scaled(15_000) });
  await wizard.getByLabel('YouTube video link', { exact: true }).fill('https://example.com/watch?v=abc');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('This is not a YouTube video link.')).toBeVisible();
  await wizard.getByLabel('YouTube video link', { exact: true }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('link', { name: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toBeVisible();
  await next(page);

  // Step 5: the summary, an Edit link back, and publishing.
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await expect(wizard.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByRole('button', { name: /Review and submit/ }).click();
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByText('Property has been created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/properties\/[^/?]+$/, { timeout: scaled(10_000) });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The draft is gone: a new wizard starts empty.
  await page.goto('/add-listing');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();

  // Search finds it by a word of its title and by its city.
  await page.goto(`/properties?q=${word}`);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto('/properties?city=Lahore&purpose=rent&sort=newest');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});

test('a flat in Dubai listed from Pakistan is priced in AED, never PKR (issue 39, U1)', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const title = `Marina view flat ${Date.now().toString(36)} for sale`;
  await logInTo(page, 'hassan@demo.estate');
  const wizard = page.getByTestId('listing-wizard');
  await page.getByText('For sale', { exact: true }).click();
  await page.getByText('Homes', { exact: true }).click();
  await page.getByText('Apartment', { exact: true }).click();
  await next(page);

  // The visitor is in Pakistan: rupees, shown and fixed by the location, not chosen.
  await expect(wizard.getByLabel('Currency', { exact: true })).toHaveValue('PKR');
  await expect(wizard.getByLabel('Currency', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByText('Prices in Pakistan are in PKR')).toBeVisible();
  await wizard.getByLabel('Title', { exact: true }).fill(title);
  await wizard.getByLabel('Price', { exact: true }).fill('2350000');
  await wizard.getByLabel('Bedrooms', { exact: true }).fill('2');
  await wizard.getByLabel('Bathrooms', { exact: true }).fill('2');
  await wizard.getByLabel('Area unit', { exact: true }).selectOption('sqft');
  await wizard.getByLabel('Area size', { exact: true }).fill('1200');
  await next(page);

  // Choosing Dubai turns the price into dirhams, and says so.
  await page.getByRole('combobox', { name: 'Search for a city or area' }).fill('Dubai');
  await page.getByRole('option', { name: /^City\s*Dubai, United Arab Emirates$/ }).click();
  await expect(wizard.getByLabel('Country', { exact: true })).toHaveValue('AE');
  const notice = page.getByTestId('currency-notice');
  await expect(notice).toContainText('Prices in United Arab Emirates are in AED');
  await expect(notice).toContainText('AED 2,350,000');
  await wizard.getByLabel('Full address', { exact: true }).fill('Tower 3, Dubai Marina');
  // Dubai requires the DLD permit (issue 37): its number and its QR link.
  const permit = `7${String(Date.now() % 1e9).padStart(9, '0')}`;
  await wizard.getByLabel('DLD permit (Trakheesi) number', { exact: true }).fill(permit);
  await wizard
    .getByLabel('Permit QR link', { exact: true })
    .fill(`https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validate?permit=${permit}`);
  await next(page);
  await page.locator('#wz-featured_image').setInputFiles(file('house-front.jpg'));
  await expect(page.getByTestId('media-featured').getByText('Uploaded')).toBeVisible({ timeout: scaled(15_000) });
  await next(page);

  // The review shows the price as buyers will see it, and publishing waits for the amount to be checked.
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expect(page.locator('.wz-review__price')).toContainText('AED 2,350,000');
  await expect(page.locator('.wz-review__price')).not.toContainText('PKR');
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await expect(page.locator('#wz-price-error')).toContainText('Check the amount');
  await wizard.getByLabel('Price', { exact: true }).fill('2400000');
  await expect(page.getByTestId('currency-notice')).toHaveCount(0);
  await page.getByRole('button', { name: /Review and submit/ }).click();
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page).toHaveURL(/\/properties\/[^/?]+$/, { timeout: scaled(15_000) });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('AED 2,400,000').first()).toBeVisible();
});
