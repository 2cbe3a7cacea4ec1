import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { routeExternalBackends, type ExternalTraffic } from './support/backends';
import { putServerTrip, serverTrip } from './support/devices';
import { ADMIN, GUIDE_WORD } from './support/env';

/**
 * Chrome reports every 4xx/5xx answer to a fetch as a console error ("Failed to load
 * resource"): those are the site working as designed (a 401 before a refresh, a fault a test
 * provokes). Anything else in the console, and any uncaught error, fails the test.
 */
const EXPECTED_CONSOLE = [/Failed to load resource/];

interface Fixtures {
  storedAnalyticsAnswer: null;
  /**
   * The analytics answer the site finds stored on every page load when it has none (the suite's
   * build has a measurement id): "denied" unless a spec says otherwise, null to be asked.
   */
  analyticsAnswer: 'granted' | 'denied' | null;
  external: ExternalTraffic;
  problems: string[];
  policyViolations: string[];
}

/** Called by pages of the site (see below) for each Content-Security-Policy violation. */
const VIOLATION_BINDING = '__negrilReportPolicyViolation';

export const test = base.extend<Fixtures>({
  analyticsAnswer: ['denied', { option: true }],
  storedAnalyticsAnswer: [
    async ({ context, baseURL, analyticsAnswer }, use) => {
      if (analyticsAnswer) {
        await context.addInitScript(
          ({ origin, answer }) => {
            if (location.origin !== origin) return;
            // src/app/consent.ts CONSENT_KEY
            if (localStorage.getItem('analyticsConsent') === null) {
              localStorage.setItem('analyticsConsent', answer);
            }
          },
          { origin: new URL(baseURL ?? 'http://127.0.0.1').origin, answer: analyticsAnswer },
        );
      }
      await use(null);
    },
    { auto: true },
  ],
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
  /**
   * The site runs under its deployed Content-Security-Policy (the built meta tag, and the
   * `_headers` that `vite preview` sends): any `securitypolicyviolation` in a page of the site,
   * in any tab or frame, fails the test. Pages of other origins (the Auth emulator's popup and
   * helper iframe) have policies of their own and are not counted.
   */
  policyViolations: [
    async ({ context, baseURL }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(VIOLATION_BINDING, (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(
        ({ origin, binding }) => {
          if (location.origin !== origin) return;
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (window as unknown as Record<string, (text: string) => void>)[binding];
            report?.(
              `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} on ${location.pathname}` +
                (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
            );
          });
        },
        { origin: new URL(baseURL ?? 'http://127.0.0.1').origin, binding: VIOLATION_BINDING },
      );
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Axe (WCAG 2 A and AA): no serious or critical violation on what the page shows now. */
export async function expectAccessible(page: Page, screenName: string): Promise<void> {
  // Colours are measured once they have settled: a colour transition half-way (a hover, or the
  // feed's "Load more" coming back from "Loading…" as the last page arrives) is no colour a
  // reader is left with. A transition can start a frame after the last change, so the page is
  // given two frames, then its transitions are awaited, until a look finds none running.
  await page.evaluate(async () => {
    // A frame, or 50 ms where frames are not drawn (a page in the background).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 50);
      });
    for (let look = 0; look < 20; look += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .filter((animation) => animation.playState !== 'finished');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
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

/**
 * A full-page screenshot of a screen at phone and desktop widths, under test-results/screens, and
 * a check that the page is no wider than the screen.
 */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    // Nothing is wider than the screen: a phone never scrolls sideways.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Scrolls to the bottom until the page stops growing (sections below the fold render when
 * scrolled near), waits for what they fetch, and goes back to the top.
 */
export async function revealWholePage(page: Page): Promise<void> {
  let height = 0;
  for (let step = 0; step < 10; step += 1) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now === height) break;
    height = now;
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}

/** The session as the site keeps it. */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('user'));
}

/**
 * Signs in as the admin on the way to the guide, then unlocks it. The admin's trip follows the
 * account on the server (the specs share one server): it is emptied first, so that a place an
 * earlier test saved is not already on this browser's trip.
 */
export async function openGuideAsAdmin(page: Page): Promise<void> {
  const { version } = await serverTrip(page.request, ADMIN);
  await putServerTrip(
    page.request,
    ADMIN,
    { days: [{ name: '', stops: [] }], start: null },
    version,
  );
  await page.goto('/login?next=%2Fnegril');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
}
