import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { connectSession } from '../lib/http/http';
import { forgetSignedInCaches } from '../lib/browser/cacheNames';
import {
  authReducer,
  followOtherTabs,
  initialAuthState,
  isSignedIn,
  readStoredUser,
  refreshSession,
  storedUserChanged,
  storedUserRestored,
} from '../features/auth';
import { blogReducer } from '../features/blog';
import { feedReducer } from '../features/feed';
import {
  initialNegrilState,
  negrilReducer,
  readStoredGuide,
  storedGuideRestored,
} from '../features/negril';
import { pressReducer } from '../features/press';
import { usersReducer } from '../features/users';
import { keepStored, persisted } from './persistence';

export const rootReducer = combineReducers({
  auth: authReducer,
  users: usersReducer,
  negril: negrilReducer,
  blog: blogReducer,
  press: pressReducer,
  feed: feedReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const persistedRootReducer = persisted(rootReducer);
type PersistedRootState = ReturnType<typeof persistedRootReducer>;

/**
 * Builds a store; each test builds its own. What the browser keeps of it, and which code writes
 * each key, is declared in src/app/persistence.ts. The HTTP client reads the session's token
 * from the store. `persist: false` neither restores nor writes the persisted state (tests of
 * screens); the app passes true.
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
        negril: initialNegrilState({ word: '' }),
        ...options.preloadedState,
      }
    : options.preloadedState;
  const listeners = createListenerMiddleware<RootState>();
  keepStored(listeners);
  // A sign-out (or a session that ended) drops what the offline worker kept for that visitor.
  listeners.startListening({
    predicate: (_action, current, previous) =>
      isSignedIn(previous.auth.user) && !isSignedIn(current.auth.user),
    effect: async () => {
      await forgetSignedInCaches();
    },
  });
  const store = configureStore({
    // Without persistStore (tests of screens) the persisted reducer only passes actions through.
    reducer: persistedRootReducer,
    preloadedState: preloadedState as PersistedRootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
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
  /** What this browser keeps for the visitor: the session, the guide's word, then the profile (the guide reads the trip when it opens). */
  const restore = () => {
    store.dispatch(storedUserRestored(readStoredUser()));
    if (painted) followSession();
    store.dispatch(storedGuideRestored(readStoredGuide()));
    return persist ? persistStore(store) : null;
  };
  const persistor = persist && !painted ? persistStore(store) : null;
  return { store, persistor, restore };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
