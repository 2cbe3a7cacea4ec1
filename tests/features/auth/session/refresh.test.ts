// @vitest-environment jsdom
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store/store';
import { fetchCurrentUser, sessionExpiredMessage, signIn } from '../../../../src/features/auth';
import { http } from '../../../../src/lib/http/http';
import { server } from '../../../../src/mocks/node';
import { READER, sessionFor } from '../../../session';
import { recordRequests, requestsTo } from '../helpers';

/** A token the client believes (its exp is in the future) but the server refuses. */
function forged(token: string): string {
  const [header, payload] = token.split('.');
  return `${header}.${payload}.not-the-signature`;
}

function storeWith(session: { access: string; refresh: string }) {
  localStorage.setItem('user', JSON.stringify(session));
  return makeStore({ persist: false }).store;
}

describe('token refresh', () => {
  it('refreshes once for ten concurrent 401s and retries each request once with the new token', async () => {
    const valid = sessionFor(READER.id);
    const store = storeWith({ ...valid, access: forged(valid.access) });
    const seen = recordRequests();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => http.get<{ email: string }>('/v1/auth/users/me/')),
    );

    expect(answers.map((answer) => answer.data.email)).toEqual(Array(10).fill(READER.email));
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(1);
    const me = requestsTo(seen, '/v1/auth/users/me/', 'GET');
    expect(me).toHaveLength(20);
    const auth = store.getState().auth;
    // The server rotated the refresh token: the new one is the session's.
    const session = auth.user as { access: string; refresh: string };
    expect(session.access).toBe(auth.token);
    expect(session.refresh).not.toBe(valid.refresh);
    expect(auth.token).not.toBe(forged(valid.access));
    expect(me.slice(10).every((entry) => entry.authorization === `Bearer ${auth.token}`)).toBe(
      true,
    );
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(auth.user);
  });

  it('refreshes an expired access token before the first authenticated call', async () => {
    const session = sessionFor(READER.id, -60);
    const store = storeWith(session);
    const seen = recordRequests();
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth.currentUser?.email).toBe(READER.email);
    expect(seen.map((entry) => entry.path)).toEqual([
      '/api/v1/auth/jwt/refresh/',
      '/api/v1/auth/users/me/',
    ]);
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')[0]?.body).toEqual({
      refresh: session.refresh,
    });
  });

  it('signs out and says so when the refresh fails, and a public screen still gets its data', async () => {
    const valid = sessionFor(READER.id);
    const store = storeWith({ access: forged(valid.access), refresh: forged(valid.refresh) });
    const seen = recordRequests();

    const press = await http.get<unknown[]>('/press/');

    expect(Array.isArray(press.data)).toBe(true);
    const pressRequests = requestsTo(seen, '/press/', 'GET');
    expect(pressRequests.map((entry) => entry.authorization)).toEqual([
      `Bearer ${forged(valid.access)}`,
      null,
    ]);
    expect(store.getState().auth).toMatchObject({
      user: null,
      token: null,
      currentUser: null,
      sessionExpired: true,
      message: sessionExpiredMessage(),
    });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('never intercepts the sign-in and refresh calls themselves', async () => {
    const valid = sessionFor(READER.id);
    const store = storeWith({ ...valid, access: forged(valid.access) });
    const seen = recordRequests();
    await store.dispatch(signIn({ email: READER.email, password: 'wrong-password-1' }));
    expect(requestsTo(seen, '/v1/auth/jwt/create/')[0]?.authorization).toBeNull();
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(0);
  });

  it('does not retry a 401 that came without a bearer', async () => {
    const store = makeStore({ persist: false }).store;
    const seen = recordRequests();
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth.currentUser).toBeNull();
    expect(seen).toHaveLength(0); // no session: the profile is not even asked for
    server.use(
      mockHttp.get('/api/private', () =>
        HttpResponse.json(
          { detail: 'Authentication credentials were not provided.' },
          { status: 401 },
        ),
      ),
    );
    await expect(http.get('/private')).rejects.toMatchObject({ response: { status: 401 } });
    expect(requestsTo(seen, '/private', 'GET')).toHaveLength(1);
  });
});
