import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What a visitor sees when a backend fails, where it needs the built site: a painted page whose
 * refresh fails, and a screen whose code is gone since the page loaded. The faults are injected by
 * page routes, which take precedence over the suite's own. What one screen shows for a failing
 * or slow backend is tested below: tests/app/backend-faults.test.tsx and each feature's tests.
 */

/**
 * Answers the requests matching `pattern` with a fault until `recover()` is called; `failed`
 * resolves once a request has been answered so.
 */
async function failWhile(page: Page, pattern: string, answer: (route: Route) => Promise<void>) {
  let failing = true;
  let markFailed: () => void = () => undefined;
  const failed = new Promise<void>((resolve) => {
    markFailed = resolve;
  });
  await page.route(pattern, async (route) => {
    if (!failing) {
      await route.fallback();
      return;
    }
    await answer(route);
    markFailed();
  });
  const recover = () => {
    failing = false;
  };
  return Object.assign(recover, { failed });
}

test('the painted feed cannot be refreshed: its posts stay, quietly marked, and Try again recovers', async ({
  page,
}) => {
  // Needs the whole system: the page the build painted, and the app taking it over (hydration),
  // then refreshing it from the social graph after load.
  const recover = await failWhile(page, 'https://graph.instagram.com/me/media**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await page.goto('/feed');
  // The refresh waits for the page's load and an idle moment: long on a busy machine.
  await recover.failed;
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

test('a screen whose code cannot be fetched (a deployment since the page loaded): the error screen, then the next link works', async ({
  page,
  problems,
}) => {
  // Needs the whole system: the build's chunks, and the error screen of a page whose code changed.
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
