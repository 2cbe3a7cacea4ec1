// @vitest-environment node
// The worker's picture and tile caches, run through Workbox's own strategies (as src/sw/worker.ts
// registers them, expiry aside: it needs IndexedDB) against a network that answers as a browser
// does: a cross-origin no-cors request gets an opaque answer (status 0, whatever the host said),
// a CORS request gets the host's status, or fails when the host does not allow CORS.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // Workbox reads `self` (a worker's global) when its modules load, and logs unless told not to.
  Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true });
});

import { CacheFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { corsRequestFor, pictureCachePlugins } from '../../src/sw/pictures';

const ORIGIN = 'https://negril.example';
const TILE = 'https://tiles.example.com/15/9/8.png';
const PICTURE = 'https://images.ctfassets.net/space/asset/abc/ricks.jpg?w=640&fm=webp';

/** Cache Storage in memory, keyed by URL (what the worker's caches match on). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (request: RequestInfo | URL) =>
      typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return Promise.resolve({
      match: (request: RequestInfo | URL) => Promise.resolve(store.get(key(request))?.clone()),
      put: (request: RequestInfo | URL, response: Response) => {
        store.set(key(request), response);
        return Promise.resolve();
      },
      delete: (request: RequestInfo | URL) => Promise.resolve(store.delete(key(request))),
      keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
    });
  };
  const match = (request: RequestInfo | URL, options?: { cacheName?: string }) =>
    options?.cacheName
      ? open(options.cacheName).then((cache) => cache.match(request))
      : Promise.resolve(undefined);
  return { open, match, has: (name: string) => Promise.resolve(stores.has(name)), stores };
}

/** An opaque answer, as a browser gives a no-cors request: no status, no body to read. */
function opaque(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperties(response, {
    status: { value: 0 },
    ok: { value: false },
    type: { value: 'opaque' },
  });
  return response;
}

interface Host {
  /** The statuses the host answers, one per request, the last repeated. */
  statuses: number[];
  cors: boolean;
}

/** The network as a browser's fetch sees it, recording what was asked and how. */
function network(hosts: Record<string, Host>) {
  const asked: { url: string; mode: RequestMode; credentials: RequestCredentials }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    asked.push({ url: request.url, mode: request.mode, credentials: request.credentials });
    const host = hosts[url.origin];
    if (!host) return Promise.reject(new TypeError('Failed to fetch'));
    const status = host.statuses.length > 1 ? host.statuses.shift()! : host.statuses[0]!;
    if (request.mode === 'no-cors' && url.origin !== ORIGIN) return Promise.resolve(opaque());
    if (!host.cors) return Promise.reject(new TypeError('Failed to fetch (CORS)'));
    return Promise.resolve(
      new Response(status === 200 ? 'picture' : 'busy', {
        status,
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
  });
  return { fetch, asked };
}

/** An <img>'s request for a picture of another origin: no-cors, with the page's cookies. */
const imageRequest = (url: string) => new Request(url, { mode: 'no-cors', credentials: 'include' });

/** A worker's event, as far as Workbox uses it: it waits for what the handler does after answering. */
class WorkerEvent {
  waits: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>) {
    this.waits.push(promise);
  }
}
/** Never the event here: the worker's requests for pictures are not navigations. */
class WorkerFetchEvent extends WorkerEvent {}

async function ask(strategy: Strategy, url: string) {
  const event = new WorkerEvent();
  const [response, done] = strategy.handleAll({ request: imageRequest(url), event });
  const answer = await response.catch((error: unknown) => error);
  await done.catch(() => undefined);
  await Promise.all(event.waits);
  return answer;
}

let caches: ReturnType<typeof memoryCaches>;
beforeEach(() => {
  caches = memoryCaches();
  vi.stubGlobal('caches', caches);
  // Workbox checks its events' classes, which only a worker has.
  vi.stubGlobal('ExtendableEvent', WorkerEvent);
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`));
  vi.stubGlobal('FetchEvent', WorkerFetchEvent);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const cached = async (name: string, url: string) =>
  (await (await caches.open(name)).match(url)) !== undefined;

describe('the worker’s request for a picture of another origin', () => {
  it('asks with CORS and without cookies, for the same address', () => {
    const request = corsRequestFor(imageRequest(TILE), ORIGIN);
    expect(request.url).toBe(TILE);
    expect(request.mode).toBe('cors');
    expect(request.credentials).toBe('omit');
  });

  it('leaves the site’s own pictures, and a request made with CORS already, as they are', () => {
    const own = imageRequest(`${ORIGIN}/api/media/guides/rick.jpg`);
    expect(corsRequestFor(own, ORIGIN)).toBe(own);
    const cors = new Request(TILE, { mode: 'cors' });
    expect(corsRequestFor(cors, ORIGIN)).toBe(cors);
  });
});

describe('what the picture and tile caches keep', () => {
  it('keeps a tile answered 200, asked with CORS', async () => {
    const { fetch, asked } = network({
      'https://tiles.example.com': { statuses: [200], cors: true },
    });
    vi.stubGlobal('fetch', fetch);
    const tiles = new StaleWhileRevalidate({
      cacheName: 'tiles',
      plugins: pictureCachePlugins(ORIGIN),
    });
    const answer = (await ask(tiles, TILE)) as Response;
    expect(answer.status).toBe(200);
    expect(asked).toEqual([{ url: TILE, mode: 'cors', credentials: 'omit' }]);
    expect(await cached('tiles', TILE)).toBe(true);
  });

  it('never keeps a tile answered 500: the next request asks the network, and keeps its 200', async () => {
    const { fetch, asked } = network({
      'https://tiles.example.com': { statuses: [500, 200], cors: true },
    });
    vi.stubGlobal('fetch', fetch);
    const tiles = new StaleWhileRevalidate({
      cacheName: 'tiles',
      plugins: pictureCachePlugins(ORIGIN),
    });

    expect(((await ask(tiles, TILE)) as Response).status).toBe(500);
    expect(await cached('tiles', TILE)).toBe(false);

    const second = (await ask(tiles, TILE)) as Response;
    expect(second.status).toBe(200);
    expect(await second.text()).toBe('picture');
    expect(asked).toHaveLength(2);
    expect(await cached('tiles', TILE)).toBe(true);
  });

  it('shows a picture of a host without CORS through the page’s own request, and keeps nothing', async () => {
    const { fetch, asked } = network({
      'https://images.ctfassets.net': { statuses: [200], cors: false },
    });
    vi.stubGlobal('fetch', fetch);
    const pictures = new CacheFirst({
      cacheName: 'pictures',
      plugins: pictureCachePlugins(ORIGIN),
    });

    const answer = (await ask(pictures, PICTURE)) as Response;
    expect(answer.type).toBe('opaque');
    expect(asked.map(({ mode }) => mode)).toEqual(['cors', 'no-cors']);
    // The fallback is the page's own request, cookies and all, as without a worker.
    expect(asked[1]).toEqual({ url: PICTURE, mode: 'no-cors', credentials: 'include' });
    expect(await cached('pictures', PICTURE)).toBe(false);

    // Nothing kept: the next view asks again.
    await ask(pictures, PICTURE);
    expect(asked).toHaveLength(4);
  });

  it('keeps a picture answered 200 and serves it from the cache afterwards', async () => {
    const { fetch, asked } = network({
      'https://images.ctfassets.net': { statuses: [200], cors: true },
    });
    vi.stubGlobal('fetch', fetch);
    const pictures = new CacheFirst({
      cacheName: 'pictures',
      plugins: pictureCachePlugins(ORIGIN),
    });
    await ask(pictures, PICTURE);
    const again = (await ask(pictures, PICTURE)) as Response;
    expect(await again.text()).toBe('picture');
    expect(asked).toHaveLength(1);
  });

  it('gives the page the network’s error when the host cannot be reached, and keeps nothing', async () => {
    const { fetch } = network({});
    vi.stubGlobal('fetch', fetch);
    const pictures = new CacheFirst({
      cacheName: 'pictures',
      plugins: pictureCachePlugins(ORIGIN),
    });
    expect(await ask(pictures, PICTURE)).toMatchObject({ name: 'no-response' });
    expect(await cached('pictures', PICTURE)).toBe(false);
  });
});
