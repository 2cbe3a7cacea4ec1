import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useConfig } from '../../../components/ConfigProvider';
import {
  isInAppBrowser,
  type IdentityProvider,
  type ProviderSignIn,
} from '../../../lib/identity/provider';
import { once } from '../../../lib/once';

const DemoProviderDialog = __DEMO__ ? lazy(() => import('./DemoProviderDialog')) : null;

/** The Firebase chunk, fetched when the hook's screen needs it (the same chunk as the sign-in's). */
const loadFirebaseModule = once(() => import('../../../lib/identity/firebase'));

type Pending = { resolve: (signedIn: ProviderSignIn) => void; reject: (error: unknown) => void };

const CLOSED = { code: 'auth/popup-closed-by-user' };

/**
 * A fresh Google sign-in to confirm something (deleting an account made through Google): the
 * Firebase popup where Firebase is configured (its code fetched when `active` turns true, the SDK
 * started on intent, the popup opened within the click), the demo's labelled stand-in in the
 * demo. `provider` is null where neither can be used (not configured, an in-app browser, the
 * code not loaded); `standIn` is the demo's dialog, to render while it asks.
 */
export function useGoogleConfirm(active: boolean): {
  provider: IdentityProvider | null;
  standIn: ReactNode;
} {
  const config = useConfig();
  const firebase = config.firebase;
  const inAppBrowser = typeof navigator !== 'undefined' && isInAppBrowser(navigator.userAgent);
  const useDemo = !firebase.configured && config.demo && DemoProviderDialog !== null;
  const [loaded, setLoaded] = useState<IdentityProvider | null>(null);
  const [demoRequest, setDemoRequest] = useState<Pending | null>(null);
  const pendingDemo = useRef<Pending | null>(null);

  useEffect(() => {
    if (!active || !firebase.configured || inAppBrowser) return;
    let live = true;
    loadFirebaseModule()
      .then(({ googleProvider }) => {
        if (live) setLoaded(googleProvider(firebase.settings));
      })
      .catch(() => undefined);
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
    standIn:
      DemoProviderDialog && demoRequest ? (
        <Suspense fallback={null}>
          <DemoProviderDialog onFinish={finishDemo} />
        </Suspense>
      ) : null,
  };
}
