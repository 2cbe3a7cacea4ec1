import { act, screen, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../src/app/store/store';
import { fetchCurrentUser, refreshSession, signIn, signOut } from '../../../../src/features/auth';
import { server } from '../../../../src/mocks/node';
import { READER, sessionFor } from '../../../session';
import { gate, renderApp } from '../../../utils';
import { call } from '../../../mocks/helpers';
import { recordRequests, requestsTo, slowRefresh } from '../helpers';

type Session = { access: string; refresh: string };

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown;

/** A store of a tab that finds this session stored (as a returning visit does). */
function tabWith(session: Session, options: { persist?: boolean } = {}) {
  localStorage.setItem('user', JSON.stringify(session));
  return makeStore({ persist: options.persist ?? false });
}

/**
 * What the browser does in this tab when another tab of the site changes the stored session:
 * the other tab writes (or removes) `user`, and this one gets a `storage` event.
 */
function anotherTabStores(user: unknown) {
  const oldValue = localStorage.getItem('user');
  const newValue = user === null ? null : JSON.stringify(user);
  act(() => {
    if (newValue === null) localStorage.removeItem('user');
    else localStorage.setItem('user', newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'user', oldValue, newValue, storageArea: localStorage }),
    );
  });
}

/** The server's own view: is this refresh token still good? */
async function refreshStatus(refresh: string): Promise<number> {
  return (await call('v1/auth/jwt/refresh/', { json: { refresh } })).status;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  vi.unstubAllGlobals();
});

describe('refresh rotation', () => {
  it('keeps the refresh token the server rotated in, and the old one when it sends none', async () => {
    const session = sessionFor(READER.id, -60);
    const { store } = tabWith(session);
    await store.dispatch(fetchCurrentUser());
    const rotated = storedUser() as Session;
    expect(rotated.refresh).not.toBe(session.refresh);
    expect(store.getState().auth.user).toEqual(rotated);
    expect(store.getState().auth.currentUser?.email).toBe(READER.email);

    // An older server answers the access token alone.
    server.use(
      mockHttp.post('/api/v1/auth/jwt/refresh/', () =>
        HttpResponse.json({ access: sessionFor(READER.id).access }),
      ),
    );
    await store.dispatch(refreshSession());
    expect((storedUser() as Session).refresh).toBe(rotated.refresh);
    expect((storedUser() as Session).access).not.toBe(rotated.access);
  });

  it('keeps the rotated session when the sign-in’s own profile calls refreshed it', async () => {
    // A browser whose clock runs ahead: the new access token already looks expired.
    const issued = sessionFor(READER.id, -60);
    server.use(mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.json(issued)));
    const { store } = makeStore({ persist: false });
    await store.dispatch(signIn({ email: READER.email, password: READER.password }));

    const kept = storedUser() as Session;
    expect(kept.refresh).not.toBe(issued.refresh);
    expect(store.getState().auth.user).toEqual(kept);
    expect(await refreshStatus(issued.refresh), 'the first one was rotated out').toBe(401);
    expect(await refreshStatus(kept.refresh)).toBe(200);
  });

  it('makes one refresh request for two tabs refreshing at once: the second takes the first’s session', async () => {
    // The Web Locks API (absent from jsdom), as browsers grant it: one holder per name at a time.
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
    const session = sessionFor(READER.id, -60);
    const first = tabWith(session).store;
    const second = tabWith(session).store;
    const seen = recordRequests();

    const tokens = await Promise.all([
      first.dispatch(refreshSession()).unwrap(),
      second.dispatch(refreshSession()).unwrap(),
    ]);

    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(1);
    const rotated = storedUser() as Session;
    expect(tokens).toEqual([rotated.access, rotated.access]);
    expect(first.getState().auth.user).toEqual(rotated);
    expect(second.getState().auth.user).toEqual(rotated);
    expect(second.getState().auth.sessionExpired).toBe(false);
    expect(await refreshStatus(rotated.refresh)).toBe(200);
  });

  it('takes the session another tab rotated first, where a browser has no locks', async () => {
    const session = sessionFor(READER.id, -60);
    const { store } = tabWith(session);
    const elsewhere = sessionFor(READER.id);
    // The other tab's refresh wins the race: the server revokes this tab's token, and the other
    // tab's session is stored by the time the refusal arrives.
    server.use(
      mockHttp.post('/api/v1/auth/jwt/refresh/', () => {
        localStorage.setItem('user', JSON.stringify(elsewhere));
        return HttpResponse.json(
          { detail: 'Token is blacklisted', code: 'token_not_valid' },
          { status: 401 },
        );
      }),
    );
    await expect(store.dispatch(refreshSession()).unwrap()).resolves.toBe(elsewhere.access);
    expect(store.getState().auth).toMatchObject({ user: elsewhere, sessionExpired: false });
    expect(storedUser()).toEqual(elsewhere);
  });

  it('signs out and says so when the refresh is refused and no other tab has a session', async () => {
    const session = sessionFor(READER.id, -60);
    const { store } = tabWith(session);
    await call('v1/auth/jwt/blacklist/', { json: { refresh: session.refresh } });
    await expect(store.dispatch(refreshSession()).unwrap()).rejects.toMatchObject({
      status: 401,
      detail: 'Token is blacklisted',
    });
    expect(store.getState().auth).toMatchObject({ user: null, sessionExpired: true });
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('a refresh that reaches no server', () => {
  it('keeps the session for when the network is back', async () => {
    const session = sessionFor(READER.id, -60);
    const { store } = tabWith(session);
    server.use(mockHttp.post('*/v1/auth/jwt/refresh/', () => HttpResponse.error()));
    await expect(store.dispatch(refreshSession()).unwrap()).rejects.toMatchObject({
      kind: 'network',
    });
    expect(store.getState().auth).toMatchObject({ user: session, sessionExpired: false });
    expect(storedUser()).toEqual(session);
    // Back online: the same refresh token still works.
    server.resetHandlers();
    await expect(store.dispatch(refreshSession()).unwrap()).resolves.toEqual(expect.any(String));
  });
});

describe('signing out in another tab', () => {
  it('signs this tab out, drops the guide list’s cache, and writes nothing back', async () => {
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: remove });
    localStorage.setItem('user', JSON.stringify(sessionFor(READER.id)));
    const { store } = renderApp({ route: '/account' });
    expect(await screen.findByText('Rita Reader')).toBeInTheDocument();

    anotherTabStores(null);

    expect(await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign in', hidden: true })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({
      user: null,
      token: null,
      currentUser: null,
      isAdmin: false,
      // Not "expired": the visitor signed out.
      sessionExpired: false,
    });
    expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(remove).toHaveBeenCalledWith('guide-list');
  });

  it('keeps nothing of a refresh answer that lands afterwards, and has the server forget it', async () => {
    const session = sessionFor(READER.id, -60);
    const { store } = tabWith(session);
    const slow = slowRefresh();
    const seen = recordRequests();
    const refreshing = store.dispatch(refreshSession()).unwrap();
    await vi.waitFor(() => {
      expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(1);
    });

    anotherTabStores(null);
    slow.open();

    await expect(refreshing).rejects.toThrow('Signed out during the refresh');
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // The token nobody keeps is revoked.
    await vi.waitFor(() => {
      expect(requestsTo(seen, '/v1/auth/jwt/blacklist/')[0]?.body).toEqual({
        refresh: slow.issued()?.refresh,
      });
    });
  });

  it('keeps nothing of a profile that lands afterwards, in the store or in persist:root', async () => {
    const session = sessionFor(READER.id);
    const { store, persistor } = tabWith(session, { persist: true });
    const slow = gate();
    server.use(
      mockHttp.get('/api/v1/auth/users/me/', async () => {
        await slow.opened;
        return HttpResponse.json({
          id: READER.id,
          email: READER.email,
          username: READER.username,
          first_name: READER.first_name,
          last_name: READER.last_name,
        });
      }),
    );
    const seen = recordRequests();
    const asking = store.dispatch(fetchCurrentUser());
    await vi.waitFor(() => {
      expect(requestsTo(seen, '/v1/auth/users/me/', 'GET')).toHaveLength(1);
    });

    anotherTabStores(null);
    slow.open();
    await asking;
    await (await persistor)?.flush();

    expect(store.getState().auth.currentUser).toBeNull();
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { auth?: string };
    expect(JSON.parse(root.auth ?? '{}')).toEqual({ currentUser: null, isAdmin: false });
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('signing in in another tab', () => {
  it('signs this tab in, and asks for the profile with the new session', async () => {
    const seen = recordRequests();
    const { store } = renderApp({ route: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign in', hidden: true })).toBeInTheDocument();
    const session = sessionFor(READER.id);

    anotherTabStores(session);

    expect(
      await within(nav).findByRole('link', { name: 'Account', hidden: true }),
    ).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(store.getState().auth.currentUser?.email).toBe(READER.email);
    });
    expect(requestsTo(seen, '/v1/auth/users/me/', 'GET')[0]?.authorization).toBe(
      `Bearer ${session.access}`,
    );
    expect(store.getState().auth.token).toBe(session.access);
  });

  it('takes a session another tab rotated, keeping the profile', async () => {
    const { store } = tabWith(sessionFor(READER.id));
    await store.dispatch(fetchCurrentUser());
    const rotated = sessionFor(READER.id);
    anotherTabStores(rotated);
    expect(store.getState().auth).toMatchObject({
      user: rotated,
      token: rotated.access,
      currentUser: { email: READER.email },
    });
  });
});

describe('signing out', () => {
  it('signs out at once and asks the server to revoke the refresh token', async () => {
    const session = sessionFor(READER.id);
    localStorage.setItem('user', JSON.stringify(session));
    const seen = recordRequests();
    const { user } = renderApp({ route: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ })).toBeVisible();
    expect(localStorage.getItem('user')).toBeNull();
    await vi.waitFor(() => {
      expect(requestsTo(seen, '/v1/auth/jwt/blacklist/')).toHaveLength(1);
    });
    const [revocation] = requestsTo(seen, '/v1/auth/jwt/blacklist/');
    expect(revocation?.authorization).toBeNull();
    await vi.waitFor(async () => {
      expect(await refreshStatus(session.refresh)).toBe(401);
    });
  });

  it.each([
    ['has no revocation (404)', () => new HttpResponse('Not Found', { status: 404 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('stays signed out when the server %s, without a word of it', async (_case, answer) => {
    const slow = gate();
    server.use(
      mockHttp.post('/api/v1/auth/jwt/blacklist/', async () => {
        await slow.opened;
        return answer();
      }),
    );
    const seen = recordRequests();
    const { store } = tabWith(sessionFor(READER.id));
    await store.dispatch(signOut());
    // Signed out before the server answered.
    expect(store.getState().auth).toMatchObject({ user: null, token: null, isError: false });
    expect(localStorage.getItem('user')).toBeNull();
    slow.open();
    await vi.waitFor(() => {
      expect(requestsTo(seen, '/v1/auth/jwt/blacklist/')).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().auth).toMatchObject({ user: null, token: null, message: '' });
    expect(localStorage.getItem('user')).toBeNull();
  });
});
