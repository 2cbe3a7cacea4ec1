// @vitest-environment jsdom
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store/store';
import { fetchAllUsers } from '../../../src/features/users';
import { server } from '../../../src/mocks/node';
import { ADMIN, sessionFor } from '../../session';

/** The list is staff only: the store holds an admin's session. */
function newStore() {
  localStorage.setItem('user', JSON.stringify(sessionFor(ADMIN.id)));
  return makeStore({ persist: false }).store;
}

describe('the shared request flags, through GET /users/all', () => {
  it('goes pending → fulfilled with the list', async () => {
    const store = newStore();
    const request = store.dispatch(fetchAllUsers());
    expect(store.getState().users).toMatchObject({ isLoading: true, status: 'loading' });
    await request;
    const users = store.getState().users;
    expect(users).toMatchObject({
      isLoading: false,
      isSuccess: true,
      isError: false,
      message: '',
      status: 'succeeded',
    });
    expect(users.users.map((user) => user.email)).toEqual(
      expect.arrayContaining(['admin@example.com', 'reader@example.com']),
    );
  });

  it('goes pending → rejected with the message rule’s message on a server error', async () => {
    server.use(
      mockHttp.get('/api/users/all', () =>
        HttpResponse.text('<h1>Server Error</h1>', { status: 500 }),
      ),
    );
    const store = newStore();
    await store.dispatch(fetchAllUsers());
    expect(store.getState().users).toMatchObject({
      isLoading: false,
      isSuccess: false,
      isError: true,
      message: 'Request failed with status code 500',
      status: 'failed',
      users: [],
    });
  });

  it('rejects a malformed answer instead of storing it', async () => {
    server.use(mockHttp.get('/api/users/all', () => HttpResponse.json({ users: 'nope' })));
    const store = newStore();
    await store.dispatch(fetchAllUsers());
    expect(store.getState().users).toMatchObject({
      isError: true,
      message: 'The answer for the list of users was not in the expected format.',
      users: [],
    });
  });

  it('reports a network failure', async () => {
    server.use(mockHttp.get('/api/users/all', () => HttpResponse.error()));
    const store = newStore();
    await store.dispatch(fetchAllUsers());
    expect(store.getState().users).toMatchObject({ isError: true, message: 'Network Error' });
  });

  it('clears an earlier error when asked again, and keeps good rows only', async () => {
    server.use(mockHttp.get('/api/users/all', () => HttpResponse.error(), { once: true }));
    const store = newStore();
    await store.dispatch(fetchAllUsers());
    expect(store.getState().users.isError).toBe(true);
    server.use(
      mockHttp.get('/api/users/all', () =>
        HttpResponse.json([{ id: 9, email: 'a@example.com' }, { nonsense: true }]),
      ),
    );
    const retry = store.dispatch(fetchAllUsers());
    expect(store.getState().users).toMatchObject({ isError: false, message: '', isLoading: true });
    await retry;
    expect(store.getState().users.users).toEqual([
      { id: 9, email: 'a@example.com', username: 'a@example.com', first_name: '', last_name: '' },
    ]);
  });

  it('does not ask twice while a request is under way', async () => {
    let requests = 0;
    server.use(
      mockHttp.get('/api/users/all', () => {
        requests += 1;
        return HttpResponse.json([]);
      }),
    );
    const store = newStore();
    await Promise.all([store.dispatch(fetchAllUsers()), store.dispatch(fetchAllUsers())]);
    expect(requests).toBe(1);
  });
});
