import { expect, test } from './fixtures';
import { routeList } from '../../src/lib/routes';

// Every page painted at build time, in every language, is adopted by the app as it was painted:
// the heading parsed from the HTML becomes React's, and React reports no mismatch. A page that
// differs from what the app renders at start (a word, a date, a visitor's state read too early)
// is thrown away and rendered again on the client: a long task on a phone, and a page that
// flickers. src/main.tsx says so in the console ("The painted page could not be hydrated"),
// which fails the test here by name (and any console error fails it through the fixtures).

const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
const ENTRY_SLUG = 'sunset-at-ricks-cafe';
const PAINTED = routeList
  .filter((route) => route.painted)
  .map((route) => route.path.replace(':slug', ENTRY_SLUG));

const at = (locale: string, path: string) => {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
};

for (const locale of LANGUAGES) {
  for (const path of PAINTED) {
    const address = at(locale, path);
    test(`${address} is hydrated as painted, without a mismatch`, async ({ page }) => {
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (/could not be hydrated|hydrat/i.test(message.text())) mismatches.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { paintedHeading: Element | null }).paintedHeading =
            document.querySelector('#main h1');
        });
      });
      await page.goto(address);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const painted = (window as unknown as { paintedHeading: Element | null })
              .paintedHeading;
            return {
              same: painted !== null && painted === document.querySelector('#main h1'),
              owned:
                painted !== null && Object.keys(painted).some((key) => key.startsWith('__react')),
            };
          }),
        )
        .toEqual({ same: true, owned: true });
      // The start's last steps (the visitor's own state, restored after hydration) have run.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestIdleCallback(() => {
              resolve();
            });
          }),
      );
      expect(mismatches, 'the painted page was rendered again').toEqual([]);
    });
  }
}
