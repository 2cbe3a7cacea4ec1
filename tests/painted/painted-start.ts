import { act, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { applyPageData } from '../../src/painted/adopt';
import { makeStore } from '../../src/app/store/store';
import { server } from '../../src/mocks/node';
import { renderApp } from '../utils';

/**
 * The app started from a painted page, as src/start.tsx starts it, with the browser's load and idle
 * time in the test's hands. Call inside a `describe`: it registers its own set-up and clean-up.
 */
export function paintedStart() {
  /**
   * What reaches the content service: `blog versions` is the small check of the entries' ids and
   * update times (`select=sys.id,sys.updatedAt`), `blog entries` the full list through the SDK.
   */
  const requests: string[] = [];
  /** What reaches the social graph: `first` page (20 posts) or `next` (its `paging.next`). */
  const graph: string[] = [];
  /** Work waiting for the browser to be idle; the test decides when it is. */
  const idleWork: (() => void)[] = [];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    requests.length = 0;
    graph.length = 0;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.host === 'graph.instagram.com') {
        graph.push(url.searchParams.has('after') ? 'next' : 'first');
      }
      if (url.host !== 'cdn.contentful.com') return;
      const kind = url.searchParams.has('select') ? 'versions' : 'entries';
      requests.push(`${url.searchParams.get('content_type') ?? url.pathname} ${kind}`);
    });
    idleWork.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleWork.push(() => {
        callback({ didTimeout: false, timeRemaining: () => 50 });
      });
      return idleWork.length;
    });
    // The page is still loading (its pictures): the app starts before the load event.
    readyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'readyState');
  });

  function startWith(path: string, painted: { data: unknown } | null) {
    const { store } = makeStore({ persist: false });
    if (painted) applyPageData(store, painted.data);
    const { blog, feed } = store.getState();
    return renderApp({ route: path, preloadedState: { blog, feed } });
  }

  function pageLoaded() {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  }

  /** The browser has nothing else to do: the waiting work runs. */
  async function browserIdle() {
    // The load event's promise settles first.
    await waitFor(() => {
      expect(idleWork.length).toBeGreaterThan(0);
    });
    const work = idleWork.splice(0);
    act(() => {
      for (const run of work) run();
    });
  }

  /** Resolves once the content service (or `host`) has answered `count` requests (or failed to). */
  function answered(count: number, host = 'cdn.contentful.com'): Promise<void> {
    let seen = 0;
    return new Promise((resolve) => {
      server.events.on('request:end', ({ request }) => {
        if (new URL(request.url).host === host && ++seen === count) {
          // The answer's own handlers (a thunk, a catch) run before the test looks.
          setTimeout(resolve, 50);
        }
      });
    });
  }

  return { requests, graph, idleWork, startWith, pageLoaded, browserIdle, answered };
}

/** The two ways a refresh fails: an error answer, and no answer at all. */
export const FAILURES = [
  [
    'an error',
    () =>
      HttpResponse.json(
        { sys: { type: 'Error', id: 'InternalServerError' }, message: 'Something broke.' },
        { status: 500 },
      ),
  ],
  ['no answer', () => HttpResponse.error()],
] as const;
