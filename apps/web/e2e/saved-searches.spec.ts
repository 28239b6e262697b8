import { expect, signIn, submitLoginForm, test } from './fixtures';
import { scaled } from './time';

// Demo accounts no other browser test signs in with: their saved searches are this file's alone.
const GUEST_TURNED_USER = 'daniel@demo.estate';
const SAVER = 'usman@demo.estate';
const DRAWER = 'rashid@demo.estate';

test('a guest saves a search: login, back to the same results, saved; the dashboard lists it in words (issue 18)', async ({
  page,
}) => {
  await page.goto('/properties?purpose=rent&city=Dubai&bedrooms=2&sort=price_asc');
  await page.getByTestId('save-search').click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await submitLoginForm(page, GUEST_TURNED_USER);

  // Back on the same results, the search is saved with the usual alerts; the flag leaves the address.
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page).toHaveURL(/\/properties\?purpose=rent&city=Dubai&bedrooms=2&sort=price_asc$/);
  await page.getByRole('link', { name: 'Manage saved searches' }).click();

  const card = page.getByTestId('saved-search');
  await expect(card).toHaveCount(1);
  // Named from purpose, type and place (issue 39, U11); the filters follow in words.
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Properties for rent in Dubai');
  await expect(card).toContainText('For rent · in Dubai · 2+ bedrooms');
  await expect(card).toContainText('Daily digest, In the app + By e-mail');

  // Pause, resume, then delete (after a confirmation).
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused');
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: /^Delete the saved search/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});

test('a link made with the save flag saves nothing in a signed-in account (issue 18)', async ({ page }) => {
  await signIn(page, GUEST_TURNED_USER, '/properties?purpose=sale&city=Karachi&save_search=1');
  await expect(page).toHaveURL(/\/properties\?purpose=sale&city=Karachi$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0);
  const mine = (await (await page.request.get('/api/saved-searches/')).json()) as { results: unknown[] };
  expect(mine.results).toEqual([]);
});

test('a signed-in user names a map search, chooses a weekly e-mail, and edits it in the dashboard (issue 18)', async ({
  page,
}) => {
  await signIn(page, SAVER, '/properties?purpose=sale&city=Lahore&view=map');
  // On the map, what is saved is what the map shows: the city, and the area in view.
  await expect(page).toHaveURL(/bbox=/);
  await page.getByTestId('save-search').click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Properties for sale in Lahore');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the search a name.');
  await dialog.getByLabel('Name').fill('Houses in Lahore');
  await dialog.getByLabel('Weekly digest').check();
  await dialog.getByLabel('Digest time').selectOption('18');
  await dialog.getByLabel('In the app').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('save-search')).toHaveText('Search saved');

  await page.goto('/dashboard?tab=searches');
  const card = page.getByTestId('saved-search').filter({ hasText: 'Houses in Lahore' });
  await expect(card).toContainText('For sale · in Lahore · in a map area');
  await expect(card).toContainText('Weekly digest, By e-mail');
  await expect(card.getByTestId('saved-search-thumbnail')).toHaveAttribute('data-shape', 'box');
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await expect(edit.getByLabel('Digest time')).toHaveValue('18');
  await edit.getByLabel('At once').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('At once, By e-mail');
  await expect(card.getByRole('link', { name: 'Open results' })).toHaveAttribute(
    'href',
    /^\/properties\?purpose=sale&city=Lahore&bbox=[\d.%C-]+$/,
  );

  // The same tab in Arabic.
  await page.goto('/ar/dashboard?tab=searches');
  const arabic = page.getByTestId('saved-search').filter({ hasText: 'Houses in Lahore' });
  await expect(arabic).toContainText('للبيع');
  await expect(arabic.getByRole('link', { name: 'اعرض النتائج' })).toHaveAttribute(
    'href',
    /^\/ar\/properties\?purpose=sale&city=Lahore&bbox=[\d.%C-]+$/,
  );
});

/** Whether a point lies inside a polygon (ray casting), both as [longitude, latitude]. */
function inside([x, y]: [number, number], polygon: [number, number][]): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

test('an area drawn on the map narrows the list to the listings inside it, and can be removed (issue 18)', async ({
  page,
}) => {
  await page.goto('/properties?view=map&city=Dubai');
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: scaled(15_000) });
  await expect(page).toHaveURL(/bbox=/);
  const everything = Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/[^\d]/g, ''));

  await page.getByRole('button', { name: 'Draw an area' }).click();
  await expect(page.getByText('Tap the map at each corner of the area.')).toBeVisible();
  const finish = page.getByRole('button', { name: 'Search this area' });
  await expect(finish).toBeDisabled();
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  // Corners land wherever the visitor taps, over pins and clusters too (they do not open or zoom).
  const corners = [
    [0.3, 0.25],
    [0.7, 0.25],
    [0.7, 0.65],
    [0.3, 0.65],
  ];
  for (const [i, [fx, fy]] of corners.entries()) {
    await page.mouse.click(box.x + box.width * fx!, box.y + box.height * fy!);
    await expect(page.locator('path.draw-area__corner')).toHaveCount(i + 1);
  }
  await expect(page.locator('path.draw-area__line')).toHaveCount(1);
  await finish.click();
  await expect(page).toHaveURL(/polygon=/);
  await expect(page.locator('path.draw-area__shape')).toHaveCount(1);

  // The list is what the API answers for the same query, and every listing in it is inside.
  const query = new URL(page.url()).searchParams;
  query.delete('view');
  const polygon = query
    .get('polygon')!
    .split(';')
    .map((pair) => pair.split(',').map(Number) as [number, number]);
  const answer = (await (await page.request.get(`/api/properties/?${query}&page_size=48`)).json()) as {
    count: number;
    results: { slug: string }[];
  };
  expect(answer.count).toBeLessThanOrEqual(everything);
  // A card has no coordinates (issue 43): each listing's page gives them.
  for (const card of answer.results) {
    const listing = (await (await page.request.get(`/api/properties/${card.slug}/`)).json()) as {
      latitude: number;
      longitude: number;
    };
    expect(inside([listing.longitude, listing.latitude], polygon)).toBe(true);
  }
  await expect(page.getByTestId('result-count')).toHaveText(
    answer.count === 1 ? '1 property' : `${answer.count} properties`,
  );

  await page.getByRole('button', { name: 'Remove the area' }).click();
  await expect(page).not.toHaveURL(/polygon=/);
  await expect(page.locator('path.draw-area__shape')).toHaveCount(0);
});

test('size in the market’s unit, age and furnished filters apply from the form and read back in words (issue 18)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/properties?city=Lahore');
  // These filters fold behind "More filters" (review M9).
  await page.getByRole('button', { name: 'More filters' }).click();
  // Lahore is in Pakistan: sizes in marla unless the visitor picks another unit.
  await expect(page.getByLabel('Size in')).toHaveValue('marla');
  await page.getByLabel('Furnished only').check();
  await expect(page).toHaveURL(/furnished=1/);
  await page.getByLabel('Added').selectOption('30');
  await expect(page).toHaveURL(/added=30/);
  await page.getByLabel('Min. size').fill('5');
  await page.getByLabel('Min. size').press('Enter');
  await expect(page).toHaveURL(/min_area=5&size_unit=marla/);

  const query = new URL(page.url()).searchParams.toString();
  const answer = (await (await page.request.get(`/api/properties/?${query}`)).json()) as { count: number };
  await expect(page.getByTestId('result-count')).toHaveText(
    answer.count === 1 ? '1 property' : `${answer.count} properties`,
  );
  // The form shows the URL's filters after the reload too.
  await page.reload();
  await expect(page.getByLabel('Furnished only')).toBeChecked();
  await expect(page.getByLabel('Min. size')).toHaveValue('5');
});

/** A square about 1.5 km across around a point, as the results URL writes a drawn area. */
function drawnSquare(lat: number, lng: number): string {
  const dLat = 0.75 / 111.32;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  const corners = [
    [lng - dLng, lat - dLat],
    [lng + dLng, lat - dLat],
    [lng + dLng, lat + dLat],
    [lng - dLng, lat + dLat],
  ];
  return corners.map(([x, y]) => `${x!.toFixed(5)},${y!.toFixed(5)}`).join(';');
}

test('a drawn search is offered a name from its type, purpose and nearest area; two places, two names, each with its thumbnail (issue 39, U11)', async ({
  page,
}) => {
  const marina = `purpose=rent&property_type=apartment&polygon=${encodeURIComponent(drawnSquare(25.081, 55.141))}`;
  const deira = `purpose=rent&property_type=apartment&polygon=${encodeURIComponent(drawnSquare(25.27, 55.306))}`;
  await signIn(page, DRAWER, `/properties?${marina}`);
  const save = async (name: string) => {
    await page.getByTestId('save-search').click();
    const dialog = page.getByTestId('save-search-dialog');
    await expect(dialog.getByRole('textbox').first()).toHaveValue(name);
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toBeHidden();
  };
  await save('Apartments for rent near Dubai Marina');
  // The Arabic page offers the name in Arabic, and it is kept as it was saved.
  await page.goto(`/ar/properties?${deira}`);
  await save('شقق للإيجار قرب ديرة');

  await page.goto('/dashboard?tab=searches');
  const cards = page.getByTestId('saved-search');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'شقق للإيجار قرب ديرة',
    'Apartments for rent near Dubai Marina',
  ]);
  for (const card of await cards.all()) {
    await expect(card.getByRole('img', { name: 'The area drawn on the map' })).toHaveAttribute('data-shape', 'polygon');
    await expect(card.locator('polygon.search-thumbnail__shape')).toHaveAttribute(
      'points',
      /^[\d.]+,[\d.]+( [\d.]+,[\d.]+){3}$/,
    );
  }
  for (const search of (
    (await (await page.request.get('/api/saved-searches/')).json()) as { results: { id: number }[] }
  ).results) {
    await page.request.delete(`/api/saved-searches/${search.id}/`);
  }
});
