import { expect, test } from '../fixtures';
import { ADMIN, APP_URL } from '../support/env';

/**
 * Hostile `next` parameters of the sign-in screen: each sign-in ends on the site's own account
 * page, with no request to another host and no script run. The values are the parameter as the
 * screen reads it (decoded once from the address).
 */
const HOSTILE_NEXT = [
  // A tab, which browsers drop from a URL: `//evil.example`.
  '/\t/evil.example/account',
  // A backslash, which browsers read as a slash.
  '/\\evil.example/account',
  'javascript:alert(document.cookie)',
];

test('a sign-in with a hostile next address ends on the site, on the seeded admin’s account with its badge', async ({
  page,
}) => {
  // Needs the whole system: the browser's own reading of a URL (a tab dropped, a backslash read
  // as a slash) on a real navigation, and the reference server's seeded admin.
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.includes('evil.example')) elsewhere.push(request.url());
  });
  page.on('dialog', (dialog) => {
    elsewhere.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });

  for (const next of HOSTILE_NEXT) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(page.url(), JSON.stringify(next)).toBe(`${APP_URL}/account`);
    // The server says the seeded admin is one: the account shows the badge.
    await expect(page.getByText('Ada Admin'), JSON.stringify(next)).toBeVisible();
    await expect(page.getByText('Admin', { exact: true }), JSON.stringify(next)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
    ).toBeAttached();
  }
  expect(elsewhere).toEqual([]);
});
