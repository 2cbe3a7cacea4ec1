import {
  createMigrate,
  createTransform,
  persistReducer,
  persistStore,
  type MigrationManifest,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import type { Reducer, Store } from '@reduxjs/toolkit';
import { parseAccount } from '../../lib/identity/account';
import {
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  PERSIST_VERSION,
  persistStorage,
} from '../../lib/browser/storage';
import { isRecord } from '../../lib/records';

/**
 * The profile kept across visits (`persist:root`, src/app/store/persistence.ts says what the browser
 * keeps): redux-persist's reducer, configuration and start. A chunk of its own, fetched by the
 * store when it starts keeping the profile (src/app/store/store.ts): at start on a page the app draws
 * itself, once the page is hydrated on a painted one. No page needs it before its first render.
 * It imports only redux-persist and the shell's small shared modules (the `core` chunk,
 * vite.config.ts): anything else it shared with the shell would be split into chunks of its own.
 */

type Sanitiser = (stored: Record<string, unknown>) => Record<string, unknown>;

const SANITISERS: Record<string, Sanitiser> = {
  auth: (stored) => {
    const restored: Record<string, unknown> = {};
    const currentUser = parseAccount(stored.currentUser);
    if (currentUser) restored.currentUser = currentUser;
    if (typeof stored.isAdmin === 'boolean') restored.isAdmin = stored.isAdmin;
    return restored;
  },
};

const PERSISTED_FIELDS: Record<string, string[]> = {
  auth: ['currentUser', 'isAdmin'],
};

function pick(value: unknown, fields: string[]): Record<string, unknown> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(fields.filter((field) => field in value).map((f) => [f, value[f]]));
}

const onlyWhatIsKept = createTransform<unknown, unknown>(
  // redux-persist passes its own `_persist` bookkeeping (the version) through transforms too.
  (state, key) => (key === '_persist' ? state : pick(state, PERSISTED_FIELDS[String(key)] ?? [])),
  (stored, key) => {
    if (key === '_persist') return stored;
    const sanitise = SANITISERS[String(key)];
    // Foreign or outdated keys in storage are ignored rather than merged into the store.
    return sanitise && isRecord(stored) ? sanitise(stored) : {};
  },
);

/**
 * One entry per version of the persisted shape. Version 1 is the first; when a persisted shape
 * changes, add `2: (state) => ...` and bump PERSIST_VERSION, so returning visitors are migrated
 * instead of restored into a shape the code no longer expects.
 */
export const migrations: MigrationManifest = {
  1: (state) => state,
};

/** Whether the state being restored into has a session (the store's `isSignedIn` of its user). */
type SignedIn<S> = (state: S) => boolean;

/**
 * Merges what was kept into the state, except a profile without the session it belongs to
 * (signed out in another tab, the `user` key cleared): the session is restored first, from its
 * own key, so the state being restored into says whether there is one.
 */
function reconcileWith<S extends object>(signedIn: SignedIn<S>) {
  return (inbound: S, original: S, reduced: S, config: PersistConfig<S>): S => {
    const kept = signedIn(reduced) ? inbound : { ...inbound, auth: {} };
    return autoMergeLevel2(kept, original, reduced, config);
  };
}

export function makePersistConfig<S extends object>(signedIn: SignedIn<S>): PersistConfig<S> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    timeout: PERSIST_TIMEOUT_MS,
    storage: persistStorage,
    whitelist: Object.keys(PERSISTED_FIELDS),
    stateReconciler: reconcileWith(signedIn),
    transforms: [onlyWhatIsKept],
    migrate: createMigrate(migrations, { debug: false }),
  };
}

/**
 * Puts the persisted reducer in place of the store's own (which it wraps: the state is the same
 * but for redux-persist's `_persist`) and restores the stored profile. Resolves with the
 * persistor once the profile is restored (or found absent, or the storage timed out).
 */
export function persistProfile<S extends object>(
  store: Store<S>,
  reducer: Reducer<S>,
  signedIn: SignedIn<S>,
): Promise<Persistor> {
  store.replaceReducer(
    persistReducer(makePersistConfig<S>(signedIn), reducer) as unknown as Reducer<S>,
  );
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => {
      resolve(persistor);
    });
  });
}
