import { parseAccount } from '../../lib/account';
import { parseProviderUser, type ProviderUser } from '../../lib/identity';
import { readJson, removeItem, writeJson } from '../../lib/storage';
import { isRecord } from '../../lib/records';
import type { AuthState, Session, StoredUser } from './types';

/** The specification's storage key for the user. */
const SESSION_KEY = 'user';

export function parseSession(value: unknown): Session | undefined {
  if (
    isRecord(value) &&
    typeof value.access === 'string' &&
    value.access.length > 0 &&
    typeof value.refresh === 'string' &&
    value.refresh.length > 0
  ) {
    return { access: value.access, refresh: value.refresh };
  }
  return undefined;
}

export function isSession(user: StoredUser | null): user is Session {
  return user !== null && 'access' in user;
}

export function isProviderUser(user: StoredUser | null): user is ProviderUser {
  return user !== null && 'uid' in user;
}

/** Signed in: by email (a session) or through the provider; a registered account is not. */
export function isSignedIn(user: StoredUser | null): boolean {
  return isSession(user) || isProviderUser(user);
}

export function parseStoredUser(value: unknown): StoredUser | undefined {
  return parseSession(value) ?? parseProviderUser(value) ?? parseAccount(value);
}

export function readStoredUser(): StoredUser | null {
  return readJson(SESSION_KEY, parseStoredUser) ?? null;
}

function writeStoredUser(user: StoredUser | null): void {
  if (user) writeJson(SESSION_KEY, user);
  else removeItem(SESSION_KEY);
}

/**
 * The one writer of the `user` key: whatever changes the session in the store (a sign-in, a
 * refresh, a sign-out, a failed refresh), the key follows. A listener of the app's store.
 */
export const keepSessionStored = {
  predicate: (_action: unknown, current: { auth: AuthState }, previous: { auth: AuthState }) =>
    current.auth.user !== previous.auth.user,
  effect: (_action: unknown, api: { getState: () => { auth: AuthState } }) => {
    writeStoredUser(api.getState().auth.user);
  },
};
