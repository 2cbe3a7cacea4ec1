import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { routeExternalBackends } from './backends';
import { API_URL, GUIDE_WORD } from './env';
import { latestMail } from './outbox';

// One account on several devices, for trip-sync.spec.ts (and two accounts planning one trip, for
// together.spec.ts): accounts made through the reference server's API, browsers signed in through
// the site, and the account's trip read from the server.

export interface Account {
  email: string;
  password: string;
}

/**
 * A new, active account (registered and activated through the API, with the e-mailed link).
 * `firstName` is the name other members of a trip planned together see.
 */
export async function newAccount(request: APIRequestContext, firstName = 'Tess'): Promise<Account> {
  const email = `trip.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'Half-Moon-Bay-2026';
  const created = await request.post(`${API_URL}/v1/auth/users/`, {
    data: {
      email,
      username: email,
      first_name: firstName,
      last_name: 'Traveller',
      password,
      re_password: password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [uid, token] = (await latestMail(email, 'activation')).path.split('/').slice(2);
  const activated = await request.post(`${API_URL}/v1/auth/users/activation/`, {
    data: { uid, token, password },
  });
  expect(activated.status()).toBe(204);
  return { email, password };
}

/** A fresh access token of the account (the site's own expire in seconds in the suite). */
async function accessToken(request: APIRequestContext, account: Account): Promise<string> {
  const answer = await request.post(`${API_URL}/v1/auth/jwt/create/`, { data: account });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access: string }).access;
}

export interface WireTrip {
  days: { name: string; stops: { id: number; time: string | null }[] }[];
  start: string | null;
  version: number;
}

/** The account's trip as the server keeps it. */
export async function serverTrip(request: APIRequestContext, account: Account): Promise<WireTrip> {
  const answer = await request.get(`${API_URL}/v1/trip/`, {
    headers: { Authorization: `Bearer ${await accessToken(request, account)}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as WireTrip;
}

/** Stores a trip for the account through the API (the version it replaces in If-Match). */
export async function putServerTrip(
  request: APIRequestContext,
  account: Account,
  trip: Omit<WireTrip, 'version'>,
  version: number,
): Promise<void> {
  const answer = await request.put(`${API_URL}/v1/trip/`, {
    headers: {
      Authorization: `Bearer ${await accessToken(request, account)}`,
      'If-Match': `"${version}"`,
    },
    data: trip,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The guide's places by name, as the server lists them to those who know the word. */
export async function placeIds(request: APIRequestContext): Promise<Map<string, number>> {
  const answer = await request.get(`${API_URL}/negril_guide/`, {
    headers: { 'X-Guide-Word': GUIDE_WORD },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as
    { id: number; name: string }[] | { results: { id: number; name: string }[] };
  const places = Array.isArray(body) ? body : body.results;
  return new Map(places.map((place) => [place.name, place.id]));
}

/**
 * Another device: a browser context of its own, set up as the suite's fixtures set up the test's
 * (the outside services answered, analytics already refused), whose uncaught errors are listed.
 */
export async function otherDevice(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  await routeExternalBackends(context);
  await context.addInitScript(() => {
    if (localStorage.getItem('analyticsConsent') === null) {
      localStorage.setItem('analyticsConsent', 'denied');
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Signs the browser in with the account through the site's form. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login?next=%2Faccount');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
}

export const myTrip = (page: Page): Locator => page.getByRole('region', { name: 'My trip' });

/** Opens the guide on My trip, giving the word when the guide asks for it. */
export async function openMyTrip(page: Page): Promise<Locator> {
  await page.goto('/negril?view=saved');
  return showsMyTrip(page);
}

/**
 * Reloads a page on My trip and waits for My trip to show again. Until the guide has opened anew
 * ("Opening the guide…", over ten seconds on a busy machine) there is no My trip, and an
 * assertion on its places alone would read that as an empty trip ("Received: []").
 */
export async function reloadMyTrip(page: Page): Promise<Locator> {
  await page.reload();
  return showsMyTrip(page);
}

/** Waits for My trip to show, giving the word when the guide asks for it. */
export async function showsMyTrip(page: Page): Promise<Locator> {
  const word = page.getByLabel('Guide password');
  const trip = myTrip(page);
  // The painted page shows the gate until the site starts and finds the word it keeps: the field
  // can go while it is being filled, so this is tried again until My trip shows.
  await expect(async () => {
    if (await trip.isVisible()) return;
    if (await word.isVisible()) {
      await word.fill(GUIDE_WORD, { timeout: 2_000 });
      await word.press('Enter', { timeout: 2_000 });
    }
    await expect(trip).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return trip;
}

export const card = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** From My trip: saves a place from the list of all places, and comes back to My trip. */
export async function savePlace(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'All places', exact: true }).click();
  await card(page, name)
    .getByRole('button', { name: /^Save / })
    .click();
  await page.getByRole('button', { name: /^My trip \(\d+\)$/ }).click();
  await expect(myTrip(page).getByRole('heading', { level: 4, name })).toBeVisible();
}

/** The places on My trip, in order. */
export const stops = (page: Page): Locator => myTrip(page).getByRole('heading', { level: 4 });

/** My trip's line about the account ("Saved to your account.", "Saving…", …). */
export const syncLine = (page: Page, text: string | RegExp): Locator =>
  myTrip(page).getByRole('status').filter({ hasText: text });

/**
 * The page goes out of view and comes back, as when the visitor switches back to this tab or
 * app. Headless Chromium keeps every page "visible" (checked: after `page.bringToFront()` on a
 * page of another context, or another tab of the same one, the others still say "visible"), so the
 * document's visibility is overridden and the browser's own `visibilitychange` events dispatched.
 */
export async function comeBackIntoView(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => state,
      });
      Object.defineProperty(document, 'hidden', {
        configurable: true,
        get: () => state === 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/**
 * Starts a browser signed in with the account without going through the sign-in form, as a
 * returning visitor is: a session asked of the server's API (`jwt/create`), kept where the site
 * keeps it (localStorage `user`), with the guide's word already given (`negrilPassword`). Set on
 * a small file of the site (no app starts), before the test's first page of the site.
 */
export async function startSignedIn(page: Page, account: Account): Promise<void> {
  const answer = await page.request.post(`${API_URL}/v1/auth/jwt/create/`, { data: account });
  expect(answer.status(), await answer.text()).toBe(200);
  const { access, refresh } = (await answer.json()) as { access: string; refresh: string };
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ session, word }) => {
      localStorage.setItem('user', session);
      localStorage.setItem('negrilPassword', word);
    },
    { session: JSON.stringify({ access, refresh }), word: GUIDE_WORD },
  );
}
