import { DEFAULT_LOCALE, localeOfPath } from '../lib/i18n/locales';

/**
 * Which requests the service worker keeps, as plain functions of the URL and the request (tested
 * in tests/sw/routes.test.ts). The settings come from the build's configuration
 * (vite-plugins/bundle/service-worker.ts).
 */
export interface OfflineRouteSettings {
  /** `VITE_API_URL`: `/api`, or an absolute base. */
  apiUrl: string;
  /** Other origins that answer the server's pictures (the server behind the preview's proxy). */
  mediaOrigins: string[];
  /** Contentful's Images API origin, when the content service is configured. */
  contentImagesOrigin: string | null;
  /** The map tile template's part before the first placeholder, when the guide has a map. */
  tilePrefix: string | null;
}

interface RequestLike {
  method: string;
  headers: { has(name: string): boolean };
}

export function offlineRoutes(settings: OfflineRouteSettings, origin: string) {
  const api = new URL(settings.apiUrl.replace(/\/+$/, ''), origin);
  const apiPath = api.pathname.replace(/\/+$/, '');
  const mediaOrigins = new Set([origin, api.origin, ...settings.mediaOrigins]);
  const tilePrefix = settings.tilePrefix ? new URL(settings.tilePrefix, origin).href : null;
  /** Never what was asked with a visitor's credentials (the guide list aside). */
  const anonymousGet = (request: RequestLike) =>
    request.method === 'GET' && !request.headers.has('Authorization');

  return {
    /** `GET /negril_guide/` (with or without the visitor's token: sign-out drops it). */
    guideList: (url: URL, request: RequestLike) =>
      request.method === 'GET' &&
      url.origin === api.origin &&
      url.pathname === `${apiPath}/negril_guide/`,
    serverMedia: (url: URL, request: RequestLike) =>
      anonymousGet(request) &&
      mediaOrigins.has(url.origin) &&
      url.pathname.startsWith(`${apiPath}/media/`),
    contentImages: (url: URL, request: RequestLike) =>
      anonymousGet(request) &&
      settings.contentImagesOrigin !== null &&
      url.origin === settings.contentImagesOrigin,
    mapTiles: (url: URL, request: RequestLike) =>
      anonymousGet(request) && tilePrefix !== null && url.href.startsWith(tilePrefix),
    /** A page under another language's prefix than English's (`/es/blog`). */
    languagePage: (url: URL) =>
      url.origin === origin && localeOfPath(url.pathname) !== DEFAULT_LOCALE,
    /** The site's hashed files (`/assets/…`) that the precache does not answer. */
    languageFiles: (url: URL, request: RequestLike) =>
      anonymousGet(request) && url.origin === origin && url.pathname.startsWith('/assets/'),
  };
}
