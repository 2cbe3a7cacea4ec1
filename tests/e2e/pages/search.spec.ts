import {
  appStarted,
  expect,
  expectAccessible,
  settledPage,
  test,
  watchRequests,
} from '../fixtures';
import { API_URL } from '../support/env';

/**
 * Site search in the production build: its code is a chunk of its own, fetched only when search
 * opens; the header's open list passes axe; a press article of the reference server's list is
 * found. The search's logic (typos, the keyboard, the phone's button, the results page's words)
 * is tested in tests/features/search; the results page's axe is theme.spec.ts's, and its width
 * at 320 px with the box open narrow.spec.ts's.
 */

const RICKS = /Sunset at Rick's Cafe/;

test('the header’s box loads search when it opens, finds an entry despite a typo, passes axe while open; the server’s press is found', async ({
  page,
  request,
}) => {
  // Needs the production build's chunks, axe in a real browser, and the reference server's press.
  const searchChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(search|SearchCombobox|useSiteSearch)-/.test(request.url())) {
      searchChunks.push(request.url());
    }
  });
  watchRequests(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Sunsets, cliffs/ })).toBeVisible();
  await appStarted(page);
  await settledPage(page);
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
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: RICKS })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/blog/sunset-at-ricks-cafe');

  // A press article of the server's list, found by its title, opens elsewhere.
  const serverItems = (await (await request.get(`${API_URL}/press/`)).json()) as {
    title: string;
  }[];
  expect(serverItems.length).toBeGreaterThan(0);
  const title = serverItems[0]!.title;
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  const article = page.getByRole('main').getByRole('link', { name: title, exact: false }).first();
  await expect(article).toHaveAttribute('target', '_blank');
  await expect(article).toHaveAttribute('rel', 'noopener noreferrer');
});
