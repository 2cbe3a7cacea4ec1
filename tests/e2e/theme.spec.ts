import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNothingSticksOut,
  revealWholePage,
  screenshotAtWidths,
  settledPage,
  test,
  watchRequests,
} from './fixtures';
import { GUIDE_WORD } from './support/env';
import { ROUTES } from './support/routes';

/**
 * The dark theme: the system's setting is followed on a painted page before the app's scripts
 * run and after, with no frame of the other theme between; the footer's switch overrides it,
 * before the app starts too, and is kept across a reload; print is light. Then every screen of
 * the production build in both themes: its heading, axe (WCAG 2 A and AA, no serious or critical
 * violation), and in the light theme photographs at 375 and 1280 px (test-results/screens) and
 * nothing wider than a 320 px screen (the layout is the same in both themes: the dark theme only
 * redefines colours, src/index.css).
 */
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(15, 23, 42)';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Resolves at the page's first drawn frame. DOMContentLoaded can come before the stylesheet has
 * arrived (the body then has no background yet), but no frame is drawn before it: a frame is the
 * first thing a reader sees.
 */
const firstFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** The app's scripts are held until `release()`: the page is the painted one until then. */
async function holdAppScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  const pattern = /\/assets\/.+\.js$/;
  const hold = async (route: Route) => {
    if (holding) held.push(route);
    else await route.continue();
  };
  await page.route(pattern, hold);
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      // The page's later scripts go straight to the network, as a visitor's would.
      await page.unroute(pattern, hold);
    },
  };
}

/** Every frame's background from the first one the body exists, kept on the page. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = seen;
    const frame = () => {
      const body = document.body as HTMLElement | null;
      if (body) {
        const colour = getComputedStyle(body).backgroundColor;
        if (seen.at(-1) !== colour) seen.push(colour);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
}

const painted = (page: Page) => page.locator('#root[data-painted]');
const themeSwitch = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

/** The colour the browser paints around the page: the theme-color meta that applies now. */
const themeColour = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => matchMedia(meta.media || 'all').matches,
      )?.content,
  );

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('a painted page is dark before the app starts and after, never light between; print is light; the browser’s colour follows', async ({
    page,
  }) => {
    // Needs a painted page becoming the app in a real browser, and real print and screen media.
    const frames = await recordFrames(page);
    const app = await holdAppScripts(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await firstFrame(page);
    await expect(painted(page)).toBeAttached();
    expect(await background(page)).toBe(DARK);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');

    await app.release();
    // The app has adopted the page.
    await expect(painted(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    expect(await background(page)).toBe(DARK);
    expect(await frames()).toEqual([DARK]);
    await expect(themeSwitch(page)).toHaveValue('system');
    expect(await themeColour(page)).toBe('#042f2e');

    // Print is light, whatever the theme: the system's dark, then the switch's.
    await page.emulateMedia({ media: 'print' });
    expect(await background(page)).toBe(LIGHT);
    await page.emulateMedia({ media: 'screen' });
    await themeSwitch(page).selectOption('dark');
    await expect.poll(() => background(page)).toBe(DARK);
    await page.emulateMedia({ media: 'print' });
    expect(await background(page)).toBe(LIGHT);
    await page.emulateMedia({ media: 'screen' });

    // The browser's colour around the page follows the switch.
    await themeSwitch(page).selectOption('light');
    await expect.poll(() => themeColour(page)).toBe('#0f766e');
  });

  test('the switch overrides the system before the app starts and is kept after a reload; each choice made while the app takes the page over is the one shown', async ({
    page,
  }) => {
    // Needs painted pages becoming the app in a real browser (four starts of the app, each held
    // then released: slow on a shared machine).
    test.slow();
    const app = await holdAppScripts(page);
    await page.goto('/press', { waitUntil: 'domcontentloaded' });
    await firstFrame(page);
    await expect(painted(page)).toBeAttached();
    await themeSwitch(page).selectOption('light');
    expect(await background(page)).toBe(LIGHT);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await app.release();
    await expect(painted(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(themeSwitch(page)).toHaveValue('light');

    const frames = await recordFrames(page);
    const again = await holdAppScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await firstFrame(page);
    expect(await background(page)).toBe(LIGHT);
    await expect(themeSwitch(page)).toHaveValue('light');
    await again.release();
    await expect(painted(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(themeSwitch(page)).toHaveValue('light');
    expect(await frames()).toEqual([LIGHT]);

    // Back to the system's: dark again, and nothing kept.
    await themeSwitch(page).selectOption('system');
    expect(await background(page)).toBe(DARK);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    // With the system set to light, the switch turns a painted page dark before the app starts.
    await page.emulateMedia({ colorScheme: 'light' });
    const third = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await firstFrame(page);
    expect(await background(page)).toBe(LIGHT);
    await themeSwitch(page).selectOption('dark');
    expect(await background(page)).toBe(DARK);
    await third.release();
    await expect(painted(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(themeSwitch(page)).toHaveValue('dark');
    expect(await background(page)).toBe(DARK);

    // The app's start, once held, races the visitor: a choice taken at the instant React finished
    // hydrating was shown back as the previous one (1 run in 2 to 4 on a busy machine).
    const fourth = await holdAppScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await firstFrame(page);
    await fourth.release();
    const missed: string[] = [];
    for (let turn = 0; turn < 30; turn++) {
      const choice = turn % 2 ? 'light' : 'dark';
      await themeSwitch(page).selectOption(choice);
      const shown = await page.evaluate(() => document.documentElement.dataset.theme);
      if (shown !== choice) missed.push(`${turn}: chose ${choice}, shown ${shown}`);
    }
    expect(missed).toEqual([]);
    await expect(painted(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(themeSwitch(page)).toHaveValue('light');
  });
});

/**
 * Patterns whose screen is seen elsewhere: the account is for a signed-in visitor (narrow.spec.ts
 * signs in and sees it at 320 px; a visitor is sent to sign in, tests/app/layout.test.tsx).
 */
const SEEN_ELSEWHERE = ['/account'];

/** The patterns the route table has, read from its source (a new route fails this spec). */
function routePatterns(): string[] {
  const source = readFileSync('src/lib/routes.ts', 'utf8');
  return [...source.matchAll(/^ {4}path: '([^']+)',$/gm)].map((match) => match[1] ?? '');
}

const NARROW = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 720 };

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme, viewport: DESKTOP });

    test(`every route, then the unlocked guide with its map and a trip, pass axe (${scheme})`, async ({
      page,
    }) => {
      // Needs real layout and computed colours in a real browser (axe's contrast in each theme,
      // full-page photographs, the width of the page at 320 px), and the reference server's guide.
      test.setTimeout(360_000);
      expect(
        [...new Set([...ROUTES.map((route) => route[3]), ...SEEN_ELSEWHERE])].sort(),
        'every pattern of the route table has a route here',
      ).toEqual([...new Set(routePatterns())].sort());
      watchRequests(page);
      for (const [name, path, heading] of ROUTES) {
        const where = `${name} (${path}, ${scheme})`;
        await page.goto(path);
        await expect(
          page.getByRole('heading', { level: 1, name: heading }),
          `${where}: its heading`,
        ).toBeVisible();
        await expect(
          page.getByRole('navigation', { name: 'Main' }),
          `${where}: the menu`,
        ).toBeAttached();
        await revealWholePage(page);
        // What is folded (the privacy page's technical details) is opened, as a reader may.
        await page.locator('details:not([open]) > summary').evaluateAll((summaries) => {
          for (const summary of summaries) (summary as HTMLElement).click();
        });
        await expectAccessible(page, where);
        if (scheme === 'light') {
          await screenshotAtWidths(page, name);
          await page.setViewportSize(NARROW);
          await expectNothingSticksOut(page, where);
          await page.setViewportSize(DESKTOP);
        }
      }

      if (scheme === 'light') {
        // The app's manifest, linked from every page, is served, and so are the icons it names.
        const manifest = await page.request.get('/manifest.webmanifest');
        expect(manifest.status(), 'the manifest').toBe(200);
        for (const icon of ((await manifest.json()) as { icons: { src: string }[] }).icons) {
          const file = await page.request.get(icon.src);
          expect(file.status(), icon.src).toBe(200);
          expect(file.headers()['content-type'], icon.src).toBe('image/png');
        }
      }

      // At desktop width the sections are links in the header, with no menu to open.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }),
      ).toBeVisible();

      // From the gate, the guide unlocked: its list and map, then a trip.
      await page.getByLabel('Guide password').fill(GUIDE_WORD);
      await page.getByRole('button', { name: 'Unlock' }).click();
      // The list and the map come from the reference server: slow on a busy machine.
      await expect(page.getByRole('region', { name: 'Map of the places listed' })).toBeVisible({
        timeout: 30_000,
      });
      await settledPage(page);
      await expectAccessible(page, `guide with its map (${scheme})`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 3, name: 'Seven Mile Beach' }) });
      await card.getByRole('button', { name: /^Save / }).click();
      await page.getByRole('button', { name: 'My trip (1)' }).click();
      await expect(page.getByRole('region', { name: 'My trip' })).toBeVisible();
      await expectAccessible(page, `the trip (${scheme})`);
    });
  });
}
