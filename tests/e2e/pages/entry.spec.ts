import { expect, expectAccessible, test } from '../fixtures';

/**
 * An entry worth finishing (its outline, its headings' anchors, "More like this", Share) on the
 * painted page, hydrated without a mismatch (a console error fails the test) or a layout shift;
 * and the feed's lightbox at its own address, with Back, Forward, its caption and its counter.
 */

const ENTRY = '/blog/sunset-at-ricks-cafe';

test('an entry: outline, anchors, more like this and share, painted and hydrated without a shift', async ({
  page,
}) => {
  // Needs the painted page becoming the app in a real browser (layout shifts as the browser
  // measures them), real scrolling to a heading, and the browser's clipboard.
  // Each shift is recorded with what moved, from where to where, so a failure names its cause.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className}|${node.textContent.slice(0, 40)}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms${entry.hadRecentInput ? ' (input)' : ''}: ` +
            entry.sources
              .map(
                (s) =>
                  `${describe(s.node)} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`,
              )
              .join('; '),
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(ENTRY);
  const outline = page.getByRole('navigation', { name: 'On this page' });
  await expect(outline.getByRole('link')).toHaveText([
    'When to arrive',
    'The divers',
    'What to order',
  ]);
  await page.waitForLoadState('networkidle');
  // The app has adopted the page: its links answer in place now.
  await outline.getByRole('link', { name: 'The divers' }).click();
  const divers = page.getByRole('heading', { level: 2, name: 'The divers' });
  await expect(divers).toBeFocused();
  await expect(divers).toBeInViewport();
  await expect(page).toHaveURL(`${ENTRY}#the-divers`);
  await expect(page.getByRole('link', { name: 'Link to section: What to order' })).toHaveAttribute(
    'href',
    '#what-to-order',
  );

  const related = page.getByRole('region', { name: 'More like this' });
  await expect(related.getByRole('link', { name: /^Wellness on the cliffs/ })).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await page.getByRole('button', { name: 'Share this entry' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(ENTRY, page.url()).href,
  );

  // The entry's page passes axe in both themes in theme.spec.ts (every route, scrolled whole).
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});

test('the lightbox: its own address, Back closes it, Forward opens it, caption and counter', async ({
  page,
}) => {
  // Needs the browser's own history (Back and Forward) and axe on the open lightbox.
  await page.goto('/feed');
  const tiles = page.getByRole('button', { name: /^(Photo|Video|Album): / });
  await expect(tiles).toHaveCount(40);
  const third = tiles.nth(2);
  const id = ((await third.getAttribute('id')) ?? '').replace(/^feed-post-/, '');
  await third.click();
  const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
  await expect(lightbox).toBeVisible();
  await expect(page).toHaveURL(`/feed?open=${id}`);
  await expect(lightbox.getByText('3 of 49', { exact: true })).toBeVisible();
  await expect(lightbox.getByText(/^Jerk chicken, festival/)).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Share this picture' })).toBeVisible();
  await expectAccessible(page, 'the open lightbox with its caption');

  // Moving on replaces the address; Back then closes the lightbox and stays on the feed.
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('4 of 49 · Album: picture 1 of 3')).toBeVisible();
  await expect(page).not.toHaveURL(`/feed?open=${id}`);
  await page.goBack();
  await expect(lightbox).toBeHidden();
  await expect(page).toHaveURL('/feed');
  await expect(tiles.nth(3)).toBeFocused();

  await page.goForward();
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('4 of 49 · Album: picture 1 of 3')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(page).toHaveURL('/feed');
  await expect(tiles.nth(3)).toBeFocused();
});
