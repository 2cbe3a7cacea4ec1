import { expect, type Page, type Request } from '@playwright/test';

// When a page is what a reader is left looking at: its requests answered, nothing loading on the
// screen, nothing moving (re-exported by ../fixtures.ts).

/** What the page has asked for and not yet received, per page, from `watchRequests` on. */
const requestsInFlight = new WeakMap<Page, Set<Request>>();

/**
 * The kinds of request a reader waits for. A video's media request is left out: with
 * preload="metadata" the browser may hold it open, unfinished, as long as the page is open.
 */
const AWAITED_REQUESTS = new Set([
  'document',
  'stylesheet',
  'script',
  'fetch',
  'xhr',
  'image',
  'font',
  'manifest',
]);

/**
 * Starts keeping the page's unanswered requests (once per page; later calls return the same set).
 * Called before the page's first `goto`, it sees everything the page asks for.
 */
export function watchRequests(page: Page): Set<Request> {
  const known = requestsInFlight.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (AWAITED_REQUESTS.has(request.resourceType())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  requestsInFlight.set(page, pending);
  return pending;
}

/**
 * Waits until the page is what a reader is left looking at: every request it made answered
 * (those since `watchRequests`), no loading placeholder on the screen (a skeleton, something
 * `aria-busy`), its fonts and the pictures on the screen loaded, and nothing new asked for, no
 * change of height and no scrolling over three looks of two drawn frames each. Event-driven: no
 * fixed delay, so a quick page is done in a few frames. Fails after `timeout` ms, naming what it
 * waited for.
 */
export async function settledPage(page: Page, timeout = 20_000): Promise<void> {
  const pending = watchRequests(page);
  const deadline = Date.now() + timeout;
  let last = '';
  // How many looks in a row found the page as the one before.
  let same = 0;
  for (;;) {
    // Two frames (or 50 ms each where frames are not drawn: a page in the background), then a
    // look at what the page still shows as loading and how tall it is.
    const look = await page.evaluate(async () => {
      const frame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 50);
        });
      await frame();
      await frame();
      // A placeholder on the screen: one further down waits to be scrolled near.
      const loading = [
        ...document.querySelectorAll('[aria-busy="true"], div.animate-pulse[aria-hidden="true"]'),
      ].some((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      });
      // A font or a picture on the screen still on its way may yet move what is below it.
      const drawing =
        document.fonts.status !== 'loaded' ||
        [...document.images].some((image) => {
          const box = image.getBoundingClientRect();
          return !image.complete && box.bottom > 0 && box.top < window.innerHeight;
        });
      const { scrollHeight } = document.documentElement;
      return `${scrollHeight}:${Math.round(window.scrollY)}:${loading || drawing ? 'loading' : 'shown'}`;
    });
    const quiet = pending.size === 0;
    same = quiet && look === last ? same + 1 : 0;
    if (same >= 2 && look.endsWith(':shown')) return;
    last = quiet ? look : '';
    if (Date.now() > deadline) {
      const waiting = [...pending].map((request) => request.url()).slice(0, 5);
      throw new Error(`the page did not settle: ${look}, waiting for ${JSON.stringify(waiting)}`);
    }
    if (!quiet) {
      await expect
        .poll(() => pending.size, { timeout: Math.max(deadline - Date.now(), 1), intervals: [50] })
        .toBe(0)
        .catch(() => undefined);
    }
  }
}

/** Resolves once the app has adopted the page (a painted page loses `data-painted` on `#root`). */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#root[data-painted]')).toHaveCount(0, { timeout: 30_000 });
}
