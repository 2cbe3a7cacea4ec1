import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createPath,
  FIRST_KEY,
  parsePath,
  type Action,
  type Location,
  type Navigator,
  type Path,
  type To,
  withMark,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './match';

/**
 * The router's part in React: `<Router>` gives the address to what it holds, `useRoutes` renders
 * the routes it opens, and links and hooks move through the history. Links are plain `<a href>`,
 * so a painted page works without the app and a visitor may open one in a new tab; a plain click
 * is a navigation within the app.
 */

interface RouterState {
  navigator: Navigator;
  location: Location;
  navigationType: Action;
  /** The painter's: one address rendered at build time, never left. */
  isStatic: boolean;
}

const RouterContext = createContext<RouterState | null>(null);

/** What a route renders below it (its `<Outlet/>`), and the values of the address's patterns. */
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({
  outlet: null,
  params: {},
});

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A link or a router hook is rendered outside a <Router>');
  return router;
}

/**
 * Gives an address, how it was reached, and the history to move through, to everything within.
 * A `static` router (the painter's) never moves: its navigations do nothing.
 */
export function Router({
  location,
  navigator,
  navigationType = 'POP',
  static: isStatic = false,
  children,
}: {
  location: Partial<Location>;
  navigator: Navigator;
  navigationType?: Action;
  static?: boolean;
  children?: ReactNode;
}) {
  const { pathname = '/', search = '', hash = '', state = null, key = FIRST_KEY } = location;
  // The same address, however it is given, is the same value: what depends on it stays put.
  const value = useMemo<RouterState>(
    () => ({
      navigator,
      location: { pathname, search, hash, state, key },
      navigationType,
      isStatic,
    }),
    [navigator, pathname, search, hash, state, key, navigationType, isStatic],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The current entry: its address, state and key. */
export function useLocation(): Location {
  return useRouter().location;
}

/** How the current entry was reached: `'POP'` (Back, Forward, the first load), a push or a replace. */
export function useNavigationType(): Action {
  return useRouter().navigationType;
}

/** The values the address gave the route's pattern (`{ slug }` for `/blog/:slug`), decoded. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** Renders the routes the address opens, outermost first: each route's element holds the next. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, { pathname }), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext value={{ outlet, params }}>{route.element ?? outlet}</RouteContext>
    ),
    null,
  );
}

/** Where a layout shows the route within it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/**
 * `to` as an address within the site. A path of its own (`/blog`) is taken as it is, one without
 * a path (`?tag=food`) stays on the current one; a relative one (`../x`, not used by the site) is
 * resolved from the current path.
 */
export function resolveTo(to: To, from: string): Path {
  const { pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: pathname ? resolvePathname(pathname, from) : from,
    search: withMark(search, '?'),
    hash: withMark(hash, '#'),
  };
}

function resolvePathname(path: string, from: string): string {
  const absolute = path.startsWith('/');
  const segments = absolute ? [''] : from.replace(/\/+$/, '').split('/');
  const steps = path.replace(/\/{2,}/g, '/').split('/');
  for (const step of absolute ? steps.slice(1) : steps) {
    if (step === '..') {
      if (segments.length > 1) segments.pop();
    } else if (step !== '.') segments.push(step);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

export interface NavigateOptions {
  /** Replaces the current entry instead of adding one. */
  replace?: boolean;
  /** Kept with the entry (Back to it finds it again). */
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Goes to an address, or back or forward by a number of entries (`-1`: Back). */
export function useNavigate(): NavigateFunction {
  const { navigator, isStatic, location } = useRouter();
  const { pathname } = location;
  return useCallback(
    (to, { replace = false, state } = {}) => {
      if (isStatic) return;
      if (typeof to === 'number') navigator.go(to);
      else if (replace) navigator.replace(resolveTo(to, pathname), state);
      else navigator.push(resolveTo(to, pathname), state);
    },
    [navigator, isStatic, pathname],
  );
}

/** Goes to `to` once rendered (a page that is not for this visitor sends them elsewhere). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(target, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/**
 * The address's query, and a function that sets it: a new query (or one made from the current:
 * it is given a copy) on the same path, a navigation like any other (with `replace`, `state`).
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target?: string, download?: unknown) {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self') ||
    download !== undefined
  );
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
} & NavigateOptions;

/**
 * A link within the site: an `<a href>`, which a plain click follows within the app (a link to
 * the address already shown replaces its entry rather than adding the same again); with a
 * modifier key, another button, a `target` or `download`, the browser does what it always does.
 */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const { navigator, location } = useRouter();
  const navigate = useNavigate();
  const path = resolveTo(to, location.pathname);
  return (
    <a
      {...rest}
      href={navigator.createHref(path)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leftToBrowser(event, target, rest.download)) return;
        event.preventDefault();
        navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
      }}
    >
      {children}
    </a>
  );
}

/**
 * A link of the site's menu: `aria-current="page"` (and its `className` function told so) while
 * the address is its page or, without `end`, a page under it (`/blog/x` for `/blog`).
 */
export function NavLink({
  className,
  end = false,
  ...rest
}: Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  end?: boolean;
}) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const page = resolveTo(rest.to, pathname).pathname.toLowerCase();
  // A page's own pages are under its path and a slash (the home page's: none, but `//x`).
  const under = page.endsWith('/') && page !== '/' ? page : `${page}/`;
  const isActive = here === page || (!end && here.startsWith(under));
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      {...rest}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
