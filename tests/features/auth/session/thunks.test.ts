// @vitest-environment jsdom
import { http as mockHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store/store';
import {
  activate,
  checkAdmin,
  confirmPasswordReset,
  logout,
  register,
  requestPasswordReset,
  reset,
  signIn,
} from '../../../../src/features/auth';
import { outbox } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { ADMIN, READER, sessionFor } from '../../../session';
import { recordRequests, requestsTo } from '../helpers';

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown;

function newStore() {
  return makeStore({ persist: false }).store;
}

/** A stored user from an earlier visit, which failures must clear. */
function withEarlierSession() {
  localStorage.setItem('user', JSON.stringify(sessionFor(READER.id)));
  return newStore();
}

describe('sign-in', () => {
  it('stores the tokens, uses the access token as bearer, then fills the profile and admin flag', async () => {
    const seen = recordRequests();
    const store = newStore();
    const pending = store.dispatch(signIn({ email: ADMIN.email, password: ADMIN.password }));
    expect(store.getState().auth.isLoading).toBe(true);
    await pending;

    const auth = store.getState().auth;
    expect(auth).toMatchObject({
      isLoading: false,
      isSuccess: true,
      isError: false,
      isAdmin: true,
    });
    const session = auth.user && 'access' in auth.user ? auth.user : null;
    expect(session?.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session?.refresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(auth.token).toBe(session?.access);
    expect(storedUser()).toEqual(auth.user);
    expect(auth.currentUser).toEqual({
      id: ADMIN.id,
      email: ADMIN.email,
      username: ADMIN.email,
      first_name: 'Ada',
      last_name: 'Admin',
    });
    expect(requestsTo(seen, '/v1/auth/jwt/create/')[0]?.body).toEqual({
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(requestsTo(seen, '/v1/auth/users/me/', 'GET')[0]?.authorization).toBe(
      `Bearer ${auth.token}`,
    );
    expect(requestsTo(seen, '/check_status', 'GET')[0]?.authorization).toBe(`Bearer ${auth.token}`);
  });

  it('knows a reader is not an admin', async () => {
    const store = newStore();
    await store.dispatch(signIn({ email: READER.email, password: READER.password }));
    expect(store.getState().auth.isAdmin).toBe(false);
    expect(store.getState().auth.currentUser?.first_name).toBe('Rita');
  });

  it('sets isAdmin to false when the status check fails', async () => {
    server.use(mockHttp.get('/api/check_status', () => HttpResponse.error()));
    const store = newStore();
    await store.dispatch(signIn({ email: ADMIN.email, password: ADMIN.password }));
    expect(store.getState().auth).toMatchObject({ isSuccess: true, isAdmin: false });
    await store.dispatch(checkAdmin());
    expect(store.getState().auth.isAdmin).toBe(false);
  });

  it('clears the stored user on wrong credentials, with the message rule’s message', async () => {
    const store = withEarlierSession();
    await store.dispatch(signIn({ email: READER.email, password: 'wrong-password-1' }));
    expect(store.getState().auth).toMatchObject({
      isLoading: false,
      isError: true,
      isSuccess: false,
      message: 'Request failed with status code 401',
      user: null,
      token: null,
    });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reports a server error and a network failure', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.text('oops', { status: 500 })),
    );
    const store = newStore();
    await store.dispatch(signIn({ email: READER.email, password: READER.password }));
    expect(store.getState().auth.message).toBe('Request failed with status code 500');
    server.use(mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.error()));
    await store.dispatch(signIn({ email: READER.email, password: READER.password }));
    expect(store.getState().auth.message).toBe('Network Error');
  });

  it('rejects a sign-in answer without tokens', async () => {
    server.use(mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.json({ access: 1 })));
    const store = newStore();
    await store.dispatch(signIn({ email: READER.email, password: READER.password }));
    expect(store.getState().auth).toMatchObject({
      isError: true,
      user: null,
      message: 'The answer for signing in was not in the expected format.',
    });
  });
});

describe('registration', () => {
  const form = {
    firstName: 'Nia',
    lastName: 'Campbell',
    email: 'nia@example.com',
    password: 'Blue-Lagoon-2026',
    confirmPassword: 'Blue-Lagoon-2026',
  };

  it('posts exactly djoser’s registration payload and stores the returned value as the user', async () => {
    const seen = recordRequests();
    const store = newStore();
    await store.dispatch(register(form));
    expect(requestsTo(seen, '/v1/auth/users/')[0]?.body).toEqual({
      email: 'nia@example.com',
      username: 'nia@example.com',
      first_name: 'Nia',
      last_name: 'Campbell',
      password: 'Blue-Lagoon-2026',
      re_password: 'Blue-Lagoon-2026',
    });
    const returned = {
      username: 'nia@example.com',
      first_name: 'Nia',
      last_name: 'Campbell',
      email: 'nia@example.com',
      id: 5,
    };
    expect(store.getState().auth).toMatchObject({ isSuccess: true, token: null });
    expect(store.getState().auth.user).toEqual(returned);
    expect(storedUser()).toEqual(returned);
    expect(outbox().map((email) => [email.kind, email.to])).toEqual([['activation', form.email]]);
  });

  it('clears the stored user when it fails', async () => {
    const store = withEarlierSession();
    await store.dispatch(register({ ...form, email: READER.email }));
    expect(store.getState().auth).toMatchObject({ isError: true, user: null, token: null });
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('activation', () => {
  async function registered() {
    const store = newStore();
    await store.dispatch(
      register({
        firstName: 'Nia',
        lastName: 'Campbell',
        email: 'nia@example.com',
        password: 'Blue-Lagoon-2026',
        confirmPassword: 'Blue-Lagoon-2026',
      }),
    );
    const [, , uid = '', token = ''] = outbox()[0]?.link.split('/') ?? [];
    return { store, uid, token };
  }

  it('activates, and a second post answers 403 and clears the stored user', async () => {
    const { store, uid, token } = await registered();
    await store.dispatch(activate({ uid, token, password: 'Blue-Lagoon-2026' }));
    expect(store.getState().auth).toMatchObject({ isSuccess: true, isError: false });

    const again = await store.dispatch(activate({ uid, token, password: 'Blue-Lagoon-2026' }));
    expect(again.meta.requestStatus).toBe('rejected');
    expect(store.getState().auth).toMatchObject({ isError: true, user: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('posts once however often it is dispatched while under way', async () => {
    const { store, uid, token } = await registered();
    const seen = recordRequests();
    await Promise.all([
      store.dispatch(activate({ uid, token, password: 'Blue-Lagoon-2026' })),
      store.dispatch(activate({ uid, token, password: 'Blue-Lagoon-2026' })),
    ]);
    expect(requestsTo(seen, '/v1/auth/users/activation/')).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('asks for a reset e-mail, and clears the stored user when the request fails', async () => {
    const seen = recordRequests();
    const store = newStore();
    await store.dispatch(requestPasswordReset(READER.email));
    expect(store.getState().auth.isSuccess).toBe(true);
    expect(requestsTo(seen, '/v1/auth/users/reset_password/')[0]?.body).toEqual({
      email: READER.email,
    });

    const failing = withEarlierSession();
    await failing.dispatch(requestPasswordReset('not-an-email'));
    expect(failing.getState().auth).toMatchObject({ isError: true, user: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('confirms with uid, token and the new password twice, and clears the user when it fails', async () => {
    const store = newStore();
    await store.dispatch(requestPasswordReset(READER.email));
    const [, , , , uid = '', token = ''] = outbox()[0]?.link.split('/') ?? [];
    const seen = recordRequests();
    const confirmation = {
      uid,
      token,
      new_password: 'Rockhouse-Sunset-77',
      re_new_password: 'Rockhouse-Sunset-77',
    };
    await store.dispatch(confirmPasswordReset(confirmation));
    expect(store.getState().auth.isSuccess).toBe(true);
    expect(requestsTo(seen, '/v1/auth/users/reset_password_confirm/')[0]?.body).toEqual(
      confirmation,
    );

    const failing = withEarlierSession();
    await failing.dispatch(confirmPasswordReset(confirmation)); // the token is single-use
    expect(failing.getState().auth).toMatchObject({ isError: true, user: null });
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('logout and reset', () => {
  beforeEach(() => {
    localStorage.setItem('user', JSON.stringify(sessionFor(ADMIN.id)));
  });

  it('logout clears the user, the token and the stored session', async () => {
    const store = newStore();
    await store.dispatch(signIn({ email: ADMIN.email, password: ADMIN.password }));
    store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({
      user: null,
      token: null,
      currentUser: null,
      isAdmin: false,
    });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reset clears loading, error, success, message and currentUser, and keeps the session', async () => {
    const store = newStore();
    await store.dispatch(signIn({ email: ADMIN.email, password: 'wrong-password-1' }));
    await store.dispatch(signIn({ email: ADMIN.email, password: ADMIN.password }));
    store.dispatch(reset());
    expect(store.getState().auth).toMatchObject({
      isLoading: false,
      isError: false,
      isSuccess: false,
      message: '',
      currentUser: null,
    });
    expect(store.getState().auth.user).not.toBeNull();
  });
});
