import type { Page } from '@playwright/test';
import { languageProblems } from '../../scripts/check-languages.mjs';
import { expect, expectAccessible, test } from './fixtures';
import { networkSwitch, workerControls } from './support/offline';

// The site in its other languages, as `vite preview` serves the production build: each
// language's painted pages (built with that language's own bundle, vite-plugins/locale-builds.ts) read
// without JavaScript in their language, and the app adopts them in it without an error (the
// fixtures fail a test on any console error, a hydration mismatch among them) and without
// changing a word. Addresses under a language's prefix that are no page get that language's app.

const LANGUAGES = ['es', 'fr', 'de'] as const;
const ENTRY = '/blog/sunset-at-ricks-cafe';
/** Each language's painted home, blog, one entry and the guide. */
const PAGES = ['/', '/blog', ENTRY, '/negril'];

const at = (locale: string, path: string) => (path === '/' ? `/${locale}/` : `/${locale}${path}`);

/**
 * The page's words as the browser parsed them, before any script of the app ran, but for the
 * notes of the forms that wait for the app (src/components/ReadyFieldset.tsx): they go, by
 * design, once it runs.
 */
async function keepPaintedText(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const state = window as unknown as { painted: { heading: Element | null; text: string } };
      const main = document.querySelector('#main')?.cloneNode(true);
      if (main instanceof Element) {
        for (const fieldset of main.querySelectorAll('fieldset[aria-describedby]')) {
          for (const id of fieldset.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
            main.querySelector(`#${CSS.escape(id)}`)?.remove();
          }
        }
      }
      state.painted = {
        heading: document.querySelector('#main h1'),
        text: main?.textContent ?? '',
      };
    });
  });
}

test('every painted page links each of its versions, both ways, and the sitemap says the same', () => {
  // The files the suite's build wrote (playwright.config.ts), read as a crawler reads them.
  const { problems, summary } = languageProblems('dist-e2e');
  expect(problems).toEqual([]);
  expect(summary).toMatch(/in en, es, fr, de, \d+ with their hreflang versions checked both ways/);
});

for (const locale of LANGUAGES) {
  test.describe(`${locale}, with JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    for (const path of PAGES) {
      const address = at(locale, path);
      test(`${address} reads in its language, its links in it`, async ({ page }) => {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        expect((await heading.textContent())?.trim()).not.toBe('');
        await expect(page.locator('[inert]')).toHaveCount(0);
        // What the page says without JavaScript is in its language too.
        const noscript = (await page.locator('noscript').first().textContent()) ?? '';
        expect(noscript).toContain('JavaScript');
        expect(noscript).not.toContain('needs JavaScript');
        // The site's own links stay in the language: the header's sections, the entries (the
        // language switcher's, marked with `hreflang`, lead to the other languages on purpose).
        const nav = await page
          .locator('header a[href^="/"]:not([hreflang])')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(nav.length).toBeGreaterThan(0);
        for (const href of nav) expect(href).toMatch(new RegExp(`^/${locale}(/|$)`));
        // Its versions, linked for search engines.
        const versions = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
        expect(versions).toEqual(['en', 'es', 'fr', 'de', 'x-default']);
      });
    }
  });

  test.describe(`${locale}, with JavaScript`, () => {
    for (const path of PAGES) {
      const address = at(locale, path);
      test(`${address} is adopted by the app in its language, its words unchanged`, async ({
        page,
      }) => {
        await keepPaintedText(page);
        await page.goto(address);
        await expect(page.locator('#root[data-painted]')).toHaveCount(0);
        const adopted = () =>
          page.evaluate(() => {
            const { painted } = window as unknown as {
              painted: { heading: Element | null; text: string };
            };
            const heading = document.querySelector('#main h1');
            return {
              same: painted.heading !== null && painted.heading === heading,
              owned:
                heading !== null && Object.keys(heading).some((key) => key.startsWith('__react')),
            };
          });
        await expect.poll(adopted).toEqual({ same: true, owned: true });
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const [before, after] = await page.evaluate(() => [
          (window as unknown as { painted: { text: string } }).painted.text,
          document.querySelector('#main')?.textContent ?? '',
        ]);
        expect(after).toBe(before);
      });
    }

    test(`/${locale}/login, no page of its own, is the app in that language`, async ({
      page,
      request,
    }) => {
      const english = await (await request.get('/login')).text();
      const html = await (await request.get(`/${locale}/login`)).text();
      const entry = (text: string) => /<script type="module"[^>]* src="([^"]+)"/.exec(text)?.[1];
      // Its language's page and bundle, not the English one.
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
      expect(entry(html)).toBeTruthy();
      expect(entry(html)).not.toBe(entry(english));
      await page.goto(`/${locale}/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root[data-painted]')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
    });
  });
}

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

test.describe('accessible in Spanish and German, language of parts included', () => {
  for (const [path, heading] of [
    ['/es/blog', /^Blog$/],
    ['/de/blog/sunset-at-ricks-cafe', /Rick/],
    ['/de/', /.+/],
  ] as const) {
    test(`${path} passes axe, and says which words are English`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const locale = path.split('/')[1] ?? '';
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Every part in another language says which: each `lang` inside the page is a language of
      // the site, and the untranslated entries on the list are marked English.
      const langs = await page
        .locator('#root [lang]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('lang')));
      expect(langs.every((lang) => ['en', 'es', 'fr', 'de'].includes(lang ?? ''))).toBe(true);
      if (path === '/es/blog') {
        const untranslated = page.getByRole('link', { name: /Where to eat jerk in Negril/ });
        await expect(untranslated.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute(
          'lang',
          'en',
        );
      }
      await expectAccessible(page, path);
    });
  }
});
