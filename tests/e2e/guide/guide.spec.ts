import type { Response } from '@playwright/test';
import { expect, expectAccessible, startAsReturningVisitor, test } from '../fixtures';
import { placeIds } from '../support/devices';
import { ADMIN, API_URL, GUIDE_WORD } from '../support/env';

/** A real PNG (64×40, teal over pink, made with Pillow), as a file an admin would pick. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAASElEQVR42u3RwQ0AEBAAwSM+Xjr11Jc+FKUMuZjtYLJlrBmZq5E8AAAAAAAAAAAAAAAAgFe1s7sDAAAAAAAAAAAAAAAAAD8CLom6Asu6aU2jAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Christmas Day at 10:00 in Negril (15:00 UTC), in the year the suite runs: the page the site
 * painted at build time shows the year in its footer, and a clock in another year would make the
 * app's first render differ from it (a hydration error).
 */
const YEAR = new Date().getFullYear();
const CHRISTMAS_10AM_IN_NEGRIL = new Date(Date.UTC(YEAR, 11, 25, 15));
/** That day's name, and its key in the server's hours. */
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
  CHRISTMAS_10AM_IN_NEGRIL,
);
const DAY_KEY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][
  CHRISTMAS_10AM_IN_NEGRIL.getUTCDay()
] as string;

/**
 * The answer to the site's request of that method to that path, once it is not a 401: the
 * suite's access tokens live 12 s, and a step of the form can take longer on a loaded machine,
 * so a request may first be refused and sent again after the site refreshes the session (as it
 * does for every request).
 */
const answered = (path: string, method: string) => (response: Response) =>
  new URL(response.url()).pathname === path &&
  response.request().method() === method &&
  response.status() !== 401;

test('an admin adds a place with a picture, edits its coordinates, hours and a special date, then deletes it', async ({
  page,
  request,
}) => {
  // Whole system: the admin's forms against the reference server, each round trip of it (a
  // multipart upload, a picture served at a signed address in the guide's private mode, a PATCH
  // read back through the API, a DELETE). What the forms check and show before sending is tested
  // in tests/features/guide/admin against the mock server.
  test.setTimeout(120_000);
  const name = `Sunset kayak tour ${Date.now()}`;
  let id: number | undefined;
  await page.clock.setFixedTime(CHRISTMAS_10AM_IN_NEGRIL);
  await startAsReturningVisitor(page, { account: ADMIN });
  try {
    await page.goto('/negril');
    await page.getByRole('button', { name: 'Add place' }).click();
    const form = page.getByRole('dialog', { name: 'Add a place' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Category', { exact: true }).selectOption('On the Water');
    await form.getByLabel('Sub-category').fill('Kayaking');
    await form.getByLabel('Location').fill('Long Bay, Negril');
    await form.getByLabel('Description').fill('Paddle out at golden hour along Seven Mile Beach.');
    await form.getByLabel('Website').fill('https://example.com/kayak');
    await form.getByLabel(/^Image/).setInputFiles({
      name: 'kayak.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(form.getByRole('img', { name: 'Preview of kayak.png' })).toBeVisible();

    const created = page.waitForResponse(answered('/api/negril_guide/', 'POST'));
    await form.getByRole('button', { name: 'Save place' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    id = ((await answer.json()) as { id: number }).id;
    await expect(form).toBeHidden();

    // Listed, with its picture as the server serves it.
    const section = page.getByRole('region', { name: 'On the Water' });
    const cardName = section.getByRole('button', { name, exact: true });
    await expect(cardName).toBeVisible();
    const image = section.getByRole('img', { name, exact: true });
    await image.scrollIntoViewIfNeeded(); // below the fold, it loads lazily
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(64);
    const source = (await image.getAttribute('src')) ?? '';
    const served = await request.get(source);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    // The suite's server keeps the guide private: without the word, neither the list nor a
    // picture's unsigned address answers.
    const picture = new URL(source);
    expect(picture.searchParams.get('sig')).toBeTruthy();
    picture.search = '';
    expect((await request.get(picture.href)).status()).toBe(403);
    const list = await request.get(`${API_URL}/negril_guide/`);
    expect(list.status()).toBe(403);
    expect(await list.json()).toEqual({ detail: "The guide's word is missing or wrong." });

    // Edited: coordinates, phone, price, the week's hours on this weekday, and its own hours on
    // Christmas Day, which are the ones that day.
    await cardName.click();
    const details = page.getByRole('dialog', { name });
    await details.getByRole('button', { name: 'Edit place' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Latitude').fill('18.2901');
    await edit.getByLabel('Longitude').fill('-78.3412');
    await edit.getByLabel('Phone').fill('+1 876 555 0142');
    await edit.getByLabel(WEEKDAY).fill('12:00–20:00');
    await edit.getByLabel('Price level').selectOption('2');
    const dates = edit.getByRole('group', { name: 'Special dates' });
    await dates.getByRole('button', { name: 'Add a date' }).click();
    await dates.getByLabel('Date 1', { exact: true }).fill(`${YEAR}-12-25`);
    await dates.getByLabel('Hours on date 1', { exact: true }).fill('9:00-23:00');
    // The add form is the same dialog (GuideFormDialog): scanned once, in this state.
    await expectAccessible(page, 'the edit form with a special date');
    const patched = page.waitForResponse(answered(`/api/negril_guide/${id}/`, 'PATCH'));
    await edit.getByRole('button', { name: 'Save place' }).click();
    expect((await patched).status()).toBe(200);
    await expect(edit).toBeHidden();
    await expect(details).toContainText('+1 876 555 0142');
    // The date's own hours, not the week's (from 12:00), say whether it is open now.
    await expect(details).toContainText('Open now · closes 23:00');
    const today = details.getByRole('row', { name: new RegExp(WEEKDAY) });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toContainText('9:00–23:00Special hours on 25 December');
    await expectAccessible(page, "a place's details with its week and a special date");

    const withWord = { headers: { 'X-Guide-Word': GUIDE_WORD } };
    const stored = (await (
      await request.get(`${API_URL}/negril_guide/${id}/`, withWord)
    ).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      latitude: 18.2901,
      longitude: -78.3412,
      phone: '+1 876 555 0142',
      price_level: 2,
      opening_hours: { [DAY_KEY]: [['12:00', '20:00']] },
      hours_exceptions: { [`${YEAR}-12-25`]: [['09:00', '23:00']] },
    });

    // Deleted, after a question whose safe answer has the focus.
    await details.getByRole('button', { name: 'Delete place' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    const deleted = page.waitForResponse(answered(`/api/negril_guide/${id}/`, 'DELETE'));
    await confirm.getByRole('button', { name: 'Delete place' }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(page.getByText(`“${name}” was deleted from the guide.`)).toBeVisible();
    await expect(section.getByRole('button', { name, exact: true })).toHaveCount(0);
    expect((await request.get(`${API_URL}/negril_guide/${id}/`, withWord)).status()).toBe(404);
  } finally {
    // Whatever step failed, the place does not stay on the server the specs share.
    id ??= (await placeIds(request)).get(name);
    if (id !== undefined) {
      const tokens = await request.post(`${API_URL}/v1/auth/jwt/create/`, { data: ADMIN });
      const { access } = (await tokens.json()) as { access: string };
      await request.delete(`${API_URL}/negril_guide/${id}/`, {
        headers: { Authorization: `Bearer ${access}` },
      });
    }
  }
});
