import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { ConfigProvider } from '../components/ConfigProvider';
import type { AppConfig } from '../config';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({
  store,
  persistor,
  config,
  router,
  onHydrated,
}: {
  store: AppStore;
  /** Null for a store without persistence (tests), or one restored after hydration. */
  persistor: Persistor | null;
  config: AppConfig;
  /** Made before the first render (main.tsx, to wait for the first route's code). */
  router: AppRouter;
  /** Called once the painted page the app adopted is hydrated (main.tsx). */
  onHydrated?: () => void;
}) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  const routes = <RouterProvider router={router} />;
  return (
    <ConfigProvider config={config}>
      <Provider store={store}>
        {persistor ? (
          <PersistGate persistor={persistor} loading={null}>
            {routes}
          </PersistGate>
        ) : (
          routes
        )}
      </Provider>
    </ConfigProvider>
  );
}
