import { http, type RequestHandler } from 'msw';
import { authenticate } from './authentication';
import type { ApiRequest, Route, ServerOptions } from './context';
import { djoserRoutes } from './djoser';
import { appendSlashRedirect, methodNotAllowed, notFoundPage, options } from './responses';
import { siteRoutes } from './site';

/**
 * The mock product server as one handler for everything under the api prefix, so that paths
 * resolve as Django resolves them: exact trailing slashes, a 301 to the slashed path, HTML 404s
 * for anything else, authentication before the view (a bad bearer is a 401 everywhere), and
 * 405 for a method the view does not have.
 */

const ROUTES: Route[] = [...djoserRoutes, ...siteRoutes];

function match(route: Route, path: string): Record<string, string> | null {
  if (route.pattern.endsWith('*')) {
    const prefix = route.pattern.slice(0, -1);
    return path.startsWith(prefix) && path.length > prefix.length
      ? { rest: decodeURIComponent(path.slice(prefix.length)) }
      : null;
  }
  const candidates =
    route.optionalSlash && route.pattern.endsWith('/')
      ? [route.pattern, route.pattern.slice(0, -1)]
      : [route.pattern];
  for (const candidate of candidates) {
    const expected = candidate.split('/');
    const actual = path.split('/');
    if (expected.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matched = expected.every((segment, index) => {
      const value = actual[index] ?? '';
      if (segment.startsWith(':')) {
        if (value === '' || value.includes('.')) return false;
        params[segment.slice(1)] = value;
        return true;
      }
      return segment === value;
    });
    if (matched) return params;
  }
  return null;
}

function resolve(path: string): { route: Route; params: Record<string, string> } | null {
  for (const route of ROUTES) {
    const params = match(route, path);
    if (params) return { route, params };
  }
  return null;
}

/** The path below the api prefix, or null when the URL is not under it. */
function relativePath(url: URL, apiUrl: string): string | null {
  const base = new URL(`${apiUrl}/`, url);
  if (base.origin !== url.origin || !url.pathname.startsWith(base.pathname)) return null;
  return url.pathname.slice(base.pathname.length);
}

export async function handleApiRequest(request: Request, serverOptions: ServerOptions) {
  const url = new URL(request.url);
  const path = relativePath(url, serverOptions.apiUrl);
  if (path === null) return notFoundPage();
  const found = resolve(path);
  if (!found) {
    return !path.endsWith('/') && resolve(`${path}/`) ? appendSlashRedirect(url) : notFoundPage();
  }
  const { route, params } = found;
  const method = request.method.toUpperCase();
  const allowed = Object.keys(route.methods);
  if (method === 'OPTIONS') return options(allowed);

  let user = null;
  if (route.authenticate !== false) {
    const result = authenticate(request);
    if (!result.ok) return result.response;
    user = result.user;
  }
  const handler = route.methods[method] ?? (method === 'HEAD' ? route.methods.GET : undefined);
  if (!handler) return methodNotAllowed(method, allowed);
  const api: ApiRequest = { request, url, method, user, params, options: serverOptions };
  return handler(api);
}

export function productServerHandlers(serverOptions: ServerOptions): RequestHandler[] {
  return [
    http.all(`${serverOptions.apiUrl}/*`, ({ request }) =>
      handleApiRequest(request, serverOptions),
    ),
  ];
}
