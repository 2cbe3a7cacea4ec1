import {
  createMigrate,
  createTransform,
  persistReducer,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import type { Reducer } from '@reduxjs/toolkit';
import { parseAccount } from '../lib/account';
import { persistStorage } from '../lib/storage';
import { isRecord } from '../lib/records';
import { isSignedIn, type AuthState } from '../features/auth';

/** The specification's persistence: key `root`, version 1, restore time-out 5000 ms. */
export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;
export const PERSIST_TIMEOUT_MS = 5000;

/**
 * What is restored on a return visit: the signed-in user's profile and admin flag, so the header
 * shows the account at once. Loading flags and messages are never restored. The session itself
 * lives under the specification's `user` key and the guide word under `negrilPassword`, each
 * with its own owner (the listeners `keepSessionStored` and `keepGuideWordStored`, registered in
 * src/app/store.ts). Content is not kept: the CMS is its source and the
 * social graph's media URLs expire.
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

type WithAuth = { auth: AuthState };

/**
 * Merges what was kept into the state, except a profile without the session it belongs to
 * (signed out in another tab, the `user` key cleared): the session is restored first, from its
 * own key, so the state being restored into says whether there is one.
 */
function reconcile<S extends WithAuth>(
  inbound: S,
  original: S,
  reduced: S,
  config: PersistConfig<S>,
): S {
  const kept = isSignedIn(reduced.auth.user) ? inbound : { ...inbound, auth: {} };
  return autoMergeLevel2(kept, original, reduced, config);
}

export function makePersistConfig<S extends WithAuth>(): PersistConfig<S> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    timeout: PERSIST_TIMEOUT_MS,
    storage: persistStorage,
    whitelist: Object.keys(PERSISTED_FIELDS),
    stateReconciler: reconcile,
    transforms: [onlyWhatIsKept],
    migrate: createMigrate(migrations, { debug: false }),
  };
}

export function persisted<S extends WithAuth>(reducer: Reducer<S>) {
  return persistReducer(makePersistConfig<S>(), reducer) as Reducer<S & PersistedState>;
}
