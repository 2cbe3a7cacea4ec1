import {
  createMigrate,
  createTransform,
  persistReducer,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import type { ListenerMiddlewareInstance, Reducer } from '@reduxjs/toolkit';
import { parseAccount } from '../lib/identity/account';
import { PERSIST_KEY, persistStorage } from '../lib/browser/storage';
import { isRecord } from '../lib/records';
import { isSignedIn, keepSessionStored, type AuthState } from '../features/auth';
import { keepGuideWordStored, keepTripStored, type NegrilState } from '../features/negril';

/**
 * What of the store this browser keeps, and where, in one place:
 *
 * - `user`: the session (its tokens, or Google's user), written by `keepSessionStored`
 *   (src/features/auth/session.ts);
 * - `negrilPassword`: the guide word, written by `keepGuideWordStored` (src/features/negril);
 * - `negrilTripDays`: the trip in days ("My trip"), written by `keepTripStored` and read by the guide
 *   when it opens (src/features/negril);
 * - `persist:root`: the signed-in user's profile and admin flag, written by redux-persist as
 *   configured below;
 * - `language` and `languageNoteDismissed`: the language the visitor picked, and the note "this
 *   page is also in …" closed, declared in src/app/language.ts (which writes the choice) and
 *   read by the note (src/app/LanguageNote.tsx, which writes its dismissal); outside the store,
 *   since a document's language never changes while it is open. Beside them, in
 *   sessionStorage, `languageSwitchScroll`: the scroll position the switcher carries to the
 *   other language's page (src/app/languageScroll.ts reads it back).
 *
 * Each feature owns its key's format and reads it for its initial state; the listeners write it
 * whatever action changed the state. The profile goes through redux-persist (key `root`, version
 * 1, restore time-out 5000 ms) so the header shows the account at once on a return visit.
 * Loading flags and messages are never kept; content is not kept either: the CMS is its source
 * and the social graph's media URLs expire. Every key the site keeps, for the privacy page:
 * src/app/storedKeys.ts.
 */
export { PERSIST_KEY };
export { LANGUAGE_KEY, LANGUAGE_NOTE_KEY, LANGUAGE_SCROLL_KEY } from './language';
export const PERSIST_VERSION = 1;
export const PERSIST_TIMEOUT_MS = 5000;

/** The state the listeners keep: the session and the guide's word and trip. */
type KeptState = { auth: AuthState; negril: NegrilState };

/** Registers the writers of `user`, `negrilPassword` and `negrilTripDays` on the store's listeners. */
export function keepStored<S extends KeptState>(listeners: ListenerMiddlewareInstance<S>): void {
  listeners.startListening(keepSessionStored);
  listeners.startListening(keepGuideWordStored);
  listeners.startListening(keepTripStored);
}

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
