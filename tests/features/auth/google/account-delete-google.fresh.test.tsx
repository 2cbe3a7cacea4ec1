import { screen, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig, type AppConfig } from '../../../../src/config';
import { server } from '../../../../src/mocks/node';
import { READER, signedInAuth } from '../../../session';
import { renderApp } from '../../../utils';
import { firebaseError, googleUser, resetSdk, sdk } from './firebase-sdk';
import { recordRequests, requestsTo } from '../helpers';

// Firebase's SDK is the one seam faked (its popup needs Google); the rest goes to MSW.
vi.mock('firebase/app', () => import('./firebase-sdk').then((fake) => fake.appModule));
vi.mock('firebase/auth', () => import('./firebase-sdk').then((fake) => fake.authModule));

const firebaseConfig: AppConfig = readConfig({
  DEV: true,
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'negril-life.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-negril',
  VITE_FIREBASE_APP_ID: 'app',
});

const rita = {
  uid: 'g-rita',
  email: READER.email,
  displayName: 'Rita Reader',
  photoURL: null,
  providerId: 'google.com',
};

let stopSdk: () => void = () => undefined;
beforeEach(() => {
  stopSdk = resetSdk();
});
afterEach(() => {
  stopSdk();
});

async function openDialog() {
  localStorage.setItem('negrilTripDays', JSON.stringify({ v: 2, start: null, days: [] }));
  const auth = signedInAuth(READER);
  localStorage.setItem('user', JSON.stringify(auth.user));
  const view = renderApp({ route: '/account', config: firebaseConfig, preloadedState: { auth } });
  await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
  const google = await within(dialog).findByRole('button', { name: 'Confirm with Google' });
  return { ...view, dialog, google };
}

describe('Delete my account, confirmed with Google', () => {
  it('sends a fresh Google sign-in’s ID token, opened within the click, then signs out', async () => {
    sdk.popup = () => Promise.resolve(googleUser(rita, 'fresh-google-id-token'));
    server.use(
      mockHttp.post('/api/v1/auth/firebase/delete/', () => new HttpResponse(null, { status: 204 })),
    );
    const seen = recordRequests();
    const { user, google, store } = await openDialog();
    await user.click(google);
    await screen.findByRole('heading', { level: 1, name: 'Your account is deleted' });
    expect(sdk.popupsDuringClick).toEqual([true]);
    const sent = requestsTo(seen, '/v1/auth/firebase/delete/')[0];
    expect(sent?.body).toEqual({ id_token: 'fresh-google-id-token' });
    expect(sent?.authorization).toMatch(/^Bearer /);
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('negrilTripDays')).toBeNull();
  });

  it('says when the Google account is another one, and keeps the account', async () => {
    sdk.popup = () => Promise.resolve(googleUser(rita, 'other-account-token'));
    server.use(
      mockHttp.post('/api/v1/auth/firebase/delete/', () =>
        HttpResponse.json({ detail: 'Not the signed-in account.' }, { status: 403 }),
      ),
    );
    const { user, dialog, google, store } = await openDialog();
    await user.click(google);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account was not deleted. That Google account is not the one signed in here',
    );
    expect(store.getState().auth.user).not.toBeNull();
    expect(localStorage.getItem('negrilTripDays')).not.toBeNull();
  });

  it('says when Google’s token does not verify', async () => {
    sdk.popup = () => Promise.resolve(googleUser(rita, 'bad'));
    server.use(
      mockHttp.post('/api/v1/auth/firebase/delete/', () =>
        HttpResponse.json({ id_token: ['Invalid token.'] }, { status: 400 }),
      ),
    );
    const { user, dialog, google } = await openDialog();
    await user.click(google);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Google could not confirm this sign-in. Please try again.',
    );
  });

  it('stays quiet when the popup is closed', async () => {
    sdk.popup = () => Promise.reject(firebaseError('auth/popup-closed-by-user'));
    const seen = recordRequests();
    const { user, dialog, google } = await openDialog();
    await user.click(google);
    await vi.waitFor(() => {
      expect(sdk.popupsDuringClick).toHaveLength(1);
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(requestsTo(seen, '/v1/auth/firebase/delete/')).toHaveLength(0);
  });
});
