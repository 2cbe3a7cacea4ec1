import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GUIDE_WORD, MAP_TILES, OUT_DIR } from './support/env';
import { networkSwitch, workerControls } from './support/offline';

/**
 * The offline worker (dist-e2e/sw.js): after one visit online, the pages already seen work
 * without a network; a page that needs it says so and recovers; a new deployment is offered.
 */
test.use({ serviceWorkers: 'allow' });

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

test('after one visit online: home, the blog, an entry read and the guide with its saved places work offline; a tile answered 500 is never kept', async ({
  page,
  context,
  external,
}) => {
  // Needs the whole system: the built service worker, its caches and the browser's offline mode.
  // On the first visit every tile fails (with CORS allowed, as a real tile server's error page);
  // from the reload on, the stand-in answers. Registered before the network switch, so tried
  // after it: offline, the switch refuses a tile before this route could answer it.
  const failed = new Set<string>();
  let failing = true;
  await context.route(`${MAP_TILES.origin}/**`, async (route) => {
    const url = route.request().url();
    if (!failing || failed.has(url)) {
      await route.fallback();
      return;
    }
    failed.add(url);
    await route.fulfill({
      status: 500,
      headers: { 'content-type': 'text/plain', 'access-control-allow-origin': '*' },
      body: 'busy',
    });
  });
  const setOnline = await networkSwitch(context);

  await page.goto('/');
  await workerControls(page);
  // Again, now through the worker, so that what the page shows is kept as it is fetched.
  await page.reload();
  const latest = page.getByRole('link', { name: /^Sunset at Rick's Cafe/ }).first();
  await expect(latest).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('link', { name: /^Sunset at Rick's Cafe/ }).click();
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  const entryPath = new URL(page.url()).pathname;

  await page.goto('/negril');
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await card(page, 'Seven Mile Beach')
    .getByRole('button', { name: /^Save / })
    .click();
  await expect(page.getByRole('button', { name: 'My trip (1)' })).toBeVisible();
  // Every tile failed: Leaflet marks a tile loaded only when its picture arrived; none did.
  await expect.poll(() => failed.size).toBeGreaterThan(0);
  await expect(page.locator('img.leaflet-tile')).not.toHaveCount(0);
  await expect(page.locator('img.leaflet-tile-loaded')).toHaveCount(0);

  // A worker that kept the 500s would answer them again. Asked for through the page (and so
  // through the worker), every tile that failed is a picture now. The map is not asked: its view
  // after a reload may be a zoom apart (the list beside it laid out a moment later), and then
  // shows other tiles.
  failing = false;
  await page.reload();
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
  const again = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(
          (url) =>
            new Promise<string>((done) => {
              const picture = new Image();
              picture.onload = () => done('loaded');
              picture.onerror = () => done(`failed: ${url}`);
              picture.src = url;
            }),
        ),
      ),
    [...failed],
  );
  expect(again.filter((result) => result !== 'loaded')).toEqual([]);
  expect(external.tiles.filter((tile) => failed.has(tile)).length).toBeGreaterThan(0);

  await setOnline(false);

  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Sunset at Rick's Cafe/ }).first()).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: /^Sunset at Rick's Cafe/ })).toBeVisible();
  await page.goto(entryPath);
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/negril');
  await expect(card(page, 'Seven Mile Beach')).toContainText('Open 24 hours');
  // The tiles seen online (the second time, answered) come from the worker's cache: the map
  // shows the same view as then. (My trip's view below zooms to its place, whose tiles were
  // never fetched.)
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await page.getByRole('button', { name: 'My trip (1)' }).click();
  const trip = page.getByRole('region', { name: 'My trip' });
  await expect(trip.getByRole('heading', { level: 4 })).toHaveText(['Seven Mile Beach']);

  // A page whose content was never fetched: it says so, and recovers once the network is back.
  await page.goto('/press');
  const offline = page.getByRole('alert').filter({ hasText: 'You are offline' }).first();
  await expect(offline).toBeVisible();
  await expect(offline.getByRole('button', { name: 'Try again' })).toBeVisible();

  await setOnline(true);
  await expect(
    page
      .getByRole('region', { name: 'Featured' })
      .getByRole('link', { name: 'Where locals go after dark' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);
});

test('a new deployment is offered with "Reload", and taken up once', async ({ page }) => {
  // Needs the whole system: the browser's own update check of the service worker, a waiting
  // worker, and the reload it takes over.
  // To the browser, a new deployment is a worker script that differs by a byte: a changed copy
  // of the served sw.js is written where `vite preview` serves it (it reads files as they are
  // asked for), and the original put back afterwards, byte for byte, for the tests after this one.
  const served = join(OUT_DIR, 'sw.js');
  const original = readFileSync(served);
  const { atime, mtime } = statSync(served);
  await page.goto('/');
  await workerControls(page);

  try {
    writeFileSync(served, Buffer.concat([original, Buffer.from('\n// A later deployment.\n')]));
    // A navigation makes the browser check the worker script: the new one installs and waits.
    await page.reload();
    const status = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(status).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await status.getByRole('button', { name: 'Reload' }).click();

    // The page reloads once, under the new worker, and offers nothing more.
    // While the page reloads, its old context is gone: that reads as "not reloaded yet".
    await expect
      .poll(async () => {
        try {
          return await page.evaluate(
            () => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false,
          );
        } catch {
          return true;
        }
      })
      .toBe(false);
    await expect(page.getByRole('link', { name: /^Sunset at Rick's Cafe/ }).first()).toBeVisible();
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting ?? null;
    });
    expect(waiting).toBeNull();
  } finally {
    writeFileSync(served, original);
    utimesSync(served, atime, mtime);
  }
});
