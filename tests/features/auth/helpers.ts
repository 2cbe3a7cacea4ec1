import { http as mockHttp, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { READER, sessionFor } from '../../session';
import { gate } from '../../utils';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/**
 * Records what the mock server receives, as the server sees it: method, path, Authorization
 * header and JSON body.
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get('Authorization'),
      body: null,
    };
    seen.push(entry);
    if (request.headers.get('Content-Type')?.includes('application/json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        })
        .catch(() => undefined);
    }
  });
  return seen;
}

export function requestsTo(seen: SeenRequest[], path: string, method = 'POST'): SeenRequest[] {
  return seen.filter((entry) => entry.path === `/api${path}` && entry.method === method);
}

/**
 * `jwt/refresh/` answered only once the test opens it (a slow network), with a new session of the
 * reader; `issued()` is that session once answered.
 */
export function slowRefresh(): {
  open: () => void;
  issued: () => { access: string; refresh: string } | null;
} {
  const slow = gate();
  let issued: { access: string; refresh: string } | null = null;
  server.use(
    mockHttp.post('/api/v1/auth/jwt/refresh/', async () => {
      await slow.opened;
      issued = sessionFor(READER.id);
      return HttpResponse.json(issued);
    }),
  );
  return { open: () => slow.open(), issued: () => issued };
}
