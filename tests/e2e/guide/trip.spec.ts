import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, startAsReturningVisitor, test } from '../fixtures';
import { GUIDE_WORD } from '../support/env';

/**
 * My trip in days against the reference server's seeded places: a trip built with the keyboard
 * alone, kept across a reload, shared and opened with its days in a fresh browser; two tabs of
 * one browser that change the same trip. Nothing here depends on the time of day (Seven Mile
 * Beach is open 24 hours), so the pages run on the real clock: a fixed one in another year than
 * the build's would differ from the painted footer's year. What My trip's screen decides (moves,
 * names, distances, the stored form) is tested in tests/features/trip/model and planner.
 */

/** Opens the guide in a browser that knows its word already (the gate is not what is tested). */
async function openGuide(page: Page, path = '/negril') {
  await startAsReturningVisitor(page);
  await page.goto(path);
}

/** Opens the guide in a fresh browser, giving the word to its gate as someone new would. */
async function openGuideAsNewcomer(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByLabel('Guide password').press('Enter');
}

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** The places of each day of My trip, as listed. */
async function tripDays(trip: Locator): Promise<string[][]> {
  const days = trip.getByRole('region');
  const result: string[][] = [];
  for (const day of await days.all()) {
    const labelledBy = (await day.getAttribute('aria-labelledby')) ?? '';
    if (!labelledBy.startsWith('trip-day-')) continue;
    result.push(await day.getByRole('heading', { level: 4 }).allTextContents());
  }
  return result;
}

test('a trip of two days built with the keyboard survives a reload and is shared with its days', async ({
  page,
  browser,
  context,
}) => {
  // Whole system: what the site stores survives a real reload, and a link copied to the real
  // clipboard opens the same trip in another browser, against the reference server's places.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGuide(page);
  for (const name of ['Seven Mile Beach', "Rick's Cafe", 'Three Dives Jerk Centre']) {
    await card(page, name)
      .getByRole('button', { name: /^Save / })
      .press('Enter');
  }
  await page.getByRole('button', { name: 'My trip (3)' }).press('Enter');
  const trip = page.getByRole('region', { name: 'My trip' });
  await expect
    .poll(() => tripDays(trip))
    .toEqual([['Seven Mile Beach', "Rick's Cafe", 'Three Dives Jerk Centre']]);
  // The stop's own line (the map's key is a list in the trip's region too).
  await expect(
    trip
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4, name: 'Seven Mile Beach' }) }),
  ).toContainText('Open 24 hours');

  await trip.getByRole('button', { name: 'Add a day' }).press('Enter');
  await expect(trip.getByRole('heading', { level: 3, name: 'Day 2' })).toBeFocused();
  await trip.getByRole('button', { name: 'Move Three Dives Jerk Centre to Day 2' }).press('Enter');
  await expect(trip.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    'Three Dives Jerk Centre moved to position 1 of Day 2',
  );
  await expect(
    trip.getByRole('button', { name: 'Move Three Dives Jerk Centre to Day 1' }),
  ).toBeFocused();
  await trip.getByRole('button', { name: "Move Rick's Cafe up" }).press('Enter');
  await expect(trip.getByRole('button', { name: "Move Rick's Cafe down" })).toBeFocused();
  await trip.getByRole('textbox', { name: 'Name of day 2' }).pressSequentially('West End');
  await expect
    .poll(() => tripDays(trip))
    .toEqual([["Rick's Cafe", 'Seven Mile Beach'], ['Three Dives Jerk Centre']]);
  await expect(trip.getByRole('heading', { level: 3, name: 'West End' })).toBeVisible();
  await expect(trip.getByText(/km in a straight line in all/)).toBeVisible();
  // The map shows the first day: its places numbered in visit order.
  const stops = page
    .getByRole('region', { name: 'Map of Day 1' })
    .getByRole('button', { name: /^Stop \d/ });
  await expect(stops).toHaveCount(2);
  await expect(stops.nth(0)).toHaveAccessibleName(/^Stop 1: Rick's Cafe/);
  await expect(stops.nth(1)).toHaveAccessibleName(/^Stop 2: Seven Mile Beach/);
  await expect(stops.nth(0)).toBeInViewport();
  await expectAccessible(page, 'my trip in days');

  await page.reload();
  await expect
    .poll(() => tripDays(trip))
    .toEqual([["Rick's Cafe", 'Seven Mile Beach'], ['Three Dives Jerk Centre']]);
  await expect(trip.getByRole('heading', { level: 3, name: 'West End' })).toBeVisible();

  await trip.getByRole('button', { name: 'Share my trip' }).press('Enter');
  await expect(trip.getByText('Link copied.')).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('trip')).toMatch(/^\d+\.\d+_\d+$/);
  // The day's name travels with the link.
  expect(link.searchParams.getAll('day')).toEqual(['', 'West End']);

  // Someone else: a new browser with nothing stored, who knows the word.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  try {
    await openGuideAsNewcomer(theirs, link.pathname + link.search);
    const shared = theirs.getByRole('region', { name: 'A shared trip' });
    await expect(shared.getByRole('region', { name: 'Day 1' }).getByRole('heading')).toHaveText([
      "Rick's Cafe",
      'Seven Mile Beach',
    ]);
    await expect(shared.getByRole('region', { name: 'West End' }).getByRole('heading')).toHaveText([
      'Three Dives Jerk Centre',
    ]);
    await shared.getByRole('button', { name: 'Save all to my trip' }).press('Enter');
    await expect(shared.getByText('Saved to your trip.')).toBeVisible();
    // The button is gone (all is saved): the focus is on what says so, not lost to the page.
    await expect(shared.getByText('Saved to your trip.')).toBeFocused();
    const stored = JSON.parse(
      (await theirs.evaluate(() => localStorage.getItem('negrilTripDays'))) ?? 'null',
    ) as { v: number; start: string | null; days: { name: string; stops: { id: number }[] }[] };
    expect(stored).toMatchObject({ v: 2, start: null });
    const days = stored.days;
    expect(days.map((day) => day.name)).toEqual(['', 'West End']);
    const ids = (link.searchParams.get('trip') ?? '')
      .split('_')
      .map((day) => day.split('.').map(Number));
    expect(days.map((day) => day.stops.map((stop) => stop.id))).toEqual(ids);
  } finally {
    await other.close();
  }
});

test('two tabs changing the same trip converge without losing a place', async ({
  page,
  context,
}) => {
  // Whole system: two tabs of one browser, each told of the other's changes by the browser's
  // storage events.
  await openGuide(page, '/negril?view=saved');
  const second = await context.newPage();
  await second.goto('/negril');
  await card(second, 'Seven Mile Beach')
    .getByRole('button', { name: /^Save / })
    .click();

  // The first tab shows what the second saved, and its next change starts from it.
  const trip = page.getByRole('region', { name: 'My trip' });
  await expect.poll(() => tripDays(trip)).toEqual([['Seven Mile Beach']]);
  await trip.getByRole('button', { name: 'Add a day' }).click();
  await expect.poll(() => tripDays(trip)).toEqual([['Seven Mile Beach'], []]);

  await card(second, "Rick's Cafe")
    .getByRole('button', { name: /^Save / })
    .click();
  await expect.poll(() => tripDays(trip)).toEqual([['Seven Mile Beach'], ["Rick's Cafe"]]);
  await expect(second.getByRole('button', { name: 'My trip (2)' })).toBeVisible();
  await second.close();
});
