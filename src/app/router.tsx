import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import type { AppConfig } from '../config';
import { ensureBlogEntries } from '../features/blog';
import { ensureFeed } from '../features/feed';
import { ensurePressEntries, ensureServerPress } from '../features/press';
import { warmHttpClient } from '../lib/http';
import { paths } from '../lib/paths';
import { Layout } from './Layout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';
import type { AppStore } from './store';

type ScreenModule = { default: React.ComponentType };

/** Each screen is its own chunk, fetched when its route is first visited. */
function screen(load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((module) => ({ Component: module.default })) };
}

export function createRoutes(store: AppStore, config: AppConfig): RouteObject[] {
  const requireSession = ({ request }: { request: Request }) => {
    if (store.getState().auth.user) return null;
    const url = new URL(request.url);
    return redirect(paths.login.getHref(`${url.pathname}${url.search}`));
  };

  // A loader runs while its route's chunk is still downloading: the screen's data is asked for
  // at once instead of after the chunk has loaded and rendered, which on a phone is the larger
  // part of the wait for the first picture. Nothing is awaited: the screen shows its own
  // loading state, and its hook sees the fetch already under way.
  const { contentful, instagram } = config;
  const startBlog = () => {
    if (contentful.configured) store.dispatch(ensureBlogEntries(contentful.settings));
    return null;
  };
  const startFeed = () => {
    if (instagram.configured) {
      warmHttpClient();
      store.dispatch(ensureFeed(instagram.settings));
    }
    return null;
  };
  const startPress = () => {
    if (contentful.configured) store.dispatch(ensurePressEntries(contentful.settings));
    warmHttpClient();
    store.dispatch(ensureServerPress());
    return null;
  };
  /** A route whose loader starts its data: entered once, never re-run for a new search. */
  const startsData = (loader: () => null): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => ({
    loader,
    shouldRevalidate: () => false,
  });

  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Spinner />,
      children: [
        {
          path: paths.home.path,
          // The home page's feed and press sections wait until they are scrolled near.
          ...startsData(startBlog),
          ...screen(() =>
            import('./screens/HomeScreen').then(async (module) => {
              await module.preloadSections();
              return module;
            }),
          ),
        },
        {
          path: paths.blog.path,
          ...startsData(startBlog),
          ...screen(() => import('../features/blog/screens/BlogListScreen')),
        },
        {
          path: paths.blogEntry.path,
          ...startsData(startBlog),
          ...screen(() => import('../features/blog/screens/BlogEntryScreen')),
        },
        {
          path: paths.press.path,
          ...startsData(startPress),
          ...screen(() => import('../features/press/screens/PressScreen')),
        },
        {
          path: paths.feed.path,
          ...startsData(startFeed),
          ...screen(() => import('../features/feed/screens/FeedScreen')),
        },
        {
          path: paths.negril.path,
          ...screen(() => import('../features/negril/screens/NegrilScreen')),
        },
        { path: paths.login.path, ...screen(() => import('../features/auth/screens/LoginScreen')) },
        {
          path: paths.register.path,
          ...screen(() => import('../features/auth/screens/RegisterScreen')),
        },
        {
          path: paths.activate.path,
          ...screen(() => import('../features/auth/screens/ActivateScreen')),
        },
        {
          path: paths.passwordReset.path,
          ...screen(() => import('../features/auth/screens/PasswordResetScreen')),
        },
        {
          path: paths.passwordResetConfirm.path,
          ...screen(() => import('../features/auth/screens/PasswordResetConfirmScreen')),
        },
        {
          path: paths.account.path,
          loader: requireSession,
          ...screen(() => import('../features/auth/screens/AccountScreen')),
        },
        { path: '*', ...screen(() => import('./screens/NotFoundScreen')) },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore, config: AppConfig) {
  return createBrowserRouter(createRoutes(store, config));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
