/// <reference lib="webworker" />
/**
 * The site's service worker (production builds only; never in the demo, whose Mock Service Worker
 * owns the scope). vite-plugins/bundle/service-worker.ts bundles it and injects the precache manifest.
 *
 * - Precache: the painted pages and the hashed bundles, by revision; the new version's files are
 *   added beside the old ones while it waits, and the old ones are dropped only when it
 *   activates, which happens when the visitor presses "Reload" (SKIP_WAITING) and every tab reloads.
 * - Navigations: network first; offline (or after a few seconds), the precached page of that
 *   address (a page of another language than English: its copy kept when last seen), else its
 *   language's app shell (`index.html`, `es/index.html`: the guard starts the app for any
 *   address), else the English one.
 * - The other languages' chunks that are not precached, cache first as they are loaded (their
 *   names are hashed: a file never changes).
 * - Runtime: the guide list network first (the only answer of the product's server kept), the
 *   server's and Contentful's pictures cache first, the map's tiles stale-while-revalidate; the
 *   pictures and tiles asked for with CORS where the host allows it, and kept only when they
 *   came with a 200 (src/sw/pictures.ts).
 *   Nothing else: no other /api answer, nothing of the social graph, nothing sent with an
 *   Authorization header but the guide list.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { RUNTIME_CACHES } from '../lib/browser/cacheNames';
import { pictureCachePlugins } from './pictures';
import { localeOfPath, localizedPath } from '../lib/i18n/locales';
import { pageFile } from '../lib/painted/pageNames';
import { offlineRoutes, type OfflineRouteSettings } from './routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};
/** Written by vite-plugins/bundle/service-worker.ts from the build's configuration. */
declare const __OFFLINE_ROUTES__: OfflineRouteSettings;

const DAY = 24 * 60 * 60;
/** How long a navigation waits for the network before the precached page is shown. */
const NAVIGATION_TIMEOUT_MS = 4000;

const match = offlineRoutes(__OFFLINE_ROUTES__, self.location.origin);
const pictures = () => pictureCachePlugins(self.location.origin);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
clientsClaim();
cleanupOutdatedCaches();

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => {
      reject(new Error('navigation timed out'));
    }, ms);
  });
}

/**
 * The pages of the other languages the visitor reads, as they are seen (the precache holds only
 * each language's fallback page: vite-plugins/bundle/service-worker.ts says why).
 */
const languagePages = new NetworkFirst({
  cacheName: RUNTIME_CACHES.languagePages,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_MS / 1000,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});

// Before the precache route, so that a page is asked of the network first (a deployment is
// seen at once), and the precached copy is the fallback.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    const { request, url } = options;
    const file = pageFile(url.pathname);
    try {
      if (match.languagePage(url) && !(await matchPrecache(file))) {
        return await languagePages.handle(options);
      }
      return await Promise.race([fetch(request), timeout(NAVIGATION_TIMEOUT_MS)]);
    } catch (error) {
      // The page of this address, else its language's page (the app in that language renders
      // the address), else the English one.
      const page =
        (await matchPrecache(file)) ??
        (await matchPrecache(pageFile(localizedPath('/', localeOfPath(url.pathname))))) ??
        (await matchPrecache('/index.html'));
      if (page) return page;
      throw error;
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);

// After the precache route: the other languages' own chunks, kept as the visitor's pages load them.
registerRoute(
  ({ url, request }) => match.languageFiles(url, request),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.languageFiles,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => match.guideList(url, request),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.guideList,
    networkTimeoutSeconds: 3,
    // The server may vary on Authorization: the list is the same for everyone who has the word.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 2, maxAgeSeconds: 30 * DAY }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => match.serverMedia(url, request),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.serverMedia,
    plugins: [
      ...pictures(),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => match.contentImages(url, request),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.contentImages,
    plugins: [
      ...pictures(),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => match.mapTiles(url, request),
  new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.mapTiles,
    plugins: [
      ...pictures(),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);
