import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { createAppRouter } from '../../src/app/router';
import { makePersistConfig } from '../../src/app/store/persistProfile';
import { makeStore } from '../../src/app/store/store';
import { initialAuthState } from '../../src/features/auth';
import { config } from '../../src/config';

const session = { access: 'header.access.sig', refresh: 'header.refresh.sig' };
const rita = {
  id: 2,
  email: 'reader@example.com',
  username: 'reader@example.com',
  first_name: 'Rita',
  last_name: 'Reader',
};

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

function storedRoot(): Record<string, unknown> {
  const raw = localStorage.getItem('persist:root');
  if (!raw) throw new Error('nothing persisted');
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value)]));
}

function writeRoot(slices: Record<string, unknown>) {
  const outer = Object.fromEntries(
    Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  localStorage.setItem('persist:root', JSON.stringify(outer));
}

describe('persistence of the store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes under persist:root, version 1, the profile and admin flag but no flags or messages', async () => {
    localStorage.setItem('user', JSON.stringify(session));
    const { store, persistor } = makeStore({
      preloadedState: {
        auth: {
          ...initialAuthState(),
          currentUser: rita,
          isAdmin: true,
          isLoading: true,
          isError: true,
          message: 'Request failed with status code 500',
        },
      },
    });
    await bootstrapped((await persistor)!);
    await (await persistor)!.flush();
    expect(store.getState().auth.currentUser).toEqual(rita);
    const root = storedRoot();
    expect(root._persist).toMatchObject({ version: 1 });
    expect(root.auth).toEqual({ currentUser: rita, isAdmin: true });
    expect(Object.keys(root).sort()).toEqual(['_persist', 'auth']);
  });

  it('restores the profile, never the flags and messages, and takes the session from `user`', async () => {
    localStorage.setItem('user', JSON.stringify(session));
    writeRoot({
      auth: {
        currentUser: rita,
        isAdmin: true,
        isLoading: true,
        message: 'stale message',
        user: { access: 'forged', refresh: 'forged' },
      },
      blog: { isLoading: true, message: 'stale' },
      _persist: { version: 1, rehydrated: true },
    });
    const { store, persistor } = makeStore();
    await bootstrapped((await persistor)!);
    const state = store.getState();
    expect(state.auth).toMatchObject({
      currentUser: rita,
      isAdmin: true,
      isLoading: false,
      message: '',
      user: session,
      token: session.access,
    });
    expect(state.blog).toMatchObject({ isLoading: false, message: '' });
  });

  it('drops a stored profile whose session is gone', async () => {
    writeRoot({ auth: { currentUser: rita, isAdmin: true }, _persist: { version: 1 } });
    const { store, persistor } = makeStore();
    await bootstrapped((await persistor)!);
    expect(store.getState().auth).toMatchObject({ user: null, currentUser: null, isAdmin: false });
  });

  it('drops a stored profile of the wrong shape', async () => {
    localStorage.setItem('user', JSON.stringify(session));
    writeRoot({
      auth: { currentUser: { name: 'Rita' }, isAdmin: 'yes' },
      _persist: { version: 1 },
    });
    const { store, persistor } = makeStore();
    await bootstrapped((await persistor)!);
    expect(store.getState().auth).toMatchObject({ currentUser: null, isAdmin: false });
  });

  it.each([
    ['not JSON at all', '{broken'],
    ['a slice that is not JSON', JSON.stringify({ auth: '{broken', _persist: '{"version":1}' })],
    ['null', 'null'],
  ])('starts clean and shows the site when persist:root is %s', async (_case, value) => {
    localStorage.setItem('persist:root', value);
    const { store, persistor } = makeStore();
    await persistor;
    const router = createAppRouter(store, config);
    render(<App store={store} config={config} router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ }),
    ).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ currentUser: null, isLoading: false });
  });

  it('ignores a corrupted `user` session', async () => {
    localStorage.setItem('user', '{"access": 5');
    const { store, persistor } = makeStore();
    await bootstrapped((await persistor)!);
    expect(store.getState().auth).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('migrates a state stored before versioning to version 1', async () => {
    localStorage.setItem('user', JSON.stringify(session));
    writeRoot({ auth: { currentUser: rita, isAdmin: false } });
    const { store, persistor } = makeStore();
    await bootstrapped((await persistor)!);
    expect(store.getState().auth.currentUser).toEqual(rita);
    await (await persistor)!.flush();
    expect(storedRoot()._persist).toMatchObject({ version: 1 });
  });

  it('gives up restoring after 5000 ms and starts with a clean state', async () => {
    vi.useFakeTimers();
    const neverAnswers = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: () => Promise.resolve(),
      removeItem: () => Promise.resolve(),
    };
    const reducer = combineReducers({ auth: () => initialAuthState() });
    const store = configureStore({
      reducer: persistReducer(
        { ...makePersistConfig<ReturnType<typeof reducer>>(() => true), storage: neverAnswers },
        reducer,
      ),
      middleware: (getDefault) => getDefault({ serializableCheck: false }),
    });
    const persistor = persistStore(store);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await vi.advanceTimersByTimeAsync(4999);
    expect(persistor.getState().bootstrapped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(persistor.getState().bootstrapped).toBe(true);
    consoleError.mockRestore();
  });
});
