import type { Page } from '@playwright/test';
import { expect, expectAccessible, openGuideAsAdmin, test } from './fixtures';
import { ADMIN, API_URL, GUIDE_WORD } from './support/env';

/**
 * The guide as a trip planner against the reference server's seeded places, at a fixed time:
 * Wednesday 25 November 2026, 13:00 in Negril (18:00 UTC). Then Three Dives (12:00–23:00) is
 * open, Pushcart (from 17:00) is not, and Seven Mile Beach is open 24 hours.
 */
const WEDNESDAY_1PM_IN_NEGRIL = new Date('2026-11-25T18:00:00Z');

async function openGuide(page: Page, path = '/negril') {
  await page.clock.setFixedTime(WEDNESDAY_1PM_IN_NEGRIL);
  await page.goto(path);
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();

test('search and filters narrow the guide, and the address keeps them', async ({ page }) => {
  await openGuide(page);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('jerk');
  await expect
    .poll(() => cardNames(page))
    .toEqual(['Pushcart Restaurant & Rum Bar', 'Three Dives Jerk Centre', 'Bloody Bay']);
  await expect(card(page, 'Three Dives Jerk Centre')).toContainText('Open now · closes 23:00');
  await expect(card(page, 'Pushcart Restaurant & Rum Bar')).toContainText('Opens at 17:00');

  await page.getByRole('checkbox', { name: 'Open now' }).check();
  await expect.poll(() => cardNames(page)).toEqual(['Three Dives Jerk Centre']);
  await expect(page.getByText(/^1 of \d+ places match\.$/)).toBeVisible();
  expect(new URL(page.url()).search).toBe('?q=jerk&open=1');
  await expectAccessible(page, 'negril guide filtered');

  // The address opens the same list, here in a fresh page.
  await page.reload();
  await expect.poll(() => cardNames(page)).toEqual(['Three Dives Jerk Centre']);
  await expect(search).toHaveValue('jerk');

  await search.fill('submarine');
  await expect(page.getByText(/^None of the \d+ places matches these filters\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(15);
  // The address follows the list (a moment later: it is replaced after the list has drawn).
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

test('saved places survive a reload, and a shared trip opens in a fresh browser', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGuide(page);
  await card(page, 'Seven Mile Beach')
    .getByRole('button', { name: /^Save / })
    .click();
  await card(page, "Rick's Cafe")
    .getByRole('button', { name: /^Save / })
    .click();
  await page.getByRole('button', { name: 'My trip (2)' }).click();
  const trip = page.getByRole('region', { name: 'My trip' });
  await expect(trip.getByRole('heading', { level: 4 })).toHaveText([
    'Seven Mile Beach',
    "Rick's Cafe",
  ]);
  // The stop's own line (the map's key is a list in the trip's region too).
  await expect(
    trip
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4, name: 'Seven Mile Beach' }) }),
  ).toContainText('Open 24 hours');
  await expectAccessible(page, 'my trip');

  await page.reload();
  await expect(trip.getByRole('heading', { level: 4 })).toHaveText([
    'Seven Mile Beach',
    "Rick's Cafe",
  ]);

  await trip.getByRole('button', { name: 'Share my trip' }).click();
  await expect(trip.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('trip')).toMatch(/^\d+\.\d+$/);

  // Someone else: a new browser with nothing stored, who knows the word.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  try {
    await openGuide(theirs, new URL(link).pathname + new URL(link).search);
    const shared = theirs.getByRole('region', { name: 'A shared trip' });
    await expect(shared.getByRole('heading', { level: 3 })).toHaveText([
      'Seven Mile Beach',
      "Rick's Cafe",
    ]);
    await shared.getByRole('button', { name: 'Save all to my trip' }).click();
    await expect(shared.getByText('Saved to your trip.')).toBeVisible();
    const ids = (new URL(link).searchParams.get('trip') ?? '').split('.').map(Number);
    const stored = await theirs.evaluate(() => localStorage.getItem('negrilTripDays'));
    expect(JSON.parse(stored ?? 'null')).toEqual({
      v: 2,
      start: null,
      days: [{ name: '', stops: ids.map((id) => ({ id, time: null })) }],
    });
  } finally {
    await other.close();
  }
});

test('an admin edits a guide, coordinates and hours included, then deletes it', async ({
  page,
  request,
}) => {
  // A guide of this test's own, made through the server's API as an admin.
  const tokens = await request.post(`${API_URL}/v1/auth/jwt/create/`, {
    data: ADMIN,
  });
  const { access } = (await tokens.json()) as { access: string };
  const name = `Beach bar ${Date.now()}`;
  const created = await request.post(`${API_URL}/negril_guide/`, {
    headers: { Authorization: `Bearer ${access}` },
    multipart: { name, category: 'Bars & Nightlife', location: 'Long Bay, Negril' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.clock.setFixedTime(WEDNESDAY_1PM_IN_NEGRIL);
  await openGuideAsAdmin(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await card(page, name).getByRole('button', { name, exact: true }).click();
  const details = page.getByRole('dialog', { name });
  await details.getByRole('button', { name: 'Edit place' }).click();
  const form = page.getByRole('dialog', { name: `Edit ${name}` });
  await form.getByLabel('Latitude').fill('18.2901');
  await form.getByLabel('Longitude').fill('-78.3412');
  await form.getByLabel('Phone').fill('+1 876 555 0142');
  await form.getByLabel('Wednesday').fill('10:00–22:00');
  await form.getByLabel('Price level').selectOption('2');
  await expectAccessible(page, 'edit guide form');
  // The suite's access tokens live 12 s, and filling the form with an axe scan can take longer
  // on a loaded machine: the first PATCH may then be a 401, which the site answers by refreshing
  // the session and sending it again (as it does for every request). The save is the answer that
  // is not that 401.
  const patched = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/negril_guide/${id}/`) &&
      response.request().method() === 'PATCH' &&
      response.status() !== 401,
  );
  await form.getByRole('button', { name: 'Save place' }).click();
  expect((await patched).status()).toBe(200);
  await expect(form).toBeHidden();
  await expect(details).toContainText('+1 876 555 0142');
  await expect(details).toContainText('Open now · closes 22:00');

  const withWord = { headers: { 'X-Guide-Word': GUIDE_WORD } };
  const stored = (await (
    await request.get(`${API_URL}/negril_guide/${id}/`, withWord)
  ).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({
    latitude: 18.2901,
    longitude: -78.3412,
    phone: '+1 876 555 0142',
    price_level: 2,
    opening_hours: { wed: [['10:00', '22:00']] },
  });

  await details.getByRole('button', { name: 'Delete place' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete place' }).click();
  await expect(page.getByText(`“${name}” was deleted from the guide.`)).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect((await request.get(`${API_URL}/negril_guide/${id}/`, withWord)).status()).toBe(404);
});
