import { Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { ConfigProvider } from '../components/ConfigProvider';
import { Spinner } from '../components/status/Spinner';
import type { AppConfig } from '../config';
import { AppRoutes, type AppRouter } from './router';
import type { AppStore } from './store/store';

export function App({
  store,
  config,
  router,
  onHydrated,
}: {
  store: AppStore;
  config: AppConfig;
  /** Made before the first render (src/start.tsx, to wait for the first route's code). */
  router: AppRouter;
  /**
   * Called once the painted page the app adopted is hydrated (src/start.tsx). Without it the app
   * renders on its own, with a spinner until the first route's screen is here; a painted page
   * is hydrated only once it is, so nothing there can suspend (and the tree is the painter's).
   */
  onHydrated?: () => void;
}) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  const routes = <AppRoutes router={router} />;
  return (
    <ConfigProvider config={config}>
      <Provider store={store}>
        {onHydrated ? routes : <Suspense fallback={<Spinner />}>{routes}</Suspense>}
      </Provider>
    </ConfigProvider>
  );
}
