import { http, type RequestHandler } from 'msw';
import { getDb, saveDb } from '../db';
import type { UserRecord } from '../seed/types';
import { canonicalEmail, googleClaims } from './accounts';
import {
  authenticated,
  detail,
  json,
  noContent,
  NOT_AUTHENTICATED,
  readData,
  type ServerOptions,
} from './common';
import { checkPassword } from './tokens';
import { leaveAll } from './trips/tripStore';

/**
 * Deleting one's account, as the reference server does (tests/e2e/server/negril/accounts/deletion.py):
 * djoser's `DELETE users/me/ {"current_password"}` for password accounts, and
 * `POST firebase/delete/ {"id_token"}` for accounts made through Google, with a token of the
 * same account from a sign-in of the last five minutes. Its trips are passed on, left or deleted
 * (each it owns passes to the companion who joined first, or goes without one; its stops anywhere
 * keep no author: tripStore.ts), and its refresh tokens stop working (accounts.ts answers them
 * "Token is blacklisted").
 */

export const FRESH_SECONDS = 5 * 60;
export const NOT_VERIFIED = 'The Google sign-in could not be verified.';
export const OTHER_ACCOUNT = 'This Google account is not the signed-in account.';
export const STALE_SIGN_IN =
  'Sign in with Google again: deleting an account needs a sign-in of the last 5 minutes.';

export function deleteAccount(user: UserRecord): void {
  const db = getDb();
  leaveAll(user.id);
  db.users = db.users.filter((kept) => kept.id !== user.id);
  saveDb();
}

async function deleteWithPassword(request: Request, user: UserRecord): Promise<Response> {
  const data = await readData(request);
  const password = data.current_password;
  if (typeof password !== 'string' || password === '') {
    const message = password === '' ? 'This field may not be blank.' : 'This field is required.';
    return json({ current_password: [message] }, 400);
  }
  if (!checkPassword(password, user.password)) {
    return json({ current_password: ['Invalid password.'] }, 400);
  }
  deleteAccount(user);
  return noContent();
}

function deleteWithGoogle(options: ServerOptions) {
  return async (request: Request, user: UserRecord): Promise<Response> => {
    const data = await readData(request);
    const idToken = typeof data.id_token === 'string' ? data.id_token.trim() : '';
    if (!idToken) return json({ id_token: ['This field is required.'] }, 400);
    const claims = googleClaims(idToken, options.firebaseProjectId);
    if (!claims) return json({ id_token: [NOT_VERIFIED] }, 400);
    if (canonicalEmail(claims.email) !== user.email) return detail(OTHER_ACCOUNT, 403);
    if (claims.authTime === null || Date.now() / 1000 - claims.authTime > FRESH_SECONDS) {
      return detail(STALE_SIGN_IN, 403);
    }
    deleteAccount(user);
    return noContent();
  };
}

export function deletionHandlers(options: ServerOptions): RequestHandler[] {
  const at = (path: string) => `${options.apiUrl}/v1/auth/${path}`;
  const signedIn = (view: (request: Request, user: UserRecord) => Promise<Response>) =>
    authenticated((request, user) => (user ? view(request, user) : detail(NOT_AUTHENTICATED, 401)));
  return [
    http.delete(at('users/me/'), signedIn(deleteWithPassword)),
    http.post(at('firebase/delete/'), signedIn(deleteWithGoogle(options))),
  ];
}
