// @vitest-environment jsdom
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../src/app/store/store';
import { refreshSession, signIn, signOut } from '../../../../src/features/auth';
import { JUST_ROTATED_MS } from '../../../../src/features/auth/sessionThunks';
import { server } from '../../../../src/mocks/node';
import { READER, sessionFor } from '../../../session';
import { gate } from '../../../utils';
import { call } from '../../../mocks/helpers';
import { recordRequests, requestsTo, slowRefresh } from '../helpers';

/**
 * A sign-out and a refresh of the same session must not cross on their way to the server: its
 * reuse detection takes a revoked refresh token presented to `jwt/refresh/` for a stolen one and
 * revokes every session of the account, the visitor's other devices included (docs/security.md).
 */

type Session = { access: string; refresh: string };

/** The Web Locks API (absent from jsdom), as browsers grant it: one holder per name at a time. */
function grantLocksInTurn() {
  const held = new Map<string, Promise<unknown>>();
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: (name: string, task: () => Promise<unknown>) => {
        const run = (held.get(name) ?? Promise.resolve()).then(task);
        held.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    },
  });
}

/** A store of a tab that finds this session stored (as a returning visit does). */
function tabWith(session: Session) {
  localStorage.setItem('user', JSON.stringify(session));
  return makeStore({ persist: false }).store;
}

/**
 * Two tabs with the same session, the second of which has just rotated it (stored, and the first
 * tab's `storage` event not delivered); `rotated` is the session it stored.
 */
async function twoTabsOneRotated() {
  const session = sessionFor(READER.id, -60);
  const signingOut = tabWith(session);
  const rotating = tabWith(session);
  await rotating.dispatch(refreshSession()).unwrap();
  const rotated = JSON.parse(localStorage.getItem('user') ?? '{}') as Session;
  expect(rotated.refresh).not.toBe(session.refresh);
  return { session, signingOut, rotating, rotated };
}

/** The server's own view: is this refresh token still good? */
async function refreshStatus(refresh: string): Promise<number> {
  return (await call('v1/auth/jwt/refresh/', { json: { refresh } })).status;
}

/**
 * Starts a refresh of `tab`'s session and waits until its request is on its way; `answered` is
 * the refresh (wrapped, so that waiting here does not wait for it).
 */
async function refreshUnderWay(
  tab: ReturnType<typeof tabWith>,
  seen: ReturnType<typeof recordRequests>,
): Promise<{ answered: Promise<string> }> {
  const answered = tab.dispatch(refreshSession()).unwrap();
  await vi.waitFor(() => {
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(1);
  });
  return { answered };
}

/** The refresh tokens the server was asked to revoke, sorted. */
const revoked = (seen: ReturnType<typeof recordRequests>) =>
  requestsTo(seen, '/v1/auth/jwt/blacklist/')
    .map((request) => (request.body as { refresh?: string } | null)?.refresh)
    .sort();

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  vi.restoreAllMocks();
});

describe('signing out while the session is being refreshed', () => {
  it('revokes the refresh token only once the refresh in flight is answered, and its new one too', async () => {
    grantLocksInTurn();
    const session = sessionFor(READER.id, -60);
    const store = tabWith(session);
    const slow = slowRefresh();
    const seen = recordRequests();
    const { answered: refreshing } = await refreshUnderWay(store, seen);

    await store.dispatch(signOut());
    expect(store.getState().auth.user).toBeNull();
    await settle();
    // Not beside the refresh: the server could take the revocation first.
    expect(requestsTo(seen, '/v1/auth/jwt/blacklist/')).toEqual([]);

    slow.open();
    await expect(refreshing).rejects.toThrow('Signed out during the refresh');
    await vi.waitFor(() => {
      expect(revoked(seen)).toEqual([session.refresh, slow.issued()?.refresh].sort());
    });
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends nothing from a tab whose refresh waited while another tab signed out', async () => {
    grantLocksInTurn();
    const session = sessionFor(READER.id, -60);
    const signingOut = tabWith(session);
    const other = tabWith(session);
    const slow = gate();
    server.use(
      mockHttp.post('/api/v1/auth/jwt/blacklist/', async () => {
        await slow.opened;
      }),
    );
    const seen = recordRequests();

    await signingOut.dispatch(signOut());
    // The other tab needs a new access token before its `storage` event has arrived.
    const refreshing = other.dispatch(refreshSession()).unwrap();
    await vi.waitFor(() => {
      expect(requestsTo(seen, '/v1/auth/jwt/blacklist/')).toHaveLength(1);
    });
    slow.open();

    await expect(refreshing).rejects.toThrow('Signed out during the refresh');
    await settle();
    // The revoked token never reaches jwt/refresh/.
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toEqual([]);
    // Signed out as by the other tab's sign-out, not "expired".
    expect(other.getState().auth).toMatchObject({ user: null, token: null, sessionExpired: false });
    expect(await refreshStatus(session.refresh)).toBe(401);
  });

  it('keeps nothing of a refresh answered after another tab signed out, and revokes it', async () => {
    grantLocksInTurn();
    const session = sessionFor(READER.id, -60);
    const refreshing = tabWith(session);
    const signingOut = tabWith(session);
    const slow = slowRefresh();
    const seen = recordRequests();
    const { answered } = await refreshUnderWay(refreshing, seen);

    // The sign-out's `storage` event has not reached the refreshing tab when the answer comes.
    await signingOut.dispatch(signOut());
    slow.open();

    await expect(answered).rejects.toThrow('Signed out during the refresh');
    // Nothing stored: no tab is signed back in.
    expect(localStorage.getItem('user')).toBeNull();
    expect(refreshing.getState().auth).toMatchObject({ user: null, token: null });
    // Both tokens revoked: the one the sign-out held, and the one the refresh brought.
    await vi.waitFor(() => {
      expect(revoked(seen)).toEqual([session.refresh, slow.issued()?.refresh].sort());
    });
  });

  it('revokes the session another tab rotated, before its storage event arrived', async () => {
    const { signingOut, rotated } = await twoTabsOneRotated();
    const seen = recordRequests();

    await signingOut.dispatch(signOut());

    await vi.waitFor(() => {
      expect(revoked(seen)).toEqual([rotated.refresh]);
    });
    await vi.waitFor(async () => {
      expect(await refreshStatus(rotated.refresh)).toBe(401);
    });
  });

  describe('a sign-out that read the session from before another tab rotated it', () => {
    /**
     * The browser copies a tab's `localStorage` write to the other tabs' processes a moment
     * later: the tab signing out in that moment still reads `stale` (once), and its sign-out
     * removes the key; the rotating tab then gets the `storage` event.
     */
    async function signOutReading(stale: Session, signingOut: ReturnType<typeof tabWith>) {
      const reads = vi
        .spyOn(Storage.prototype, 'getItem')
        .mockImplementationOnce(() => JSON.stringify(stale));
      await signingOut.dispatch(signOut());
      // The stale answer went to the sign-out's reading of the session.
      expect(reads.mock.calls[0]).toEqual(['user']);
      reads.mockRestore();
      expect(localStorage.getItem('user')).toBeNull();
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'user', newValue: null, storageArea: localStorage }),
      );
    }

    it('has the new refresh token revoked by the tab that rotated it', async () => {
      grantLocksInTurn();
      const { session, signingOut, rotating, rotated } = await twoTabsOneRotated();
      const seen = recordRequests();

      await signOutReading(session, signingOut);

      // Both tabs signed out, and the server refuses both tokens: the old one, which the
      // sign-out revoked, and the new one, which only the rotating tab knew.
      expect(rotating.getState().auth).toMatchObject({ user: null, token: null });
      await vi.waitFor(() => {
        expect(revoked(seen)).toEqual([session.refresh, rotated.refresh].sort());
      });
      expect(await refreshStatus(rotated.refresh)).toBe(401);
      expect(localStorage.getItem('user')).toBeNull();
    });

    it('leaves alone a token rotated long before: every tab had it by then', async () => {
      const { signingOut, rotating, rotated } = await twoTabsOneRotated();
      const seen = recordRequests();
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + JUST_ROTATED_MS);

      // This time the signing-out tab reads the rotated session itself.
      await signOutReading(rotated, signingOut);

      expect(rotating.getState().auth).toMatchObject({ user: null, token: null });
      await vi.waitFor(() => {
        expect(revoked(seen)).toEqual([rotated.refresh]);
      });
      await settle();
      expect(revoked(seen)).toEqual([rotated.refresh]);
    });
  });

  it('still refreshes a session kept in this tab only (a browser that refuses storage)', async () => {
    grantLocksInTurn();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    // Issued already expired, so the sign-in's own profile calls refresh it at once.
    const issued = sessionFor(READER.id, -60);
    server.use(mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.json(issued)));
    const seen = recordRequests();
    const { store } = makeStore({ persist: false });

    await store.dispatch(signIn({ email: READER.email, password: READER.password }));

    expect(localStorage.getItem('user')).toBeNull();
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(1);
    const { user } = store.getState().auth;
    expect(user).toMatchObject({ refresh: expect.any(String) as string });
    expect((user as Session).refresh).not.toBe(issued.refresh);
    expect(store.getState().auth.currentUser?.email).toBe(READER.email);
  });
});
