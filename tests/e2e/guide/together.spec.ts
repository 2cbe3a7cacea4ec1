import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import {
  comeBackIntoView,
  myTrip,
  newAccount,
  openMyTrip,
  otherDevice,
  placeIds,
  savePlace,
  serverTrip,
  showsMyTrip,
  startSignedIn,
  stops,
  syncLine,
} from '../support/devices';
import { APP_URL } from '../support/env';

/**
 * Planning one trip together, against the reference server's trips together
 * (tests/e2e/server/negril/trips/together.py, trips/members.py): an invitation made by one account,
 * opened signed out in another browser, joined after signing in there, and both accounts' edits,
 * one of them made offline, merged by the server's versions into one trip. What one screen
 * decides (the dialog's states, a full trip, a link that no longer works, leaving, removing, the
 * news' words, the merge's rules) is tested in tests/features/trip.
 */

const SAVED = 'Saved to your account.';
const OFFLINE = 'Not saved yet: offline.';
const SHOTS = 'test-results/together';
const A_NAME = 'Ada';
const B_NAME = 'Ben';

/** A trip's PUT answered 200 (the account's own at /v1/trip/, or one planned together). */
const tripSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      /\/api\/v1\/trips?\/(\d+\/)?$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'PUT' &&
      response.status() === 200,
  );

/** My trip as the page shows it: each day's name and its places, in order. */
const tripDays = (page: Page) =>
  myTrip(page)
    .locator('section[data-trip-day]')
    .evaluateAll((days) =>
      days.map((day) => ({
        name: day.querySelector('h3')?.textContent.trim() ?? '',
        stops: [...day.querySelectorAll('h4')].map((stop) => stop.textContent.trim()),
      })),
    );

/** The line under a stop saying who added it. */
const addedBy = (page: Page, place: string) =>
  myTrip(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: place, exact: true }) })
    .getByText(/^Added by /);

test('two accounts in two browsers plan one trip: an invitation joined after signing in, each one’s places seen by the other, offline edits merged without a question', async ({
  page: a,
  browser,
  request,
}) => {
  // Needs the whole system: two browsers, each with its own storage and session, against the
  // reference server's trips together (invitations, members, who added each stop, versions and
  // If-Match merges), one of them cut off from the network and coming back.
  test.setTimeout(180_000);
  const [accountA, accountB, ids] = await Promise.all([
    newAccount(request, A_NAME),
    newAccount(request, B_NAME),
    placeIds(request),
  ]);
  const b = await otherDevice(browser);
  try {
    // A saves two places, so A's own trip is on the server, then invites from My trip.
    await startSignedIn(a, accountA);
    await openMyTrip(a);
    await savePlace(a, 'Seven Mile Beach');
    await savePlace(a, "Rick's Cafe");
    await expect
      .poll(async () => (await serverTrip(request, accountA)).days[0]?.stops.length)
      .toBe(2);
    await openMyTrip(a);
    await a.getByRole('button', { name: 'Plan together' }).click();
    const dialog = a.getByRole('dialog', { name: 'Plan this trip together' });
    await expect(dialog).toContainText(`${A_NAME} (you), who made it`);
    await dialog.getByRole('button', { name: 'Create an invitation link' }).click();
    const field = dialog.getByRole('textbox', { name: 'Invitation link' });
    await expect(field).toHaveValue(/\/negril#join=[\w-]{16,}$/);
    const link = await field.inputValue();
    expect(link.startsWith(`${APP_URL}/negril#join=`), link).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Stop the invitation link' })).toBeVisible();
    await a.screenshot({ path: `${SHOTS}/a-plan-together-link.png`, fullPage: true });
    await expectAccessible(a, 'the Plan together dialog with its invitation link');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // B opens the link signed out (the guide's word asked first), and is asked to sign in.
    await b.page.goto(link);
    await showsMyTrip(b.page);
    const invited = b.page.getByText(/^You were invited to plan a trip together\./);
    await expect(invited).toBeVisible();
    await b.page.screenshot({ path: `${SHOTS}/b-join-sign-in.png`, fullPage: true });
    await invited.getByRole('link', { name: 'Sign in', exact: true }).click();
    await b.page.getByLabel('Email').fill(accountB.email);
    await b.page.getByLabel('Password').fill(accountB.password);
    await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back on the guide, signed in: B joins, and My trip shows A's trip with who added each.
    await expect(b.page.getByText('You joined “My trip”.', { exact: false })).toBeVisible();
    await showsMyTrip(b.page);
    await expect(stops(b.page)).toHaveText(['Seven Mile Beach', "Rick's Cafe"]);
    for (const place of ['Seven Mile Beach', "Rick's Cafe"]) {
      await expect(addedBy(b.page, place)).toHaveText(`Added by ${A_NAME}`);
    }
    const switcher = myTrip(b.page).getByRole('combobox', { name: 'Trip' });
    await expect(switcher.locator('option:checked')).toHaveText(`My trip, with ${A_NAME}`);
    await expect(syncLine(b.page, SAVED)).toBeVisible();
    await expectAccessible(b.page, 'My trip joined, with the trip switcher');

    // B saves a place; A has it when A's page comes back into view, and is told who added it.
    const bSaved = tripSaved(b.page);
    await savePlace(b.page, 'Three Dives Jerk Centre');
    await bSaved;
    await expect(syncLine(b.page, SAVED)).toBeVisible();
    await comeBackIntoView(a);
    await expect(syncLine(a, `${B_NAME} added Three Dives Jerk Centre.`)).toBeVisible();
    await expect(addedBy(a, 'Three Dives Jerk Centre')).toHaveText(`Added by ${B_NAME}`);
    await expect(addedBy(a, 'Seven Mile Beach')).toHaveText('Added by you');

    // B goes offline: saves a place, adds a day, moves the place there and names the day. A,
    // online, saves another place meanwhile.
    await b.context.setOffline(true);
    await savePlace(b.page, 'Blue Hole Mineral Spring');
    const tripB = myTrip(b.page);
    await tripB.getByRole('button', { name: 'Add a day' }).click();
    await tripB.getByRole('button', { name: 'Move Blue Hole Mineral Spring to Day 2' }).click();
    await tripB.getByRole('textbox', { name: 'Name of day 2' }).fill('Inland');
    await expect(syncLine(b.page, OFFLINE)).toBeVisible();

    const aSaved = tripSaved(a);
    await savePlace(a, 'Kool Runnings Adventure Park');
    await aSaved;
    await expect(syncLine(a, SAVED)).toBeVisible();
    await expect(stops(b.page)).not.toContainText(['Kool Runnings Adventure Park']);

    // B back online: B takes in A's place and sends its own edits; A has them on coming back
    // into view. Both show one trip, the server's, and nobody is asked whose to keep.
    const merged = tripSaved(b.page);
    await b.context.setOffline(false);
    await merged;
    await expect(syncLine(b.page, SAVED)).toBeVisible();
    await expect(
      syncLine(b.page, 'Merged with the changes your companions made meanwhile.'),
    ).toBeVisible();
    await comeBackIntoView(a);
    const everyPlace = [
      'Blue Hole Mineral Spring',
      'Kool Runnings Adventure Park',
      "Rick's Cafe",
      'Seven Mile Beach',
      'Three Dives Jerk Centre',
    ];
    await expect.poll(async () => (await stops(a).allTextContents()).sort()).toEqual(everyPlace);
    await expect(syncLine(a, `${B_NAME} added Blue Hole Mineral Spring.`)).toBeVisible();
    await expect(syncLine(a, SAVED)).toBeVisible();
    const days = await tripDays(a);
    expect(days.map((day) => day.name)).toEqual(['Day 1', 'Inland']);
    expect(days[1]?.stops).toEqual(['Blue Hole Mineral Spring']);
    await expect.poll(() => tripDays(b.page)).toEqual(days);
    // The server keeps that same trip.
    const names = new Map([...ids].map(([name, id]) => [id, name]));
    const kept = (await serverTrip(request, accountA)).days.map((day) => ({
      name: day.name || 'Day 1',
      stops: day.stops.map((stop) => names.get(stop.id)),
    }));
    expect(kept).toEqual(days);
    await expect(addedBy(a, 'Blue Hole Mineral Spring')).toHaveText(`Added by ${B_NAME}`);
    await expect(addedBy(b.page, 'Kool Runnings Adventure Park')).toHaveText(`Added by ${A_NAME}`);
    for (const page of [a, b.page]) {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /\b(mine|theirs|keep)\b/i })).toHaveCount(0);
    }

    await a.screenshot({ path: `${SHOTS}/a-end.png`, fullPage: true });
    await b.page.screenshot({ path: `${SHOTS}/b-end.png`, fullPage: true });

    // B on a 320 px phone in the dark theme, by keyboard: the trip planned together fits, and
    // Plan together opens, keeps the focus, passes axe and gives the focus back on Escape.
    await b.page.setViewportSize({ width: 320, height: 720 });
    await b.page.emulateMedia({ colorScheme: 'dark' });
    await showsMyTrip(b.page);
    const open = myTrip(b.page).getByRole('button', { name: 'Plan together' });
    await open.focus();
    await b.page.keyboard.press('Enter');
    const together = b.page.getByRole('dialog', { name: 'Plan this trip together' });
    await expect(together).toBeVisible();
    await expect(together).toContainText(`${A_NAME}, who made it`);
    await expect(together).toContainText(`${B_NAME} (you)`);
    await expect(together.getByRole('button', { name: 'Leave this trip' })).toBeVisible();
    for (let step = 0; step < 4; step += 1) {
      await b.page.keyboard.press('Tab');
      expect(await together.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    const wide = await b.page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(320);
    await expectAccessible(b.page, 'Plan together at 320 px in the dark theme');
    await b.page.screenshot({ path: `${SHOTS}/b-320-dark.png`, fullPage: true });
    await b.page.keyboard.press('Escape');
    await expect(together).toBeHidden();
    await expect(open).toBeFocused();
    expect(b.errors).toEqual([]);
  } finally {
    await b.context.close();
  }
});
