import type { Page } from '@playwright/test';
import { expect, openGuideAsAdmin, test } from './fixtures';
import { GUIDE_WORD } from './support/env';

/**
 * What a newcomer meets in the guide, at a phone's width and a desktop's: the sticky category bar
 * stays above the cards and gets its own clicks, it is one row, a saved place says "Saved", no
 * match is one empty state, and an admin's buttons say "place".
 */

async function openGuide(page: Page) {
  await page.goto('/negril');
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('navigation', { name: 'Guide categories' })).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`the sticky category bar is above the cards and takes their place's clicks at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openGuide(page);
    const nav = page.getByRole('navigation', { name: 'Guide categories' });

    // One row: no taller than 64 px at either width.
    const height = await nav.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(64);

    // Scrolled until a card's "Save" button is halfway under the stuck bar: what is drawn at
    // the button's middle, and what a tap there reaches, is the bar.
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
    expect(point.y).toBeGreaterThan(0);
    expect(point.y).toBeLessThan(height);
    await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
    const inBar = await page.evaluate(({ x, y }) => {
      const found = document.elementFromPoint(x, y);
      return document.querySelector('nav[aria-label="Guide categories"]')?.contains(found);
    }, point);
    expect(inBar).toBe(true);

    // A tap there saves nothing.
    await page.mouse.click(point.x, point.y);
    await expect(page.getByRole('button', { name: /^Saved: / })).toHaveCount(0);
  });
}

test('the category bar scrolls sideways to its last chip, which keeps a visible focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openGuide(page);
  const nav = page.getByRole('navigation', { name: 'Guide categories' });
  const chips = nav.getByRole('link');
  // By keyboard, as a keyboard user reaches it: the row scrolls to each chip focused.
  await chips.first().focus();
  const count = await chips.count();
  for (let index = 1; index < count; index += 1) await page.keyboard.press('Tab');
  const last = chips.last();
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  const outline = await last.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('a saved place says "Saved"; nothing matching is one empty state', async ({ page }) => {
  await openGuide(page);
  // The button is found by its card: its name changes with what it shows.
  const save = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Three Dives Jerk Centre' }) })
    .getByRole('button', { name: /^Save/ });
  await expect(save).toHaveAccessibleName('Save Three Dives Jerk Centre to my trip');
  await save.click();
  await expect(save).toHaveText('Saved');
  await expect(save).toHaveAccessibleName('Saved: remove Three Dives Jerk Centre from my trip');
  await save.click();
  await expect(save).toHaveText('Save');

  await page.getByRole('searchbox', { name: 'Search' }).fill('submarine');
  await expect(page.getByText(/^None of the \d+ places matches these filters\.$/)).toBeVisible();
  await expect(page.getByText(/has a location on the map/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: /map/i })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Guide categories' })).toHaveCount(0);
});

test('an admin adds, edits and deletes a "place"', async ({ page }) => {
  await openGuideAsAdmin(page);
  await expect(page.getByRole('button', { name: 'Add place' })).toBeVisible();
  await page.getByRole('heading', { level: 3 }).first().getByRole('button').click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('button', { name: 'Edit place' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Delete place' })).toBeVisible();
  await expect(details.getByRole('button', { name: /guide/i })).toHaveCount(0);
});
