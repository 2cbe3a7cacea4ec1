/**
 * The route table: every route of the site, once. Each entry has its path and the helper that
 * builds links to it (no link in the site is a hand-typed string), its screen (a source module,
 * one lazy chunk), the data it starts while that chunk downloads, whether the build paints it,
 * (its title and description, in each language, are its screen's `meta()`). The router (src/app/router.tsx), the pages painted at build
 * (src/painted/), the deployment headers (vite-plugins/security/host-files.ts), and, through the
 * `.vite/routes.json` the build writes, the size and Lighthouse scripts all read it.
 * Adding a route is one entry here: it exists in every language (src/lib/i18n/locales.ts). The activation and reset paths are also the server mailer's.
 */

import { getLocale } from './i18n/runtime.ts';
import { localizedPath, unlocalizedPath } from './i18n/locales.ts';

/**
 * What a route's screen shows from a backend: the router starts fetching it, and the build paints
 * it into the page. Each kind is described once, in src/app/dataKinds.ts.
 */
export type RouteData = 'blog' | 'feed' | 'press';

/**
 * The app's shell (the store, the router, hydration), which the entry (src/main.tsx) imports in
 * the task after React DOM's: every route's first load is the entry, this module and the route's
 * screen, with their static imports. The painted pages preload it; the size script reads its
 * chunk's name from the `.vite/shell.json` the build writes.
 */
export const SHELL_MODULE = 'src/start.tsx';
/** The name of the shell's chunk (vite.config.ts), by which the build's manifest lists it. */
export const SHELL_CHUNK = 'start';

export interface RouteSpec {
  /** The path pattern, as the router matches it (src/lib/router/match.ts). */
  path: string;
  /** Builds a link to the route. */
  getHref?: (...args: never[]) => string;
  /**
   * The screen's source module: its default export is the screen. The app fetches it through the
   * import written beside this path in src/app/screens.ts (Node, which reads this table for the
   * build and the scripts, never loads a screen).
   */
  screen: string;
  /** Modules (or library chunks by name) the screen needs at once, preloaded with its page. */
  preload?: readonly string[];
  /** Data the router starts fetching as the route is entered, while its screen downloads. */
  needs?: readonly RouteData[];
  /** Painted once per item of this data (the item's slug as the path's `:slug`), not once. */
  paintEach?: RouteData;
  /**
   * Painted at build time with the app's own components (with `paintEach`, once per item). Its links work before the app runs, and without it; a form that only the
   * app can send is disabled until then (src/components/form/ReadyFieldset.tsx).
   */
  painted?: boolean;
  /**
   * Painted, but left out of the sitemap and the feed (the guide: behind its word; search: a form
   * page). Only painted routes are ever listed; the account and sign-in screens are not painted.
   */
  unlisted?: boolean;
  /** Only for a signed-in visitor; others go to the sign-in screen and come back. */
  signedIn?: boolean;
  /**
   * Its address carries a secret (a token): analytics is told the pattern, never the address
   * (src/app/analytics/analyticsPage.ts). Every route with a secret in its path says so.
   */
  secret?: boolean;
  /** The query parameters analytics may be told; any other is dropped (a query holds anything). */
  counted?: readonly string[];
}

const table = {
  home: {
    path: '/',
    getHref: () => '/',
    screen: 'src/app/screens/HomeScreen.tsx',
    preload: ['src/features/blog/components/LatestEntries.tsx'],
    needs: ['blog'],
    painted: true,
  },
  blog: {
    path: '/blog',
    getHref: (tag?: string) => (tag ? `/blog?tag=${encodeURIComponent(tag)}` : '/blog'),
    screen: 'src/features/blog/screens/BlogListScreen.tsx',
    needs: ['blog'],
    counted: ['tag'],
    painted: true,
  },
  blogEntry: {
    path: '/blog/:slug',
    getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
    screen: 'src/features/blog/screens/BlogEntryScreen.tsx',
    preload: ['src/components/content/RichText.tsx'],
    needs: ['blog'],
    paintEach: 'blog',
    painted: true,
  },
  press: {
    path: '/press',
    getHref: () => '/press',
    screen: 'src/features/press/screens/PressScreen.tsx',
    needs: ['press'],
    painted: true,
  },
  feed: {
    path: '/feed',
    /** With a post's id, the feed opens that post in the lightbox. */
    getHref: (openPostId?: string) =>
      openPostId ? `/feed?open=${encodeURIComponent(openPostId)}` : '/feed',
    screen: 'src/features/feed/screens/FeedScreen.tsx',
    preload: ['src/features/feed/api/getFeed.ts', 'axios'],
    needs: ['feed'],
    counted: ['open'],
    painted: true,
  },
  negril: {
    path: '/negril',
    /** With a search (`q`, `category`, `open`, `price`, `view`, `trip`): the guide as filtered. */
    getHref: (search?: URLSearchParams) => {
      const query = search?.toString();
      return query ? `/negril?${query}` : '/negril';
    },
    screen: 'src/features/guide/screens/GuideScreen.tsx',
    painted: true,
    unlisted: true,
    counted: ['q', 'category', 'open', 'price', 'view'],
  },
  login: {
    path: '/login',
    // Never back to the sign-in screen itself, in whichever language.
    getHref: (next?: string) =>
      next && unlocalizedPath(next).split(/[?#]/)[0] !== '/login'
        ? `/login?next=${encodeURIComponent(next)}`
        : '/login',
    screen: 'src/features/auth/screens/LoginScreen.tsx',
  },
  register: {
    path: '/register',
    getHref: () => '/register',
    screen: 'src/features/auth/screens/RegisterScreen.tsx',
  },
  activate: {
    path: '/activate/:uid/:token',
    getHref: (uid: string, token: string) =>
      `/activate/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
    screen: 'src/features/auth/screens/ActivateScreen.tsx',
    secret: true,
  },
  passwordReset: {
    path: '/password/reset',
    getHref: () => '/password/reset',
    screen: 'src/features/auth/screens/PasswordResetScreen.tsx',
  },
  passwordResetConfirm: {
    path: '/password/reset/confirm/:uid/:token',
    getHref: (uid: string, token: string) =>
      `/password/reset/confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
    screen: 'src/features/auth/screens/PasswordResetConfirmScreen.tsx',
    secret: true,
  },
  account: {
    path: '/account',
    getHref: () => '/account',
    screen: 'src/features/auth/screens/AccountScreen.tsx',
    signedIn: true,
  },
  search: {
    path: '/search',
    /** With words, the results for them: a search can be shared as its address. */
    getHref: (query?: string) => {
      const words = query?.trim();
      return words ? `/search?q=${encodeURIComponent(words)}` : '/search';
    },
    screen: 'src/features/search/screens/SearchScreen.tsx',
    needs: ['blog', 'press'],
    counted: ['q'],
    // The header's search is a form to this address: without JavaScript, the page it lands on.
    painted: true,
    unlisted: true,
  },
  privacy: {
    path: '/privacy',
    getHref: () => '/privacy',
    screen: 'src/app/screens/PrivacyScreen.tsx',
    painted: true,
  },
  notFound: {
    path: '*',
    screen: 'src/app/screens/NotFoundScreen.tsx',
  },
} as const satisfies Record<string, RouteSpec>;

/**
 * The table, with links in the document's language: `paths.blog.getHref()` is `/blog` on an English
 * page and `/es/blog` on a Spanish one (the patterns stay as written: the router prefixes them).
 */
export const paths = Object.fromEntries(
  Object.entries(table).map(([name, spec]) => {
    if (!('getHref' in spec)) return [name, spec];
    const english = spec.getHref as (...args: unknown[]) => string;
    const getHref = (...args: unknown[]) => localizedPath(english(...args), getLocale());
    return [name, { ...spec, getHref }];
  }),
) as unknown as typeof table;

export type RouteName = keyof typeof paths;

/** The source module of each route's screen, as the table writes it (src/app/screens.ts imports each). */
export type ScreenPath = (typeof table)[RouteName]['screen'];

/** The table as a list, in its order (the router tries the routes in this order). */
export const routeList: readonly (RouteSpec & { name: RouteName })[] = Object.entries(paths).map(
  ([name, spec]) => ({ ...spec, name: name as RouteName }),
);

/** What no address of this site holds: control characters, and the backslash read as a slash. */
function hasUnsafeCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}
/** The product server's paths (`/api`, `/api/…`): no screen of the router, never a page. */
const SERVER_PATH = /^\/api(\/|$)/i;
/** More layers of percent-encoding than this are refused rather than unwrapped further. */
const MAX_DECODINGS = 4;

/** `%XX` sequences decoded byte by byte; a malformed one is left as it is (it never throws). */
function percentDecoded(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_sequence, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * The text and each form it takes when percent-decoded again and again, as a browser, a proxy
 * or a server along the way might decode it; null when it does not settle.
 */
function decodedForms(text: string): string[] | null {
  const forms = [text];
  for (let round = 0; round <= MAX_DECODINGS; round += 1) {
    const last = forms[forms.length - 1] ?? text;
    const decoded = percentDecoded(last);
    if (decoded === last) return forms;
    forms.push(decoded);
  }
  return null;
}

function currentOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/**
 * A `next` parameter is followed only to a page of this site, else to `fallback`: anything that
 * could leave the origin would turn the sign-in screen into an open redirect. It must be a path
 * (a leading `/`); no form of it, decoded or not, may hold a control character or a backslash
 * (browsers drop tabs and newlines and read `\` as `/`, so `/\evil.example` is another host) or
 * begin with `//` (protocol-relative); resolved against the site's origin it must stay there, and
 * it must not be one of the server's paths. What is followed is the resolved path, query and hash.
 */
export function safeNextPath(
  next: string | null | undefined,
  fallback: string,
  origin: string = currentOrigin(),
): string {
  if (!next?.startsWith('/')) return fallback;
  const forms = decodedForms(next);
  if (!forms || forms.some((form) => hasUnsafeCharacter(form) || form.startsWith('//'))) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const pathForms = decodedForms(url.pathname);
  if (!pathForms || pathForms.some((path) => SERVER_PATH.test(path))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The navigation state of a change made in place (a search typed, a filter ticked): the page
 * stays, so focus stays where the visitor is instead of moving to the new page.
 */
export const IN_PLACE = { inPlace: true } as const;

export function isInPlace(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'inPlace' in state;
}
