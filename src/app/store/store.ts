import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { connectSession } from '../../lib/http/http';
import { createChangeListeners } from '../../lib/redux/changeListeners';
import { forgetSignedInCaches } from '../../lib/browser/cacheNames';
import {
  authReducer,
  followOtherTabs,
  initialAuthState,
  isSignedIn,
  readStoredUser,
  refreshSession,
  revokeWhatOnlyThisTabHeld,
  storedUserChanged,
  storedUserRestored,
} from '../../features/auth';
import { blogReducer } from '../../features/blog';
import { feedReducer } from '../../features/feed';
import {
  initialGuideState,
  guideReducer,
  readStoredGuide,
  storedGuideRestored,
} from '../../features/guide';
import { forgetAccountTrip, tripForgotten, tripReducer } from '../../features/trip';
import { pressReducer } from '../../features/press';
import { usersReducer } from '../../features/users';
import { keepStored } from './persistence';

export const rootReducer = combineReducers({
  auth: authReducer,
  users: usersReducer,
  negril: guideReducer,
  trip: tripReducer,
  blog: blogReducer,
  press: pressReducer,
  feed: feedReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** redux-persist's own actions, which carry functions (register, rehydrate callbacks). */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map(
  (name) => `persist/${name}`,
);

/**
 * Builds a store; each test builds its own. What the browser keeps of it, and which code writes
 * each key, is declared in src/app/store/persistence.ts. The HTTP client reads the session's token
 * from the store. `persist: false` neither restores nor writes the persisted state (tests of
 * screens); the app passes true. The profile's persistence (redux-persist) is a chunk of its own
 * (src/app/store/persistProfile.ts), fetched when the store starts keeping it: `persistor` (and
 * `restore()`'s answer) resolves once the stored profile is restored, or with null when the
 * chunk could not be fetched (the profile is then asked of the server, as on a first visit).
 *
 * `painted: true` (a page painted at build time, about to be hydrated) starts as the first-time
 * visitor the page was painted for: no stored session, guide word or profile, and no persistor.
 * The app calls `restore()` once the page is hydrated, and this visitor's own state follows.
 */
export function makeStore(
  options: { preloadedState?: Partial<RootState>; persist?: boolean; painted?: boolean } = {},
) {
  const { persist = true, painted = false } = options;
  const preloadedState = painted
    ? {
        auth: initialAuthState(null),
        negril: initialGuideState({ word: '' }),
        ...options.preloadedState,
      }
    : options.preloadedState;
  const listeners = createChangeListeners<RootState>();
  keepStored(listeners);
  // A sign-out in another tab that may not have seen the session this tab just rotated.
  listeners.startListening(revokeWhatOnlyThisTabHeld);
  // A sign-out (or a session that ended, here or in another tab) drops what the offline worker
  // kept for that visitor, and the trip this browser kept for the account.
  listeners.startListening({
    predicate: (_action, current, previous) =>
      isSignedIn(previous.auth.user) && !isSignedIn(current.auth.user),
    effect: async (_action, api) => {
      if (forgetAccountTrip()) api.dispatch(tripForgotten());
      await forgetSignedInCaches();
    },
  });
  const store = configureStore({
    // The persisted reducer wraps this one once the profile is kept (`startPersisting`).
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      }).prepend(listeners.middleware),
  });
  // The HTTP client refreshes the session through the store, so the slice records the outcome.
  connectSession({
    token: () => store.getState().auth.token,
    refresh: () => store.dispatch(refreshSession()).unwrap(),
  });
  // A sign-out, a sign-in or a rotated session in another tab reaches this one (a painted page
  // once it is this visitor's: before, it must stay as painted).
  const followSession = () => followOtherTabs((user) => store.dispatch(storedUserChanged(user)));
  if (!painted) followSession();
  const startPersisting = (): Promise<Persistor | null> =>
    import('./persistProfile')
      .then(({ persistProfile }) =>
        persistProfile(store, rootReducer, (state) => isSignedIn(state.auth.user)),
      )
      .catch((error: unknown) => {
        console.warn('The profile kept in this browser could not be restored', error);
        return null;
      });
  /** What this browser keeps for the visitor: the session, the guide's word, then the profile (the guide reads the trip when it opens). */
  const restore = () => {
    store.dispatch(storedUserRestored(readStoredUser()));
    if (painted) followSession();
    store.dispatch(storedGuideRestored(readStoredGuide()));
    return persist ? startPersisting() : null;
  };
  const persistor = persist && !painted ? startPersisting() : null;
  return { store, persistor, restore };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
