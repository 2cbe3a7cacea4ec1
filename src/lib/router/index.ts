/**
 * The site's router (it replaced React Router 7, of which the site used only the declarative
 * part: a history, `<Router>` and `useRoutes`, links and hooks): the same behaviour for the
 * addresses, links and history entries the site has, in about a tenth of its size in every
 * page's first load (docs/performance.md).
 */
export {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  parsePath,
  type Action,
  type History,
  type Location,
  type Navigator,
  type Path,
  type To,
  type Update,
} from './history';
export { matchPath, matchRoutes, type Params, type RouteMatch, type RouteObject } from './match';
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  Router,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
} from './react';
