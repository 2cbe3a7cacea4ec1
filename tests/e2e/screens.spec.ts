import { expect, expectAccessible, revealWholePage, screenshotAtWidths, test } from './fixtures';

/**
 * Every screen of the production build, as a visitor first sees it: it renders its heading in
 * a real browser, passes axe (WCAG 2 A and AA, no serious or critical violation), and is
 * photographed at 375 and 1280 px under test-results/screens.
 */
const SCREENS: [name: string, path: string, heading: RegExp][] = [
  ['home', '/', /Sunsets, cliffs/],
  ['blog', '/blog', /^Blog$/],
  ['press', '/press', /^Press$/],
  ['feed', '/feed', /^Feed$/],
  ['negril-gate', '/negril', /^Negril Guide$/],
  ['login', '/login', /^Sign in$/],
  ['register', '/register', /^Create an account$/],
  ['activate-bad-link', '/activate/MQ/bad-token', /^Activate your account$/],
  ['password-reset', '/password/reset', /^Reset your password$/],
  ['password-reset-confirm', '/password/reset/confirm/MQ/bad-token', /^Choose a new password$/],
  ['not-found', '/no-such-page', /^Page not found$/],
];

for (const [name, path, heading] of SCREENS) {
  test(`${name}: renders, passes axe, photographed at 375 and 1280 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    await revealWholePage(page);
    await expectAccessible(page, name);
    await screenshotAtWidths(page, name);
  });
}

test('the navigation works by menu at phone width and by links at desktop width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Press' })).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Press' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
  await expect(page).toHaveTitle('Press · Negril Life');
  await expect(nav.getByRole('link', { name: 'Press' })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await nav.getByRole('link', { name: 'Feed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
});

test('a visitor asking for /account is sent to sign in, and comes back after', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?next=%2Faccount');
});
