import type { Page } from '@playwright/test';
import {
  appStarted,
  expect,
  expectAccessible,
  expectNothingSticksOut,
  settledPage,
  test,
  watchRequests,
} from './fixtures';
import { recordGoogle } from './support/analytics';
import { GA_MEASUREMENT_ID } from './support/env';

/**
 * Analytics consent with the production build's real GA loading: what reaches Google's hosts
 * (answered by a stand-in of gtag.js, support/analytics.ts) before an answer, after a Decline,
 * after an Accept and after a Decline that follows it. What the site decides on each answer is
 * tested below this, in tests/app/analytics/consent.fresh.test.tsx and tests/app/analytics/analytics.fresh.test.tsx.
 */

// The suite's build has a measurement id; here the site finds no stored answer and asks.
test.use({ analyticsAnswer: null });

const pageViews = (requests: string[]) =>
  requests
    .map((url) => new URL(url))
    .filter((url) => url.pathname === '/g/collect' && url.searchParams.get('en') === 'page_view')
    .map((url) => url.searchParams.get('dp'));

const question = (page: Page) => page.getByRole('region', { name: 'Analytics' });

/**
 * The app has started on the page and everything the page asked for has been answered: what it
 * would send on its own (GA's code, a page view) is asked for in the same turn as the page shows,
 * so it has been sent by then.
 */
async function settled(page: Page): Promise<void> {
  await appStarted(page);
  await settledPage(page);
}

test('nothing reaches Google before an answer nor after a Decline; after an Accept the page views do, until a Decline', async ({
  page,
  context,
}) => {
  // Needs the whole system: the built site loading GA from Google's hosts in a real browser.
  const google = await recordGoogle(context);
  watchRequests(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/blog');
  await expect(question(page)).toBeVisible();
  await settled(page);
  expect(google, 'before an answer').toEqual([]);

  // On a phone the bar leaves the page's heading and first action in view, and is no wider than
  // the smallest screen.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const bar = await question(page).boundingBox();
  expect(heading && bar && heading.y + heading.height <= bar.y).toBe(true);
  await expectAccessible(page, 'the analytics question');
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNothingSticksOut(page, 'the consent banner');
  await page.setViewportSize({ width: 375, height: 740 });

  // A Decline first: nothing, on this page or the next.
  await question(page).getByRole('button', { name: 'Decline' }).click();
  await page.goto('/press');
  await settled(page);
  await expect(question(page)).toBeHidden();
  expect(google, 'after a Decline').toEqual([]);

  // Asked again, an Accept: GA's code, then this page's view and the next's.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await expect(question(page)).toBeFocused();
  await question(page).getByRole('button', { name: 'Accept' }).click();
  await expect(question(page)).toBeHidden();
  await expect.poll(() => pageViews(google)).toEqual(['/press']);
  expect(google[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${GA_MEASUREMENT_ID}`);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect.poll(() => pageViews(google)).toEqual(['/press', '/blog']);

  // A Decline after the Accept: no more views.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await expect(question(page)).toBeFocused();
  await question(page).getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Press' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
  await settled(page);
  expect(pageViews(google)).toEqual(['/press', '/blog']);

  // The answer is kept: a new visit asks nothing and loads nothing from Google.
  const before = google.length;
  await page.goto('/feed');
  await settled(page);
  await expect(question(page)).toBeHidden();
  expect(google).toHaveLength(before);
});
