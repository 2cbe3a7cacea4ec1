import { demoIdToken, type ProviderUser } from '../../../../src/lib/identity/provider';

/**
 * A stand-in for Firebase's SDK (`firebase/app` and `firebase/auth`): the one seam of the Google
 * sign-in the unit tests fake, since the real popup needs Google (the end-to-end tests use the
 * Auth emulator). A test file mocks both modules with these:
 *
 *   vi.mock('firebase/app', () => import('./firebase-sdk').then((sdk) => sdk.appModule));
 *   vi.mock('firebase/auth', () => import('./firebase-sdk').then((sdk) => sdk.authModule));
 *
 * It records when the SDK is started and whether the popup was opened within a click.
 */

export interface FakeGoogleUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  providerData: { providerId: string }[];
  getIdToken: () => Promise<string>;
}

export const sdk = {
  /** The SDK's starts, in order: `initializeApp`, `initializeAuth`. */
  started: [] as string[],
  /** Whether each popup was opened within a click (a popup opened later is blocked). */
  popupsDuringClick: [] as boolean[],
  /** What the popup resolves with (or rejects with), set by each test. */
  popup: (): Promise<FakeGoogleUser> => Promise.reject(new Error('The test set no popup answer')),
  apps: [] as object[],
  inClick: false,
};

const markClick = () => {
  sdk.inClick = true;
  queueMicrotask(() => {
    sdk.inClick = false;
  });
};

/** A fresh SDK for each test, which also notes when a click is under way. */
export function resetSdk(): () => void {
  sdk.started = [];
  sdk.popupsDuringClick = [];
  sdk.apps = [];
  sdk.popup = () => Promise.reject(new Error('The test set no popup answer'));
  document.addEventListener('click', markClick, true);
  return () => {
    document.removeEventListener('click', markClick, true);
  };
}

/** Google's user after the popup, whose ID token is the demo's stand-in unless one is given. */
export function googleUser(user: ProviderUser, idToken = demoIdToken(user)): FakeGoogleUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerData: [{ providerId: user.providerId }],
    getIdToken: () => Promise.resolve(idToken),
  };
}

/** What the SDK rejects with: an Error carrying the auth code. */
export function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

export const appModule = {
  getApps: () => sdk.apps,
  initializeApp: (options: object) => {
    sdk.started.push('initializeApp');
    const app = { options };
    sdk.apps.push(app);
    return app;
  },
};

export const authModule = {
  GoogleAuthProvider: class {
    setCustomParameters(): void {
      // The account chooser's prompt: nothing to fake.
    }
  },
  browserPopupRedirectResolver: {},
  inMemoryPersistence: {},
  connectAuthEmulator: () => undefined,
  initializeAuth: () => {
    sdk.started.push('initializeAuth');
    return {};
  },
  signInWithPopup: () => {
    sdk.popupsDuringClick.push(sdk.inClick);
    return sdk.popup().then((user) => ({ user }));
  },
  signOut: () => Promise.resolve(),
};
