import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GUIDE_WORD } from './support/env';

// The pages painted at build time (scripts/prerender.ts), as `vite preview` serves them: each at
// its clean address, and the home page's file as the fallback for every other path. The suite's
// build cannot reach the content service, so its blog pages are painted in their loading state
// and the app fetches the entries (the Lighthouse script builds them with the entries).
// Every test here also fails on any console error or uncaught error (the fixtures): a painted
// page the app cannot hydrate is reported as one (src/main.tsx).

const PAINTED = ['/', '/blog', '/press', '/feed', '/negril'];

test('each content page is served painted at its own address, under the policy', async ({
  request,
}) => {
  for (const path of PAINTED) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<div id="root" data-painted="${path}"`);
    // The one inline script, allowed by its hash in the policy the page is served with.
    expect(html).toContain(`<script data-page="${path}"`);
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // The app's scripts wait in a template; no module script runs before the guard starts it.
    expect(html).toMatch(/<template id="app-scripts"><script type="module"/);
  }
  // The guide's gate is painted, but its field cannot be typed into until the app runs it.
  expect(await (await request.get('/negril')).text()).toContain(
    '<div id="root" data-painted="/negril" inert="">',
  );
});

/**
 * Keeps the painted page's heading as the browser parsed it, before any script of the app runs
 * (an init script's listener comes before the page's own).
 */
async function keepPaintedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { paintedHeading: Element | null }).paintedHeading =
        document.querySelector('#main h1');
    });
  });
}

/** Whether the heading parsed from the HTML is still the page's, now owned by React. */
function headingAdopted(page: Page) {
  return page.evaluate(() => {
    const painted = (window as unknown as { paintedHeading: Element | null }).paintedHeading;
    return {
      same: painted !== null && painted === document.querySelector('#main h1'),
      owned: painted !== null && Object.keys(painted).some((key) => key.startsWith('__react')),
    };
  });
}

for (const path of PAINTED) {
  test(`the app adopts the painted ${path} instead of drawing it again`, async ({ page }) => {
    await keepPaintedHeading(page);
    await page.goto(path);
    await expect.poll(() => headingAdopted(page)).toEqual({ same: true, owned: true });
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The painted page's links are the app's now: a click navigates without a document load.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sign in' })
      .evaluate((link) => {
        (link as HTMLAnchorElement).click();
      });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
}

test('a visitor with the guide word sees the guide once the painted gate is hydrated', async ({
  page,
}) => {
  await page.addInitScript((word) => {
    localStorage.setItem('negrilPassword', word);
  }, GUIDE_WORD);
  await keepPaintedHeading(page);
  await page.goto('/negril');
  // Painted for a first-time visitor (the gate), then this visitor's own state: the guide.
  await expect(page.getByRole('navigation', { name: 'Guide categories' })).toBeVisible();
  await expect(page.getByLabel('Guide password')).toHaveCount(0);
  expect(await headingAdopted(page)).toEqual({ same: true, owned: true });
});

test('a painted page served for another address is hidden, and the app shows the right one', async ({
  page,
}) => {
  // The home page's file answers /blog/<slug> (the fallback); its painted markup must not show.
  await page.goto('/blog/sunset-at-ricks-cafe');
  await expect(
    page.getByRole('heading', { level: 1, name: /Sunset at Rick's Cafe/ }),
  ).toBeVisible();
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Latest from the blog' })).toHaveCount(0);

  // A query string: /blog's own file, but the painted list is not the filtered one.
  await page.goto('/blog?tag=Family');
  const filter = page.getByRole('navigation', { name: 'Filter by tag' });
  await expect(filter.getByRole('link', { name: 'Family' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
});

test('a page that carries its content starts the app once loaded, and the app takes over', async ({
  page,
}) => {
  const entryScripts: number[] = [];
  let loaded = false;
  page.on('request', (request) => {
    if (/\/assets\/index-[^/]+\.js$/.test(request.url())) entryScripts.push(loaded ? 1 : 0);
  });
  page.on('load', () => {
    loaded = true;
  });
  await page.goto('/negril', { waitUntil: 'domcontentloaded' });
  // The guide's gate is painted at once; the app's entry is asked for only after the load event.
  await expect(page.getByLabel('Guide password')).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(entryScripts).toEqual([1]);
  // The live gate takes what is typed.
  await page.getByLabel('Guide password').fill('one-love');
  await expect(page.getByLabel('Guide password')).toHaveValue('one-love');
});
