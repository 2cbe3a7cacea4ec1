import type { APIRequestContext, Page } from '@playwright/test';
import { expect, storedSession, test } from './fixtures';
import { ADMIN, API_URL, AUTH_EMULATOR_PORT, APP_PORT } from './support/env';
import { routeGoogleApis, type GoogleApisTraffic } from './support/google';

/**
 * "Continue with Google" through the Firebase Auth emulator: the emulator's account chooser is
 * the popup, and the tests answer Google's loader (apis.google.com/js/api.js) with a stand-in
 * of its iframes API (support/google.ts), since nothing answers it offline.
 */

let googleApis: GoogleApisTraffic;
const registrations: string[] = [];
const dialogs: string[] = [];

test.beforeEach(async ({ context, page }) => {
  // Added after the fixtures' guard, so tried before it.
  googleApis = await routeGoogleApis(context);
  registrations.length = 0;
  dialogs.length = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/auth/users/')) {
      registrations.push(request.url());
    }
  });
  // An alert() in the site or in the emulator's helper iframe (it alerts on internal errors).
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

interface ServerUser {
  email: string;
  first_name: string;
  last_name: string;
}

/** Asked of the reference server itself, not through the site, as its admin (staff only). */
async function serverUsersWithEmail(
  request: APIRequestContext,
  email: string,
): Promise<ServerUser[]> {
  const signIn = await request.post(`${API_URL}/v1/auth/jwt/create/`, { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  const { access } = (await signIn.json()) as { access: string };
  const response = await request.get(`${API_URL}/users/all`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.ok()).toBe(true);
  const users = (await response.json()) as ServerUser[];
  return users.filter((user) => user.email === email);
}

/** Clicks "Continue with Google" and returns the emulator's account chooser it opens. */
async function openGooglePopup(page: Page): Promise<Page> {
  const button = page.getByRole('button', { name: 'Continue with Google' });
  // Enabled once the SDK has loaded.
  await expect(button).toBeEnabled();
  // Offline without the stand-in, the SDK never opens it.
  const popupPromise = page.waitForEvent('popup', { timeout: 15_000 });
  await button.click();
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  expect(new URL(popup.url()).port).toBe(String(AUTH_EMULATOR_PORT));
  return popup;
}

async function expectSignedInWithGoogle(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Kemar Brown')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator('dt:text-is("Signed in with") + dd')).toHaveText('Google');
  const stored = JSON.parse((await storedSession(page)) ?? '{}') as { email?: string };
  expect(stored.email).toBe(email);
}

test('Google: the first sign-in registers the account, the second does not register again', async ({
  page,
  request,
}) => {
  const email = `google.${Date.now()}@example.com`;
  expect(await serverUsersWithEmail(request, email)).toHaveLength(0);

  // First sign-in: a new Google account, added in the emulator's chooser.
  await page.goto('/login');
  let popup = await openGooglePopup(page);
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Kemar Brown');
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close');

  await expectSignedInWithGoogle(page, email);
  expect(registrations).toHaveLength(1);
  const registered = await serverUsersWithEmail(request, email);
  expect(registered).toHaveLength(1);
  expect(registered[0]).toMatchObject({ first_name: 'Kemar', last_name: 'Brown' });
  // The stand-in answered both the site and the emulator's helper iframe.
  expect(googleApis.servedTo.some((url) => url.includes(`:${APP_PORT}/`))).toBe(true);
  expect(googleApis.servedTo.some((url) => url.includes(`:${AUTH_EMULATOR_PORT}/`))).toBe(true);

  // Sign out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toBeNull();

  // Second sign-in with the same Google account, reused from the chooser, in the same page.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  popup = await openGooglePopup(page);
  await popup.locator('li.js-reuse-account', { hasText: email }).click();
  await popup.waitForEvent('close');

  await expectSignedInWithGoogle(page, email);
  expect(registrations, 'no second registration').toHaveLength(1);
  expect(await serverUsersWithEmail(request, email)).toHaveLength(1);
  expect(dialogs).toEqual([]);
});

test('Google: closing the popup without signing in is a quiet cancel', async ({ page }) => {
  await page.goto('/login');
  const popup = await openGooglePopup(page);
  await expect(page.getByRole('button', { name: 'Signing in with Google…' })).toBeVisible();
  await popup.close();

  // The SDK notices the closed window, then waits 8 s for a late result before giving up.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  expect(registrations).toHaveLength(0);
  expect(dialogs).toEqual([]);
});
