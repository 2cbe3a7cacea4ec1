import type { ReactNode } from 'react';
import { parsePath, type Path } from './history';

/**
 * Which route an address opens. Patterns are paths whose segments are words (`blog`), values
 * (`:slug`: any one segment) or, last, `*` (the rest of the address, however long). Matching
 * ignores case and trailing slashes (`/Blog/` opens `/blog`), and when several routes match, the
 * most specific wins, whatever their order: a word beats a value, which beats the rest (`/blog/new`
 * opens a `/blog/new` route before `/blog/:slug`, and that before `*`). The weights are React
 * Router's, which the site used before: every address opens the route it opened then.
 */

/** A route: its pattern, what it shows, and its routes within (shown in its `<Outlet/>`). */
export interface RouteObject {
  /** Without one, the route is a layout: it matches what its children match. */
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
  /** Anything the route's owner keeps on it (the site: its entry in the route table). */
  handle?: unknown;
}

/** Values taken from an address by a pattern's `:name`s (and `*`), decoded. */
export type Params = Record<string, string | undefined>;

/** A pattern matched: the values, and the part of the address it matched. */
export interface PathMatch {
  params: Params;
  pathname: string;
  /** The part matched before any `*` (what a pattern within it would continue from). */
  pathnameBase: string;
}

/** A pattern, with `end: false` to match the start of an address (`/a` matches `/a/b`). */
export interface PathPattern {
  path: string;
  end?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** Trailing slashes off, but never the leading one. */
const trimEnd = (path: string) => path.replace(/(.)\/+$/, '$1');

const joinPaths = (...parts: string[]) => parts.join('/').replace(/\/{2,}/g, '/');

interface Compiled {
  regExp: RegExp;
  names: string[];
}

const compiledPatterns = new Map<string, Compiled>();

/** A pattern as a regular expression, with its values' names in the order it captures them. */
function compile(path: string, end: boolean): Compiled {
  const id = `${String(end)}${path}`;
  const known = compiledPatterns.get(id);
  if (known) return known;
  const names: string[] = [];
  const splat = path.endsWith('*');
  const segments = path
    .replace(/\/*\*?$/, '')
    .split('/')
    .filter((segment) => segment !== '');
  // Each segment brings its own slash; a pattern without any still needs the address's first.
  let source = `^${
    segments.length === 0
      ? '/'
      : segments
          .map((segment) => {
            const name = /^:([\w-]+)$/.exec(segment)?.[1];
            if (name === undefined) return `/${escapeRegExp(segment)}`;
            names.push(name);
            return '/([^/]+)';
          })
          .join('')
  }`;
  if (splat) {
    names.push('*');
    // `*` alone takes the whole address; after a segment, what follows its slash (or nothing).
    source += segments.length === 0 ? '(.*)$' : '(?:/(.+)|/*)$';
  } else if (end) {
    source += '/*$';
  } else if (segments.length > 0) {
    // A prefix ends where a segment does.
    source += '(?=/|$)';
  }
  const compiled = { regExp: new RegExp(source, 'i'), names };
  compiledPatterns.set(id, compiled);
  return compiled;
}

/**
 * Whether a pattern matches an address's path (as given: decoded or not, as the caller needs),
 * and with which values. A string pattern matches the whole path.
 */
export function matchPath(pattern: string | PathPattern, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { regExp, names } = compile(path, end);
  const found = regExp.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let base = trimEnd(matched);
  const params: Params = {};
  names.forEach((name, at) => {
    const value = found[at + 1] ?? '';
    // A slash within a segment was kept encoded while matching (decodePath): here it is one.
    params[name] = value.replace(/%2F/g, '/');
    if (name === '*') base = trimEnd(matched.slice(0, matched.length - value.length));
  });
  return { params, pathname: matched, pathnameBase: base };
}

/**
 * A path with each segment decoded (`caf%C3%A9` is `café`), but an encoded slash kept encoded: it
 * is part of a value, not a segment's end. A path that does not decode is matched as it is.
 */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** A route matched, with the values of its pattern and of the patterns around it. */
export interface RouteMatch extends PathMatch {
  route: RouteObject;
}

/** One way down the tree to a route with a path: the routes on the way, and its specificity. */
interface Branch {
  score: number;
  /** Each route on the way with its own part of the pattern, and its place among its siblings. */
  steps: { route: RouteObject; path: string; order: number }[];
}

/**
 * How specific a pattern is: each segment counts one, and ten more as a word, three more as a
 * value, one more if empty (the home page's); a `*` counts two less.
 */
function specificity(path: string): number {
  const segments = path.split('/');
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (/^:[\w-]+$/.test(segment)) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}

/**
 * Routes of the same parent keep their order when equally specific (the first wins); branches of
 * different parents are left as they were.
 */
function siblingsOrder(a: Branch, b: Branch): number {
  const x = a.steps.map((step) => step.order);
  const y = b.steps.map((step) => step.order);
  if (x.length !== y.length || x.slice(0, -1).some((order, at) => order !== y[at])) return 0;
  return (x.at(-1) ?? 0) - (y.at(-1) ?? 0);
}

function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Branch['steps'] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route, order) => {
    let path = route.path ?? '';
    // A child's path written in full (`/blog` in a layout) is taken as its own part of it.
    if (path.startsWith('/')) {
      if (!path.startsWith(parentPath)) {
        throw new Error(`The route ${path} is not within its parent's path ${parentPath}`);
      }
      path = path.slice(parentPath.length);
    }
    const full = joinPaths(parentPath, path);
    const steps = [...parents, { route, path, order }];
    if (route.children?.length) flatten(route.children, branches, steps, full);
    if (route.path !== undefined) branches.push({ score: specificity(full), steps });
  });
  return branches;
}

/** Each route table's branches, ranked once. */
const rankedBranches = new WeakMap<RouteObject[], Branch[]>();

function ranked(routes: RouteObject[]): Branch[] {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || siblingsOrder(a, b));
    rankedBranches.set(routes, branches);
  }
  return branches;
}

/** The branch's routes, each matched against what its parents left of the path; null if one fails. */
function matchBranch({ steps }: Branch, pathname: string): RouteMatch[] | null {
  // One object for the branch: a layout sees its children's values too.
  const params: Params = {};
  const matches: RouteMatch[] = [];
  let matchedSoFar = '/';
  for (const [at, { route, path }] of steps.entries()) {
    const rest = matchedSoFar === '/' ? pathname : pathname.slice(matchedSoFar.length) || '/';
    const match = matchPath({ path, end: at === steps.length - 1 }, rest);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      route,
      params,
      pathname: joinPaths(matchedSoFar, match.pathname),
      pathnameBase: trimEnd(joinPaths(matchedSoFar, match.pathnameBase)).replace(/^\/*/, '/'),
    });
    if (match.pathnameBase !== '/') matchedSoFar = joinPaths(matchedSoFar, match.pathnameBase);
  }
  return matches;
}

/**
 * The routes an address opens, outermost first (a layout, then its screen), or null if none
 * does. The address's path is decoded first: values come decoded (`/blog/caf%C3%A9` gives
 * `café`).
 */
export function matchRoutes(
  routes: RouteObject[],
  location: Partial<Path> | string,
): RouteMatch[] | null {
  const { pathname = '/' } = typeof location === 'string' ? parsePath(location) : location;
  const decoded = decodePath(pathname);
  for (const branch of ranked(routes)) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}
