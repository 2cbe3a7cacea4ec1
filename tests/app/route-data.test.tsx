import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../src/app/router';
import { makeStore } from '../../src/app/store/store';
import { config } from '../../src/config';
import { server } from '../../src/mocks/node';
import { READER, signedInAuth } from '../session';
import { historyAt, renderApp } from '../utils';

/** What a visit asks the backends for: the content service's content types, graph pages. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.host === 'cdn.contentful.com') {
      seen.push(`contentful ${url.searchParams.get('content_type') ?? url.pathname}`);
    } else if (url.host === 'graph.instagram.com') seen.push('graph');
    else if (url.pathname.startsWith('/api/')) seen.push(`api ${url.pathname}`);
  });
  return seen;
}

/** Waits until `count` requests have been seen. */
async function requestsSeen(seen: string[], count: number) {
  await vi.waitFor(
    () => {
      expect(seen.length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 5000 },
  );
}

describe('a route asks for its data as soon as it is entered', () => {
  // No screen is rendered here: entering the route alone starts the fetch, while the screen's
  // chunk is still on its way (on a phone, that saves the chunk's download and first render).
  it.each([
    ['/blog', ['contentful blog']],
    ['/blog/sunset-at-ricks-cafe', ['contentful blog']],
    ['/', ['contentful blog']],
    ['/feed', ['graph', 'graph']],
    ['/press', ['api /api/press/', 'contentful press']],
  ])('%s, before its screen renders', async (path, expected) => {
    const seen = recordRequests();
    const { store } = makeStore({ persist: false });
    const router = createAppRouter(store, config, { history: historyAt(path) });
    await requestsSeen(seen, expected.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...seen].sort()).toEqual(expected);
    router.dispose();
  });

  it('a screen and its loader ask once between them, even under StrictMode', async () => {
    const seen = recordRequests();
    renderApp({ route: '/blog' });
    await screen.findByRole('link', { name: 'A slow day on Seven Mile Beach' });
    expect(seen.filter((request) => request === 'contentful blog')).toHaveLength(1);
  });

  it('a returning visitor’s profile and admin flag are asked for once, beside the press, under StrictMode', async () => {
    const seen = recordRequests();
    renderApp({ route: '/press', preloadedState: { auth: signedInAuth(READER) } });
    await screen.findByRole('heading', { level: 1, name: 'Press' });
    await requestsSeen(seen, 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...seen].sort()).toEqual([
      'api /api/check_status',
      'api /api/press/',
      'api /api/v1/auth/users/me/',
      'contentful press',
    ]);
  });

  it('a screen whose backend is not configured asks for nothing and says so', async () => {
    const seen = recordRequests();
    renderApp({
      route: '/blog',
      config: {
        ...config,
        contentful: { configured: false, problem: 'set VITE_CONTENTFUL_SPACE_ID' },
      },
    });
    expect(await screen.findByText(/set VITE_CONTENTFUL_SPACE_ID/)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

describe('the home page below the fold', () => {
  /** A stand-in for the browser's IntersectionObserver that a test moves the screen for. */
  class ScrollableObserver {
    static instances: ScrollableObserver[] = [];
    readonly elements = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      ScrollableObserver.instances.push(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
    }
    /** The visitor scrolls: every observed placeholder comes near the screen. */
    static scrollNear() {
      for (const observer of ScrollableObserver.instances) {
        const entries = [...observer.elements].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) {
          observer.callback(entries, observer as unknown as IntersectionObserver);
        }
      }
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    ScrollableObserver.instances = [];
  });

  it('asks for the feed and the press only when the visitor scrolls near them', async () => {
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    const seen = recordRequests();
    renderApp({ route: '/' });
    const latest = await screen.findByRole('region', { name: 'Latest from the blog' });
    await within(latest).findByRole('link', { name: /^Sunset at Rick's Cafe/ });
    expect(seen).toEqual(['contentful blog']);
    expect(screen.queryByRole('region', { name: 'From our feed' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'In the press' })).toBeNull();

    act(() => {
      ScrollableObserver.scrollNear();
    });
    const strip = await screen.findByRole('region', { name: 'From our feed' });
    expect(
      await within(strip).findAllByRole('link', { name: /^(Photo|Video|Album): / }),
    ).toHaveLength(6);
    expect(await screen.findByRole('region', { name: 'In the press' })).toBeInTheDocument();
    expect(seen).toContain('graph');
    expect(seen.some((request) => request.startsWith('contentful press'))).toBe(true);
  });
});
