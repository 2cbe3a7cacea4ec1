import { parseAccount, type Account } from '../../../lib/account';
import { MalformedResponseError } from '../../../lib/errors';
import { http } from '../../../lib/http';
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

export async function refreshAccessToken(refresh: string): Promise<string> {
  const { data } = await http.post('/v1/auth/jwt/refresh/', { refresh }, { skipAuth: true });
  if (typeof data !== 'object' || data === null || !('access' in data)) {
    throw new MalformedResponseError('refreshing the session');
  }
  const { access } = data;
  if (typeof access !== 'string' || !access)
    throw new MalformedResponseError('refreshing the session');
  return access;
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

export async function activateAccount(uid: string, token: string): Promise<void> {
  await http.post('/v1/auth/users/activation/', { uid, token });
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
