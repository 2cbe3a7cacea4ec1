import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BUILD_ENV, GUIDE_WORD, MAP_TILES } from './support/env';
import { networkSwitch, workerControls } from './support/offline';

/**
 * The offline worker (dist-e2e/sw.js): after one visit online, the pages already seen work
 * without a network; a page that needs it says so and recovers; a new deployment is offered.
 */
test.use({ serviceWorkers: 'allow' });

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

test('after one visit online: home, the blog, an entry read and the guide with its saved places work offline', async ({
  page,
  context,
  external,
}) => {
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
  await expect.poll(() => external.tiles.length).toBeGreaterThan(0);
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();

  await setOnline(false);

  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Sunset at Rick's Cafe/ }).first()).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: /^Sunset at Rick's Cafe/ })).toBeVisible();
  await page.goto(entryPath);
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/negril');
  await expect(card(page, 'Seven Mile Beach')).toContainText('Open 24 hours');
  await page.getByRole('button', { name: 'My trip (1)' }).click();
  const trip = page.getByRole('region', { name: 'My trip' });
  await expect(trip.getByRole('heading', { level: 4 })).toHaveText(['Seven Mile Beach']);
  // The tiles seen online come from the worker's cache.
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();

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

test('a tile answered 500 is never kept: the next view asks again and shows the tile', async ({
  page,
  context,
  external,
}) => {
  // Each tile fails once (with CORS allowed, as a real tile server's error page), then the
  // stand-in answers it. Tried before the stand-in's route.
  const failed = new Set<string>();
  await context.route(`${MAP_TILES.origin}/**`, async (route) => {
    const url = route.request().url();
    if (failed.has(url)) {
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

  await page.goto('/');
  await workerControls(page);
  await page.goto('/negril');
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect.poll(() => failed.size).toBeGreaterThan(0);
  // Leaflet marks a tile loaded only when its picture arrived; none did.
  await expect(page.locator('img.leaflet-tile')).not.toHaveCount(0);
  await expect(page.locator('img.leaflet-tile-loaded')).toHaveCount(0);

  // A worker that kept the 500s (as opaque answers) would show them again here.
  await page.reload();
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
  expect(external.tiles.length).toBeGreaterThan(0);
  for (const tile of external.tiles) expect(failed.has(tile), tile).toBe(true);
});

test('a new deployment is offered with "Reload", and taken up once', async ({ page }) => {
  // One more production build into the folder `vite preview` serves (it reads files as they
  // are asked for). The feed page carries its build time, so its revision, and with it sw.js,
  // differ: to the browser, a new deployment.
  test.setTimeout(240_000);
  await page.goto('/');
  await workerControls(page);

  execFileSync('npx', ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir'], {
    env: { ...process.env, ...BUILD_ENV },
    stdio: 'ignore',
    timeout: 180_000,
  });

  // A navigation makes the browser check the worker script: the new one installs and waits.
  await page.reload();
  const status = page.getByRole('status').filter({ hasText: 'A new version is available.' });
  await expect(status).toBeVisible({ timeout: 60_000 });
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
});
