import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import type { AppConfig } from '../config';
import { paths, routeList, type RouteData, type RouteName, type RouteSpec } from '../lib/routes';
import { localizedPath } from '../lib/i18n/locales';
import { getLocale } from '../lib/i18n/runtime';
import { anyKind } from './dataKinds';
import type { RouteMeta } from '../lib/routeMeta';
import { Layout, type RouteHandle } from './Layout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';
import type { AppStore } from './store';

interface ScreenModule {
  default: React.ComponentType;
  /** What the screen needs before it can render without suspending (its sections' chunks). */
  preload?: () => Promise<void>;
  /** The page's title and description in the document's language (src/lib/routeMeta.ts). */
  meta?: () => RouteMeta;
}

/** Every screen, by its source path: each is its own chunk, fetched when its route is visited. */
const screens = import.meta.glob<ScreenModule>([
  '/src/**/screens/*Screen.tsx',
  // The error screen is part of the shell.
  '!/src/app/screens/RouteErrorScreen.tsx',
]);

function lazyScreen(spec: RouteSpec): Pick<RouteObject, 'lazy'> {
  const load = screens[`/${spec.screen}`];
  if (!load) throw new Error(`The route table names a screen that does not exist: ${spec.screen}`);
  return {
    lazy: async () => {
      const module = await load();
      await module.preload?.();
      // The words of its title come with the screen's chunk, not with every page's first load.
      const handle: RouteHandle = { meta: module.meta ?? (() => ({ title: null })) };
      return { Component: module.default, handle };
    },
  };
}

/**
 * The routes of the table. At build time (`startData: false`) the data is given, not fetched:
 * no loader runs. `holdData` (a painted page about to be hydrated) says which data a loader must
 * not start yet: what the page was painted without (shown loading) must not arrive before the
 * app has adopted the page, or the app's first render would differ from it (a list where the
 * page shows it loading). The screen asks for it itself once hydrated.
 */
export function createRoutes(
  store: AppStore,
  config: AppConfig,
  {
    startData = true,
    holdData,
  }: { startData?: boolean; holdData?: (data: RouteData) => boolean } = {},
): RouteObject[] {
  const requireSession = ({ request }: { request: Request }) => {
    if (store.getState().auth.user) return null;
    const url = new URL(request.url);
    return redirect(paths.login.getHref(`${url.pathname}${url.search}`));
  };

  // A loader runs while its route's chunk is still downloading: the screen's data is asked for
  // at once instead of after the chunk has loaded and rendered, which on a phone is the larger
  // part of the wait for the first picture. Nothing is awaited: the screen shows its own
  // loading state, and its hook sees the fetch already under way (each thunk's condition makes
  // one request of the two). Content painted into the page is kept: the screen refreshes it.
  // Each kind of data starts as src/app/dataKinds.ts says.
  const route = (spec: RouteSpec & { name: RouteName }): RouteObject => {
    const needs = startData ? (spec.needs ?? []) : [];
    return {
      // Each route in the document's language: `/es/blog` on a Spanish page.
      path: localizedPath(spec.path, getLocale()),
      ...lazyScreen(spec),
      ...(spec.signedIn ? { loader: requireSession } : {}),
      ...(needs.length > 0
        ? {
            loader: () => {
              for (const data of needs) if (!holdData?.(data)) anyKind[data].start(store, config);
              return null;
            },
            // Entered once: a new search (a tag click) is a plain navigation, not a new fetch.
            shouldRevalidate: () => false,
          }
        : {}),
    };
  };

  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Spinner />,
      children: routeList.map(route),
    },
  ];
}

export function createAppRouter(
  store: AppStore,
  config: AppConfig,
  options: { holdData?: (data: RouteData) => boolean } = {},
) {
  return createBrowserRouter(createRoutes(store, config, options));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
