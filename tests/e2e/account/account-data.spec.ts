import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, storedSession, test } from '../fixtures';
import { API_PORT, API_URL } from '../support/env';
import { newAccount, putServerTrip, startSignedIn } from '../support/devices';

/**
 * The visitor's data in their own hands, against the reference server: "Download my data" gives
 * the profile and the trip the server holds (and no token), "Delete my account" asks for the
 * password, then the account cannot sign in and its trip is gone from the server's database.
 */

/** The reference server's database: one per port (DB_PATH in playwright.config.ts). */
const SERVER_DB = join(tmpdir(), `negril-e2e-${API_PORT}.sqlite3`);

/** How many trips the reference server's database holds for the account (read-only). */
function tripRows(userId: number): number {
  const script =
    'import sqlite3,sys\n' +
    'c=sqlite3.connect(f"file:{sys.argv[1]}?mode=ro",uri=True)\n' +
    'print(c.execute("SELECT COUNT(*) FROM negril_trip WHERE user_id=?",(int(sys.argv[2]),)).fetchone()[0])';
  return Number(
    execFileSync('/usr/bin/python3', ['-c', script, SERVER_DB, String(userId)]).toString(),
  );
}

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('download my data, then delete the account: it cannot sign in, and its trip is gone from the server', async ({
  page,
  request,
}) => {
  // Needs the whole system: a real download, and the reference server's database, where the
  // account's trip must be gone.
  test.setTimeout(150_000);
  const account = await newAccount(request);
  const { email, password } = account;
  await startSignedIn(page, account);
  const access = (JSON.parse((await storedSession(page)) ?? '{}') as { access?: string }).access;
  expect(access).toBeTruthy();

  // The account keeps a trip on the server (as the guide's sync would save it).
  await putServerTrip(
    request,
    account,
    { days: [{ name: 'Cliffs day', stops: [{ id: 1, time: '12:30' }] }], start: null },
    0,
  );
  // The account's id, asked with a token of its own (the site's expire in seconds in the suite).
  const signedIn = (await (
    await request.post(`${API_URL}/v1/auth/jwt/create/`, { data: account })
  ).json()) as { access: string };
  const me = (await (
    await request.get(`${API_URL}/v1/auth/users/me/`, {
      headers: { Authorization: `Bearer ${signedIn.access}` },
    })
  ).json()) as { id: number };
  expect(tripRows(me.id)).toBe(1);

  // Download my data: one JSON file with the profile and the server's trip, and no token.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expectAccessible(page, 'account with data and deletion');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^negril-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(file) as unknown;
  expect(JSON.stringify(data)).toContain(email);
  expect(file).toContain('Cliffs day');
  expect(file).toContain('12:30');
  const session = (await storedSession(page)) ?? '';
  const now = JSON.parse(session) as { access: string; refresh: string };
  expect(file).not.toContain(access ?? '');
  expect(file).not.toContain(now.access);
  expect(file).not.toContain(now.refresh);

  // Delete my account: a wrong password is said under the field, and kept.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'delete account dialog');
  const field = dialog.getByLabel('Current password');
  await field.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByText('That is not your current password.')).toBeVisible();
  await expect(field).toHaveValue('not-my-password');
  expect(tripRows(me.id)).toBe(1);

  // The right password: deleted, signed out, the trip gone from the server's database.
  await field.fill(password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(tripRows(me.id)).toBe(0);
  const refused = await request.post(`${API_URL}/v1/auth/jwt/create/`, { data: account });
  expect(refused.status()).toBe(401);

  // The account cannot sign in any more.
  await signInWith(page, email, password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeHidden();
});
