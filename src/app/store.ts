import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { setBearerToken, setSessionRefresher } from '../lib/http';
import { readText, removeItem, writeText } from '../lib/storage';
import {
  authReducer,
  initialAuthState,
  readStoredUser,
  refreshSession,
  storedUserRestored,
  writeStoredUser,
} from '../features/auth';
import { blogReducer } from '../features/blog';
import { feedReducer } from '../features/feed';
import {
  GUIDE_WORD_KEY,
  initialNegrilState,
  negrilReducer,
  setNegrilPassword,
} from '../features/negril';
import { pressReducer } from '../features/press';
import { usersReducer } from '../features/users';
import { persisted } from './persist';

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
 * Builds a store; each test builds its own. `persist: false` neither restores nor writes the
 * persisted state (tests of screens); the app passes true.
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
    ? { auth: initialAuthState(null), negril: initialNegrilState(''), ...options.preloadedState }
    : options.preloadedState;
  const store = configureStore({
    // Without persistStore (tests of screens) the persisted reducer only passes actions through.
    reducer: persistedRootReducer,
    preloadedState: preloadedState as PersistedRootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  syncOutside(store);
  // The HTTP client refreshes the session through the store, so the slice records the outcome.
  setSessionRefresher(() => store.dispatch(refreshSession()).unwrap());
  /** What this browser keeps for the visitor: the session, the guide word, then the profile. */
  const restore = () => {
    store.dispatch(storedUserRestored(readStoredUser()));
    store.dispatch(setNegrilPassword(readText(GUIDE_WORD_KEY) ?? ''));
    return persist ? persistStore(store) : null;
  };
  const persistor = persist && !painted ? persistStore(store) : null;
  return { store, persistor, restore };
}

type AppStoreShape = { getState: () => RootState; subscribe: (listener: () => void) => unknown };

/**
 * The store is the source of truth; these keep what lives outside it in step: the bearer token
 * of the one HTTP client, and the specification's two storage keys.
 */
function syncOutside(store: AppStoreShape): void {
  let previous: RootState | undefined;
  const sync = () => {
    const state = store.getState();
    if (previous?.auth.token !== state.auth.token) setBearerToken(state.auth.token);
    if (previous && previous.auth.user !== state.auth.user) writeStoredUser(state.auth.user);
    if (previous && previous.negril.negrilPassword !== state.negril.negrilPassword) {
      const word = state.negril.negrilPassword;
      if (word) writeText(GUIDE_WORD_KEY, word);
      else removeItem(GUIDE_WORD_KEY);
    }
    previous = state;
  };
  sync();
  store.subscribe(sync);
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
