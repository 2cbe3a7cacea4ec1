import { expect, expectAccessible, test } from './fixtures';
import { API_URL } from './support/env';

/**
 * Site search in a real browser: the header's combobox (by keyboard, and with axe while its list
 * is open), the phone's search button, and the shareable results page. The search library is
 * fetched only when search opens, never with the page.
 */

const RICKS = /Sunset at Rick's Cafe/;

test('the header’s box finds an entry despite a typo, by keyboard, and passes axe while open', async ({
  page,
}) => {
  const searchChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(search|SearchCombobox|useSiteSearch)-/.test(request.url())) {
      searchChunks.push(request.url());
    }
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Sunsets, cliffs/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searchChunks, 'search loads only when it opens').toEqual([]);

  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.click();
  await box.pressSequentially('rikcs cafe');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(searchChunks.length).toBeGreaterThan(0);
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox.getByRole('option').first()).toContainText(RICKS);
  await expect(page.getByRole('banner').getByRole('status')).toContainText(/\d+ results?\./);
  await expectAccessible(page, 'search combobox (open)');

  await page.keyboard.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('rikcs cafe');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: RICKS })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/blog/sunset-at-ricks-cafe');
});

test('on a phone the search button opens the box; Enter shows the results page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await expect(box).toBeHidden();
  const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await button.click();
  await expect(box).toBeFocused();
  await page.keyboard.type('beach');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?q=beach');
  // Nothing is wider than the screen with the box open.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
});

test('a shared results page lists entries and press, and passes axe', async ({ page, request }) => {
  const serverItems = (await (await request.get(`${API_URL}/press/`)).json()) as {
    title: string;
  }[];
  expect(serverItems.length).toBeGreaterThan(0);

  await page.goto('/search?q=ricks%20cafe');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page).toHaveTitle('Search: ricks cafe · Negril Life');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: RICKS })).toHaveAttribute(
    'href',
    '/blog/sunset-at-ricks-cafe',
  );
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'search results');

  // A press article of the server's list, found by its title's first words, opens elsewhere.
  const title = serverItems[0]!.title;
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  const article = main.getByRole('link', { name: title, exact: false }).first();
  await expect(article).toHaveAttribute('target', '_blank');
  await expect(article).toHaveAttribute('rel', 'noopener noreferrer');

  await page.goto('/search');
  await expect(main.getByText(/Type a word or two/)).toBeVisible();
  await expectAccessible(page, 'search without words');

  await page.goto('/search?q=xylophone');
  await expect(main.getByRole('status')).toHaveText(
    'No results for “xylophone”. Try fewer words, or another spelling.',
  );
});
