import { parseAccount } from '../../lib/identity/account';
import { parseProviderUser, type ProviderUser } from '../../lib/identity/provider';
import { readJson, removeItem, writeJson } from '../../lib/browser/storage';
import { isRecord } from '../../lib/records';
import type { AuthState, Session, StoredUser } from './types';

/** The product's stored `user` key: the session (or the provider's user, or a new account). */
export const SESSION_KEY = 'user';

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

/** Whether this browser has kept a session under `user` (some private windows keep none). */
let sessionsKept = false;

export function readStoredUser(): StoredUser | null {
  const user = readJson(SESSION_KEY, parseStoredUser) ?? null;
  if (isSession(user)) sessionsKept = true;
  return user;
}

function writeStoredUser(user: StoredUser | null): void {
  if (!user) removeItem(SESSION_KEY);
  else sessionsKept = writeJson(SESSION_KEY, user) && isSession(user);
}

/**
 * The session `refresh` belonged to has ended in another tab (a sign-out, a failed refresh), even
 * if its `storage` event has not reached this tab yet: `user` holds no session any more, in a
 * browser that keeps sessions there. (Where it keeps none, each tab's session is its own.)
 */
export function endedInAnotherTab(): boolean {
  return sessionsKept && !isSession(readStoredUser());
}

/** The action a tab takes when another tab changed the stored user (set by the slice). */
export const STORED_USER_CHANGED = 'auth/storedUserChanged';

/**
 * The one writer of the `user` key: whatever changes the session in the store (a sign-in, a
 * refresh, a sign-out, a failed refresh), the key follows. A listener of the app's store. What
 * another tab stored is already there, and is not written back.
 */
export const keepSessionStored = {
  predicate: (
    action: { type: string },
    current: { auth: AuthState },
    previous: { auth: AuthState },
  ) => current.auth.user !== previous.auth.user && action.type !== STORED_USER_CHANGED,
  effect: (_action: unknown, api: { getState: () => { auth: AuthState } }) => {
    writeStoredUser(api.getState().auth.user);
  },
};

/**
 * Follows the `user` key as the other tabs of the site change it: a sign-out, a failed refresh,
 * a sign-in or a rotated session there reaches this tab within the `storage` event, which
 * browsers send to every other tab of the origin. Returns the way to stop.
 */
export function followOtherTabs(onChange: (user: StoredUser | null) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    // null: the whole storage was cleared.
    if (event.key === SESSION_KEY || event.key === null) onChange(readStoredUser());
  };
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener('storage', listener);
  };
}

/**
 * Runs `task` while no other tab of the site refreshes the session: the server rotates refresh
 * tokens, so two tabs refreshing with the same one would revoke each other's. Through the Web
 * Locks API where the browser has it; elsewhere at once (a refresh then adopts what another tab
 * stored when its own is refused).
 */
export function whileNoOtherTabRefreshes<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return navigator.locks.request('negril-session-refresh', task);
}
