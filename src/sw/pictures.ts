/**
 * How the service worker asks for the pictures and tiles it keeps (tested in
 * tests/sw/pictures.test.ts). An `<img>` without `crossorigin` asks another origin in `no-cors`
 * mode, and the answer is opaque: status 0 whether the host sent the picture or a 500, so a
 * worker that keeps opaque answers may keep an error for a month and serve it in place of the
 * picture. Instead the worker asks for such a picture with CORS, without cookies: the hosts it
 * caches from allow that (Contentful's Images API, OpenStreetMap's tiles), the status can be
 * read, and only a 200 is kept. Where CORS is refused, the page's own request goes to the
 * network as it was, and its answer is shown but never kept.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';

export function isCrossOriginNoCors(request: Request, origin: string): boolean {
  return request.mode === 'no-cors' && new URL(request.url).origin !== origin;
}

/** The worker's own request for a picture: CORS, no cookies, the rest as the page asked. */
export function corsRequestFor(request: Request, origin: string): Request {
  if (!isCrossOriginNoCors(request, origin)) return request;
  return new Request(request, { mode: 'cors', credentials: 'omit' });
}

/** Asks with CORS; when that fails, the page's own request, answered and never cached. */
export function corsPictures(origin: string): WorkboxPlugin {
  return {
    requestWillFetch: ({ request }) => Promise.resolve(corsRequestFor(request, origin)),
    handlerDidError: async ({ request }) => {
      if (!isCrossOriginNoCors(request, origin)) return undefined;
      try {
        return await fetch(request);
      } catch {
        // Offline, or the host is down: the page gets the error, as without a worker.
        return undefined;
      }
    },
  };
}

/** Every picture cache's plugins (expiry aside): CORS where it can, and only a 200 kept. */
export function pictureCachePlugins(origin: string): WorkboxPlugin[] {
  return [corsPictures(origin), new CacheableResponsePlugin({ statuses: [200] })];
}
