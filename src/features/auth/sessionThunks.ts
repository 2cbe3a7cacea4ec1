import { createApiThunk } from '../../lib/redux/thunks';
import { toApiError } from '../../lib/http/errors';
import {
  later,
  logout,
  sessionEnded,
  sessionRefreshed,
  storedUserChanged,
  type AuthStore,
} from './authSlice';
import {
  endedInAnotherTab,
  isSession,
  readStoredUser,
  STORED_USER_CHANGED,
  whileNoOtherTabRefreshes,
} from './session';
import type { AuthState } from './types';

/**
 * The session's upkeep: its refresh, shared by the tabs, and the sign-out, which must not race a
 * refresh (the server's reuse detection, docs/security.md).
 */

const refreshAccessToken = later('refreshAccessToken');
const revokeRefreshToken = later('revokeRefreshToken');

/**
 * The refresh token this tab's own refresh brought, and when (`Date.now()`): for a moment, the
 * other tabs may not have it yet (see `revokeWhatOnlyThisTabHeld`).
 */
let rotatedHere: { refresh: string; at: number } | null = null;

/**
 * How long a token this tab rotated may be unknown to the other tabs. Browsers copy a tab's
 * `localStorage` write to the other tabs' processes a moment later; a sign-out clicked in that
 * moment reads the session from before the rotation.
 */
export const JUST_ROTATED_MS = 5_000;

/**
 * A new access token for the session; the HTTP client calls it on a 401 or an expired token.
 * The server rotates the refresh token, so one tab at a time refreshes, and a tab that waited
 * takes the session another tab rotated meanwhile instead of refreshing with a revoked token.
 * The new session is stored before the next tab may look. Resolves with the access token to use.
 *
 * A tab that waited for a session that ended meanwhile (signed out here or in another tab, whose
 * sign-out revoked the refresh token under the same lock) sends nothing: the server takes a
 * revoked refresh token presented again for a stolen one and revokes every session of the
 * account, the visitor's other devices included.
 */
export const refreshSession = createApiThunk<string, undefined, AuthStore>(
  'auth/refreshSession',
  async (_, { getState, dispatch }) => {
    const { user } = getState().auth;
    if (!isSession(user)) throw new Error('No session to refresh');
    const previous = user.refresh;
    const rotatedElsewhere = () => {
      const stored = readStoredUser();
      return isSession(stored) && stored.refresh !== previous ? stored : null;
    };
    try {
      await whileNoOtherTabRefreshes(async () => {
        const mine = getState().auth.user;
        if (!isSession(mine) || mine.refresh !== previous) return;
        if (endedInAnotherTab()) {
          dispatch(storedUserChanged(readStoredUser()));
          return;
        }
        const adopted = rotatedElsewhere();
        if (adopted) {
          dispatch(sessionRefreshed({ previous, session: adopted }));
          return;
        }
        const session = await refreshAccessToken(previous);
        // Another tab signed out while the answer was on its way, and its `storage` event has not
        // arrived: the new session is not kept (kept, it would be stored, and sign every tab back
        // in), and the server forgets it.
        if (endedInAnotherTab()) {
          dispatch(storedUserChanged(readStoredUser()));
          void revokeRefreshToken(session.refresh).catch(() => undefined);
          return;
        }
        dispatch(sessionRefreshed({ previous, session }));
        const kept = getState().auth.user;
        if (isSession(kept) && kept.refresh === session.refresh) {
          rotatedHere = { refresh: session.refresh, at: Date.now() };
        }
        // Signed out while the answer was on its way: it is not kept, and the server forgets it.
        if (getState().auth.token !== session.access && session.refresh !== previous) {
          void revokeRefreshToken(session.refresh).catch(() => undefined);
        }
      });
    } catch (error) {
      // Refused because another tab, in a browser without locks, rotated it first.
      const adopted = rotatedElsewhere();
      if (!adopted) {
        // Only an answer ends the session: without a network (or in time) the refresh token may
        // still be good, and ending the session would take the trip's unsent edits with it.
        const { kind } = toApiError(error);
        if (kind !== 'network' && kind !== 'timeout') dispatch(sessionEnded(previous));
        throw error;
      }
      dispatch(sessionRefreshed({ previous, session: adopted }));
    }
    const { token, user: now } = getState().auth;
    if (!isSession(now) || token === null) throw new Error('Signed out during the refresh');
    return token;
  },
  { condition: (_, { getState }) => isSession(getState().auth.user) },
);

/**
 * Signs out at once, then asks the server to revoke the refresh token without waiting: a server
 * without revocation (404), a dead token (401) or no network changes nothing here. Other tabs
 * follow through the stored session.
 *
 * The revocation waits for any refresh in flight (in this tab or another, under the refresh's
 * lock): sent beside it, the revocation could reach the server first, and the refresh would then
 * present a revoked token, which the server takes for a theft and answers by ending every session
 * of the account, the visitor's other devices included. A refresh answered after the sign-out has
 * its new token revoked by `refreshSession`; one still waiting for the lock sends nothing.
 */
export const signOut = createApiThunk<undefined, undefined, AuthStore>(
  'auth/signOut',
  (_, { getState, dispatch }) => {
    // What another tab rotated may not have reached this tab yet (its `storage` event is on its
    // way): the stored session is then the newer one, and the one the server still honours.
    const stored = readStoredUser();
    const { user } = getState().auth;
    const session = isSession(stored) ? stored : user;
    dispatch(logout());
    if (isSession(session)) {
      void whileNoOtherTabRefreshes(() => revokeRefreshToken(session.refresh)).catch(
        () => undefined,
      );
    }
    return Promise.resolve(undefined);
  },
);

/**
 * A listener of the app's store. Another tab signed out (or its refresh failed) a moment after
 * this tab rotated the session. That tab may have read the session from before the rotation:
 * its sign-out then revoked the old refresh token, which the server had already replaced, and
 * nobody revoked the new one, which only this tab held. So this tab asks the server to revoke it,
 * under the refresh's lock. Had the other tab seen it, the server refuses the second revocation
 * (401), and nothing else changes.
 */
export const revokeWhatOnlyThisTabHeld = {
  predicate: (
    action: { type: string },
    current: { auth: AuthState },
    previous: { auth: AuthState },
  ) => {
    const before = previous.auth.user;
    return (
      action.type === STORED_USER_CHANGED &&
      isSession(before) &&
      !isSession(current.auth.user) &&
      rotatedHere?.refresh === before.refresh &&
      Date.now() - rotatedHere.at < JUST_ROTATED_MS
    );
  },
  effect: () => {
    const held = rotatedHere?.refresh;
    rotatedHere = null;
    if (held === undefined) return;
    void whileNoOtherTabRefreshes(() => revokeRefreshToken(held)).catch(() => undefined);
  },
};
