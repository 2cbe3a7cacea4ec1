import { expect, test, type Page } from '@playwright/test';

/** Every route of the production build renders in a real browser, with no error in the console. */
const ROUTES: [string, RegExp][] = [
  ['/', /Sunsets, cliffs/],
  ['/blog', /^Blog$/],
  ['/blog/some-entry', /^Blog entry$/],
  ['/press', /^Press$/],
  ['/feed', /^Feed$/],
  ['/negril', /^Negril Guide$/],
  ['/login', /^Sign in$/],
  ['/register', /^Create an account$/],
  ['/activate/MQ/token', /^Activate your account$/],
  ['/password/reset', /^Reset your password$/],
  ['/password/reset/confirm/MQ/token', /^Choose a new password$/],
  ['/no-such-page', /^Page not found$/],
];

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

for (const [route, heading] of ROUTES) {
  test(`${route} renders its screen`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    expect(errors).toEqual([]);
  });
}

test('the navigation works at phone and desktop widths', async ({ page }) => {
  const errors = watchErrors(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Sunsets, cliffs/ })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/home-${width}.png`, fullPage: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (width < 768) {
      await expect(nav.getByRole('link', { name: 'Press' })).toBeHidden();
      await nav.getByRole('button', { name: 'Menu' }).click();
    }
    await nav.getByRole('link', { name: 'Press' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    await expect(page).toHaveTitle('Press · Negril Life');
    await page.screenshot({ path: `test-results/screens/press-${width}.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});

test('a visitor asking for /account is sent to sign in', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?next=%2Faccount');
});
