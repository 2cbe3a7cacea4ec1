import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routeList } from '../../../src/lib/routes';
import { expect, test } from '../fixtures';

// The painted pages (vite-plugins/painted/painted-pages.ts) on their own: with JavaScript off, and with it
// on before the app has started. Nothing is inert; every link is a plain link, the header's search
// a plain form, and a form only the app can send says it waits for it.

const ENTRY = '/blog/sunset-at-ricks-cafe';

/** Every painted route of the table, the blog entry's once (one entry the suite's build paints). */
const PAINTED = routeList
  .filter((route) => route.painted)
  .map((route) => (route.path.includes(':') ? ENTRY : route.path));

/** What passed on each route, printed once the file is done (and kept beside the results). */
const passed = new Map<string, string[]>();

function note(path: string, check: string) {
  passed.set(path, [...(passed.get(path) ?? []), check]);
}

test.afterAll(() => {
  const lines = [...passed].map(([path, checks]) => `${path.padEnd(28)} ${checks.join('; ')}`);
  const report = ['JavaScript off, per painted route:', ...lines].join('\n');
  console.log(report);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/no-js-checks.txt', `${report}\n`);
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The header's nav link to follow from a page: another section than the page's own. */
function linkToFollow(path: string): { name: string; path: string; heading: string | RegExp } {
  return path === '/press'
    ? { name: 'Blog', path: '/blog', heading: 'Blog' }
    : { name: 'Press', path: '/press', heading: 'Press' };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every painted page is readable and selectable, its links followed, its search sent; its forms wait', async ({
    page,
  }) => {
    // Needs a real browser with JavaScript off, on the production build's painted pages as
    // `vite preview` serves them: the browser itself follows the links and sends the form.
    test.setTimeout(120_000);
    for (const path of PAINTED) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const heading = h1(page);
      await expect(heading, `${path}: its heading`).toBeVisible();
      const title = (await heading.textContent())?.trim() ?? '';
      expect(title, `${path}: its heading`).not.toBe('');
      await expect(page.locator('[inert]'), `${path}: nothing inert`).toHaveCount(0);
      note(path, `h1 "${title}"`);

      // What assistive technology is given: the page's headings and links (inert content would
      // be left out of the tree altogether).
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: title, exact: true }),
        `${path}: its heading in the main`,
      ).toBeVisible();
      const tree = await main.ariaSnapshot();
      // One entry a line, quoted as YAML when its name needs it: `- link "…"` or `- 'link "…":'`.
      const entries = (role: string) => tree.match(new RegExp(`^\\s*- '?${role}\\b`, 'gm')) ?? [];
      expect(tree.match(/\[level=1\]/g), `${path}: one heading of level 1`).toHaveLength(1);
      const links = await main.locator('a[href]:visible').count();
      expect(entries('link'), `${path}: the links in the tree`).toHaveLength(links);
      const headings = await main
        .locator(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => `${tag}:visible`).join(', '))
        .count();
      expect(entries('heading'), `${path}: the headings in the tree`).toHaveLength(headings);
      note(path, `aria tree: ${headings} headings, ${links} links`);

      // A visitor's triple click selects the heading (the browser's own selection, as a mouse
      // makes it: an inert or unselectable page would refuse the click or select nothing).
      await heading.click({ clickCount: 3 });
      expect(
        (await page.evaluate(() => window.getSelection()?.toString() ?? '')).trim(),
        `${path}: the heading selected`,
      ).toBe(title);
      expect(
        await main.evaluate((element) => getComputedStyle(element).userSelect),
        `${path}: selectable`,
      ).not.toBe('none');
      note(path, 'heading selected');

      // Every link in the page is a real address, not a script's.
      const hrefs = await page
        .locator('#root a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(hrefs.length, `${path}: its links`).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, `${path}: a link`).toMatch(/^(\/|#|https?:)/);

      // The header's search and links: a form that goes to /search and real addresses on every
      // page. The header is the same markup on each, so the browser sends the form and follows a
      // link from the first page only (once is what shows the browser does it without a script).
      const search = page.getByRole('search');
      await expect(search, `${path}: the search form`).toHaveAttribute('action', '/search');
      const target = linkToFollow(path);
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: target.name,
      });
      await expect(link, `${path}: link "${target.name}"`).toHaveAttribute('href', target.path);
      if (path !== PAINTED[0]) continue;

      await search.getByRole('combobox', { name: 'Search the site' }).fill('beach');
      await search.getByRole('button', { name: 'Show results' }).click();
      await expect(page, `${path}: the search sent`).toHaveURL(/\/search\?q=beach$/);
      await expect(h1(page), `${path}: the results page`).toHaveText('Search');
      await expect(
        page.getByText('Searching needs JavaScript'),
        `${path}: the results page says why`,
      ).toBeVisible();
      note(path, 'search sent (/search?q=beach)');

      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await link.click();
      await expect(page, `${path}: link "${target.name}" followed`).toHaveURL(
        new RegExp(`${target.path}$`),
      );
      await expect(h1(page), `${path}: link "${target.name}" followed`).toHaveText(target.heading);
      note(path, `link "${target.name}" followed`);
    }

    // The other languages' painted pages show their heading too, nothing inert (what their HTML
    // holds is checked as served by languages.spec.ts).
    for (const locale of ['es', 'fr', 'de']) {
      for (const path of ['/', '/blog', ENTRY, '/negril']) {
        const address = path === '/' ? `/${locale}/` : `/${locale}${path}`;
        await page.goto(address, { waitUntil: 'domcontentloaded' });
        await expect(h1(page), `${address}: its heading`).toBeVisible();
        await expect(page.locator('[inert]'), `${address}: nothing inert`).toHaveCount(0);
      }
    }

    // The guide's gate and the analytics choice wait for JavaScript, and say so.
    await page.goto('/negril');
    await expect(page.getByLabel('Guide password')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Unlock' })).toBeDisabled();
    const gate = page.getByRole('group').filter({ has: page.getByLabel('Guide password') });
    await expect(gate).toHaveAccessibleDescription(
      'This form needs JavaScript, which is off in this browser.',
    );
    await expect(page.getByText('Loading… this form works')).toBeHidden();
    note('/negril', 'gate disabled, says it needs JavaScript');

    await page.goto('/privacy');
    await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeDisabled();
    await expect(page.getByText('This form needs JavaScript')).toBeVisible();
    note('/privacy', 'analytics choice disabled, says it needs JavaScript');

    // On a phone, the menu's links and the search box are shown open.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/blog');
    const banner = page.getByRole('banner');
    // The buttons that open them need the app: they are not offered.
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Search' })).toBeHidden();
    await expect(banner.getByRole('combobox', { name: 'Search the site' })).toBeVisible();
    // Every tag, with no "More tags" that would need the app to open.
    const filter = page.getByRole('navigation', { name: 'Filter by tag' });
    await expect(filter.getByRole('link', { includeHidden: true }).last()).toBeVisible();
    await expect(filter.getByRole('button')).toBeHidden();
    await banner.getByRole('link', { name: 'Feed' }).click();
    await expect(h1(page)).toHaveText('Feed');
    // Nothing wider than the screen once the page has settled.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    note('/blog', 'phone: menu links and search shown');
  });
});

test.describe('with JavaScript on, before the app has started', () => {
  /** The app's entry is held until `release()`: the painted page is all there is until then. */
  async function holdApp(page: Page) {
    const asked: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await released;
      // The page may have gone meanwhile (the click navigated): nothing is left to answer.
      await route.continue().catch(() => undefined);
    });
    return { asked, release };
  }

  test('a click on a link, or the header’s search, works at once, never lost', async ({ page }) => {
    // Needs the painted page in a real browser before the app has started (its entry held):
    // the browser's own navigation and form.
    // One page is enough: until the app adopts it, a link of any painted page is a plain link
    // that the page's guard (src/painted/guard.ts, the same script on every painted page) leaves
    // to the browser; only a tap on a button is kept for the app.
    const app = await holdApp(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expect(h1(page)).toBeVisible();
    // The app has not run: the page is React's nowhere yet.
    expect(
      await h1(page).evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__react')),
      ),
    ).toBe(false);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Press' })
      .click();
    await expect(page).toHaveURL(/\/press$/);
    await expect(h1(page)).toHaveText('Press');
    await expect(page.locator('#root[data-painted]')).toHaveCount(1);

    // The header's search sends its words before the app has started.
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: 'Search the site' }).fill('jerk');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jerk$/);
    app.release();
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

    test('a tap on a link navigates, and a tap on Menu opens it once the app runs', async ({
      page,
    }) => {
      // Needs a real touch screen's tap on the painted page before the app has started (its
      // entry held), and the app then adopting the page.
      let app = await holdApp(page);
      await page.goto('/blog', { waitUntil: 'domcontentloaded' });
      await page.getByRole('link', { name: /^Sunset at Rick's Cafe/ }).tap();
      await expect(page).toHaveURL(new RegExp(`${ENTRY}$`));
      await expect(h1(page)).toContainText("Sunset at Rick's Cafe");
      app.release();
      // The entry's page starts its app too (at its load): its entry is asked for here, not
      // counted below as the next page's.
      await expect.poll(() => app.asked.length).toBe(2);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      app = await holdApp(page);
      await page.goto('/blog', { waitUntil: 'domcontentloaded' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#root[data-painted]')).toHaveCount(1);
      await expect.poll(() => app.asked.length).toBe(1);
      app.release();
      // Kept by the page's guard, which starts the app; the app presses it once it runs the page.
      await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(app.asked).toHaveLength(1);
      await nav.getByRole('link', { name: 'Press' }).click();
      await expect(h1(page)).toHaveText('Press');
    });
  });
});
