import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { GUIDE_WORD } from './support/env';

/**
 * Where pages open on a phone (375 px): a link followed from deep in a long page opens the new
 * page at its top, with its heading in view; Back returns the reader to where they were (within
 * a few pixels); a place of the guide has its own address, which Back closes; "Show on map"
 * brings the map into view, and Back brings the list back.
 */

test.use({ viewport: { width: 375, height: 740 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Puts `target` in the middle of the screen and returns where the page is scrolled. */
async function scrollTo(page: Page, target: Locator): Promise<number> {
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
  // The scroll memory records on `scroll`, dispatched at the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return scrollY(page);
}

async function expectTop(page: Page, heading: Locator): Promise<void> {
  await expect(heading).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);
}

/** Back where the page was left: `y` within 3 px, or its bottom when it was left at its bottom. */
async function expectNear(page: Page, y: number | 'bottom'): Promise<void> {
  if (y === 'bottom') {
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
        ),
      )
      .toBeLessThanOrEqual(3);
    return;
  }
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(y - 3);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(3);
}

test('links followed from deep in long pages open at the top; Back returns', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const home = page.getByRole('heading', { level: 1, name: /Sunsets, cliffs/ });

  // The footer's "Privacy", from the bottom of the home page.
  const privacyLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy', exact: true });
  const atFooter = await scrollTo(page, privacyLink);
  expect(atFooter).toBeGreaterThan(1000);
  // The footer is at the page's end: the page may be left at its bottom.
  const leftAtBottom =
    (await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)) <=
    atFooter + 1;
  await privacyLink.click();
  await expectTop(page, page.getByRole('heading', { level: 1, name: 'Privacy' }));
  await page.goBack();
  await expect(home).toBeAttached();
  await expectNear(page, leftAtBottom ? 'bottom' : atFooter);

  // A card of "Explore".
  const explore = page.getByRole('region', { name: 'Explore' });
  const blogCard = explore.getByRole('link', { name: /^Blog/ });
  const atExplore = await scrollTo(page, blogCard);
  expect(atExplore).toBeGreaterThan(300);
  await blogCard.click();
  const blog = page.getByRole('heading', { level: 1, name: 'Blog' });
  await expectTop(page, blog);

  // A blog card, far down the list.
  const entryCard = page.getByRole('link', { name: /^Sunset at Rick's Cafe/ });
  const atCard = await scrollTo(page, entryCard);
  await entryCard.click();
  const entry = page.getByRole('heading', { level: 1, name: /Sunset at Rick's Cafe/ });
  await expectTop(page, entry);

  // A related entry, from the end of the entry.
  const related = page
    .getByRole('region', { name: 'More like this' })
    .getByRole('link', { name: /^Wellness on the cliffs/ });
  const atRelated = await scrollTo(page, related);
  expect(atRelated).toBeGreaterThan(500);
  await related.click();
  await expectTop(page, page.getByRole('heading', { level: 1, name: /Wellness on the cliffs/ }));

  // Back, step by step, to where each page was left; Forward too.
  await page.goBack();
  await expect(entry).toBeAttached();
  await expectNear(page, atRelated);
  await page.goBack();
  await expect(blog).toBeAttached();
  await expectNear(page, atCard);
  await page.goForward();
  await expect(entry).toBeAttached();
  await expectNear(page, atRelated);
  await page.goBack();
  await page.goBack();
  await expect(home).toBeAttached();
  await expectNear(page, atExplore);
});

test('the guide: a place at its own address, Back closes it; Show on map and back', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const guideLink = page.getByRole('region', { name: 'Explore' }).getByRole('link', {
    name: /^Negril Guide/,
  });
  await scrollTo(page, guideLink);
  await guideLink.click();
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  // The list comes from the reference server: slow on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Guide categories' })).toBeVisible({
    timeout: 30_000,
  });

  // A place far down the list opens at its own address; Back closes it where the list was.
  const card = page
    .getByRole('heading', { level: 3, name: 'Kool Runnings Adventure Park' })
    .getByRole('button');
  const atPlace = await scrollTo(page, card);
  expect(atPlace).toBeGreaterThan(500);
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Kool Runnings Adventure Park' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/negril\?place=\d+$/);
  const placeAddress = page.url();
  await expectAccessible(page, 'a place at its own address');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/negril$/);
  await expectNear(page, atPlace);
  await expect(card).toBeFocused();

  // "Show on map" far below the map brings the map into view, the place selected; Back returns.
  const show = page
    .getByRole('article')
    .filter({ has: card })
    .getByRole('button', { name: /^Show on map/ });
  const atShow = await scrollTo(page, show);
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Map of the places listed' })).toBeInViewport();
  await page.goBack();
  await expectNear(page, atShow);
  await expect(page).toHaveURL(/\/negril$/);

  // The place's address, opened as a link: its details are there.
  await page.goto(placeAddress);
  await expect(dialog).toBeVisible();
});
