import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { FirebaseSettings } from '../../config';
import type { IdentityProvider, ProviderSignIn } from './provider';

/**
 * Google sign-in through Firebase Auth. This module (and the SDK with it: its imports are static
 * so the bundler keeps only what is named here) is fetched when the sign-in screen opens, so
 * that the click can open the popup at once (Safari blocks a popup opened after an await).
 *
 * Fetching the code reaches only this site. Starting the SDK may reach Google (on phones and in
 * Safari it loads Google's helper frame at once), so it waits for the visitor's intent: the
 * pointer on "Continue with Google", its focus, or the click itself. Both starts are synchronous,
 * so even a click with no intent before it opens the popup within the click. The SDK keeps
 * nothing: the site keeps its own session.
 */

interface Started {
  auth: Auth;
  provider: GoogleAuthProvider;
}

/** Once per page, however often the sign-in screen opens: the SDK refuses a second start. */
const startedApps = new WeakMap<FirebaseApp, Started>();

function start(settings: FirebaseSettings): Started {
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: settings.apiKey,
      authDomain: settings.authDomain,
      projectId: settings.projectId,
      appId: settings.appId,
    });
  const known = startedApps.get(app);
  if (known) return known;
  const auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (settings.emulatorUrl)
    connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const started = { auth, provider };
  startedApps.set(app, started);
  return started;
}

/** The provider, not started yet: nothing reaches Google until `prepare` or `signIn`. */
export function googleProvider(settings: FirebaseSettings): IdentityProvider {
  let started: Started | null = null;
  const startOnce = () => (started ??= start(settings));
  return {
    prepare() {
      startOnce();
    },
    signIn(): Promise<ProviderSignIn> {
      const { auth, provider } = startOnce();
      // Called before any await: the popup opens within the click.
      return signInWithPopup(auth, provider).then(async ({ user }) => ({
        user: {
          uid: user.uid,
          email: user.email ?? '',
          displayName: user.displayName ?? '',
          photoURL: user.photoURL,
          providerId: user.providerData[0]?.providerId ?? 'google.com',
        },
        idToken: await user.getIdToken(),
      }));
    },
    signOut: () => (started ? signOut(started.auth) : Promise.resolve()),
  };
}
