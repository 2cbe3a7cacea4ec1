import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { recordGoogle } from './support/analytics';
import { GA_MEASUREMENT_ID } from './support/env';

// The suite's build has a measurement id; here the site finds no stored answer and asks.
test.use({ analyticsAnswer: null });

const pageViews = (requests: string[]) =>
  requests
    .map((url) => new URL(url))
    .filter((url) => url.pathname === '/g/collect' && url.searchParams.get('en') === 'page_view')
    .map((url) => url.searchParams.get('dp'));

const question = (page: Page) => page.getByRole('region', { name: 'Analytics' });

/** The page has loaded and had time to send whatever it would send. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
}

test('nothing reaches Google before an answer; after Accept the page views do, until Decline', async ({
  page,
  context,
}) => {
  const google = await recordGoogle(context);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(question(page)).toBeVisible();
  await settled(page);
  expect(google).toEqual([]);

  // On a phone the bar leaves the page's heading and first action in view.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const bar = await question(page).boundingBox();
  expect(heading && bar && heading.y + heading.height <= bar.y).toBe(true);
  await expectAccessible(page, 'the analytics question');

  await question(page).getByRole('button', { name: 'Accept' }).click();
  await expect(question(page)).toBeHidden();
  await expect.poll(() => pageViews(google)).toEqual(['/']);
  expect(google[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${GA_MEASUREMENT_ID}`);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect.poll(() => pageViews(google)).toEqual(['/', '/blog']);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await expect(question(page)).toBeFocused();
  await question(page).getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Press' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
  await settled(page);
  expect(pageViews(google)).toEqual(['/', '/blog']);

  // The answer is kept: a new visit asks nothing and loads nothing from Google.
  const before = google.length;
  await page.goto('/feed');
  await settled(page);
  await expect(question(page)).toBeHidden();
  expect(google).toHaveLength(before);
});

test('after a Decline nothing ever reaches Google', async ({ page, context }) => {
  const google = await recordGoogle(context);
  await page.goto('/blog');
  await question(page).getByRole('button', { name: 'Decline' }).click();
  await page.goto('/press');
  await settled(page);
  await expect(question(page)).toBeHidden();
  expect(google).toEqual([]);
});

test('the privacy page lists what is kept and sent, and is accessible', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  // Plain words first; the keys by name are folded until asked for.
  await expect(page.getByText('The places you saved to “My trip”.')).toBeVisible();
  await expect(page.getByText('persist:root')).toBeHidden();
  await page.getByText('Technical details: what is stored, by name').click();
  for (const key of [
    'user',
    'persist:root',
    'negrilPassword',
    'negrilTripDays',
    'analyticsConsent',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: key }).first()).toBeVisible();
  }
  await expect(page.getByText('You have not answered yet.')).toBeVisible();
  await expectAccessible(page, 'the privacy page');
});

test('the manifest is served and names icons that exist', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { icons: { src: string }[] };
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
});
