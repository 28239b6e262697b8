import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SearchAnswer } from '@estate/shared';
import { expect, nextApiAnswer, signIn, test } from './fixtures';
import { scaled } from './time';

const count = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.getByTestId('listing-card');

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('filtering by purpose and city updates the URL and the results; Back restores them', async ({ page }) => {
  await page.goto('/properties');
  await expect(cards(page).first()).toBeVisible();
  const allCount = await count(page).textContent();

  // A select applies at once.
  await page.getByLabel('Purpose').selectOption('rent');
  await expect(page).toHaveURL(/[?&]purpose=rent/);
  await expect(count(page)).not.toHaveText(allCount!);
  const rentCount = await count(page).textContent();

  // A typed field applies on Enter.
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel('City').press('Enter');
  await expect(page).toHaveURL(/[?&]city=Dubai/);
  await expect(page).toHaveURL(/[?&]purpose=rent/);
  await expect(count(page)).not.toHaveText(rentCount!);
  await expect(page.locator('h1')).toHaveText('Properties for rent in Dubai');
  await expect(page).toHaveTitle(/Properties for rent in Dubai/);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i++) {
    await expect(cards(page).nth(i)).toContainText('For rent');
    await expect(cards(page).nth(i)).toContainText('Dubai');
  }

  // The same search after a reload (as from a shared link) shows the same results.
  const dubaiCount = await count(page).textContent();
  await page.reload();
  await expect(count(page)).toHaveText(dubaiCount!);

  await page.goBack();
  await expect(page).not.toHaveURL(/city=Dubai/);
  await expect(count(page)).toHaveText(rentCount!);
  await expect(page.getByLabel('City')).toHaveValue('');
  await page.goBack();
  await expect(count(page)).toHaveText(allCount!);
  await expect(page.getByLabel('Purpose')).toHaveValue('');
});

/** The search requests of client-side navigations: `/properties.data?…`, the route loader's data. */
const isSearchData = (url: URL) => url.pathname.endsWith('/properties.data');

test('a price typed while a chosen filter loads is kept, and then searched (review U2)', async ({ page }) => {
  await page.goto('/properties?purpose=rent');
  const price = page.getByLabel('Max. price');
  // Hold the search that choosing Bedrooms starts until the price has been typed: its answer lands
  // while the field holds what the visitor typed, which it used to overwrite ("200000" became "000").
  const searched: string[] = [];
  let arrived!: () => void;
  let release!: () => void;
  const holding = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSearchData, async (route) => {
    const first = searched.length === 0;
    searched.push(new URL(route.request().url()).search);
    if (first) {
      arrived();
      await released;
    }
    // A newer search can have replaced this one in the page meanwhile.
    await route.continue().catch(() => undefined);
  });

  await page.getByLabel('Bedrooms').selectOption('2');
  await holding;
  await price.pressSequentially('200000', { delay: 40 });
  release();
  await expect(page).toHaveURL(/[?&]bedrooms=2(&|$)/);
  await expect(price).toHaveValue('200000');

  // The typed price applies after the pause, with the chosen bedrooms.
  await expect(page).toHaveURL(/[?&]max_price=200000(&|$)/);
  await expect(page).toHaveURL(/[?&]bedrooms=2(&|$)/);
  await expect(price).toHaveValue('200000');
  expect(searched[0], 'the held search was the one of Bedrooms').toMatch(/bedrooms=2/);
  expect(searched.filter((query) => /max_price=(?!200000(&|$))/.test(query))).toEqual([]);
  const answer = (await (
    await page.request.get(`/api/properties/${new URL(page.url()).search}`)
  ).json()) as SearchAnswer;
  expect(answer.count).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(new RegExp(`^${answer.count.toLocaleString('en')} propert`));
});

test('a typed price applies by itself after a pause in typing, never halfway (review U2)', async ({ page }) => {
  await page.goto('/properties');
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isSearchData(url)) searched.push(url.search);
  });
  // Slower than a quick typist, quicker than the pause.
  await page.getByLabel('Min. price').pressSequentially('35000', { delay: 250 });
  await expect(page).toHaveURL(/[?&]min_price=35000(&|$)/);
  expect(searched.length).toBe(1);
  expect(searched[0]).toMatch(/min_price=35000(&|$)/);
  await expect(page.getByLabel('Min. price')).toHaveValue('35000');
});

test('the home search opens the results; pages link to each other', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Rent' }).check();
  await page.getByRole('search').getByLabel('City').fill('Lahore');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/properties\?purpose=rent&city=Lahore$/);
  await expect(cards(page).first()).toBeVisible();

  await page.goto('/properties');
  const next = page.getByRole('navigation', { name: 'Result pages' }).locator('a[rel=next]');
  await expect(next).toHaveAttribute('href', '/properties?page=2');
  const firstId = await cards(page).first().getAttribute('data-listing-id');
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first()).not.toHaveAttribute('data-listing-id', firstId!);
  await expect(page.locator('link[rel=prev]')).toHaveAttribute('href', /\/properties$/);
});

test('a keyword search finds a seeded listing', async ({ page, request }) => {
  const answer = (await (await request.get('/api/properties/?city=Doha&page_size=1')).json()) as SearchAnswer;
  const target = answer.results[0]!;
  await page.goto('/properties');
  await page.getByLabel('Keyword').fill(target.title);
  await page.getByLabel('Keyword').press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.locator(`[data-listing-id="${target.id}"]`)).toBeVisible();
  // (The first link of that name among the results: the keyword's chip above them names it too.)
  await expect(page.getByTestId('listing-card').getByRole('link', { name: target.title }).first()).toHaveAttribute(
    'href',
    `/properties/${target.slug}`,
  );
});

test('a search without results says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/properties?q=zzqxv-no-such-place');
  await expect(page.getByTestId('no-results')).toContainText('No properties found');
  await page.getByTestId('no-results').getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(cards(page).first()).toBeVisible();
});

test('the map view shows pins and updates the area and the list as the map moves', async ({ page }) => {
  await page.goto('/properties?view=map&city=Dubai');
  const markers = page.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible({ timeout: scaled(15_000) });
  await expect(page).toHaveURL(/bbox=/);
  const before = new URL(page.url()).searchParams.get('bbox');
  await expect(page.locator('.map-status')).toContainText('in this area');

  const map = page.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 250, box.y + box.height / 2 + 120, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(before);
  // The list beside the map follows the visible area.
  await expect(page.locator('.map-status')).toContainText('in this area');
  const statusText = (await page.locator('.map-status').textContent()) ?? '';
  const inArea = Number(statusText.replace(/[^\d]/g, ''));
  await expect(count(page)).toHaveText(inArea === 1 ? '1 property' : `${inArea} properties`);
  // The list shows the area's matches (up to a page), its featured ones in at most three slots
  // above the organic results. (Counted from the page's own answer: a featured count fetched
  // separately could disagree with the answer the list shows, and once hung this test.)
  // Slots and cards are read together on each try: the list may still be settling on the new area.
  // One card per real unit (issue 37): listings of a unit group in the area share a card while the
  // count counts listings, so a page can hold fewer cards than the count leaves for it (the demo's
  // Dubai groups made this fail when the test ran alone, before the journeys that change them).
  await expect
    .poll(async () => {
      const slots = await page.getByTestId('featured-slot').count();
      const shown = await cards(page).count();
      return slots <= 3 && shown > slots && shown <= Math.min(inArea - slots, 24) + slots;
    })
    .toBe(true);

  // A pin (or a cluster, which zooms in) leads to a listing.
  const pin = page.locator('.leaflet-marker-icon:has(.price-pin)').first();
  if (await pin.count()) {
    await pin.click();
    await expect(page.locator('.leaflet-popup .map-popup__title')).toHaveAttribute('href', /^\/properties\/.+-\d+$/);
  }
});

test('the desktop map view: in the page container, the map high on the first screen and in view while the list scrolls (issue 17)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/properties?view=map');
  const map = page.locator('.map-view__box');
  // The placeholder gives way to the map once its code has loaded: measure the map itself.
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const heading = (await page.locator('.search-page__title').boundingBox())!;
  const list = (await page.locator('.map-view__list').boundingBox())!;
  expect(Math.abs(list.x - heading.x)).toBeLessThan(2);
  const first = (await map.boundingBox())!;
  expect(first.y).toBeLessThan(400);
  // Two cards side by side beside the map.
  const cardsBox = await page
    .getByTestId('listing-card')
    .evaluateAll((nodes) => nodes.slice(0, 2).map((node) => node.getBoundingClientRect().top));
  expect(cardsBox[0]).toBe(cardsBox[1]);
  await page.mouse.move(300, 600);
  await page.mouse.wheel(0, 2500);
  // The wheel scrolls after it returns (on a busy machine, a frame or more later): wait for the map
  // to reach its sticky place, then check that it stays whole on screen.
  await expect.poll(async () => (await map.boundingBox())!.y).toBeLessThan(120);
  const after = (await map.boundingBox())!;
  expect(after.y).toBeGreaterThanOrEqual(0);
  expect(after.y + after.height).toBeLessThanOrEqual(900);
});

test('the phone map view: a tall map, then the results as a row of cards to swipe (issue 17)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties?view=map&city=Dubai');
  const map = page.locator('.map-view__box');
  await expect(map).toBeVisible();
  // Polled: the box can be replaced while the map loads (a busy machine once read no box at all).
  await expect.poll(async () => (await map.boundingBox())?.height ?? 0).toBeGreaterThan(500);
  const row = page.locator('.map-view__list .listing-grid').last();
  await expect(row.locator('.listing-card').nth(1)).toBeVisible();
  const [a, b] = await row
    .locator('.listing-card')
    .evaluateAll((nodes) => nodes.slice(0, 2).map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
  expect(a!.top).toBe(b!.top);
  expect(await row.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the row scrolls, not the page').toBeLessThanOrEqual(0);
});

test('no filter select cuts its chosen text at desktop width (issue 17)', async ({ page }) => {
  for (const prefix of ['', '/ar']) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${prefix}/properties`);
    await page.getByRole('button', { name: prefix ? 'تصفية إضافية' : 'More filters' }).click();
    const cut = await page.locator('.filter-form select').evaluateAll((selects) =>
      (selects as HTMLSelectElement[])
        .filter((select) => {
          const probe = document.createElement('span');
          const style = getComputedStyle(select);
          probe.style.font = style.font;
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'nowrap';
          probe.textContent = select.selectedOptions[0]?.textContent ?? '';
          document.body.append(probe);
          const needed = probe.getBoundingClientRect().width + parseFloat(style.paddingInlineStart) + 24;
          probe.remove();
          return needed > select.clientWidth;
        })
        .map((select) => select.selectedOptions[0]?.textContent),
    );
    expect(cut, prefix || 'en').toEqual([]);
  }
});

test('the visitor chooses the area unit; the server renders it after reload', async ({ page }) => {
  await page.goto('/properties?area_type=residential');
  await page.getByLabel('Show areas in').selectOption('sqft');
  await expect(cards(page).first()).toContainText('sq ft');
  await page.reload({ waitUntil: 'commit' });
  const html = await (await page.request.get('/properties?area_type=residential')).text();
  expect(html).toContain('sq ft');
  await expect(cards(page).first()).toContainText('sq ft');
});

test("each listing shows its market's unit until the visitor chooses one (issue 17)", async ({ page }) => {
  // The visitor is in Pakistan (DEFAULT_COUNTRY), yet a Dubai flat reads in sq ft and a Cairo home in m².
  await page.goto('/properties?city=Dubai&area_type=residential');
  await expect(cards(page).first()).toContainText('sq ft');
  await expect(cards(page).first()).not.toContainText('marla');
  await page.goto('/properties?city=Cairo');
  await expect(cards(page).first()).toContainText('m²');
  await page.goto('/properties?city=Lahore&area_type=residential');
  await expect(cards(page).first()).toContainText(/marla|kanal/);
  // An explicit choice wins everywhere; "local unit" gives each listing its market's unit again.
  await page.goto('/properties?city=Dubai&area_type=residential');
  await page.getByLabel('Show areas in').selectOption('marla');
  await expect(cards(page).first()).toContainText('marla');
  await page.getByLabel('Show areas in').selectOption('');
  await expect(cards(page).first()).toContainText('sq ft');
  await page.reload();
  await expect(cards(page).first()).toContainText('sq ft');
});

test('a guest pressing like is asked to log in and comes back', async ({ page }) => {
  await page.goto('/properties?city=Dubai');
  await cards(page).first().getByTestId('like-button').click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fproperties%3Fcity%3DDubai$/);
});

test('a signed-in visitor likes a listing from the results', async ({ page }) => {
  await signIn(page, 'ayesha@demo.estate', '/properties?city=Doha');
  const like = cards(page).first().getByTestId('like-button');
  const before = (await like.getAttribute('aria-pressed')) === 'true';
  const liked = nextApiAnswer(page, 'POST', '/api/LikeOrUnlike/');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(!before));
  expect((await liked).ok()).toBe(true);
  await page.reload();
  await expect(cards(page).first().getByTestId('like-button')).toHaveAttribute('aria-pressed', String(!before));
  await cards(page).first().getByTestId('like-button').click();
  await expect(cards(page).first().getByTestId('like-button')).toHaveAttribute('aria-pressed', String(before));
});

test('the Arabic search page is right-to-left and translated', async ({ page }) => {
  await page.goto('/ar/properties?purpose=rent&city=Dubai');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText('عقارات للإيجار في دبي');
  await expect(page.getByLabel('المدينة')).toHaveValue('دبي');
  await expect(count(page)).toContainText('عقار');
  await expect(cards(page).first()).toContainText('للإيجار');
  // The filter panel starts on the right in Arabic.
  const form = (await page.locator('.filter-form').boundingBox())!;
  const keyword = (await page.getByLabel('كلمة البحث').boundingBox())!;
  expect(keyword.x + keyword.width).toBeGreaterThan(form.x + form.width / 2);
});

for (const lang of ['en', 'ar']) {
  test(`search pages in ${lang} pass axe checks and log no errors`, async ({ page }) => {
    // Two axe runs and a map: over a minute when the other worker is busy (CI, 2026-11-24).
    test.setTimeout(scaled(120_000));
    const prefix = lang === 'ar' ? '/ar' : '';
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    // The home page and /properties are checked in quality.spec.ts.
    for (const path of ['/properties?q=zzqxv-nothing', '/properties?view=map&city=Dubai']) {
      await page.goto(`${prefix}${path}`);
      if (path.includes('view=map')) await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
      expect(await seriousAxeViolations(page), `accessibility of ${path}`).toEqual([]);
    }
    for (const width of [390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${prefix}/properties`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: lang === 'en' ? 'Filters' : 'عوامل التصفية' }).click();
      await expect(page.getByLabel(lang === 'en' ? 'Bedrooms' : 'غرف النوم')).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('the home page browses by city with a photo and a count that matches the city search (issue 17)', async ({
  page,
}) => {
  await page.goto('/');
  const tile = page.getByTestId('city-tile').first();
  await tile.scrollIntoViewIfNeeded();
  await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const count = (await tile.getByTestId('city-count').innerText()).trim();
  expect(count).toMatch(/^\d[\d,]*\+? propert(y|ies)$/);
  await tile.click();
  await expect(page).toHaveURL(/\/properties\?.*city=/);
  await expect(page.getByTestId('result-count')).toHaveText(count);
});

test('page 1 of the newest listings: at most three featured slots lead one grid, organic results fill the rest, no holes (issue 17)', async ({
  page,
}) => {
  await page.goto('/properties?sort=newest');
  const slots = await page.getByTestId('featured-slot').count();
  expect(slots).toBeGreaterThan(0);
  expect(slots).toBeLessThanOrEqual(3);
  const all = page.getByTestId('listing-card');
  expect(await all.count()).toBe(slots + 24);
  // Organic results are in the order asked for: newest first, none of them featured.
  const organic = page.locator('.listing-grid > li:not([data-testid=featured-slot]) [data-testid=listing-card]');
  expect(await organic.locator('.listing-badge--featured').count()).toBe(0);
  // One grid: every row of the first screen is full (the slots do not leave a short row).
  const tops = await all.evaluateAll((cards) =>
    cards.slice(0, 8).map((card) => Math.round(card.getBoundingClientRect().top)),
  );
  const perRow = tops.filter((top) => top === tops[0]).length;
  expect(perRow).toBeGreaterThan(1);
  expect(tops.slice(perRow, 2 * perRow).every((top) => top === tops[perRow])).toBe(true);
  expect(tops.slice(perRow, 2 * perRow).length).toBe(perRow);
});

test('the filter block: one submit button on a desktop, two short rows on a phone (issue 17)', async ({ page }) => {
  await page.goto('/properties');
  const form = page.locator('form.filter-form');
  await expect(form.locator('button[type=submit]:visible')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/properties');
  const box = (await form.boundingBox())!;
  expect(box.height, 'the filter block on a phone').toBeLessThan(844 * 0.2);
  await page.getByRole('button', { name: 'عوامل التصفية' }).click();
  await expect(page.getByRole('button', { name: 'عرض النتائج' })).toBeVisible();
});

test("the map's bubbles count every listing of the area, and add up to the list's count (issue 18)", async ({
  page,
}) => {
  // The whole demo in one view: bubbles of many listings (the server's cells past 300 pins; the
  // API's own tests cover that path with more listings than the demo has).
  await page.goto('/properties?view=map&bbox=-30,-10,120,60');
  const bubbles = page.locator('.leaflet-marker-icon.cluster-pin');
  await expect(bubbles.first()).toBeVisible({ timeout: scaled(15_000) });
  const numbers = (texts: string[]) => texts.reduce((sum, text) => sum + Number(text.replace(/[^\d]/g, '')), 0);
  // The map asks again once it has fitted the box to the screen ("Updating…" meanwhile): compare
  // the status with the bubbles and pins of the same answer, once it has settled.
  const reading = async () => {
    const text = (await page.locator('.map-status').textContent()) ?? '';
    const onMap =
      numbers(await bubbles.allInnerTexts()) + (await page.locator('.leaflet-marker-icon .price-pin').count());
    return { status: text.includes('in this area') ? Number(text.replace(/[^\d]/g, '')) : null, onMap };
  };
  let status: number | null = null;
  await expect
    .poll(
      async () => {
        const read = await reading();
        status = read.status;
        return status !== null && status === read.onMap;
      },
      { timeout: scaled(15_000) },
    )
    .toBe(true);
  const bbox = new URL(page.url()).searchParams.get('bbox')!;
  const list = (await (await page.request.get(`/api/properties/?bbox=${bbox}`)).json()) as { count: number };
  expect(status).toBeGreaterThan(100);
  expect(list.count).toBe(status);
  // A bubble zooms in to its listings.
  await bubbles.first().click();
  await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(bbox);
});

test('map markers never cover each other on a phone (issue 17)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties?view=map&country=PK');
  const markers = page.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();
  const boxes = await markers.evaluateAll((icons) =>
    icons.map((icon) => {
      const r = icon.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  const overlaps = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 4)
      .filter((b) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 4),
  );
  expect(overlaps).toEqual([]);
});

test('the visitor filters listings by the language they are written in (issue 17)', async ({ page }) => {
  await page.goto('/ar/properties');
  await page.getByRole('button', { name: 'تصفية إضافية' }).click();
  await page.getByLabel('لغة الإعلان').selectOption('ar');
  await expect(page).toHaveURL(/lang=ar/);
  // Every card, the featured slots too, once the new results are in.
  await expect
    .poll(async () => {
      const titles = await page.locator('.listing-card__title').allInnerTexts();
      return titles.length > 0 && titles.every((title) => /[\u0600-\u06FF]/.test(title));
    })
    .toBe(true);
  await page.goto('/properties?lang=en');
  for (const title of await page.locator('.listing-card__title').allInnerTexts()) {
    expect(title).not.toMatch(/[\u0600-\u06FF]/);
  }
});

for (const lang of ['en', 'ar'] as const) {
  test(`applied filters are chips that take them away; "More filters" folds the rest (${lang}, review U5 and M9)`, async ({
    page,
  }) => {
    const ar = lang === 'ar';
    const prefix = ar ? '/ar' : '';
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${prefix}/properties?city=Lahore&bedrooms=3`);
    // The country follows the city.
    await expect(page.getByLabel(ar ? 'الدولة' : 'Country', { exact: true })).toHaveValue('PK');
    const chips = page.getByTestId('filter-chips');
    await expect(
      chips.getByRole('link', { name: ar ? 'إزالة عامل التصفية: لاهور' : 'Remove filter: Lahore' }),
    ).toBeVisible();

    // The main filters take two short rows of the first screen; the others are folded.
    const form = (await page.locator('form.filter-form').boundingBox())!;
    expect(form.height, 'the filter block on a desktop').toBeLessThan(900 * 0.3);
    const more = page.getByRole('button', { name: ar ? 'تصفية إضافية' : 'More filters' });
    const baths = page.getByLabel(ar ? 'الحمامات' : 'Bathrooms', { exact: true });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(baths).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await baths.selectOption('2');
    await expect(page).toHaveURL(/[?&]bathrooms=2(&|$)/);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(chips.getByRole('link')).toHaveCount(4);

    // From the keyboard: the bedrooms chip goes with Enter, the others stay, the focus stays on the chips.
    const beds = chips.getByRole('link', { name: ar ? /3\+ غرف نوم/ : /3\+ bedrooms/ });
    await beds.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/bedrooms=/);
    await expect(page).toHaveURL(/[?&]bathrooms=2(&|$)/);
    await expect(page).toHaveURL(/[?&]city=Lahore(&|$)/);
    await expect(page.getByLabel(ar ? 'غرف النوم' : 'Bedrooms', { exact: true })).toHaveValue('');
    await expect(page.locator('.filter-chip:focus')).toHaveCount(1);
    const answer = (await (
      await page.request.get(`/api/properties/${new URL(page.url()).search}`)
    ).json()) as SearchAnswer;
    if (!ar) await expect(count(page)).toHaveText(new RegExp(`^${answer.count.toLocaleString('en')} propert`));

    await chips.getByRole('link', { name: ar ? 'مسح الكل' : 'Clear all' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/properties$`));
    await expect(chips).toHaveCount(0);
    await expect(page.getByLabel(ar ? 'الدولة' : 'Country', { exact: true })).toHaveValue('');
  });
}

test('the map view keeps its chips and folds all filters behind one button (review U5)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/properties?view=map&city=Dubai&purpose=rent');
  const chips = page.getByTestId('filter-chips');
  await expect(chips.getByRole('link', { name: 'Remove filter: For rent' })).toBeVisible();
  await expect(page.getByLabel('Purpose')).toBeHidden();
  await chips.getByRole('link', { name: 'Remove filter: For rent' }).click();
  await expect(page).not.toHaveURL(/purpose=/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/city=Dubai/);
});
