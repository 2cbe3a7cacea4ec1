import type { Page } from '@playwright/test';
import { expect, expectAccessible, settledPage, test } from '../fixtures';
import { routeList } from '../../../src/lib/routes';

// Needs the whole system: the production build's painted pages, as `vite preview` serves them,
// becoming the app in a real browser (hydration).
// Every page painted at build time, in every language, is adopted by the app as it was painted:
// the heading parsed from the HTML becomes React's, and React reports no mismatch. A page that
// differs from what the app renders at start (a word, a date, a visitor's state read too early)
// is thrown away and rendered again on the client: a long task on a phone, and a page that
// flickers. src/start.tsx says so in the console ("The painted page could not be hydrated"),
// which fails the test here by name (and any console error fails it through the fixtures).
// One test per language visits each of its painted routes in one tab, every check made on that
// one load; a failure names the address.

const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
const ENTRY_SLUG = 'sunset-at-ricks-cafe';
const ENTRY = `/blog/${ENTRY_SLUG}`;
const PAINTED = routeList
  .filter((route) => route.painted)
  .map((route) => route.path.replace(':slug', ENTRY_SLUG));
/** The pages whose every word is compared before and after the app takes them over. */
const SAME_WORDS = ['/', '/blog', ENTRY, '/negril'];

const at = (locale: string, path: string) => {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
};

interface Painted {
  heading: Element | null;
  text: string;
}

/**
 * Keeps the page's heading and words as the browser parsed them, before any script of the app
 * runs (an init script's listener comes before the page's own), but for the notes of the forms
 * that wait for the app (src/components/form/ReadyFieldset.tsx): they go, by design, once it runs.
 */
async function keepPainted(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('#main')?.cloneNode(true);
      if (main instanceof Element) {
        for (const fieldset of main.querySelectorAll('fieldset[aria-describedby]')) {
          for (const id of fieldset.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
            main.querySelector(`#${CSS.escape(id)}`)?.remove();
          }
        }
      }
      (window as unknown as { painted: Painted }).painted = {
        heading: document.querySelector('#main h1'),
        text: main?.textContent ?? '',
      };
    });
  });
}

/** Whether the heading parsed from the HTML is still the page's, now owned by React. */
function headingAdopted(page: Page) {
  return page.evaluate(() => {
    const { painted } = window as unknown as { painted?: Painted };
    const heading = painted?.heading ?? null;
    return {
      same: heading !== null && heading === document.querySelector('#main h1'),
      owned: heading !== null && Object.keys(heading).some((key) => key.startsWith('__react')),
    };
  });
}

for (const locale of LANGUAGES) {
  test(`every painted page in ${locale} is hydrated as painted, without a mismatch`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (/could not be hydrated|hydrat/i.test(message.text())) {
        mismatches.push(`${new URL(page.url()).pathname}: ${message.text()}`);
      }
    });
    await keepPainted(page);

    for (const path of PAINTED) {
      const address = at(locale, path);
      await page.goto(address);
      await expect(page.locator('#root[data-painted]'), `${address}: the app started`).toHaveCount(
        0,
        { timeout: 30_000 },
      );
      await expect
        .poll(() => headingAdopted(page), { message: `${address}: the painted heading adopted` })
        .toEqual({ same: true, owned: true });
      await expect(page.locator('html'), `${address}: its language`).toHaveAttribute(
        'lang',
        locale,
      );
      // The start's last steps (the visitor's own state, restored after hydration) have run.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestIdleCallback(() => {
              resolve();
            });
          }),
      );
      expect(mismatches, `${address}: the painted page was rendered again`).toEqual([]);

      if (locale !== 'en') {
        // Adopted in its language without changing a word.
        if (SAME_WORDS.includes(path)) {
          const [before, after] = await page.evaluate(() => [
            (window as unknown as { painted: Painted }).painted.text,
            document.querySelector('#main')?.textContent ?? '',
          ]);
          expect(after, `${address}: its words after the app took it over`).toBe(before);
        }
        // Every part in another language says which: each `lang` inside the page is a language
        // of the site.
        const langs = await page
          .locator('#root [lang]')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('lang')));
        expect(
          langs.filter((lang) => !['en', 'es', 'fr', 'de'].includes(lang ?? '')),
          `${address}: a lang that is no language of the site`,
        ).toEqual([]);
        // A page in one language with English entries in it (the German shell around an
        // English entry): axe, language of parts included, once for the other languages (the
        // English screens are scanned in both themes by theme.spec.ts).
        if (locale === 'de' && path === ENTRY) {
          await settledPage(page);
          await expectAccessible(page, address);
        }
      } else {
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
        await expect(
          page.getByRole('heading', { level: 1, name: 'Sign in' }),
          `${address}: its Sign in link followed`,
        ).toBeVisible();
        expect(
          await page.evaluate(() => 'sameDocument' in window),
          `${address}: followed in place`,
        ).toBe(true);
      }
    }

    if (locale !== 'en') {
      // An address under the language's prefix with no page of its own is its language's app.
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
    }
  });
}
