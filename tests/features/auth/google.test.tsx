import { act, screen, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, readConfig, type AppConfig } from '../../../src/config';
import type { IdentityProvider, ProviderUser } from '../../../src/lib/identity';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../utils';
import { recordRequests, requestsTo } from './helpers';

// The one seam faked in unit tests: Firebase's popup (the end-to-end tests use its emulator).
const popup = vi.hoisted(() => ({
  signIn: (): Promise<unknown> => Promise.reject(new Error('not set')),
  calledDuringClick: [] as boolean[],
}));
vi.mock(import('../../../src/lib/firebase'), () => ({
  loadGoogleProvider: (): Promise<IdentityProvider> =>
    Promise.resolve({
      signIn: () => {
        popup.calledDuringClick.push(inClick);
        return popup.signIn() as Promise<ProviderUser>;
      },
      signOut: () => Promise.resolve(),
    }),
}));

let inClick = false;
const markClick = () => {
  inClick = true;
  queueMicrotask(() => {
    inClick = false;
  });
};

const firebaseConfig: AppConfig = readConfig({
  DEV: true,
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'negril-life.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-negril',
  VITE_FIREBASE_APP_ID: 'app',
});

/** What the Firebase SDK rejects with: an Error carrying the auth code. */
function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

const kemar: ProviderUser = {
  uid: 'g-123',
  email: 'kemar@example.com',
  displayName: 'Kemar Anthony Brown',
  photoURL: null,
  providerId: 'google.com',
};

async function continueWithGoogle(appConfig: AppConfig = firebaseConfig) {
  const view = renderApp({ route: '/login', config: appConfig });
  const button = await screen.findByRole('button', { name: 'Continue with Google' });
  await vi.waitFor(() => {
    expect(button).toBeEnabled();
  });
  await view.user.click(button);
  return view;
}

describe('Google sign-in through the provider’s popup', () => {
  beforeEach(() => {
    popup.calledDuringClick = [];
    document.addEventListener('click', markClick, true);
  });
  afterEach(() => {
    document.removeEventListener('click', markClick, true);
  });

  it('opens the popup within the click, registers a new account once, and signs in', async () => {
    popup.signIn = () => Promise.resolve(kemar);
    const seen = recordRequests();
    const first = await continueWithGoogle();
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(popup.calledDuringClick).toEqual([true]);
    expect(screen.getByText('Kemar Anthony Brown')).toBeInTheDocument();
    expect(screen.getByText('Google')).toBeInTheDocument();

    const registrations = requestsTo(seen, '/v1/auth/users/');
    expect(registrations).toHaveLength(1);
    const body = registrations[0]?.body as Record<string, string>;
    expect(body).toMatchObject({
      email: 'kemar@example.com',
      username: 'kemar@example.com',
      first_name: 'Kemar',
      last_name: 'Anthony Brown',
    });
    expect(body.password).toEqual(body.re_password);
    expect(body.password?.length).toBeGreaterThanOrEqual(20);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(kemar);
    first.unmount();

    await continueWithGoogle();
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(requestsTo(seen, '/users/all', 'GET')).toHaveLength(2);
    expect(requestsTo(seen, '/v1/auth/users/')).toHaveLength(1);
  });

  it('gives the account the configured default password when there is one', async () => {
    popup.signIn = () => Promise.resolve(kemar);
    const seen = recordRequests();
    await continueWithGoogle({ ...firebaseConfig, federatedDefaultPassword: 'Shared-Pass-2026' });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(requestsTo(seen, '/v1/auth/users/')[0]?.body).toMatchObject({
      password: 'Shared-Pass-2026',
      re_password: 'Shared-Pass-2026',
    });
  });

  it('treats a closed popup as a quiet cancel', async () => {
    popup.signIn = () => Promise.reject(firebaseError('auth/popup-closed-by-user'));
    await continueWithGoogle();
    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    [
      'a blocked popup',
      'auth/popup-blocked',
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
    ],
    ['a provider error', 'auth/internal-error', 'Google sign-in failed. Please try again.'],
  ])('says so plainly on %s', async (_case, code, message) => {
    popup.signIn = () => Promise.reject(firebaseError(code));
    await continueWithGoogle();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says so when the account cannot be registered, and stays signed out', async () => {
    popup.signIn = () => Promise.resolve({ ...kemar, displayName: 'Kemar' });
    server.use(
      mockHttp.post('/api/v1/auth/users/', () =>
        HttpResponse.json({ last_name: ['This field may not be blank.'] }, { status: 400 }),
      ),
    );
    const { store } = await continueWithGoogle();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account could not be created on our site: This field may not be blank.',
    );
    expect(store.getState().auth.user).toBeNull();
  });

  it('says so when the server cannot be reached for the list of accounts, and registers nothing', async () => {
    popup.signIn = () => Promise.resolve(kemar);
    server.use(mockHttp.get('/api/users/all', () => HttpResponse.error()));
    const seen = recordRequests();
    const { store } = await continueWithGoogle();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(requestsTo(seen, '/v1/auth/users/')).toHaveLength(0);
    expect(store.getState().auth.user).toBeNull();
  });

  it('suggests the browser inside Instagram’s in-app browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Instagram 300.0',
    );
    renderApp({ route: '/login', config: firebaseConfig });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Google sign-in does not work inside Instagram’s or Facebook’s built-in browser.',
    );
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});

describe('Google sign-in in the demo', () => {
  it('uses a labelled stand-in for Google and runs the same flow', async () => {
    const seen = recordRequests();
    const { user } = renderApp({ route: '/login', config });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo Google sign-in' });
    await user.type(within(dialog).getByLabelText('Name'), 'Shanice Walters');
    await user.type(within(dialog).getByLabelText('Email'), 'shanice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(screen.getByText('Shanice Walters')).toBeInTheDocument();
    expect(requestsTo(seen, '/v1/auth/users/')[0]?.body).toMatchObject({
      email: 'shanice@example.com',
      first_name: 'Shanice',
      last_name: 'Walters',
    });
  });

  it('cancels quietly when the stand-in is closed with Escape', async () => {
    const { user } = renderApp({ route: '/login', config });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Demo Google sign-in' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => {
      expect(button).toHaveFocus();
    });
  });

  it('lets go of the sign-in when the visitor leaves with the stand-in open', async () => {
    const seen = recordRequests();
    const { user, router } = renderApp({ route: '/login', config });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await screen.findByRole('dialog', { name: 'Demo Google sign-in' });
    await act(() => router.navigate('/blog'));
    await act(() => router.navigate('/login'));
    // The email sign-in is not held up by the Google sign-in left behind.
    await user.type(await screen.findByLabelText('Email'), 'reader@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(requestsTo(seen, '/v1/auth/jwt/create/')).toHaveLength(1);
  });

  it('says which variables to set where neither Firebase nor the demo is there', async () => {
    renderApp({ route: '/login', config: { ...config, demo: false } });
    expect(
      await screen.findByText(
        'Google sign-in is not configured: set VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_APP_ID.',
      ),
    ).toBeInTheDocument();
  });
});
