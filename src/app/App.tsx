import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { ConfigProvider } from '../components/ConfigProvider';
import type { AppConfig } from '../config';
import { createAppRouter } from './router';
import type { AppStore } from './store';

export function App({
  store,
  persistor,
  config,
}: {
  store: AppStore;
  /** Null for a store built without persistence (tests). */
  persistor: Persistor | null;
  config: AppConfig;
}) {
  const [router] = useState(() => createAppRouter(store, config));
  return (
    <ConfigProvider config={config}>
      <Provider store={store}>
        {persistor ? (
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
