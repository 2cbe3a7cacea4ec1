import { expect, expectAccessible, openGuideAsAdmin, screenshotAtWidths, test } from './fixtures';
import { API_URL, GUIDE_WORD } from './support/env';

/** A real PNG (64×40, teal over pink, made with Pillow), as a file an admin would pick. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAASElEQVR42u3RwQ0AEBAAwSM+Xjr11Jc+FKUMuZjtYLJlrBmZq5E8AAAAAAAAAAAAAAAAgFe1s7sDAAAAAAAAAAAAAAAAAD8CLom6Asu6aU2jAAAAAElFTkSuQmCC',
  'base64',
);

test('the guide: a wrong word, the right word, categories and a card’s details', async ({
  page,
}) => {
  await page.goto('/negril');
  const field = page.getByLabel('Guide password');
  await field.fill('one-love');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('That is not the guide password.')).toBeVisible();
  await expect(field).toHaveValue('one-love');

  await field.fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  const categories = page.getByRole('navigation', { name: 'Guide categories' });
  await expect(categories).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bars & Nightlife' })).toBeVisible();
  await expectAccessible(page, 'negril guides');
  await screenshotAtWidths(page, 'negril-guides');

  // The card's name (the map's pin for the same place has the same name).
  const card = page.getByRole('heading', { level: 3, name: "Rick's Cafe" }).getByRole('button');
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Rick's Cafe/ })).toBeVisible();
  await expectAccessible(page, 'guide details');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  // The word is remembered: the guide opens at once on the next visit.
  await page.reload();
  await expect(categories).toBeVisible();
});

test('an admin adds a guide with an image; it is listed with its image served', async ({
  page,
  request,
}) => {
  const name = `Sunset kayak tour ${Date.now()}`;
  await openGuideAsAdmin(page);

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
  await expectAccessible(page, 'add guide form');
  await screenshotAtWidths(page, 'negril-add-guide');

  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/negril_guide/') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Save place' }).click();
  expect((await created).status()).toBe(201);
  await expect(form).toBeHidden();

  const section = page.getByRole('region', { name: 'On the Water' });
  const card = section.getByRole('button', { name, exact: true });
  await expect(card).toBeVisible();
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
});
