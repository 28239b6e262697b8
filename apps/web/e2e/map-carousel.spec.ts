import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Ids of the price pins on the map whose middle is on screen above the cards (so a tap reaches them). */
async function tappablePinIds(page: Page, carousel: Locator): Promise<number[]> {
  const top = (await carousel.boundingBox())!.y;
  return page.locator('[data-pin-id]').evaluateAll(
    (pins, limit) =>
      pins
        .filter((pin) => {
          const box = pin.getBoundingClientRect();
          return box.width > 0 && box.top > 120 && box.bottom < limit - 8 && box.left > 8 && box.right < 382;
        })
        .map((pin) => Number((pin as HTMLElement).dataset.pinId)),
    top,
  );
}

const cardIds = (carousel: Locator) =>
  carousel
    .locator('[data-listing-id]')
    .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.listingId)));

/** Whether the card shows wholly inside the row's visible box. */
const cardInView = (carousel: Locator, id: number) =>
  carousel.evaluate((row, wanted) => {
    const card = row.querySelector(`[data-listing-id="${wanted}"]`);
    if (!card) return false;
    const a = row.getBoundingClientRect();
    const b = card.getBoundingClientRect();
    return b.left >= a.left - 1 && b.right <= a.right + 1;
  }, id);

/** Dubai Marina and JLT, where the demo seed has five listings a few hundred metres apart. */
const MARINA = '55.137,25.064,55.148,25.089';

test.describe('the map view on a phone (issue 39 M18)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a full-height map with a card carousel that the pins follow, both ways', async ({ page }) => {
    // Dubai Marina at street level: each listing its own price pin (no clusters).
    await page.goto(`/properties?view=map&bbox=${MARINA}`);
    const map = page.locator('.map-view__box');
    const carousel = page.locator('.map-carousel .listing-grid');
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('[data-pin-id]').first()).toBeAttached();

    // The map is (almost) as tall as the screen, and the cards lie over its foot, not below it.
    const mapBox = (await map.boundingBox())!;
    const rowBox = (await carousel.boundingBox())!;
    expect(mapBox.height).toBeGreaterThanOrEqual(844 - 64 - 60);
    expect(rowBox.y).toBeGreaterThan(mapBox.y + mapBox.height / 2);
    expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height + 1);
    // One row that scrolls sideways, snapping.
    expect(await carousel.evaluate((row) => getComputedStyle(row).scrollSnapType)).toContain('x');
    expect(await carousel.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    // The sort and "Save search" are below the map.
    expect((await page.getByRole('button', { name: 'Save search' }).boundingBox())!.y).toBeGreaterThan(
      mapBox.y + mapBox.height,
    );

    // Swiping to a card highlights its pin.
    const cards = await cardIds(carousel);
    const pins = new Set(
      await page
        .locator('[data-pin-id]')
        .evaluateAll((all) => all.map((p) => Number((p as HTMLElement).dataset.pinId))),
    );
    const swipeTo = cards.slice(1).find((id) => pins.has(id));
    expect(swipeTo, 'a card after the first with a price pin on the map').toBeTruthy();
    await carousel
      .locator(`[data-listing-id="${swipeTo}"]`)
      .evaluate((card) => card.scrollIntoView({ inline: 'center', block: 'nearest' }));
    await expect(page.locator(`.price-pin--active[data-pin-id="${swipeTo}"]`)).toBeVisible();
    await expect(page.locator('.price-pin--active')).toHaveCount(1);

    // Tapping another pin scrolls the row to its card (no popup) and highlights that pin.
    const tappable = (await tappablePinIds(page, carousel)).filter((id) => id !== swipeTo && cards.includes(id));
    expect(tappable.length, 'a pin on screen whose card is in the row').toBeGreaterThan(0);
    const target = tappable.at(-1)!;
    await page.locator(`[data-pin-id="${target}"]`).click();
    await expect.poll(() => cardInView(carousel, target)).toBe(true);
    await expect(page.locator(`.price-pin--active[data-pin-id="${target}"]`)).toBeVisible();
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  });

  test('the zoom buttons sit on the start side: left in English, right in Arabic', async ({ page }) => {
    await page.goto('/properties?view=map&city=Dubai');
    await expect(page.locator('.leaflet-top.leaflet-left .leaflet-control-zoom')).toBeVisible();
    await page.goto('/ar/properties?view=map&city=Dubai');
    await expect(page.locator('.leaflet-top.leaflet-right .leaflet-control-zoom')).toBeVisible();
    await expect(page.locator('.leaflet-top.leaflet-left .leaflet-control-zoom')).toHaveCount(0);
  });
});

test('a desktop keeps the list beside the map, and a pin opens its popup', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/properties?view=map&bbox=${MARINA}`);
  const list = page.locator('.map-carousel .listing-grid');
  const map = page.locator('.leaflet-container');
  await expect(list).toBeVisible();
  await expect(map).toBeVisible();
  expect(await list.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
  const mapBox = (await map.boundingBox())!;
  const listBox = (await list.boundingBox())!;
  // Beside the map (the list first, on the start side), not over it.
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(mapBox.x + 1);
  const pin = page.locator('[data-pin-id]').first();
  await pin.click();
  await expect(page.locator('.leaflet-popup')).toBeVisible();
});
