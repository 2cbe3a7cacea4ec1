import { expect, expectAccessible, startAsReturningVisitor, test } from '../fixtures';
import { MAP_TILES } from '../support/env';

/** A tile of the stand-in at `{z}/{x}/{y}.png`, the template the suite's build is given. */
const TILE_URL = new RegExp(`^${MAP_TILES.origin.replace(/\./g, '\\.')}/\\d+/\\d+/\\d+\\.png$`);

/** A pin's name: the place's, then its state ("Rick's Cafe, open, closes within the hour"). */
const pinName = (name: string) =>
  new RegExp(`^${name}, (open|open, closes within the hour|closed|hours not known)$`);

test('the guide’s map: pins from the reference server, tiles from the local stand-in, clusters split by keyboard, a pin selected by mouse and by keyboard, and no error while it changes fast', async ({
  page,
  external,
  problems,
}) => {
  // Whole system: Leaflet drawing the reference server's places in a real browser (tiles, zoom
  // animations, clusters, focus on its markers), which jsdom cannot do. What the map draws for a
  // list it is given is tested in tests/features/guide/map (the map without its clustering
  // library too: guide-map-plain.fresh.test.tsx).
  test.setTimeout(90_000);
  // The page's clock runs as the real one, and can be moved on at the end past the map's timers.
  await page.clock.install();
  await startAsReturningVisitor(page);
  await page.goto('/negril');

  const map = page.getByRole('region', { name: 'Map of the places listed' });
  await expect(map).toBeVisible();
  // The whole guide, from YS Falls to Bloody Bay: the West End's places, a few hundred metres
  // apart, are drawn as clusters, named by how many places and which categories they hold.
  const clusters = map.getByRole('button', { name: /^Cluster of \d+ places: / });
  await expect(clusters.first()).toBeVisible();
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
  // The legend reads without the map.
  await expect(page.getByRole('list', { name: 'Key to the map' }).getByRole('listitem')).toHaveText(
    ['Open', 'Closes within the hour', 'Closed', 'Hours not known', /Places close together/],
  );

  // Every tile came from the local stand-in.
  await expect.poll(() => external.tiles.length).toBeGreaterThan(0);
  for (const url of external.tiles) expect(url).toMatch(TILE_URL);

  // By keyboard: Enter on a cluster zooms in until its places part, says so, and hands the focus
  // to the first of them; a cluster inside it splits the same way, down to a place's pin.
  const buttons = map.locator('.guide-pin[role="button"]');
  // A new map draws its places at Negril's default view, then fits them with an animation and
  // draws them again: count the markers once the view has settled (no zoom animation, and the
  // same number twice in a row).
  let seen = -1;
  await expect
    .poll(async () => {
      const [count, animating] = [
        await buttons.count(),
        await map.locator('.leaflet-zoom-anim').count(),
      ];
      const settled = animating === 0 && count === seen;
      seen = count;
      return settled;
    })
    .toBe(true);
  const before = seen;
  const first = clusters.first();
  const held = Number(/of (\d+) places/.exec((await first.getAttribute('aria-label')) ?? '')?.[1]);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${held} places here: zoomed in`)).toBeAttached();
  const focused = page.locator('.guide-pin:focus');
  await expect(focused).toHaveCount(1);
  await expect.poll(() => buttons.count()).toBeGreaterThan(before - 1);
  for (let step = 0; step < 6; step += 1) {
    const label = (await focused.getAttribute('aria-label')) ?? '';
    if (!label.startsWith('Cluster of')) break;
    await page.keyboard.press('Enter');
    await expect(focused).not.toHaveAttribute('aria-label', label);
  }
  await expect(focused).toHaveAttribute(
    'aria-label',
    /, (open|open, closes within the hour|closed|hours not known)$/,
  );

  // By keyboard: a pin is a focusable button, and Enter selects it.
  const label = (await focused.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  const chosen = map.getByRole('button', { name: label, exact: true });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  const place = label.slice(0, label.indexOf(','));
  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: place, exact: true }) })
      .getByRole('button', { name: /^Show on map/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The map follows the filters: with the bars alone, it zooms in on them, each with its pin.
  await page.getByRole('combobox', { name: 'Category' }).selectOption('bars-nightlife');
  const ricks = map.getByRole('button', { name: pinName("Rick's Cafe") });
  await expect(ricks).toBeVisible();
  await expect.poll(() => buttons.count()).toBeLessThan(5);
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

  // The other way round: a card's "Show on map" presses its pin, brought out of its cluster.
  const spaCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Rockhouse Spa' }) });
  await spaCard.getByRole('button', { name: /^Show on map/ }).click();
  await expect(map.getByRole('button', { name: pinName('Rockhouse Spa') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await expectAccessible(page, 'the guide with a pin pressed, brought out of its cluster');
  // Nothing else left the machine (OpenStreetMap's own tile server included).
  expect(external.refused).toEqual([]);

  // Pins, filters, views and the page change in quick succession: no waiting for the map between
  // steps, so each one starts while the last one's pan or zoom is still moving the map
  // (Leaflet's animations take a quarter of a second), and the map is removed mid-way.
  const card = (name: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await card('Seven Mile Beach')
    .getByRole('button', { name: /^Save / })
    .click();
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
  await page.clock.runFor(1_000);
  expect(problems).toEqual([]);
});
