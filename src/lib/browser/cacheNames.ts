/**
 * The service worker's runtime caches, named once: the worker (src/sw/worker.ts) fills them, the
 * page empties the one tied to a signed-in visitor when they sign out.
 */
export const RUNTIME_CACHES = {
  /** `GET /negril_guide/`: the only answer of the product's server that is kept. */
  guideList: 'guide-list',
  /** The product server's pictures (`/api/media/…`). */
  serverMedia: 'server-media',
  /** Contentful's Images API. */
  contentImages: 'content-images',
  /** The guide map's tiles. */
  mapTiles: 'map-tiles',
  /** The pages of the other languages than English, as seen (English's are precached). */
  languagePages: 'language-pages',
  /** The other languages' own chunks, as loaded (English's are precached). */
  languageFiles: 'language-files',
} as const;

/** Caches that may hold what a signed-in visitor was answered (the list asked with their token). */
export const SIGNED_IN_CACHES: readonly string[] = [RUNTIME_CACHES.guideList];

/**
 * Drops what was cached for the visitor who just signed out. Through the Cache Storage API from
 * the page: it needs no worker running, and works in a tab the worker does not control yet.
 */
export async function forgetSignedInCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(SIGNED_IN_CACHES.map((name) => caches.delete(name)));
}
