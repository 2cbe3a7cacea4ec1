import { Component, lazy, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  createBrowserHistory,
  matchRoutes,
  Router,
  useRoutes,
  type Action,
  type History,
  type Location,
  type Navigator,
  type RouteObject,
  type To,
  type Update,
} from '../lib/router';
import { useRouteMeta } from '../components/usePageMeta';
import type { AppConfig } from '../config';
import { paths, routeList, type RouteData, type RouteSpec, type ScreenPath } from '../lib/routes';
import { localizedPath } from '../lib/i18n/locales';
import { getLocale } from '../lib/i18n/runtime';
import { anyKind } from './dataKinds';
import type { RouteMeta } from '../lib/routeMeta';
import { Layout } from './Layout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';
import { screenImports, type ScreenModule } from './screens';
import type { AppStore } from './store/store';

/*
 * The site's router (src/lib/router: a history, `<Router>` and `useRoutes`), with the three
 * things the site needs of a router beside it written here: each screen a chunk of its own
 * (src/app/screens.ts),
 * fetched when its route is entered and awaited before a painted page is hydrated; the route's
 * data started the moment its address is entered, while the screen's chunk downloads; and the
 * sign-in screen for a signed-in route without a session. React Router's data router (loaders,
 * lazy routes, `redirect`) did the same for 16 kB gzip more in every page's first load, and its
 * declarative mode, used until the site had its own router, for 12 kB more (docs/performance.md).
 */

/** Screens whose chunk (and what they preload) is here: rendered at once, never suspended. */
const loadedScreens = new Map<string, ScreenModule>();
const loadingScreens = new Map<string, Promise<ScreenModule>>();

/** Fetches a route's screen and what it preloads, once; a failed fetch is tried again next time. */
export function loadScreen(spec: RouteSpec): Promise<ScreenModule> {
  const known = loadingScreens.get(spec.screen);
  if (known) return known;
  const load = screenImports[spec.screen as ScreenPath];
  const loading = load().then(async (module) => {
    await module.preload?.();
    loadedScreens.set(spec.screen, module);
    return module;
  });
  loadingScreens.set(spec.screen, loading);
  loading.catch(() => loadingScreens.delete(spec.screen));
  return loading;
}

const noMeta = (): RouteMeta => ({ title: null });

/**
 * A screen as a route shows it: with its title and description (a layout effect, before the
 * screen's own override and the layout's page view: src/components/usePageMeta.ts).
 */
function routed({ default: Screen, meta = noMeta }: ScreenModule) {
  return function RoutedScreen() {
    // Asked at render: the title and description are the document's language.
    useRouteMeta(meta());
    return <Screen />;
  };
}

/** Each screen's component, made once: a screen is never remounted for being made anew. */
const screenComponents = new Map<string, React.ComponentType>();
/**
 * Screens whose chunk could not be fetched: their component is made anew when their route is
 * next entered, not while React renders (each render would try again, and never give up).
 */
const failedScreens = new Set<string>();

function forgetFailedScreen(spec: RouteSpec) {
  if (!failedScreens.delete(spec.screen)) return;
  screenComponents.delete(spec.screen);
}

/**
 * A route's screen: rendered at once if its chunk is here (a painted page is hydrated only once
 * it is), else lazily, suspended while it downloads (navigations are transitions, so the page
 * being left stays until it is here). A download that failed is tried again on the next visit.
 */
function screenFor(spec: RouteSpec): React.ComponentType {
  const made = screenComponents.get(spec.screen);
  if (made) return made;
  const loaded = loadedScreens.get(spec.screen);
  const Screen = loaded
    ? routed(loaded)
    : lazy(() =>
        loadScreen(spec).then(
          (module) => ({ default: routed(module) }),
          (error: unknown) => {
            failedScreens.add(spec.screen);
            throw error;
          },
        ),
      );
  screenComponents.set(spec.screen, Screen);
  return Screen;
}

function RouteScreen({ spec }: { spec: RouteSpec }) {
  const Screen = screenFor(spec);
  // Not made here: made once per screen and kept (screenFor), so it is never remounted for it.
  // eslint-disable-next-line react-hooks/static-components
  return <Screen />;
}

/** The route object's handle: the table's entry it was made from. */
const specOf = (route: RouteObject) => route.handle as RouteSpec;

/** The routes of the table, in the document's language (`/es/blog` on a Spanish page). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: routeList.map((spec) => ({
        path: localizedPath(spec.path, getLocale()),
        handle: spec,
        element: <RouteScreen spec={spec} />,
      })),
    },
  ];
}

/** The table's entry an address opens (every address opens one: the last is `*`). */
export function routeAt(routes: RouteObject[], location: Partial<Location> | string) {
  const deepest = matchRoutes(routes, location)?.at(-1);
  return deepest ? specOf(deepest.route) : null;
}

export interface AppRouter {
  /** The browser's history, or one in memory (tests). */
  readonly history: History;
  readonly routes: RouteObject[];
  /** The address shown, and how it was reached (a push, a replace, Back or Forward). */
  readonly state: { readonly location: Location; readonly historyAction: Action };
  /** Goes to an address (or back/forward by a number) and resolves once its screen is here. */
  navigate: (to: To | number, options?: { replace?: boolean; state?: unknown }) => Promise<void>;
  /** Resolves once the current address's screen is here (a painted page waits for it). */
  ready: () => Promise<void>;
  /** Told of every address entered (after any sign-in redirect); returns its unsubscribe. */
  subscribe: (listener: (update: Update) => void) => () => void;
  dispose: () => void;
}

/**
 * The router. Entering an address (the first, and every one after) starts, at once and with
 * nothing awaited, the screen's chunk and the data its route needs (src/app/dataKinds.ts): on a
 * phone the larger part of the wait for the first picture, which is why it is not left to the
 * screen's first render. Data is started when a route is entered, not when only its search or
 * hash changes (a tag click is a plain navigation). `holdData` (a painted page about to be
 * hydrated) says which data must not start yet: what the page was painted without (shown
 * loading) must not arrive before the app has adopted the page, or the app's first render would
 * differ from it. The screen asks for it itself once hydrated.
 */
export function createAppRouter(
  store: AppStore,
  config: AppConfig,
  {
    history = createBrowserHistory(),
    holdData,
  }: { history?: History; holdData?: (data: RouteData) => boolean } = {},
): AppRouter {
  const routes = createRoutes();
  const listeners = new Set<(update: Update) => void>();
  let entered: RouteSpec | null = null;

  /** Enters an address: the sign-in screen's address if it needs a session this visitor lacks. */
  const enter = (location: Location): string | null => {
    const spec = routeAt(routes, location);
    if (!spec) return null;
    if (spec.signedIn && !store.getState().auth.user) {
      return paths.login.getHref(`${location.pathname}${location.search}`);
    }
    if (spec !== entered) {
      entered = spec;
      forgetFailedScreen(spec);
      void loadScreen(spec).catch(() => undefined);
      for (const data of spec.needs ?? []) {
        if (!holdData?.(data)) anyKind[data].start(store, config);
      }
    }
    return null;
  };

  const first = enter(history.location);
  if (first) {
    history.replace(first);
    enter(history.location);
  }
  const unlisten = history.listen((update) => {
    const redirect = enter(update.location);
    // The sign-in screen's address replaces this one, and is what the listeners are told of.
    if (redirect) {
      history.replace(redirect);
      return;
    }
    for (const listener of listeners) listener(update);
  });

  const ready = async () => {
    const spec = routeAt(routes, history.location);
    if (spec) await loadScreen(spec);
  };

  return {
    history,
    routes,
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
    navigate: async (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      await ready();
    },
    ready,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      unlisten();
      listeners.clear();
    },
  };
}

interface BoundaryState {
  /** A screen failed: at `failedAt` (null until the error has been caught, just after). */
  failed: boolean;
  failedAt: Location | null;
}

/**
 * Shown in place of the whole page when a screen cannot be loaded or throws (most often a new
 * deployment removed this tab's chunks); entering another address tries again. The address is
 * noted once the error is caught: the navigation that failed is the one that brought the new
 * address, so its error must not be taken for a change of address and forgotten.
 */
class RouteErrorBoundary extends Component<
  { location: Location; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false, failedAt: null };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true, failedAt: null };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.location });
  }

  override render() {
    const { failed, failedAt } = this.state;
    const here = failedAt === null || failedAt === this.props.location;
    return failed && here ? <RouteErrorScreen /> : this.props.children;
  }
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The routes at an address, in an error boundary: the painter's (a fixed address, src/painted/
 * render.tsx) and the app's, below.
 */
export function RoutesAt({
  routes,
  location,
  navigator,
  navigationType,
  static: isStatic = false,
}: {
  routes: RouteObject[];
  location: Location;
  navigator: Navigator;
  navigationType?: Action;
  static?: boolean;
}) {
  return (
    <Router
      location={location}
      navigator={navigator}
      navigationType={navigationType}
      static={isStatic}
    >
      <RouteErrorBoundary location={location}>
        <RouteTree routes={routes} />
      </RouteErrorBoundary>
    </Router>
  );
}

/**
 * The app's routes, following the router's history. Every address entered renders as a
 * transition: React keeps the page being left until the next one's screen is here, and a long
 * render yields to taps.
 */
export function AppRoutes({ router }: { router: AppRouter }) {
  const [{ action, location }, setState] = useState<{
    action: Action;
    location: Location;
  }>(() => ({ action: router.history.action, location: router.history.location }));
  // Subscribed in a layout effect: before the page can be used.
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((update) => {
      startTransition(() => {
        setState({ action: update.action, location: update.location });
      });
    });
    return unsubscribe;
  }, [router]);
  return (
    <RoutesAt
      routes={router.routes}
      location={location}
      navigator={router.history}
      navigationType={action}
    />
  );
}
