import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openGuideAsAdmin, test } from './fixtures';

/**
 * Nothing scrolls sideways at 320 CSS px (a small phone, or 1280 px at 400% zoom: WCAG 1.4.10):
 * every route of the route table, and every dialog, menu and panel open, in both color schemes.
 * A failure names the elements that stick out past the screen's right edge.
 */
const WIDTH = 320;

/** A real address for each pattern of the route table (src/lib/routes.ts). */
const ROUTE_URLS: Record<string, string> = {
  '/': '/',
  '/blog': '/blog',
  '/blog/:slug': '', // the first entry of the list, found on the page
  '/press': '/press',
  '/feed': '/feed',
  '/negril': '/negril',
  '/login': '/login',
  '/register': '/register',
  '/activate/:uid/:token': '/activate/MQ/bad-token',
  '/password/reset': '/password/reset',
  '/password/reset/confirm/:uid/:token': '/password/reset/confirm/MQ/bad-token',
  '/account': '/account',
  '/search': '/search?q=negril',
  '/privacy': '/privacy',
  '*': '/no-such-page-with-a-rather-long-address-that-does-not-exist',
};

/** The patterns the route table has, read from its source (a new route fails this spec). */
function routePatterns(): string[] {
  const source = readFileSync('src/lib/routes.ts', 'utf8');
  return [...source.matchAll(/^ {4}path: '([^']+)',$/gm)].map((match) => match[1] ?? '');
}

/**
 * The page does not scroll sideways, and no element shows past the screen's edges (one inside a
 * box that clips or scrolls it, such as a carousel's track, is that box's business).
 */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  // Photographed for a look: test-results/screens/narrow-<scheme>-<what>.png.
  const scheme = test.info().titlePath.join(' ').includes('dark') ? 'dark' : 'light';
  const name =
    what
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'home';
  await page.screenshot({
    path: `test-results/screens/narrow-${scheme}-${name}.png`,
    fullPage: true,
  });
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      // Tailwind's sr-only clips with `clip-path` (and `overflow: hidden`).
      return style.overflowX !== 'visible' || style.clipPath !== 'none';
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '';
      const text = element.textContent.trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${id}${classes} "${text}"`;
    };
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      let clipped = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) break;
        if (clips(parent)) {
          const outer = parent.getBoundingClientRect();
          if (outer.right <= width + 1 && outer.left >= -1) clipped = true;
          break;
        }
      }
      if (clipped) continue;
      // Only the outermost: its children stick out with it.
      const parent = element.parentElement?.getBoundingClientRect();
      if (
        parent &&
        (parent.right > width + 1 || parent.left < -1) &&
        element.parentElement !== document.body
      )
        continue;
      wide.push(`${describe(element)} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    }
    return { scrollWidth: root.scrollWidth, width, wide: wide.slice(0, 8) };
  });
  expect(
    { scrolls: found.scrollWidth > found.width, wide: found.wide },
    `${what} at ${WIDTH} px (page ${found.scrollWidth} px wide)`,
  ).toEqual({ scrolls: false, wide: [] });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`at ${WIDTH} px, ${colorScheme}`, () => {
    test.use({ colorScheme, viewport: { width: WIDTH, height: 640 } });
    // Many pages and dialogs in one test each, on a machine that may be busy.
    test.describe.configure({ timeout: 240_000 });

    test('every route of the route table', async ({ page }) => {
      expect(Object.keys(ROUTE_URLS).sort()).toEqual(routePatterns().sort());
      for (const [pattern, url] of Object.entries(ROUTE_URLS)) {
        if (pattern === '/blog/:slug' || pattern === '/account') continue;
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, url);
        if (pattern === '/blog') {
          await page
            .getByRole('main')
            .getByRole('article')
            .first()
            .getByRole('link')
            .first()
            .click();
          await expect(page).toHaveURL(/\/blog\/[^/]+$/);
          await page.waitForLoadState('networkidle');
          await expectNoSidewaysScroll(page, 'a blog entry');
        }
      }
    });

    test("the header's phone menu, search panel and language menu", async ({ page }) => {
      await page.goto('/blog');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'Press' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the phone menu');
      await nav.getByRole('button', { name: 'Menu' }).click();

      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const box = page.getByRole('combobox', { name: 'Search the site' });
      await box.fill('negril beach sunset');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the search panel with suggestions');
      await box.press('Escape');

      await page.getByRole('button', { name: /^Language:/ }).click();
      await expect(page.getByRole('link', { name: 'Deutsch' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'the language menu');
    });

    test("the feed's lightbox with a caption read whole", async ({ page }) => {
      await page.goto('/feed');
      // A caption long enough to be shortened, read whole.
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Photo: The lighthouse at the very western tip/ })
        .click();
      const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
      const more = lightbox.getByRole('button', { name: 'More' });
      await expect(more).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(page, 'the lightbox');
      await more.click();
      await expectNoSidewaysScroll(page, 'the lightbox with a whole caption');
    });

    test("the guide: the list, a place, the map, a trip with days, times and exports, the admin's form, the account", async ({
      page,
    }) => {
      await openGuideAsAdmin(page);
      const card = (name: string) =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card('Seven Mile Beach')).toBeVisible();
      const map = page.getByRole('region', { name: 'Map of the places listed' });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the unlocked guide with its map');

      await card("Rick's Cafe").getByRole('button', { name: "Rick's Cafe", exact: true }).click();
      const details = page.getByRole('dialog', { name: "Rick's Cafe" });
      await expect(details).toBeVisible();
      await expectNoSidewaysScroll(page, "a place's details");
      await details.getByRole('button', { name: 'Edit place' }).click();
      const edit = page.getByRole('dialog', { name: "Edit Rick's Cafe" });
      await edit
        .getByRole('group', { name: 'Special dates' })
        .getByRole('button', { name: 'Add a date' })
        .click();
      await expectNoSidewaysScroll(page, 'the edit form with a special date');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await page.getByRole('button', { name: 'Add place' }).click();
      const add = page.getByRole('dialog', { name: 'Add a place' });
      await add
        .getByRole('group', { name: 'Special dates' })
        .getByRole('button', { name: 'Add a date' })
        .click();
      await add.getByRole('button', { name: 'Save place' }).click();
      await expectNoSidewaysScroll(page, 'the add form with its errors');
      await add.getByRole('button', { name: 'Cancel' }).click();
      await expect(add).toBeHidden();

      for (const name of ['Seven Mile Beach', "Rick's Cafe", 'Three Dives Jerk Centre']) {
        await card(name)
          .getByRole('button', { name: /^Save / })
          .click();
      }
      await page.getByRole('button', { name: 'My trip (3)' }).click();
      const trip = page.getByRole('region', { name: 'My trip' });
      await trip.getByRole('button', { name: 'Add a day' }).click();
      await trip.getByRole('button', { name: 'Move Three Dives Jerk Centre to Day 2' }).click();
      await trip.getByLabel('Time at Seven Mile Beach').fill('09:30');
      await trip.getByLabel('Time at Three Dives Jerk Centre').fill('19:00');
      await trip.getByRole('button', { name: 'Add to calendar' }).click();
      await expectNoSidewaysScroll(page, 'a trip of two days with times');
      await trip.getByLabel('First day of the trip').fill('2026-12-01');
      const download = page.waitForEvent('download');
      await trip.getByRole('button', { name: 'Download map file' }).click();
      await download;
      await expect(trip.getByRole('status').filter({ hasText: 'Map file ready' })).toBeVisible();
      await expectNoSidewaysScroll(page, "the trip's exports");

      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: /account/i })).toBeVisible({
        timeout: 30_000,
      });
      await expectNoSidewaysScroll(page, 'the account');
    });
  });

  test.describe(`at ${WIDTH} px, ${colorScheme}, asked about analytics`, () => {
    test.use({ colorScheme, viewport: { width: WIDTH, height: 640 }, analyticsAnswer: null });

    test('the consent banner', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Analytics' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the consent banner');
    });
  });
}
