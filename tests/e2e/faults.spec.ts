import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { GUIDE_WORD } from './support/env';

/**
 * What a visitor sees when a backend fails, and that "Try again" recovers once it is back. The
 * faults are injected by page routes, which take precedence over the suite's own.
 */

/**
 * Opens a screen the way a visitor coming from another page does: through the main navigation of
 * a page the build did not paint, so the screen fetches its content (the painted pages start
 * with it, and are tested below and in painted.spec.ts).
 */
async function openFromNavigation(page: Page, name: string) {
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

async function failWhile(page: Page, pattern: string, answer: (route: Route) => Promise<void>) {
  let failing = true;
  await page.route(pattern, async (route) => {
    if (failing) await answer(route);
    else await route.fallback();
  });
  return () => {
    failing = false;
  };
}

test('the server stopped (502): the press list says so, the featured press stays, Try again recovers', async ({
  page,
}) => {
  const recover = await failWhile(page, '**/api/press/', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
  await page.goto('/press');
  const news = page.getByRole('region', { name: 'In the news' });
  const featured = page.getByRole('region', { name: 'Featured' });
  await expect(news.getByRole('alert')).toBeVisible();
  await expect(featured.getByRole('link', { name: 'Where locals go after dark' })).toBeVisible();
  recover();
  await news.getByRole('button', { name: 'Try again' }).click();
  await expect(news.getByRole('alert')).toBeHidden();
  await expect(news.getByRole('link').first()).toBeVisible();
});

test('a slow answer (5 s): the feed shows it is loading, then the posts', async ({ page }) => {
  await page.route('https://graph.instagram.com/me/media**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.fallback();
  });
  await openFromNavigation(page, 'Feed');
  await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
  const tiles = page.getByRole('main').getByRole('button', { name: /^(Photo|Video|Album):/ });
  await expect(tiles).toHaveCount(40, { timeout: 15_000 });
});

test('a 500 on the blog list: it says so, and Try again recovers', async ({ page }) => {
  const recover = await failWhile(page, 'https://cdn.contentful.com/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ sys: { type: 'Error', id: 'ServerError' }, message: 'Server error' }),
    }),
  );
  await openFromNavigation(page, 'Blog');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toBeVisible();
  recover();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: /^Sunset at Rick's Cafe/ })).toBeVisible();
});

test('a malformed body from the social graph: the feed says so, and Try again recovers', async ({
  page,
}) => {
  const recover = await failWhile(page, 'https://graph.instagram.com/me/media**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: '{"data": "not a list"',
    }),
  );
  await openFromNavigation(page, 'Feed');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('The feed could not be loaded.');
  recover();
  await alert.getByRole('button', { name: 'Try again' }).click();
  const tiles = page.getByRole('main').getByRole('button', { name: /^(Photo|Video|Album):/ });
  await expect(tiles).toHaveCount(40);
});

test('the painted feed cannot be refreshed: its posts stay, quietly marked, and Try again recovers', async ({
  page,
}) => {
  const recover = await failWhile(page, 'https://graph.instagram.com/me/media**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await page.goto('/feed');
  const tiles = page.getByRole('main').getByRole('button', { name: /^(Photo|Video|Album):/ });
  const notice = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: 'may not be the latest' });
  await expect(notice).toBeVisible();
  // The first page painted by the build, never an alert.
  await expect(tiles).toHaveCount(20);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  recover();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(tiles).toHaveCount(40);
  await expect(notice).toHaveCount(0);
});

test('a 500 on the guide list: it says so, and Try again recovers', async ({ page }) => {
  const recover = await failWhile(page, '**/api/negril_guide/', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error (500)</h1>' }),
  );
  await page.goto('/negril');
  await page.getByLabel('Guide password').fill(GUIDE_WORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toBeVisible();
  recover();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Guide categories' })).toBeVisible();
});

test('a screen whose code cannot be fetched (a deployment since the page loaded): the error screen, then the next link works', async ({
  page,
  problems,
}) => {
  await page.goto('/login');
  // The privacy screen's chunk is gone: the visitor's tab still asks for the old one.
  const recover = await failWhile(page, '**/assets/PrivacyScreen-*.js', (route) =>
    route.abort('failed'),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // The chunk is back (the reload the screen offers would fetch it): Back shows the last page,
  // and the same link now opens the screen.
  recover();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  // The one error the console shows is the failed fetch, which React reports as it shows the
  // error screen; nothing else may reach it.
  const failedFetch = /Failed to fetch dynamically imported module: .*\/PrivacyScreen-/;
  expect(problems.filter((problem) => failedFetch.test(problem))).toHaveLength(1);
  problems.splice(0, problems.length, ...problems.filter((problem) => !failedFetch.test(problem)));
});
