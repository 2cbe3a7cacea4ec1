import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useConfig } from '../../../components/ConfigProvider';
import {
  isInAppBrowser,
  type IdentityProvider,
  type ProviderSignIn,
} from '../../../lib/identity/provider';
import { once } from '../../../lib/once';

const DemoProviderDialog = __DEMO__ ? lazy(() => import('./DemoProviderDialog')) : null;

/**
 * The Firebase chunk (the SDK's code with it), fetched once per page when a screen that offers
 * Google first opens; the SDK starts only on the visitor's intent (`prepare`).
 */
const loadFirebaseModule = once(() => import('../../../lib/identity/firebase'));

type Pending = { resolve: (signedIn: ProviderSignIn) => void; reject: (error: unknown) => void };

const CLOSED = { code: 'auth/popup-closed-by-user' };

/**
 * Google as an identity provider, for "Continue with Google" and for a fresh sign-in that
 * confirms something (deleting an account made through Google): the Firebase popup where
 * Firebase is configured (its code fetched when `active` turns true, the SDK started on intent,
 * the popup opened within the click), the demo's labelled stand-in in the demo. `provider` is
 * null where neither can be used (not configured, an in-app browser, the code not loaded or
 * `loadFailed`); `standIn` is the demo's dialog, to render while it asks. Leaving the screen
 * with the stand-in open is a closed popup: the sign-in settles, and what it holds up is free.
 */
export function useGoogleProvider(active: boolean): {
  provider: IdentityProvider | null;
  standIn: ReactNode;
  loadFailed: boolean;
  inAppBrowser: boolean;
  /** Neither Firebase nor the demo's stand-in: Google cannot be offered here (Firebase is not configured). */
  unavailable: boolean;
} {
  const config = useConfig();
  const firebase = config.firebase;
  const inAppBrowser = typeof navigator !== 'undefined' && isInAppBrowser(navigator.userAgent);
  const useDemo = !firebase.configured && config.demo && DemoProviderDialog !== null;
  const [loaded, setLoaded] = useState<IdentityProvider | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [demoRequest, setDemoRequest] = useState<Pending | null>(null);
  const pendingDemo = useRef<Pending | null>(null);

  useEffect(() => {
    if (!active || !firebase.configured || inAppBrowser) return;
    let live = true;
    loadFirebaseModule()
      .then(({ googleProvider }) => {
        if (live) setLoaded(googleProvider(firebase.settings));
      })
      .catch(() => {
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [active, firebase, inAppBrowser]);

  // Closing the screen with the stand-in open is a closed popup.
  useEffect(() => {
    pendingDemo.current = demoRequest;
  }, [demoRequest]);
  useEffect(
    () => () => {
      pendingDemo.current?.reject(CLOSED);
    },
    [],
  );

  const demoProvider: IdentityProvider = {
    prepare: () => undefined,
    signIn: () =>
      new Promise<ProviderSignIn>((resolve, reject) => {
        setDemoRequest({ resolve, reject });
      }),
    signOut: () => Promise.resolve(),
  };
  const finishDemo = (outcome: ProviderSignIn | null) => {
    const request = demoRequest;
    setDemoRequest(null);
    if (!request) return;
    if (outcome) request.resolve(outcome);
    else request.reject(CLOSED);
  };

  return {
    provider: inAppBrowser ? null : useDemo ? demoProvider : loaded,
    loadFailed,
    inAppBrowser,
    unavailable: !firebase.configured && !useDemo,
    standIn:
      DemoProviderDialog && demoRequest ? (
        <Suspense fallback={null}>
          <DemoProviderDialog onFinish={finishDemo} />
        </Suspense>
      ) : null,
  };
}
