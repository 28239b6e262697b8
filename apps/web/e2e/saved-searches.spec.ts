import { expect, signIn, submitLoginForm, test } from './fixtures';

// Demo accounts no other browser test signs in with: their saved searches are this file's alone.
const GUEST_TURNED_USER = 'daniel@demo.estate';
const SAVER = 'usman@demo.estate';

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
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('For rent · in Dubai · 2+ bedrooms');
  await expect(card).toContainText('Daily digest, In the app + By e-mail');

  // Pause, resume, then delete (after a confirmation).
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused');
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});

test('a signed-in user names a map search, chooses a weekly e-mail, and edits it in the dashboard (issue 18)', async ({
  page,
}) => {
  await signIn(page, SAVER, '/properties?purpose=sale&city=Lahore&view=map');
  await page.getByTestId('save-search').click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('For sale · in Lahore');
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
  await expect(card).toContainText('For sale · in Lahore');
  await expect(card).toContainText('Weekly digest, By e-mail');
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await expect(edit.getByLabel('Digest time')).toHaveValue('18');
  await edit.getByLabel('At once').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('At once, By e-mail');
  // On the map, what is saved is what the map shows: the city, and the area in view once it has one.
  await expect(card.getByRole('link', { name: 'Open results' })).toHaveAttribute(
    'href',
    /^\/properties\?purpose=sale&city=Lahore(&bbox=[\d.%C-]+)?$/,
  );

  // The same tab in Arabic.
  await page.goto('/ar/dashboard?tab=searches');
  const arabic = page.getByTestId('saved-search').filter({ hasText: 'Houses in Lahore' });
  await expect(arabic).toContainText('للبيع');
  await expect(arabic.getByRole('link', { name: 'اعرض النتائج' })).toHaveAttribute(
    'href',
    /^\/ar\/properties\?purpose=sale&city=Lahore(&bbox=[\d.%C-]+)?$/,
  );
});
