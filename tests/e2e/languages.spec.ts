import { createRequire } from 'node:module';
import { languageProblems } from '../../scripts/checks/check-languages.mjs';
import { expect, test } from './fixtures';
import { OUT_DIR } from './support/env';
import { networkSwitch, workerControls } from './support/offline';

// The site in its other languages, as `vite preview` serves the production build (four builds,
// one per language, vite-plugins/bundle/locale-builds.ts): each language's painted pages, feed and
// sitemap as served, and its pages offline through the service worker. That the app adopts each
// painted page in its language without changing a word is hydration.spec.ts's.

const LANGUAGES = ['es', 'fr', 'de'] as const;
const ENTRY = '/blog/sunset-at-ricks-cafe';
/** Each language's painted home, blog, one entry and the guide. */
const PAGES = ['/', '/blog', ENTRY, '/negril'];

/** jsdom, to read a served page as a crawler does (it has no types of its own here). */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const at = (locale: string, path: string) => (path === '/' ? `/${locale}/` : `/${locale}${path}`);

test('every painted page links each of its versions, both ways, and the sitemap says the same', () => {
  // The files the suite's build wrote (playwright.config.ts), read as a crawler reads them.
  const { problems, summary } = languageProblems(OUT_DIR);
  expect(problems).toEqual([]);
  expect(summary).toMatch(/in en, es, fr, de, \d+ with their hreflang versions checked both ways/);
});

test('each language’s painted pages read in it without JavaScript, their links in it', async ({
  request,
}) => {
  // As served (no browser needed: what is checked is the HTML a visitor without JavaScript, or a
  // crawler, is given). That those pages show their heading without JavaScript is no-js.spec.ts's.
  for (const locale of LANGUAGES) {
    for (const path of PAGES) {
      const address = at(locale, path);
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const { document } = new JSDOM(await response.text()).window;
      expect(document.documentElement.getAttribute('lang'), `${address}: its lang`).toBe(locale);
      const headings = [...document.querySelectorAll('h1')];
      expect(headings, `${address}: one heading`).toHaveLength(1);
      expect(headings[0]?.textContent.trim(), `${address}: its heading`).not.toBe('');
      expect(document.querySelectorAll('[inert]'), `${address}: inert`).toHaveLength(0);
      // What the page says without JavaScript is in its language too.
      const noscript = document.querySelector('noscript')?.textContent ?? '';
      expect(noscript, `${address}: its noscript`).toContain('JavaScript');
      expect(noscript, `${address}: its noscript`).not.toContain('needs JavaScript');
      // The site's own links stay in the language: the header's sections, the entries (the
      // language switcher's, marked with `hreflang`, lead to the other languages on purpose).
      const nav = [...document.querySelectorAll('header a[href^="/"]:not([hreflang])')].map(
        (link) => link.getAttribute('href') ?? '',
      );
      expect(nav.length, `${address}: the header's links`).toBeGreaterThan(0);
      for (const href of nav) expect(href, address).toMatch(new RegExp(`^/${locale}(/|$)`));
      // Its versions, linked for search engines.
      const versions = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => link.getAttribute('hreflang'),
      );
      expect(versions, `${address}: its versions`).toEqual(['en', 'es', 'fr', 'de', 'x-default']);
    }
  }
});

test('each language has its feed, its entries at their addresses in it', async ({ request }) => {
  for (const locale of ['en', ...LANGUAGES]) {
    const feed = locale === 'en' ? '/rss.xml' : `/${locale}/rss.xml`;
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<language>${locale}</language>`);
    const entry = locale === 'en' ? ENTRY : `/${locale}${ENTRY}`;
    expect(xml).toContain(`${entry}</link>`);
  }
});

test.describe('offline, in another language', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the pages seen online read offline in their language, and its home from the first visit', async ({
    page,
    context,
  }) => {
    const setOnline = await networkSwitch(context);
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto('/es/');
    await workerControls(page);
    const home = (await heading.textContent())?.trim();
    await page.goto('/es/blog');
    const list = (await heading.textContent())?.trim();
    await page.goto(`/es${ENTRY}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    const entry = (await heading.textContent())?.trim();

    await setOnline(false);
    for (const [address, text] of [
      ['/es/', home],
      ['/es/blog', list],
      [`/es${ENTRY}`, entry],
    ] as const) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(heading).toHaveText(text ?? '');
    }
  });
});
