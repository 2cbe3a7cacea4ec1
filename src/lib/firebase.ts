import { getApps, initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
import type { FirebaseSettings } from '../config';
import type { IdentityProvider, ProviderUser } from './identity';
import { once } from './once';

/**
 * Google sign-in through Firebase Auth. This module (and the SDK with it: its imports are static
 * so the bundler keeps only what is named here) is fetched when the sign-in screen opens, so
 * that the click can open the popup at once (Safari blocks a popup opened after an await). The
 * SDK keeps nothing: the site stores the provider's user itself.
 */

/** The SDK is initialised once per page, however often the sign-in screen opens. */
export const loadGoogleProvider = once((settings: FirebaseSettings) =>
  Promise.resolve(settings).then(createGoogleProvider),
);

function createGoogleProvider(settings: FirebaseSettings): IdentityProvider {
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: settings.apiKey,
      authDomain: settings.authDomain,
      projectId: settings.projectId,
      appId: settings.appId,
    });
  const auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (settings.emulatorUrl)
    connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });

  return {
    async signIn(): Promise<ProviderUser> {
      const { user } = await signInWithPopup(auth, provider);
      return {
        uid: user.uid,
        email: user.email ?? '',
        displayName: user.displayName ?? '',
        photoURL: user.photoURL,
        providerId: user.providerData[0]?.providerId ?? 'google.com',
      };
    },
    signOut: () => signOut(auth),
  };
}
