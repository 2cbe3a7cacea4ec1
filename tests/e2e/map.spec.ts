import { expect, expectAccessible, test } from './fixtures';
import { GUIDE_WORD, MAP_TILES } from './support/env';

/** A tile of the stand-in at `{z}/{x}/{y}.png`, the template the suite's build is given. */
const TILE_URL = new RegExp(`^${MAP_TILES.origin.replace(/\./g, '\\.')}/\\d+/\\d+/\\d+\\.png$`);

test('the guide’s map: pins from the reference server, tiles from the local stand-in, a pin selected by mouse and by keyboard', async ({
  page,
  external,
}) => {
  await page.goto('/negril');
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();

  const map = page.getByRole('region', { name: /map/i });
  await expect(map).toBeVisible();
  // The reference server's seed gives Rick's Cafe its coordinates (about 18.2616, -78.3676),
  // and most other places theirs.
  const ricks = map.getByRole('button', { name: "Rick's Cafe" });
  await expect(ricks).toBeVisible();
  await expect(ricks).toHaveAttribute('aria-pressed', 'false');
  const pins = map.locator('.guide-pin[role="button"]');
  expect(await pins.count()).toBeGreaterThan(1);
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();

  // Every tile came from the local stand-in.
  await expect.poll(() => external.tiles.length).toBeGreaterThan(0);
  for (const url of external.tiles) expect(url).toMatch(TILE_URL);

  // The map follows the filters: with the bars alone, it zooms in on them (with the whole guide,
  // from YS Falls to Bloody Bay, the West End's pins sit on top of each other).
  await page.getByRole('combobox', { name: 'Category' }).selectOption('bars-nightlife');
  await expect.poll(() => pins.count()).toBeLessThan(5);
  await ricks.click();
  await expect(ricks).toHaveAttribute('aria-pressed', 'true');
  // The pin's place is outlined in the list, and its "Show on map" is pressed.
  const ricksCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: "Rick's Cafe" }) });
  await expect(ricksCard.getByRole('button', { name: /^Show on map/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('combobox', { name: 'Category' }).selectOption('');

  // The other way round: a card's "Show on map" presses its pin.
  const spaCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Rockhouse Spa' }) });
  await spaCard.getByRole('button', { name: /^Show on map/ }).click();
  await expect(map.getByRole('button', { name: 'Rockhouse Spa' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(ricks).toHaveAttribute('aria-pressed', 'false');

  // By keyboard: a pin is a focusable button, and Enter selects it.
  await ricks.focus();
  await page.keyboard.press('Enter');
  await expect(ricks).toHaveAttribute('aria-pressed', 'true');
  await expect(map.getByRole('button', { name: 'Rockhouse Spa' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await expectAccessible(page, 'the guide with its map');
  // Nothing else left the machine (OpenStreetMap's own tile server included).
  expect(external.refused).toEqual([]);
});

test('the map never throws while pins, filters, views and the page change in quick succession', async ({
  page,
  problems,
}) => {
  await page.goto('/negril');
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  const map = page.getByRole('region', { name: 'Map of the places listed' });
  const ricks = map.getByRole('button', { name: "Rick's Cafe" });
  await expect(ricks).toBeVisible();
  const card = (name: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await card('Seven Mile Beach')
    .getByRole('button', { name: /^Save / })
    .click();

  // No waiting for the map between steps: each one starts while the last one's pan or zoom is
  // still moving the map (Leaflet's animations take a quarter of a second).
  await page.getByRole('combobox', { name: 'Category' }).selectOption('bars-nightlife');
  await ricks.press('Enter');
  await page.setViewportSize({ width: 600, height: 800 });
  await card("Rick's Cafe")
    .getByRole('button', { name: /^Show on map/ })
    .click();
  await page.getByRole('button', { name: 'My trip (1)' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'All places' }).click();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('');
  await page.getByRole('button', { name: 'My trip (1)' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

  // Past every timer a removed map could still have running.
  await page.waitForTimeout(1_000);
  expect(problems).toEqual([]);
});
