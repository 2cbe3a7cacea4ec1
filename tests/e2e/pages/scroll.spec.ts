import type { Locator, Page } from '@playwright/test';
import {
  appStarted,
  expect,
  expectAccessible,
  settledPage,
  test,
  watchRequests,
} from '../fixtures';
import { GUIDE_WORD } from '../support/env';

/**
 * Where pages open on a phone (375 px): a link followed from deep in a long page opens the new
 * page at its top, with its heading in view; Back returns the reader to where they were (within
 * a few pixels); a place of the guide has its own address, which Back closes; "Show on map"
 * brings the map into view, and Back brings the list back.
 */

test.use({ viewport: { width: 375, height: 740 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Puts `target` in the middle of the screen (or as near as the page's end allows), wholly in view,
 * and returns where the page is scrolled once what came into view has arrived: a section fetched
 * when near the screen may change the page's height, and the browser's scroll anchoring its
 * offset. Wholly in view, the click that follows does not scroll the page itself (Playwright
 * scrolls a target partly out of view before clicking it, which no reader's tap does).
 */
async function scrollTo(page: Page, target: Locator): Promise<number> {
  for (let tries = 0; tries < 3; tries += 1) {
    await target.evaluate((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
    await settledScroll(page);
    const inView = await target.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    });
    if (inView) break;
  }
  return scrollY(page);
}

/**
 * Where the page is scrolled once what came into view has arrived and nothing moves any more
 * (settledPage: requests answered, no placeholder, the same height and offset over two frames).
 */
async function settledScroll(page: Page): Promise<number> {
  await settledPage(page);
  return scrollY(page);
}

async function expectTop(page: Page, heading: Locator): Promise<void> {
  await expect(heading).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);
}

/**
 * Where the page is left, as the scroll memory keeps it: at its bottom (returned to at its
 * bottom, whatever arrived since), or with `target` where it is on the screen.
 */
async function leftAt(page: Page, target: Locator): Promise<number | 'bottom'> {
  const atBottom = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight - window.scrollY <= 2,
  );
  return atBottom ? 'bottom' : onScreen(target);
}

/** Where `target` is on the screen (its top), as the reader sees it. */
const onScreen = async (target: Locator) =>
  Math.round((await target.boundingBox())?.y ?? Number.NaN);

/**
 * Back where the page was left, as the reader sees it: `target` where it was on the screen
 * (within 3 px), or the page at its bottom when it was left at its bottom. The page's offset
 * itself may differ: what is above may have changed height since (a card laid out the first time
 * it came near the screen, a part that arrived), which the scroll memory makes up for.
 */
async function expectNear(page: Page, target: Locator, top: number | 'bottom'): Promise<void> {
  if (top === 'bottom') {
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
        ),
      )
      .toBeLessThanOrEqual(3);
    return;
  }
  await expect.poll(async () => Math.abs((await onScreen(target)) - top)).toBeLessThanOrEqual(3);
}

/** The home page, once the app has started on it and what it shows first has arrived. */
async function openHome(page: Page): Promise<void> {
  watchRequests(page);
  await page.goto('/');
  await appStarted(page);
  await settledPage(page);
}

test('links followed from deep in long pages open at the top; Back returns', async ({ page }) => {
  // Needs the browser's own history (Back, Forward) and scroll restoration, with real layout.
  await openHome(page);
  const home = page.getByRole('heading', { level: 1, name: /Sunsets, cliffs/ });

  // The footer's "Privacy", from the bottom of the home page.
  const privacyLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy', exact: true });
  const atFooter = await scrollTo(page, privacyLink);
  expect(atFooter).toBeGreaterThan(1000);
  const atFooterLeft = await leftAt(page, privacyLink);
  await privacyLink.click();
  await expectTop(page, page.getByRole('heading', { level: 1, name: 'Privacy' }));
  await page.goBack();
  await expect(home).toBeAttached();
  await expectNear(page, privacyLink, atFooterLeft);

  // A card of "Explore".
  const explore = page.getByRole('region', { name: 'Explore' });
  const blogCard = explore.getByRole('link', { name: /^Blog/ });
  expect(await scrollTo(page, blogCard)).toBeGreaterThan(300);
  const atExplore = await leftAt(page, blogCard);
  await blogCard.click();
  const blog = page.getByRole('heading', { level: 1, name: 'Blog' });
  await expectTop(page, blog);

  // A blog card, far down the list.
  const entryCard = page.getByRole('link', { name: /^Sunset at Rick's Cafe/ });
  await scrollTo(page, entryCard);
  const atCard = await leftAt(page, entryCard);
  await entryCard.click();
  const entry = page.getByRole('heading', { level: 1, name: /Sunset at Rick's Cafe/ });
  await expectTop(page, entry);

  // A related entry, from the end of the entry.
  const related = page
    .getByRole('region', { name: 'More like this' })
    .getByRole('link', { name: /^Wellness on the cliffs/ });
  expect(await scrollTo(page, related)).toBeGreaterThan(500);
  const atRelated = await leftAt(page, related);
  await related.click();
  await expectTop(page, page.getByRole('heading', { level: 1, name: /Wellness on the cliffs/ }));

  // Back, step by step, to where each page was left; Forward too.
  await page.goBack();
  await expect(entry).toBeAttached();
  await expectNear(page, related, atRelated);
  await page.goBack();
  await expect(blog).toBeAttached();
  await expectNear(page, entryCard, atCard);
  await page.goForward();
  await expect(entry).toBeAttached();
  await expectNear(page, related, atRelated);
  await page.goBack();
  await page.goBack();
  await expect(home).toBeAttached();
  await expectNear(page, blogCard, atExplore);
});

test('the guide: a place at its own address, Back closes it; Show on map and back', async ({
  page,
}) => {
  // Needs the browser's own history (Back closes a place), real layout, and the reference
  // server's guide.
  await openHome(page);
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
  expect(await scrollTo(page, card)).toBeGreaterThan(500);
  const atPlace = await onScreen(card);
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Kool Runnings Adventure Park' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/negril\?place=\d+$/);
  const placeAddress = page.url();
  await expectAccessible(page, 'a place at its own address');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/negril$/);
  await expectNear(page, card, atPlace);
  await expect(card).toBeFocused();

  // "Show on map" far below the map brings the map into view, the place selected; Back returns.
  // On a slow phone (4× CPU): the new entry is drawn frames after the press, and the way to the
  // map must not be kept as where the list was left.
  const show = page
    .getByRole('article')
    .filter({ has: card })
    .getByRole('button', { name: /^Show on map/ });
  await scrollTo(page, show);
  const atShow = await onScreen(show);
  const cpu = await page.context().newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Map of the places listed' })).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/negril$/);
  await expectNear(page, show, atShow);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The place's address, opened as a link: its details are there.
  await page.goto(placeAddress);
  await expect(dialog).toBeVisible();
});
