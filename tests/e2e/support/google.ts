import type { BrowserContext } from '@playwright/test';

/**
 * "Continue with Google" offline. The Firebase SDK's popup flow, and the Auth emulator's helper
 * iframe page (http://127.0.0.1:9099/emulator/auth/iframe), both load Google's loader
 * `https://apis.google.com/js/api.js` and talk to each other through its `gapi.iframes` API.
 * Nothing answers that URL here, so the tests answer it with the stand-in below: just the calls
 * those two pages make, carried over window.postMessage.
 *
 * The way the pieces talk:
 *   site page (SDK) ──open──▶ helper iframe (emulator, 127.0.0.1:9099) ◀──postMessage── popup
 *   The popup (the emulator's account chooser) hands the sign-in result to the helper iframe,
 *   which sends it to the site as an 'authEvent'; the SDK acknowledges it and finishes signing in.
 */

/**
 * Runs in the browser, in both pages above. It is serialised with toString(), so it must use
 * nothing from outside itself (and no class fields or other syntax a transpiler would turn into
 * helper calls).
 */
function gapiStandIn(): void {
  /** Marks the stand-in's own messages: the emulator's pages post messages of their own. */
  const MARK = 'negril-gapi-stand-in';
  /** The iframe URL's hash carries the opener's origin, so the iframe can answer only it. */
  const PARENT_PARAM = 'gapiStandInParent';

  interface Wire {
    mark: typeof MARK;
    /** ready: the iframe's side is listening; request: send(); reply: a handler's answer. */
    kind: 'ready' | 'request' | 'reply';
    id: number;
    type: string;
    data: unknown;
  }
  type Handler = (data: unknown) => unknown;
  type Callback = (results: unknown[]) => void;

  /** One end of the link between the site page and the helper iframe. */
  interface Link {
    peer: Window;
    origin: string;
    ready: Promise<void>;
    markReady: () => void;
    handlers: Map<string, Handler>;
    /** Requests that arrived before their handler was registered, kept for it. */
    early: Map<string, Wire[]>;
    replies: Map<number, Callback>;
  }

  const links: Link[] = [];
  let nextId = 1;

  function createLink(peer: Window, origin: string): Link {
    let markReady = (): void => undefined;
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const link: Link = {
      peer,
      origin,
      ready,
      markReady: () => {
        markReady();
      },
      handlers: new Map(),
      early: new Map(),
      replies: new Map(),
    };
    links.push(link);
    return link;
  }

  function post(link: Link, kind: Wire['kind'], id: number, type: string, data: unknown): void {
    const message: Wire = { mark: MARK, kind, id, type, data };
    link.peer.postMessage(message, link.origin);
  }

  /**
   * Callers' callbacks may throw, and the real loader swallows that: the SDK's own
   * 'webStorageSupport' callback reports its answer and then always throws internal-error.
   */
  function quietly(run: () => void): void {
    try {
      run();
    } catch {
      // Swallowed on purpose, as above.
    }
  }

  function answer(link: Link, request: Wire): void {
    const handler = link.handlers.get(request.type);
    if (!handler) {
      // The helper iframe sends its first 'authEvent' as soon as it loads, which can be before
      // the SDK registers its handler: keep it until then.
      const queue = link.early.get(request.type) ?? [];
      queue.push(request);
      link.early.set(request.type, queue);
      return;
    }
    let result: unknown;
    try {
      result = handler(request.data);
    } catch {
      result = undefined;
    }
    post(link, 'reply', request.id, request.type, result);
  }

  /** The iframe object both pages hold: gapi.iframes.Iframe's calls the two pages make. */
  function iframeApi(link: Link) {
    return {
      /** SDK: 'authEvent' (the sign-in result); emulator: 'webStorageSupport'. */
      register(type: string, handler: Handler): void {
        link.handlers.set(type, handler);
        const queued = link.early.get(type) ?? [];
        link.early.delete(type);
        for (const request of queued) answer(link, request);
      },
      /** SDK: asks 'webStorageSupport'; emulator: sends 'authEvent'. Callbacks get [answer]. */
      send(type: string, data: unknown, callback?: Callback): Promise<unknown[]> {
        const id = nextId++;
        return link.ready.then(
          () =>
            new Promise<unknown[]>((resolve) => {
              link.replies.set(id, (results) => {
                quietly(() => callback?.(results));
                resolve(results);
              });
              post(link, 'request', id, type, data);
            }),
        );
      },
      /** SDK: waits for the helper iframe to be loaded and listening (callback and promise). */
      ping(callback?: Callback): Promise<unknown[]> {
        return link.ready.then(() => {
          quietly(() => callback?.([]));
          return [];
        });
      },
      /** SDK: asks the hidden iframe not to hide on mouse-out; nothing to do here. */
      restyle(): Promise<void> {
        return Promise.resolve();
      },
    };
  }
  type IframeApi = ReturnType<typeof iframeApi>;

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = event.data as Partial<Wire> | null;
    if (typeof message !== 'object' || message === null || message.mark !== MARK) return;
    const link = links.find((candidate) => candidate.peer === event.source);
    if (!link || (link.origin !== '*' && link.origin !== event.origin)) return;
    const wire = message as Wire;
    if (wire.kind === 'ready') link.markReady();
    else if (wire.kind === 'request') answer(link, wire);
    else {
      const reply = link.replies.get(wire.id);
      link.replies.delete(wire.id);
      reply?.([wire.data]);
    }
  });

  interface OpenOptions {
    url: string;
    where?: HTMLElement;
    attributes?: Record<string, unknown>;
  }

  let parentIframe: IframeApi | null = null;

  const context = {
    /** SDK: puts the hidden helper iframe in the page; resolves to what the callback returns. */
    open(options: OpenOptions, callback?: (iframe: IframeApi) => unknown): Promise<unknown> {
      const url = new URL(options.url, location.href);
      url.hash = `${PARENT_PARAM}=${encodeURIComponent(location.origin)}`;
      const frame = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(name, String(value));
      }
      frame.src = url.href;
      (options.where ?? document.body).appendChild(frame);
      if (!frame.contentWindow) return Promise.reject(new Error('gapi stand-in: no iframe window'));
      const api = iframeApi(createLink(frame.contentWindow, url.origin));
      return Promise.resolve().then(() => (callback ? callback(api) : api));
    },
    /** Emulator's helper iframe: the link back to the page that opened it. */
    getParentIframe(): IframeApi {
      if (parentIframe) return parentIframe;
      const hash = new URLSearchParams(location.hash.slice(1));
      const link = createLink(window.parent, hash.get(PARENT_PARAM) ?? '*');
      link.markReady();
      // Tells the opener's side (its ping) that this side now listens.
      post(link, 'ready', 0, '', null);
      parentIframe = iframeApi(link);
      return parentIframe;
    },
  };

  const gapi = {
    /** Both pages: gapi.load('gapi.iframes', callback | { callback, timeout, ontimeout }). */
    load(_module: string, config: (() => void) | { callback?: () => void }): void {
      const callback = typeof config === 'function' ? config : config.callback;
      setTimeout(() => callback?.(), 0);
    },
    iframes: {
      getContext: () => context,
      /** Passed as a filter by both pages; the stand-in only ever links two known windows. */
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      /** Its presence tells the SDK that gapi.iframes is loaded. */
      Iframe: function Iframe() {
        return undefined;
      },
    },
  };

  const globals = window as unknown as Record<string, unknown>;
  globals.gapi = gapi;
  // The loader's two ways of saying it is ready: the SDK's ?onload=<name> on the script URL,
  // and the emulator iframe's window.gapi_onload.
  const script = document.currentScript as HTMLScriptElement | null;
  const onloadName = script ? new URL(script.src).searchParams.get('onload') : null;
  for (const onload of [onloadName ? globals[onloadName] : null, globals.gapi_onload]) {
    if (typeof onload === 'function') (onload as () => void)();
  }
}

export interface GoogleApisTraffic {
  /** The pages (frame URLs) that loaded the stand-in. */
  servedTo: string[];
}

/** Answers https://apis.google.com/js/api.js with the stand-in; anything else there is a 404. */
export async function routeGoogleApis(context: BrowserContext): Promise<GoogleApisTraffic> {
  const traffic: GoogleApisTraffic = { servedTo: [] };
  const body = `(${gapiStandIn.toString()})();\n`;
  await context.route('https://apis.google.com/**', async (route) => {
    const request = route.request();
    if (new URL(request.url()).pathname !== '/js/api.js') {
      await route.fulfill({ status: 404, body: 'Not found' });
      return;
    }
    try {
      traffic.servedTo.push(request.frame().url());
    } catch {
      traffic.servedTo.push('(no frame)');
    }
    await route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  return traffic;
}
