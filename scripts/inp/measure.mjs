/**
 * How `node scripts/inp.mjs` measures one interaction in a page: the Event Timing API (a
 * PerformanceObserver of `event` entries, durationThreshold 16 ms, the longest entry per
 * interaction id), which is what web-vitals' onINP reads. An interaction whose entries stay under
 * the 16 ms threshold reports none; it is counted as 16 ms (an upper bound).
 */
// The functions handed to page.evaluate run in the page.
/* global window, document, requestAnimationFrame, requestIdleCallback */

/** The map's tiles come from a name only this script's browser knows, answered with one PNG. */
export const TILES = {
  origin: 'https://tiles.inp.test',
  template: 'https://tiles.inp.test/{z}/{x}/{y}.png',
};
// A 1×1 transparent PNG.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Records the longest event entry of each interaction (Event Timing), from the page's start, and
 * what it was done to (`window.__kinds`, for `measureSequence`): the search box, the "Open now"
 * box, a place's name, a card's Save button, or a key pressed anywhere else (Escape in a place's
 * dialog, whose element is gone once the dialog has closed).
 */
function observeInteractions() {
  const longest = new Map();
  const kinds = new Map();
  window.__interactions = longest;
  window.__kinds = kinds;
  const kindOf = (entry) => {
    const target = entry.target;
    const keyboard = entry.name.startsWith('key');
    if (target?.matches?.('input[type="search"]')) return 'typing';
    if (target?.matches?.('input[type="checkbox"]')) return 'open-now';
    if (target?.closest?.('article h3')) return 'opening';
    if (/^Save/.test(target?.closest?.('button')?.getAttribute('aria-label') ?? ''))
      return 'saving';
    if (/^Save/.test(target?.closest?.('button')?.textContent?.trim() ?? '')) return 'saving';
    return keyboard ? 'closing' : 'other';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(
        entry.interactionId,
        Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
      );
      if (!kinds.has(entry.interactionId)) kinds.set(entry.interactionId, kindOf(entry));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Waits until the page has painted twice, been quiet a moment (entries are reported late) and has
 * nothing left to do (what an interaction left for later, a deferred list or map, is done).
 */
async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => requestIdleCallback(() => done(), { timeout: 5000 }), 300),
          ),
        );
      }),
  );
}

async function interactionIds(page) {
  return page.evaluate(() => [...window.__interactions.keys()]);
}

/**
 * The guide of `appUrl`, unlocked, its list drawn, in a window of the given size, its CPU slowed
 * down `rate` times. Returns the page; close its context at the end.
 */
export async function openGuide(browser, appUrl, { width, height, rate, word, places }) {
  const context = await browser.newContext({
    viewport: { width, height },
    serviceWorkers: 'block',
  });
  await context.route(`${TILES.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await context.addInitScript(
    ({ guideWord }) => {
      localStorage.setItem('negrilPassword', guideWord);
      // The consent question answered, so no banner covers the guide.
      localStorage.setItem('analyticsConsent', 'denied');
    },
    { guideWord: word },
  );
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  await page.goto(`${appUrl}/negril`);
  await page.getByRole('searchbox', { name: 'Search' }).waitFor({ timeout: 60_000 });
  await page
    .locator('article:visible')
    .nth(places > 20 ? 20 : 1)
    .waitFor({ timeout: 60_000 });
  // The map drawn (its pins or clusters), as a visitor sees it before the first interaction.
  await page
    .locator('.leaflet-marker-icon')
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => {});
  await settle(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/**
 * One repetition of `interaction` in `page`: its INP in ms, or null when the page has no such
 * control (or the interaction failed, which is printed). `around.start()` and `around.stop()` are
 * called right before the interaction and once the page has settled after it (a profile of it).
 */
export async function measureOnce(page, interaction, { around = null } = {}) {
  await interaction.setup(page);
  await settle(page);
  const before = new Set(await interactionIds(page));
  let done = false;
  await around?.start();
  try {
    done = await interaction.act(page);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`  ${interaction.name}: failed (${reason})`);
  }
  if (done) await settle(page);
  await around?.stop(done);
  if (!done) return null;
  const after = await page.evaluate(() => [...window.__interactions.entries()]);
  const fresh = after.filter(([id]) => !before.has(id)).map(([, duration]) => duration);
  return fresh.length === 0 ? 16 : Math.max(...fresh);
}

/**
 * One round of the sequence an outside measurement of the guide used (`--sequence`), each step
 * right after the one before as Playwright does it (`pace` ms apart, 0 by default: no wait for
 * the page, so a step may come while the last one's deferred work, the list and the map, is
 * still being drawn): "j", "e", "r" typed into the search, "Open now" ticked and unticked, a
 * place's name clicked, Escape, another card's Save clicked. Returns each interaction's INP by
 * what it was done to (`typing`, `open-now`, `opening`, `closing`, `saving`), and whether the place
 * closed by itself or opened again after Escape. Interactions under the 16 ms threshold have no entry, so are not
 * counted.
 */
export async function measureSequence(page, { pace = 0, round = 0 } = {}) {
  let misbehaved = 0;
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('');
  const openNow = page.getByRole('checkbox', { name: 'Open now' });
  if (await openNow.isChecked()) await openNow.click();
  await settle(page);
  const before = new Set(await interactionIds(page));
  const wait = () => (pace > 0 ? page.waitForTimeout(pace) : Promise.resolve());
  await search.focus();
  for (const letter of 'jer') {
    await page.keyboard.press(letter);
    await wait();
  }
  await openNow.click();
  await wait();
  await openNow.click();
  await wait();
  await page
    .locator('article:visible h3 button')
    .nth(round % 3)
    .click();
  await wait();
  // Escape is the dialog's once it has the focus (as a visitor's press comes after they see it).
  // A build where the place closed by itself, or opened again after Escape (a filter written
  // into the address late did both), is told, and the place closed again unmeasured, so that the
  // round goes on. The waits are CSS and focus checks: Playwright's role queries walk the page's
  // whole document, from the page's own thread.
  const dialog = page.locator('[role="dialog"]');
  const inDialog = (timeout) =>
    page
      .waitForFunction(() => document.activeElement?.closest('[role="dialog"]'), null, { timeout })
      .then(() => true)
      .catch(() => false);
  if (await inDialog(5000)) {
    await page.keyboard.press('Escape');
    await wait();
    const closed = await dialog
      .waitFor({ state: 'detached', timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!closed) {
      misbehaved += 1;
      if (await inDialog(5000)) await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  } else {
    misbehaved += 1;
    if ((await dialog.count()) > 0) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }
  await page
    .locator('article:visible')
    .nth(3 + (round % 3))
    .getByRole('button', { name: /^Save.* my trip$/ })
    .click();
  await settle(page);
  const after = await page.evaluate(() =>
    [...window.__interactions.entries()].map(([id, duration]) => [
      id,
      duration,
      window.__kinds.get(id),
    ]),
  );
  const byKind = {};
  for (const [id, duration, kind] of after) {
    if (before.has(id)) continue;
    // The second Escape of a place that opened again is not the sequence's.
    if (kind === 'closing' && misbehaved > 0 && byKind.closing?.length) continue;
    (byKind[kind] ??= []).push(duration);
  }
  return { byKind, misbehaved };
}
