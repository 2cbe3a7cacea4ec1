import type { Page } from '@playwright/test';
import { expect, expectAccessible, openGuideAsAdmin, test } from './fixtures';
import { ADMIN, API_URL, GUIDE_WORD } from './support/env';

/**
 * Public holidays and a place's own dates against the reference server's seeded places, at fixed
 * clocks. On Christmas Day 2026 (a Friday), 10:00 in Negril (15:00 UTC), the Blue Hole keeps its
 * week (9:00–18:00) and the lighthouse is seeded closed that day.
 */
const CHRISTMAS_10AM_IN_NEGRIL = new Date('2026-12-25T15:00:00Z');
/** New Year's Eve 2026 (a Thursday), 20:00 in Negril. */
const NEW_YEARS_EVE_8PM_IN_NEGRIL = new Date('2027-01-01T01:00:00Z');

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

test('on Christmas Day a place with weekly hours warns, and one closed that day says so', async ({
  page,
}) => {
  await page.clock.setFixedTime(CHRISTMAS_10AM_IN_NEGRIL);
  await page.goto('/negril');
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();

  const spring = card(page, 'Blue Hole Mineral Spring');
  await expect(spring).toContainText('Open now · closes 18:00');
  await expect(spring).toContainText('Public holiday: hours may differ');
  const lighthouse = card(page, 'Negril Lighthouse');
  await expect(lighthouse).toContainText('Closed · opens 9:00 tomorrow');
  await expect(lighthouse).not.toContainText('Public holiday');

  await lighthouse.getByRole('button', { name: 'Negril Lighthouse', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Negril Lighthouse' });
  const today = details.getByRole('row', { name: /Friday/ });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(today).toContainText('Special hours on 25 December');
  await expect(details.getByRole('row', { name: /Saturday/ })).toContainText(
    'Boxing Day: hours may differ',
  );
  await expectAccessible(page, 'place details on a public holiday');
});

test('an admin gives a place its own hours on a date, and visitors see them', async ({
  page,
  request,
}) => {
  const tokens = await request.post(`${API_URL}/v1/auth/jwt/create/`, { data: ADMIN });
  const { access } = (await tokens.json()) as { access: string };
  const authorization = { Authorization: `Bearer ${access}` };
  const name = `Year-end bar ${Date.now()}`;
  const daily = [['09:00', '17:00']];
  const created = await request.post(`${API_URL}/negril_guide/`, {
    headers: authorization,
    data: {
      name,
      category: 'Bars & Nightlife',
      opening_hours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, daily]),
      ),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    await page.clock.setFixedTime(NEW_YEARS_EVE_8PM_IN_NEGRIL);
    await openGuideAsAdmin(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(card(page, name)).toContainText('Closed · opens 9:00 tomorrow');
    await card(page, name).getByRole('button', { name, exact: true }).click();
    const details = page.getByRole('dialog', { name });
    await details.getByRole('button', { name: 'Edit place' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${name}` });
    const dates = form.getByRole('group', { name: 'Special dates' });
    await dates.getByRole('button', { name: 'Add a date' }).click();
    await expect(dates.getByLabel('Date 1', { exact: true })).toBeFocused();
    await dates.getByLabel('Date 1', { exact: true }).fill('2026-12-31');
    await dates.getByLabel('Hours on date 1', { exact: true }).fill('late');
    await form.getByRole('button', { name: 'Save place' }).click();
    await expect(dates.getByLabel('Hours on date 1', { exact: true })).toBeFocused();
    await expect(dates.getByLabel('Hours on date 1', { exact: true })).toHaveAccessibleDescription(
      /Write the hours as 9:00-17:00/,
    );
    await dates.getByLabel('Hours on date 1', { exact: true }).fill('18:00-2:00');
    await expectAccessible(page, 'edit form with a special date');
    const patched = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/negril_guide/${id}/`) &&
        response.request().method() === 'PATCH',
    );
    await form.getByRole('button', { name: 'Save place' }).click();
    expect((await patched).status()).toBe(200);
    await expect(form).toBeHidden();
    await expect(details).toContainText('Open now · closes 2:00');
    await expect(details.getByRole('row', { name: /Thursday/ })).toContainText(
      '18:00–2:00Special hours on 31 December',
    );

    const stored = (await (
      await request.get(`${API_URL}/negril_guide/${id}/`, {
        headers: { 'X-Guide-Word': GUIDE_WORD },
      })
    ).json()) as Record<string, unknown>;
    expect(stored.hours_exceptions).toEqual({ '2026-12-31': [['18:00', '02:00']] });
  } finally {
    await request.delete(`${API_URL}/negril_guide/${id}/`, { headers: authorization });
  }
});
