import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { routeExternalBackends, type ExternalTraffic } from './support/backends';

/**
 * Chrome reports every 4xx/5xx answer to a fetch as a console error ("Failed to load
 * resource"): those are the site working as designed (a 401 before a refresh, a fault a test
 * provokes). Anything else in the console, and any uncaught error, fails the test.
 */
const EXPECTED_CONSOLE = [/Failed to load resource/];

interface Fixtures {
  external: ExternalTraffic;
  problems: string[];
}

export const test = base.extend<Fixtures>({
  external: [
    async ({ context }, use) => {
      await use(await routeExternalBackends(context));
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (EXPECTED_CONSOLE.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'errors reached the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Axe (WCAG 2 A and AA): no serious or critical violation on what the page shows now. */
export async function expectAccessible(page: Page, screenName: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe on ${screenName}`).toEqual([]);
}

/** A full-page screenshot of a screen at phone and desktop widths, under test-results/screens. */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** The session as the site keeps it. */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('user'));
}
