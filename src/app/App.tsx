import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ConfigProvider } from '../components/ConfigProvider';
import type { AppConfig } from '../config';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({
  store,
  config,
  router,
  onHydrated,
}: {
  store: AppStore;
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
      <Provider store={store}>{routes}</Provider>
    </ConfigProvider>
  );
}
