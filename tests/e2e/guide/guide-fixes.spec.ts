import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { GUIDE_WORD } from '../support/env';

/**
 * The guide's category bar, at a phone's width and a desktop's: one row, sticky above the cards
 * and taking their clicks where it covers them, scrolled sideways by keyboard to its last chip.
 * What one screen decides (the gate's answers, "Saved", the empty state, an admin's words) is
 * tested in tests/features/guide.
 */

const categories = (page: Page) => page.getByRole('navigation', { name: 'Guide categories' });

/**
 * The bar is one row (no taller than 64 px); scrolled until a card's "Save" button is halfway
 * under the stuck bar, what is drawn at the button's middle, and what a tap there reaches, is the
 * bar, and the tap saves nothing. Nothing is wider than the screen.
 */
async function expectStickyBar(page: Page, width: number): Promise<void> {
  const nav = categories(page);
  const height = await nav.evaluate((element) => element.getBoundingClientRect().height);
  expect(height, `the bar's height at ${width} px`).toBeLessThanOrEqual(64);

  const point = await page.evaluate(() => {
    const button = [...document.querySelectorAll('article button')].filter(
      (each) => each.textContent === 'Save',
    )[6];
    if (!button) throw new Error('too few cards');
    const before = button.getBoundingClientRect();
    window.scrollBy({ top: before.top + before.height / 2 - 30, behavior: 'instant' });
    const box = button.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  expect(point.y, `the button's middle at ${width} px`).toBeGreaterThan(0);
  expect(point.y, `the button's middle at ${width} px`).toBeLessThan(height);
  await expect.poll(async () => (await nav.boundingBox())?.y, `stuck at ${width} px`).toBe(0);
  const inBar = await page.evaluate(({ x, y }) => {
    const found = document.elementFromPoint(x, y);
    return document.querySelector('nav[aria-label="Guide categories"]')?.contains(found);
  }, point);
  expect(inBar, `the bar is on top at ${width} px`).toBe(true);

  await page.mouse.click(point.x, point.y);
  await expect(
    page.getByRole('button', { name: /^Saved: / }),
    `a tap on the bar saved a place at ${width} px`,
  ).toHaveCount(0);

  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `the guide at ${width} px`).toBeLessThanOrEqual(width);
}

test('the category bar at 375 and 1280 px: one sticky row over the cards, scrolled by keyboard to its last chip', async ({
  page,
}) => {
  // Real layout and the real build: a sticky bar's place over the cards, a row scrolled sideways
  // to the focused chip with its outline drawn, and the guide's word checked against the build's
  // own and kept across a reload.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/negril');
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  const nav = categories(page);
  await expect(nav).toBeVisible();

  // By keyboard, as a keyboard user reaches it: the row scrolls to each chip focused.
  const chips = nav.getByRole('link');
  await chips.first().focus();
  const count = await chips.count();
  for (let index = 1; index < count; index += 1) await page.keyboard.press('Tab');
  const last = chips.last();
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  const outline = await last.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');

  await expectStickyBar(page, 375);

  // A desktop, after a reload: the word is kept, the guide opens without asking.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(nav).toBeVisible();
  await expectStickyBar(page, 1280);
});
