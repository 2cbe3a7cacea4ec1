import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { paths } from '../lib/paths';
import { Layout } from './Layout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';
import type { AppStore } from './store';

type ScreenModule = { default: React.ComponentType };

/** Each screen is its own chunk, fetched when its route is first visited. */
function screen(load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((module) => ({ Component: module.default })) };
}

export function createRoutes(store: AppStore): RouteObject[] {
  const requireSession = ({ request }: { request: Request }) => {
    if (store.getState().auth.user) return null;
    const url = new URL(request.url);
    return redirect(paths.login.getHref(`${url.pathname}${url.search}`));
  };

  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Spinner />,
      children: [
        { path: paths.home.path, ...screen(() => import('./screens/HomeScreen')) },
        {
          path: paths.blog.path,
          ...screen(() => import('../features/blog/screens/BlogListScreen')),
        },
        {
          path: paths.blogEntry.path,
          ...screen(() => import('../features/blog/screens/BlogEntryScreen')),
        },
        {
          path: paths.press.path,
          ...screen(() => import('../features/press/screens/PressScreen')),
        },
        { path: paths.feed.path, ...screen(() => import('../features/feed/screens/FeedScreen')) },
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

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(createRoutes(store));
}
