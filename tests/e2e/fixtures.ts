import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { routeExternalBackends, type ExternalTraffic } from './support/backends';
import { putServerTrip, serverTrip } from './support/devices';
import { ADMIN, API_URL, GUIDE_WORD } from './support/env';
import { settledPage, watchRequests } from './support/settle';

export { appStarted, settledPage, watchRequests } from './support/settle';

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
            // src/app/analytics/consent.ts CONSENT_KEY
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
    // axe.run in the page itself, rather than a run per frame finished in a new blank page of the
    // context (a page opened and closed for each scan). Only frames of the site's origin are
    // scanned then: the site has no frame of its own, and another origin's (the sign-in
    // provider's helper) is not the site's to answer for.
    .setLegacyMode(true)
    // Only violations are read below: axe skips gathering every node that passes (set before the
    // tags, which `options` would otherwise replace).
    .options({ resultTypes: ['violations'] })
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
 * Scrolls down the page a screen at a time to its end (sections below the fold render when
 * scrolled near), waiting at each screen for what came into view to have arrived (its code and
 * data fetched, no loading placeholder left: `settledPage`), and goes back to the top.
 */
export async function revealWholePage(page: Page): Promise<void> {
  watchRequests(page);
  for (let step = 0; step < 50; step += 1) {
    await settledPage(page);
    const atEnd = await page.evaluate(() => {
      const { scrollHeight } = document.documentElement;
      if (window.scrollY + window.innerHeight >= scrollHeight - 1) return true;
      window.scrollBy(0, window.innerHeight);
      return false;
    });
    if (atEnd) break;
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
 * Starts the test's tab as a returning visitor's browser would be: the guide's word kept (the
 * guide opens without its gate), and, given an account, a session made through the server's API
 * (signed in without the form). For tests that test neither the gate nor signing in. Stored once
 * per tab, before the site's first page: a reload then finds what the site itself has kept since
 * (a refreshed session, say), and another device (a new browser context) starts with nothing.
 */
export async function startAsReturningVisitor(
  page: Page,
  { account }: { account?: { email: string; password: string } } = {},
): Promise<void> {
  let session: { access: string; refresh: string } | null = null;
  if (account) {
    // Through the site's own /api (vite preview hands it to the reference server).
    const answer = await page.request.post('/api/v1/auth/jwt/create/', { data: account });
    expect(answer.status(), await answer.text()).toBe(200);
    session = (await answer.json()) as { access: string; refresh: string };
  }
  await page.addInitScript(
    ({ origin, word, user }) => {
      if (location.origin !== origin || sessionStorage.getItem('e2eStarted')) return;
      sessionStorage.setItem('e2eStarted', '1');
      // src/features/guide/gate (negrilPassword) and src/features/auth/session.ts SESSION_KEY
      localStorage.setItem('negrilPassword', word);
      if (user) localStorage.setItem('user', user);
    },
    {
      origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin,
      word: GUIDE_WORD,
      user: session ? JSON.stringify(session) : null,
    },
  );
}

/**
 * Nothing scrolls sideways at the page's current width (a small phone at 320 CSS px, or 1280 px
 * at 400% zoom: WCAG 1.4.10), whatever is open over the page, its scrolling locked or not:
 * - the page is no wider than the screen (the document's scroll width; and a phone's browser,
 *   which zooms out to show a page wider than the screen, has not widened its window to fit);
 * - no element shows past either edge of the screen (one inside a box that clips or scrolls it,
 *   itself on the screen, is that box's business);
 * - no text is cut at the side of a box that clips or scrolls it (a name wider than its card, a
 *   title wider than its dialog), but in a strip that is meant to scroll sideways (one that snaps
 *   to its items, such as the guide's row of categories), a map or the lightbox's carousel, which
 *   show part of something larger, or what is clipped for screen readers only.
 * A failure names `what` and the outermost elements that stick out.
 */
export async function expectNothingSticksOut(page: Page, what: string): Promise<void> {
  const screen = page.viewportSize()?.width ?? null;
  const found = await page.evaluate((screenWidth) => {
    const root = document.documentElement;
    // The screen's width: the page's own, never more than the window the test opened.
    const width = Math.min(root.clientWidth, screenWidth ?? root.clientWidth);
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (element: Element) => {
      let known = styles.get(element);
      if (!known) {
        known = getComputedStyle(element);
        styles.set(element, known);
      }
      return known;
    };
    // Tailwind's sr-only clips with `clip-path` (and `overflow: hidden`).
    const forScreenReaders = (element: Element) => style(element).clipPath !== 'none';
    const clips = (element: Element) =>
      style(element).overflowX !== 'visible' || forScreenReaders(element);
    /** The nearest box that clips or scrolls what is in it, below the body. */
    const clipOf = (element: Element): Element | null => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return null;
        if (clips(parent)) return parent;
      }
      return null;
    };
    const onScreen = (box: DOMRect) => box.right <= width + 1 && box.left >= -1;
    const meantToShowPart = (box: Element) =>
      /\b(x|both|inline)\b/.test(style(box).scrollSnapType) ||
      box.closest('.leaflet-container, .yarl__container') !== null;
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
      if (onScreen(box)) continue;
      if (style(element).visibility === 'hidden') continue;
      const clip = clipOf(element);
      if (clip && onScreen(clip.getBoundingClientRect())) continue;
      // Only the outermost: its children stick out with it.
      const parent = element.parentElement;
      if (parent && parent !== document.body && !onScreen(parent.getBoundingClientRect())) continue;
      wide.push(`${describe(element)} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    }
    // Text cut at a side of the box that clips it.
    const cut = new Set<Element>();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const holder = node.parentElement;
      if (!holder || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const clip = holder === document.body ? null : clips(holder) ? holder : clipOf(holder);
      if (!clip || cut.has(clip) || meantToShowPart(clip)) continue;
      const outer = clip.getBoundingClientRect();
      if (box.right <= outer.right + 1 && box.left >= outer.left - 1) continue;
      if (style(holder).visibility === 'hidden') continue;
      let readable = true;
      for (
        let at: Element | null = holder;
        at && at !== clip.parentElement;
        at = at.parentElement
      ) {
        if (forScreenReaders(at)) readable = false;
      }
      if (!readable) continue;
      cut.add(clip);
      wide.push(
        `${describe(holder)} [${Math.round(box.left)}, ${Math.round(box.right)}] cut by ${describe(clip)} [${Math.round(outer.left)}, ${Math.round(outer.right)}]`,
      );
    }
    return {
      scrollWidth: root.scrollWidth,
      windowWidth: window.innerWidth,
      width,
      wide: wide.slice(0, 8),
    };
  }, screen);
  expect(
    {
      scrolls: found.scrollWidth > found.width,
      zoomedOut: found.windowWidth > (screen ?? found.windowWidth),
      wide: found.wide,
    },
    `${what} at ${found.width} px (page ${found.scrollWidth} px wide, window ${found.windowWidth} px)`,
  ).toEqual({ scrolls: false, zoomedOut: false, wide: [] });
}

/**
 * The admin signed in without the form, the guide's word already given: the session the site
 * keeps under `user` (tokens from the server's API) and the word under `negrilPassword`, both
 * stored before the site's first script runs. The admin's trip follows the account on the server
 * (the specs share one server): it is emptied first, and `emptyAdminTrip` empties it again after.
 */
export async function signInAdminWithGuideWord(page: Page): Promise<void> {
  await emptyAdminTrip(page);
  const answer = await page.request.post(`${API_URL}/v1/auth/jwt/create/`, { data: ADMIN });
  expect(answer.status()).toBe(200);
  const session = (await answer.json()) as { access: string; refresh: string };
  await page.addInitScript(
    ({ user, word }) => {
      if (localStorage.getItem('user') === null) localStorage.setItem('user', user);
      if (localStorage.getItem('negrilPassword') === null) {
        localStorage.setItem('negrilPassword', word);
      }
    },
    {
      user: JSON.stringify({ access: session.access, refresh: session.refresh }),
      word: GUIDE_WORD,
    },
  );
}

/** Empties the admin's trip on the server, whatever it holds. */
export async function emptyAdminTrip(page: Page): Promise<void> {
  const { version } = await serverTrip(page.request, ADMIN);
  await putServerTrip(
    page.request,
    ADMIN,
    { days: [{ name: '', stops: [] }], start: null },
    version,
  );
}
