import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { ConfigProvider } from '../components/ConfigProvider';
import type { AppConfig } from '../config';
import { createAppRouter, type AppRouter } from './router';
import type { AppStore } from './store';

export function App({
  store,
  persistor,
  config,
  router: initialRouter,
}: {
  store: AppStore;
  /** Null for a store built without persistence (tests). */
  persistor: Persistor | null;
  config: AppConfig;
  /** A router made before the first render (main.tsx, to wait for the first route). */
  router?: AppRouter;
}) {
  const [router] = useState(() => initialRouter ?? createAppRouter(store, config));
  // Restored already (main.tsx waits for it under a page painted at build time): no gate, whose
  // first render of nothing would blank that page and redo the whole render in one long task.
  const [gated] = useState(() => persistor !== null && !persistor.getState().bootstrapped);
  return (
    <ConfigProvider config={config}>
      <Provider store={store}>
        {persistor && gated ? (
          <PersistGate persistor={persistor} loading={null}>
            <RouterProvider router={router} />
          </PersistGate>
        ) : (
          <RouterProvider router={router} />
        )}
      </Provider>
    </ConfigProvider>
  );
}
