import { expect, expectAccessible, test } from '../fixtures';
import { API_URL } from '../support/env';

/**
 * The content pages where the browser decides: what a phone's screen leaves below the fold, tags
 * folded by the stylesheet alone, the press page beside the reference server's list, and the
 * feed's lightbox run by keyboard. The lists, the entries, the feed's pages and the lightbox's
 * controls are one screen's each, tested in tests/features/blog, feed and press and tests/app.
 */

test('on a phone: the home page asks for its feed and press only when scrolled near, the blog folds its less used tags, the press page lists the server’s', async ({
  page,
  request,
}) => {
  // Real layout: a phone's screen, the browser's IntersectionObserver and the stylesheet's
  // breakpoints; and the reference server's press list.
  const graphCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://graph.instagram.com/')) graphCalls.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest from the blog' });
  await expect(latest.getByRole('link', { name: /^Sunset at Rick's Cafe/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Below the fold on a phone: nothing of the feed has been asked for yet.
  expect(graphCalls).toEqual([]);
  await expect(page.getByRole('region', { name: 'From our feed' })).toHaveCount(0);

  await latest.getByRole('link', { name: 'All entries' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1500);
  const strip = page.getByRole('region', { name: 'From our feed' });
  await expect(strip.getByRole('link', { name: /^(Photo|Video|Album):/ }).first()).toBeVisible();
  expect(graphCalls.length).toBeGreaterThan(0);
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('region', { name: 'In the press' })).toBeVisible();

  // The blog's less used tags are folded by the stylesheet behind "More tags".
  await page.goto('/blog');
  const filter = page.getByRole('navigation', { name: 'Filter by tag' });
  // Folded links are out of the accessibility tree too: looked for among hidden ones.
  const last = filter.getByRole('link', { includeHidden: true }).last();
  await expect(filter.getByRole('link', { name: 'All entries' })).toBeVisible();
  await expect(last).toBeHidden();
  const more = filter.getByRole('button', { name: /^More tags \(\d+\)$/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(filter.getByRole('button', { name: 'Fewer tags' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(last).toBeVisible();
  await expectAccessible(page, 'blog list on a phone, every tag shown');
  await last.click();
  await expect(page).toHaveURL(/\/blog\?tag=/);

  // The press page: the content service's entries beside the server's list.
  const serverItems = (await (await request.get(`${API_URL}/press/`)).json()) as {
    title: string;
  }[];
  expect(serverItems.length).toBeGreaterThan(0);
  await page.goto('/press');
  const featured = page.getByRole('region', { name: 'Featured' });
  const news = page.getByRole('region', { name: 'In the news' });
  await expect(featured.getByRole('link', { name: 'Where locals go after dark' })).toBeVisible();
  for (const item of serverItems.slice(0, 3)) {
    await expect(
      news.getByText(item.title, { exact: false }).first(),
      `the server's "${item.title}"`,
    ).toBeVisible();
  }
});

test('feed: the lightbox by keyboard, the focus back on its tile when it closes', async ({
  page,
}) => {
  // Real focus: the browser's own focus moves into the lightbox and back to the tile.
  await page.goto('/feed');
  const tiles = page.getByRole('main').getByRole('button', { name: /^(Photo|Video|Album):/ });
  await expect(tiles).toHaveCount(40);
  await tiles.nth(0).focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
  await expect(lightbox.getByRole('group', { name: '1 of 49' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('group', { name: '2 of 49' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('group', { name: '1 of 49' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(tiles.nth(0)).toBeFocused();
});
