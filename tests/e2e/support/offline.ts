import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// Going offline in a test, for the specs that try the offline worker (offline.spec.ts and the
// other languages' pages in languages.spec.ts).

/** Resolves once the site's worker controls the page (it claims the page it installs from). */
export async function workerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/**
 * Offline for the browser (navigator.onLine, the page's requests) and, through a route tried
 * before every other, for the requests Playwright would otherwise answer itself (the content
 * service's stand-in, the tiles), the worker's own included.
 */
export async function networkSwitch(context: BrowserContext) {
  let offline = false;
  await context.route('**/*', async (route) => {
    if (offline) await route.abort('internetdisconnected');
    else await route.fallback();
  });
  return async (online: boolean) => {
    offline = !online;
    await context.setOffline(!online);
  };
}
