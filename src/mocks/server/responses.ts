import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * Responses as Django REST framework sends them: JSON with the headers the real server adds
 * (django-cors-headers allows every origin), HTML error pages for unrouted paths (DEBUG off),
 * and an empty body for 204 and redirects.
 */

const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  Vary: 'Accept, Origin',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** simplejwt's WWW-Authenticate value: DRF answers 401 (not 403) because of it. */
const AUTHENTICATE = 'Bearer realm="api"';

export function json(body: JsonBodyType, status = 200, headers: Record<string, string> = {}) {
  return HttpResponse.json(body, {
    status,
    headers: {
      ...COMMON_HEADERS,
      ...(status === 401 ? { 'WWW-Authenticate': AUTHENTICATE } : {}),
      ...headers,
    },
  });
}

export function noContent(): HttpResponse<null> {
  return new HttpResponse(null, { status: 204, headers: COMMON_HEADERS });
}

export function fieldErrors(errors: Record<string, string[]>) {
  return json(errors, 400);
}

export function detail(message: string, status: number) {
  return json({ detail: message }, status);
}

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const PERMISSION_DENIED = 'You do not have permission to perform this action.';

const NOT_FOUND_PAGE = `
<!doctype html>
<html lang="en">
<head>
  <title>Not Found</title>
</head>
<body>
  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>
</body>
</html>
`;

export function notFoundPage() {
  return new HttpResponse(NOT_FOUND_PAGE, {
    status: 404,
    headers: { ...COMMON_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** Django's APPEND_SLASH redirect: 301 to the same path with a slash, with an empty body. */
export function appendSlashRedirect(url: URL) {
  const target = new URL(url.href);
  target.pathname = `${url.pathname}/`;
  return new HttpResponse(null, {
    status: 301,
    headers: { ...COMMON_HEADERS, Location: target.pathname + target.search },
  });
}

export function methodNotAllowed(method: string, allowed: string[]) {
  return json({ detail: `Method "${method}" not allowed.` }, 405, {
    Allow: [...allowed, 'OPTIONS'].join(', '),
  });
}

export function options(allowed: string[]) {
  return new HttpResponse(null, {
    status: 200,
    headers: {
      ...COMMON_HEADERS,
      Allow: [...allowed, 'OPTIONS'].join(', '),
      'Access-Control-Allow-Methods': [...allowed, 'OPTIONS'].join(', '),
      'Access-Control-Allow-Headers': 'authorization, content-type, accept',
    },
  });
}
