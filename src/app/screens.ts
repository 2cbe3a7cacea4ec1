import type { ScreenPath } from '../lib/routes';
import type { RouteMeta } from '../lib/routeMeta';

/** What a screen's module gives the router. */
export interface ScreenModule {
  default: React.ComponentType;
  /** What the screen needs before it can render without suspending (its sections' chunks). */
  preload?: () => Promise<void>;
  /** The page's title and description in the document's language (src/lib/routeMeta.ts). */
  meta?: () => RouteMeta;
}

/**
 * Every screen of the route table (src/lib/routes.ts), by the path the table names it with, and
 * the import that fetches it: each screen is a chunk of its own, fetched when its route is
 * entered. An editor's "go to definition" and a tool that draws the imports follow each import to
 * its screen. The type makes a route without an import here, or an import no route names, an
 * error; tests/app/screens.test.ts checks that each import is of the path it is listed under.
 */
export const screenImports: Record<ScreenPath, () => Promise<ScreenModule>> = {
  'src/app/screens/HomeScreen.tsx': () => import('./screens/HomeScreen'),
  'src/features/blog/screens/BlogListScreen.tsx': () =>
    import('../features/blog/screens/BlogListScreen'),
  'src/features/blog/screens/BlogEntryScreen.tsx': () =>
    import('../features/blog/screens/BlogEntryScreen'),
  'src/features/press/screens/PressScreen.tsx': () =>
    import('../features/press/screens/PressScreen'),
  'src/features/feed/screens/FeedScreen.tsx': () => import('../features/feed/screens/FeedScreen'),
  'src/features/guide/screens/GuideScreen.tsx': () =>
    import('../features/guide/screens/GuideScreen'),
  'src/features/auth/screens/LoginScreen.tsx': () => import('../features/auth/screens/LoginScreen'),
  'src/features/auth/screens/RegisterScreen.tsx': () =>
    import('../features/auth/screens/RegisterScreen'),
  'src/features/auth/screens/ActivateScreen.tsx': () =>
    import('../features/auth/screens/ActivateScreen'),
  'src/features/auth/screens/PasswordResetScreen.tsx': () =>
    import('../features/auth/screens/PasswordResetScreen'),
  'src/features/auth/screens/PasswordResetConfirmScreen.tsx': () =>
    import('../features/auth/screens/PasswordResetConfirmScreen'),
  'src/features/auth/screens/AccountScreen.tsx': () =>
    import('../features/auth/screens/AccountScreen'),
  'src/features/search/screens/SearchScreen.tsx': () =>
    import('../features/search/screens/SearchScreen'),
  'src/app/screens/PrivacyScreen.tsx': () => import('./screens/PrivacyScreen'),
  'src/app/screens/NotFoundScreen.tsx': () => import('./screens/NotFoundScreen'),
};
