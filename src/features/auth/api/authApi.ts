import { parseAccount, type Account } from '../../../lib/identity/account';
import { MalformedResponseError } from '../../../lib/http/errors';
import { http } from '../../../lib/http/http';
import { isRecord } from '../../../lib/records';
import { parseSession } from '../session';
import type { Session } from '../types';

/**
 * The product server's account calls (djoser + simplejwt). Sign-in and refresh are marked
 * `skipAuth`: the refresh interceptor never touches them, and they carry no bearer.
 */

export interface Credentials {
  email: string;
  password: string;
}

export interface RegistrationPayload {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password: string;
  re_password: string;
}

export async function createToken(credentials: Credentials): Promise<Session> {
  const { data } = await http.post('/v1/auth/jwt/create/', credentials, {
    skipAuth: true,
  });
  const session = parseSession(data);
  if (!session) throw new MalformedResponseError('signing in');
  return session;
}

/**
 * A new access token, and the rotated refresh token when the server rotates them (simplejwt's
 * ROTATE_REFRESH_TOKENS); an older server answers the access token alone, and the refresh token
 * sent stays the session's.
 */
export async function refreshAccessToken(refresh: string): Promise<Session> {
  const { data } = await http.post('/v1/auth/jwt/refresh/', { refresh }, { skipAuth: true });
  const session = parseSession(isRecord(data) ? { refresh, ...data } : data);
  if (!session) throw new MalformedResponseError('refreshing the session');
  return session;
}

/**
 * Google's ID token for a session of the product's server (`{refresh, access}` like jwt/create).
 * A server without the endpoint answers 404: the caller falls back to the older flow.
 */
export async function exchangeGoogleToken(idToken: string): Promise<Session> {
  const { data } = await http.post('/v1/auth/firebase/', { id_token: idToken }, { skipAuth: true });
  const session = parseSession(data);
  if (!session) throw new MalformedResponseError('signing in with Google');
  return session;
}

/** How long a sign-out waits for the server to revoke its refresh token: it never waits on it. */
const REVOKE_TIMEOUT_MS = 5000;

/**
 * Revokes the refresh token (simplejwt's blacklist app). The caller does not wait for it: an
 * older server answers 404, and a token already dead answers 401; neither keeps anyone signed in.
 */
export async function revokeRefreshToken(refresh: string): Promise<void> {
  await http.post(
    '/v1/auth/jwt/blacklist/',
    { refresh },
    { skipAuth: true, timeout: REVOKE_TIMEOUT_MS },
  );
}

export async function getMe(): Promise<Account> {
  const { data } = await http.get('/v1/auth/users/me/');
  const account = parseAccount(data);
  if (!account) throw new MalformedResponseError('your account');
  return account;
}

/** djoser answers `true` or `false`: anything else is not an admin. */
export async function checkStatus(): Promise<boolean> {
  const { data } = await http.get('/check_status');
  return data === true;
}

export async function registerAccount(payload: RegistrationPayload): Promise<Account> {
  const { data } = await http.post('/v1/auth/users/', payload);
  const account = parseAccount(data);
  if (!account) throw new MalformedResponseError('the registration');
  return account;
}

/**
 * Activates with the mailed link and the password chosen at registration, which the server
 * checks; without one (the address's owner did not register, or forgot it) the account is
 * activated with no usable password, and the server mails a link to choose one.
 */
export async function activateAccount(
  uid: string,
  token: string,
  password?: string,
): Promise<void> {
  await http.post(
    '/v1/auth/users/activation/',
    password === undefined ? { uid, token } : { uid, token, password },
  );
}

export async function resendActivation(email: string): Promise<void> {
  await http.post('/v1/auth/users/resend_activation/', { email });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await http.post('/v1/auth/users/reset_password/', { email });
}

export interface ResetConfirmation {
  uid: string;
  token: string;
  new_password: string;
  re_new_password: string;
}

export async function confirmPasswordReset(payload: ResetConfirmation): Promise<void> {
  await http.post('/v1/auth/users/reset_password_confirm/', payload);
}
