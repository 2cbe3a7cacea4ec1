import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { setBearerToken, setSessionRefresher } from '../lib/http';
import { removeItem, writeText } from '../lib/storage';
import { authReducer, refreshSession, writeStoredUser } from '../features/auth';
import { blogReducer } from '../features/blog';
import { feedReducer } from '../features/feed';
import { GUIDE_WORD_KEY, negrilReducer } from '../features/negril';
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
 */
export function makeStore(
  options: { preloadedState?: Partial<RootState>; persist?: boolean } = {},
) {
  const { preloadedState, persist = true } = options;
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
  const persistor = persist ? persistStore(store) : null;
  return { store, persistor };
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
