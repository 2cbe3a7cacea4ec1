import type { Page } from '@playwright/test';
import { expect, startAsReturningVisitor, test } from '../fixtures';
import { ADMIN, GUIDE_WORD } from '../support/env';

// The pages painted at build time (vite-plugins/painted/painted-pages.ts), as `vite preview` serves them:
// each at its clean address, and the home page's file as the fallback for every other path. The
// suite's build is answered by the same mock content service and graph as its browser
// (PAINT_MOCK_BACKENDS), so the blog's pages and the feed are painted with what the app then
// shows, and each entry has its own page.
// Every test here also fails on any console error or uncaught error (the fixtures): a painted
// page that differs from what the app renders is a hydration error, reported by React's
// onRecoverableError as one (src/start.tsx).

const ENTRY = '/blog/sunset-at-ricks-cafe';
const PAINTED = ['/', '/blog', ENTRY, '/press', '/feed', '/negril', '/search'];

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
  // The guide's gate is painted, never inert: its fields wait, disabled, until the app runs it.
  const gate = await (await request.get('/negril')).text();
  expect(gate).toContain('<div id="root" data-painted="/negril">');
  expect(gate).toMatch(/<fieldset disabled="" aria-describedby="[^"]+"/);
  expect(gate).not.toContain('inert');
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

// That the app adopts each painted page instead of drawing it again, and that its links are then
// the app's, is hydration.spec.ts's (one tab per language, every painted route).

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
  // The home page's file answers /login (the fallback); its painted markup must not show.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
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
  await page.goto('/negril', { waitUntil: 'domcontentloaded' });
  // The guide's gate is painted at once; the app's entry is asked for only after the load event
  // (as the browser timed both: Playwright's own load event may reach the test after the fetch).
  await expect(page.getByLabel('Guide password')).toBeVisible();
  await page.waitForLoadState('load');
  // A resource's timing is listed once it has arrived: asked again until the entry is there.
  const entryAfterLoad = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime >= (navigation?.loadEventStart ?? Infinity));
    });
  await expect.poll(entryAfterLoad).toEqual([true]);
  // The live gate takes what is typed; its note is gone.
  await expect(page.getByLabel('Guide password')).toBeEnabled();
  await expect(page.getByText('this form works once the page has loaded')).toHaveCount(0);
  await page.getByLabel('Guide password').fill('one-love');
  await expect(page.getByLabel('Guide password')).toHaveValue('one-love');
});

test('a signed-in visitor sees the painted page become theirs after hydration, without a shift', async ({
  page,
}) => {
  // Signed in before the first page, through the server's API (signing in is not what is tested).
  await startAsReturningVisitor(page, { account: ADMIN });

  // Every layout shift of the painted page's life, as the browser reports it.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await keepPaintedHeading(page);
  for (const path of ['/blog', ENTRY]) {
    await page.goto(path);
    // Painted for a first-time visitor ("Sign in"), then this visitor's own: "Account".
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    expect(await headingAdopted(page)).toEqual({ same: true, owned: true });
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
    // The suite's access tokens live 12 s and are refreshed 10 s before they expire, so a page
    // refreshes as it starts: left before the answer comes, the server has rotated the token and
    // the next page is refused ("Your session has expired", docs/security.md, "Limits"). The
    // visitor this test plays waits for the page's requests before the next address.
    await page.waitForLoadState('networkidle');
  }
});
