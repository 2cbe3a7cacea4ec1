import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import { config } from '../../config';
import { isExpired } from './jwt';
import { once } from '../once';

/**
 * The one HTTP client of the site: an axios instance whose base is the product's server
 * (`VITE_API_URL`, default `/api`); the social graph is reached through it with absolute URLs.
 *
 * axios is fetched with the first request rather than in the first load: at 21 kB gzip it was
 * the largest part of the site's own first-load budget, and no request is needed to paint.
 */

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sign-in and refresh: no bearer, and never intercepted. */
    skipAuth?: boolean;
    /** Sent without the bearer: the session could not be refreshed. */
    anonymous?: boolean;
    /** Already retried once after a 401. */
    authRetried?: boolean;
  }
}

/**
 * The session the product's server's requests carry, read from the app's store when a request
 * leaves: its access token (the bearer, added by an interceptor rather than as a default header
 * so that it never travels to another host through the same client), and how to get a new one,
 * which rejects when it cannot (and then signs out, so the bearer is gone).
 */
export interface SessionSource {
  token: () => string | null;
  refresh: () => Promise<string>;
}

let session: SessionSource | null = null;

/** Set by the app, which knows the session; null leaves every request anonymous. */
export function connectSession(source: SessionSource | null): void {
  session = source;
}

function bearer(): string | null {
  return session?.token() ?? null;
}

/** Whether a request goes to the product's server, and so may carry its bearer token. */
export function isProductServerRequest(
  request: Pick<InternalAxiosRequestConfig, 'url' | 'baseURL'>,
): boolean {
  const url = request.url ?? '';
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return true;
  const base = request.baseURL ?? config.apiUrl;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  try {
    const target = new URL(url);
    const server = new URL(base, origin);
    return target.origin === server.origin && target.pathname.startsWith(server.pathname);
  } catch {
    return false;
  }
}

let refreshing: Promise<string> | null = null;

/** One refresh at a time, however many requests are waiting for it. */
function refreshOnce(): Promise<string> {
  if (!session) return Promise.reject(new Error('No session to refresh'));
  refreshing ??= session.refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function carriesBearer(request: InternalAxiosRequestConfig): boolean {
  return !request.skipAuth && !request.anonymous && isProductServerRequest(request);
}

async function attachBearer(request: InternalAxiosRequestConfig) {
  if (!carriesBearer(request)) return request;
  // An access token that has expired (a returning visitor's, say) is refreshed before use.
  const token = bearer();
  if (token && isExpired(token)) await refreshOnce().catch(() => undefined);
  const current = bearer();
  if (current && !request.headers.has('Authorization')) {
    request.headers.set('Authorization', `Bearer ${current}`);
  }
  return request;
}

/**
 * A 401 from the product's server to a request that carried a bearer: refresh once (shared by
 * every waiting request), then retry once with the new token. When the refresh fails, the
 * request is sent again without the header: the server answers 401 even on public endpoints
 * when a dead token comes along, and a stale token must not break a public screen.
 */
async function retryAfterRefresh(error: AxiosError, instance: AxiosInstance) {
  const request = error.config;
  if (
    !request ||
    error.response?.status !== 401 ||
    !carriesBearer(request) ||
    request.authRetried ||
    !request.headers.has('Authorization')
  ) {
    throw error;
  }
  request.authRetried = true;
  const sent = request.headers.get('Authorization');
  // The token is refreshed unless another request already did it meanwhile.
  let token = bearer();
  if (!token || sent === `Bearer ${token}`) token = await refreshOnce().catch(() => null);
  if (token) {
    request.headers.set('Authorization', `Bearer ${token}`);
  } else {
    request.headers.delete('Authorization');
    request.anonymous = true;
  }
  return instance.request(request);
}

const client = once(() =>
  import('axios').then(({ default: axios }) => {
    const created = axios.create({
      baseURL: config.apiUrl,
      headers: { Accept: 'application/json' },
      timeout: 20_000,
    });
    created.interceptors.request.use(attachBearer);
    created.interceptors.response.use(undefined, (error: AxiosError) =>
      retryAfterRefresh(error, created),
    );
    return created;
  }),
);

/**
 * Starts fetching the client now: a screen whose first request goes through it (the feed) calls
 * this with its own code, so axios downloads beside the screen's chunk instead of after it.
 */
export function warmHttpClient(): void {
  void client();
}

/** The client's calls. Each one waits for the client the first time. */
export const http = {
  request<T = unknown>(request: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return client().then((axios) => axios.request<T>(request));
  },
  get<T = unknown>(url: string, request?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return client().then((axios) => axios.get<T>(url, request));
  },
  post<T = unknown>(
    url: string,
    data?: unknown,
    request?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>> {
    return client().then((axios) => axios.post<T>(url, data, request));
  },
};
