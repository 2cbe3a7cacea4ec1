import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Every letter typed into the header's search arrives, even typed into the painted page before the
 * app has run: the app adopts the painted box (the same element, its value and focus) and loads
 * search for it. The moment search's own chunk lands (before the first key, mid-word, after the
 * last key with the caret moved back) is tests/features/search/letters-kept.fresh.test.tsx's; a
 * page's odd address never making a link to another site is tests/app/foreign-links.test.tsx's.
 */

const WORDS = 'rikcs cafe';
const KEY_DELAY = 20;

/** The combobox runs: the list the box controls exists only once its chunk has landed. */
async function comboboxLanded(page: Page) {
  const box = page.getByRole('combobox', { name: 'Search the site' });
  const list = await box.getAttribute('aria-controls');
  await expect(page.locator(`[id="${list ?? 'none'}"]`)).toBeAttached();
}

test('typed into the painted page before the app runs, the letters stay and search loads', async ({
  page,
}) => {
  // Needs the painted page in a real browser, typed into before the app's entry is let go, and
  // the app then adopting the page (hydration).
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.click();
  await box.pressSequentially(WORDS, { delay: KEY_DELAY });
  await expect(page.locator('#root[data-painted]')).toHaveCount(1);
  release();
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  await comboboxLanded(page);
  await expect(box).toHaveValue(WORDS);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
});
