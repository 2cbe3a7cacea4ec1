import type {
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import { config } from '../config';

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
  }
}

let bearerToken: string | null = null;

/**
 * The access token that becomes the bearer of the product's server's requests. It is added by
 * an interceptor rather than as a default header so that it never travels to another host
 * (the social graph, an image host) through the same client.
 */
export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

export function getBearerToken(): string | null {
  return bearerToken;
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

type Installer = (instance: AxiosInstance) => void;
const installers: Installer[] = [
  (instance) => {
    instance.interceptors.request.use((request) => {
      if (
        bearerToken &&
        !request.skipAuth &&
        isProductServerRequest(request) &&
        !request.headers.has('Authorization')
      ) {
        request.headers.set('Authorization', `Bearer ${bearerToken}`);
      }
      return request;
    });
  },
];

let instance: Promise<AxiosInstance> | null = null;

function client(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const created = axios.create({
      baseURL: config.apiUrl,
      headers: { Accept: 'application/json' },
      timeout: 20_000,
    });
    installers.forEach((install) => {
      install(created);
    });
    return created;
  });
  return instance;
}

/**
 * Adds interceptors to the client (now, or when it is created). Interceptors added later run
 * first for requests, last for responses (axios's order).
 */
export function installInterceptors(install: Installer): void {
  installers.push(install);
  if (instance) void instance.then(install);
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
