import type { Page } from '@playwright/test';
import {
  emptyAdminTrip,
  expect,
  expectNothingSticksOut,
  signInAdminWithGuideWord,
  test,
} from './fixtures';

/**
 * Nothing scrolls sideways at 320 CSS px (a small phone, or 1280 px at 400% zoom: WCAG 1.4.10):
 * every dialog, menu and panel open. Every route of the route table is checked at 320 px by
 * theme.spec.ts, on its way through the routes. One color scheme is enough: the dark theme only
 * redefines colours (src/index.css, no `dark:` layout anywhere), and its contrast is axe's in
 * theme.spec.ts. A failure names the elements that stick out past the screen's right edge.
 */
const WIDTH = 320;

/** Photographed for a look (test-results/screens/narrow-<what>.png), then measured. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const name = what
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  await page.screenshot({ path: `test-results/screens/narrow-${name}.png`, fullPage: true });
  await expectNothingSticksOut(page, what);
}

test.describe(`at ${WIDTH} px`, () => {
  test.use({ viewport: { width: WIDTH, height: 640 } });
  // Many pages and dialogs in one test each, on a machine that may be busy.
  test.describe.configure({ timeout: 240_000 });

  test("the header's phone menu, search panel and language menu", async ({ page }) => {
    // Needs real layout: what a phone's header hides behind its buttons, and widths at 320 px.
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // On a phone the sections are behind the menu, and go with it.
    await expect(nav.getByRole('link', { name: 'Press' })).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Press' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the phone menu');
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Press' })).toBeHidden();

    // The search box is behind its button too.
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await expect(box).toBeHidden();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await box.fill('negril beach sunset');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the search panel with suggestions');
    await box.press('Escape');

    await page.getByRole('button', { name: /^Language:/ }).click();
    await expect(page.getByRole('link', { name: 'Deutsch' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'the language menu');
  });

  test("the feed's lightbox with a caption read whole", async ({ page }) => {
    // Needs real layout: the lightbox's widths at 320 px.
    await page.goto('/feed');
    // A caption long enough to be shortened, read whole.
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Photo: The lighthouse at the very western tip/ })
      .click();
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
    const more = lightbox.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, 'the lightbox');
    await more.click();
    await expectNoSidewaysScroll(page, 'the lightbox with a whole caption');
  });

  test("the guide: the list, a place, the map, a trip with days, times and exports, the admin's form, the account", async ({
    page,
  }) => {
    // Needs real layout at 320 px, the reference server's guide and admin account, and a real
    // download.
    await signInAdminWithGuideWord(page);
    try {
      await page.goto('/negril');
      const card = (name: string) =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card('Seven Mile Beach')).toBeVisible();
      const map = page.getByRole('region', { name: 'Map of the places listed' });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the unlocked guide with its map');

      await card("Rick's Cafe").getByRole('button', { name: "Rick's Cafe", exact: true }).click();
      const details = page.getByRole('dialog', { name: "Rick's Cafe" });
      await expect(details).toBeVisible();
      await expectNoSidewaysScroll(page, "a place's details");
      await details.getByRole('button', { name: 'Edit place' }).click();
      const edit = page.getByRole('dialog', { name: "Edit Rick's Cafe" });
      await edit
        .getByRole('group', { name: 'Special dates' })
        .getByRole('button', { name: 'Add a date' })
        .click();
      await expectNoSidewaysScroll(page, 'the edit form with a special date');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await page.getByRole('button', { name: 'Add place' }).click();
      const add = page.getByRole('dialog', { name: 'Add a place' });
      await add
        .getByRole('group', { name: 'Special dates' })
        .getByRole('button', { name: 'Add a date' })
        .click();
      await add.getByRole('button', { name: 'Save place' }).click();
      await expectNoSidewaysScroll(page, 'the add form with its errors');
      await add.getByRole('button', { name: 'Cancel' }).click();
      await expect(add).toBeHidden();

      for (const name of ['Seven Mile Beach', "Rick's Cafe", 'Three Dives Jerk Centre']) {
        await card(name)
          .getByRole('button', { name: /^Save / })
          .click();
      }
      await page.getByRole('button', { name: 'My trip (3)' }).click();
      const trip = page.getByRole('region', { name: 'My trip' });
      await trip.getByRole('button', { name: 'Add a day' }).click();
      await trip.getByRole('button', { name: 'Move Three Dives Jerk Centre to Day 2' }).click();
      await trip.getByLabel('Time at Seven Mile Beach').fill('09:30');
      await trip.getByLabel('Time at Three Dives Jerk Centre').fill('19:00');
      await trip.getByRole('button', { name: 'Add to calendar' }).click();
      await expectNoSidewaysScroll(page, 'a trip of two days with times');
      await trip.getByLabel('First day of the trip').fill('2026-12-01');
      const download = page.waitForEvent('download');
      await trip.getByRole('button', { name: 'Download map file' }).click();
      await download;
      await expect(trip.getByRole('status').filter({ hasText: 'Map file ready' })).toBeVisible();
      await expectNoSidewaysScroll(page, "the trip's exports");

      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: /account/i })).toBeVisible({
        timeout: 30_000,
      });
      await expectNoSidewaysScroll(page, 'the account');
    } finally {
      await emptyAdminTrip(page);
    }
  });
});
