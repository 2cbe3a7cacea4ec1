import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, storedSession, test } from '../fixtures';
import { ADMIN, API_URL, AUTH_EMULATOR_PORT, APP_PORT, FIREBASE } from '../support/env';
import { routeGoogleApis, type GoogleApisTraffic } from '../support/google';

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

/** The Auth emulator's users with this email, asked as its admin (`Bearer owner`). */
async function firebaseUsersWithEmail(request: APIRequestContext, email: string) {
  const response = await request.post(
    `http://127.0.0.1:${AUTH_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE.projectId}/accounts:lookup`,
    { headers: { Authorization: 'Bearer owner' }, data: { email: [email] } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { users?: unknown[] }).users ?? [];
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

/** What the site sent to the server's Google endpoint. */
const tokenExchanges: { status: number; body: unknown }[] = [];

async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Kemar Brown')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

/** A Google sign-in added in the emulator's chooser, as a new Google account. */
async function signInAsNewGoogleAccount(page: Page, email: string): Promise<void> {
  const popup = await openGooglePopup(page);
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Kemar Brown');
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close');
}

test.beforeEach(({ page }) => {
  tokenExchanges.length = 0;
  page.on('requestfinished', (request) => {
    if (!request.url().endsWith('/api/v1/auth/firebase/')) return;
    void request.response().then((response) => {
      tokenExchanges.push({ status: response?.status() ?? 0, body: request.postDataJSON() });
    });
  });
});

test('Google: a closed popup is a quiet cancel; a token the server cannot verify is refused and said; the server makes the account once, the site holds a session, and deleting it deletes its Firebase user', async ({
  page,
  request,
}) => {
  // Needs the whole system: Firebase's real SDK and its popup (the Auth emulator's account
  // chooser), the reference server checking the emulator's ID token, and the server deleting the
  // account's Firebase user in the emulator. What the site does with each answer of an older
  // server (no Google endpoint) is the screen's: tests/features/auth.
  const email = `google.${Date.now()}@example.com`;
  expect(await serverUsersWithEmail(request, email)).toHaveLength(0);
  // The page's clock: once the popup is closed, the SDK waits 8 s for a late result, run on below.
  await page.clock.install();
  await page.goto('/login');

  // The popup closed without signing in: a quiet cancel.
  const chooser = await openGooglePopup(page);
  await expect(page.getByRole('button', { name: 'Signing in with Google…' })).toBeVisible();
  await chooser.close();
  const google = page.getByRole('button', { name: 'Continue with Google' });
  // The SDK notices the closed window, then gives a late result 8 s of the page's time.
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(google).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  expect(tokenExchanges).toHaveLength(0);

  // The token the emulator signs is changed on its way to the server: its payload no longer
  // matches what the emulator issued, and it names another project. The server refuses it.
  const forge = async (route: Route) => {
    const { id_token: token } = route.request().postDataJSON() as { id_token: string };
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, aud: 'another-project' })).toString(
      'base64url',
    );
    await route.continue({ postData: JSON.stringify({ id_token: `${header}.${forged}.` }) });
  };
  await page.route('**/api/v1/auth/firebase/', forge);
  await signInAsNewGoogleAccount(page, email);
  await expect(page.getByRole('alert')).toHaveText(
    'Google sign-in could not be verified by our server. Please try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => tokenExchanges.map((exchange) => exchange.status)).toEqual([401]);
  expect(await storedSession(page)).toBeNull();
  expect(await serverUsersWithEmail(request, email)).toHaveLength(0);
  await page.unroute('**/api/v1/auth/firebase/', forge);

  // The same Google account, its token as the emulator signed it: the server makes the account.
  let popup = await openGooglePopup(page);
  await popup.locator('li.js-reuse-account', { hasText: email }).click();
  await popup.waitForEvent('close');
  await expectSignedIn(page, email);
  // The emulator's ID token went to the server, which answered a session of its own.
  await expect.poll(() => tokenExchanges.map((exchange) => exchange.status)).toEqual([401, 200]);
  expect((tokenExchanges[1]?.body as { id_token?: string }).id_token).toMatch(/^[\w-]+\.[\w-]+\./);
  const stored = JSON.parse((await storedSession(page)) ?? '{}') as Record<string, unknown>;
  expect(Object.keys(stored).sort()).toEqual(['access', 'refresh']);
  expect(registrations, 'the browser registers nothing').toHaveLength(0);
  const made = await serverUsersWithEmail(request, email);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ first_name: 'Kemar', last_name: 'Brown' });
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

  await expectSignedIn(page, email);
  await expect
    .poll(() => tokenExchanges.map((exchange) => exchange.status))
    .toEqual([401, 200, 200]);
  expect(registrations).toHaveLength(0);
  expect(await serverUsersWithEmail(request, email), 'the same account').toHaveLength(1);

  // Deleting the account, confirmed with Google, deletes the Firebase user each sign-in updated.
  expect(await firebaseUsersWithEmail(request, email)).toHaveLength(1);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  const confirmPopup = page.waitForEvent('popup', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Confirm with Google' }).click();
  popup = await confirmPopup;
  await popup.locator('li.js-reuse-account', { hasText: email }).click();
  await popup.waitForEvent('close');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account is deleted' }),
  ).toBeVisible();
  expect(await serverUsersWithEmail(request, email)).toHaveLength(0);
  await expect.poll(() => firebaseUsersWithEmail(request, email)).toHaveLength(0);
  expect(dialogs).toEqual([]);
});
