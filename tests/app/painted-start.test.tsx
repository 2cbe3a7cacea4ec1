import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageData, readPaintedPage } from '../../src/painted/adopt';
import { makeStore } from '../../src/app/store';
import { server } from '../../src/mocks/node';
import { gate, renderApp } from '../utils';
import { blogItems, feedPage, writtenPage } from './paintedPages';

const ENTRIES = 'https://cdn.contentful.com/spaces/*';
const SLOW_DAY = 'A slow day on Seven Mile Beach';

describe('the app started from a painted page', () => {
  /**
   * What reaches the content service: `blog versions` is the small check of the entries' ids and
   * update times (`select=sys.id,sys.updatedAt`), `blog entries` the full list through the SDK.
   */
  let requests: string[];
  /** What reaches the social graph: `first` page (20 posts) or `next` (its `paging.next`). */
  let graph: string[];
  /** Work waiting for the browser to be idle; the test decides when it is. */
  let idleWork: (() => void)[];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    requests = [];
    graph = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.host === 'graph.instagram.com') {
        graph.push(url.searchParams.has('after') ? 'next' : 'first');
      }
      if (url.host !== 'cdn.contentful.com') return;
      const kind = url.searchParams.has('select') ? 'versions' : 'entries';
      requests.push(`${url.searchParams.get('content_type') ?? url.pathname} ${kind}`);
    });
    idleWork = [];
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

  /** What main.tsx does: the painted page's data for this address, applied to the store the app starts with. */
  async function startFromPage(path: string) {
    const items = await blogItems();
    requests.length = 0;
    return startWith(path, readPaintedPage(writtenPage(path, items)));
  }

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

  /** The content service's answer for entries other than the page's: one new entry. */
  const PUBLISHED_SINCE = {
    sys: { type: 'Array' },
    total: 1,
    skip: 0,
    limit: 200,
    items: [
      {
        sys: { id: 'new', type: 'Entry', updatedAt: '2026-11-23T08:00:00.000Z' },
        fields: { title: 'Published this morning', slug: 'published-this-morning' },
      },
    ],
  };

  const FAILURES = [
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

  /** The content service: the versions check answered by `versions`, the full list by `entries`. */
  function contentService(answers: {
    versions: () => Response | Promise<Response>;
    entries?: () => Response | Promise<Response>;
  }) {
    server.use(
      mockHttp.get(ENTRIES, ({ request }) => {
        if (new URL(request.url).searchParams.has('select')) return answers.versions();
        return answers.entries ? answers.entries() : undefined;
      }),
    );
  }

  function titles(): string[] {
    return screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
  }

  it('shows the entries at once, and checks them only after load, when idle', async () => {
    const { store } = await startFromPage('/blog');
    const link = await screen.findByRole('link', { name: SLOW_DAY });
    expect(titles()).toHaveLength(8);
    expect(screen.queryByRole('status')).toBeNull();
    const shown = store.getState().blog.entries;

    // Nothing is asked while the page loads, nor once it has, until the browser is idle.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toEqual([]);
    pageLoaded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);

    const check = answered(1);
    await browserIdle();
    await check;
    await waitFor(() => {
      expect(store.getState().blog).toMatchObject({ isLoading: false, fromPaintedPage: false });
    });
    // The entries are current: one small check, and the full list is never fetched again.
    expect(requests).toEqual(['blog versions']);

    // The very same list, the same elements on the screen.
    expect(store.getState().blog.entries).toBe(shown);
    expect(screen.getByRole('link', { name: SLOW_DAY })).toBe(link);
    expect(titles()).toHaveLength(8);
  });

  it('shows what was published since the build once the refresh answers', async () => {
    const { store } = await startFromPage('/blog');
    await screen.findByRole('link', { name: SLOW_DAY });
    contentService({
      versions: () => HttpResponse.json(PUBLISHED_SINCE),
      entries: () => HttpResponse.json(PUBLISHED_SINCE),
    });
    expect(requests).toEqual([]);
    pageLoaded();
    await browserIdle();
    expect(await screen.findByRole('link', { name: 'Published this morning' })).toHaveAttribute(
      'href',
      '/blog/published-this-morning',
    );
    expect(titles()).toEqual(['Published this morning']);
    expect(store.getState().blog.fromPaintedPage).toBe(false);
    expect(requests).toEqual(['blog versions', 'blog entries']);
  });

  it.each(FAILURES)(
    'keeps the entries, and says nothing, when the check gets %s',
    async (_, answer) => {
      await startFromPage('/blog');
      const link = await screen.findByRole('link', { name: SLOW_DAY });
      contentService({ versions: answer });
      pageLoaded();
      const check = answered(1);
      await browserIdle();
      await check;

      expect(requests).toEqual(['blog versions']);
      expect(titles()).toHaveLength(8);
      expect(screen.getByRole('link', { name: SLOW_DAY })).toBe(link);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it.each(FAILURES)(
    'keeps the entries when the check finds changes and the list then gets %s',
    async (_, answer) => {
      const { user } = await startFromPage('/blog');
      await screen.findByRole('link', { name: SLOW_DAY });
      contentService({ versions: () => HttpResponse.json(PUBLISHED_SINCE), entries: answer });
      pageLoaded();
      const both = answered(2);
      await browserIdle();
      await both;
      expect(requests).toEqual(['blog versions', 'blog entries']);

      // Every entry stays; a quiet status above them (no alert) offers to try again.
      expect(titles()).toHaveLength(8);
      expect(screen.getByRole('link', { name: SLOW_DAY })).toBeVisible();
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent(
        'Newer entries could not be loaded; these may not be the latest.',
      );
      expect(screen.queryByRole('alert')).toBeNull();
      server.resetHandlers();
      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      await waitFor(() => {
        expect(screen.queryByRole('status')).toBeNull();
      });
      expect(titles()).toHaveLength(8);
      expect(requests).toEqual(['blog versions', 'blog entries', 'blog entries']);
    },
  );

  it('keeps the home page’s latest entries, without a notice, when the refresh fails', async () => {
    // A phone's first view: the feed and the press below are not scrolled near, so not asked for.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    await startFromPage('/');
    const latest = await screen.findByRole('region', { name: 'Latest from the blog' });
    expect(within(latest).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    contentService({
      versions: () => HttpResponse.json(PUBLISHED_SINCE),
      entries: () => HttpResponse.error(),
    });
    pageLoaded();
    const both = answered(2);
    await browserIdle();
    await both;
    expect(requests).toEqual(['blog versions', 'blog entries']);
    expect(within(latest).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks at once when the painted page’s data cannot be read', async () => {
    const page = writtenPage('/blog', await blogItems());
    const data = page.getElementById('page-data')!;
    data.textContent = `${data.textContent.slice(0, 200)}…`;
    requests.length = 0;
    const painted = readPaintedPage(page);
    expect(painted).toEqual({ data: {} });

    startWith('/blog', painted);
    await screen.findByRole('link', { name: SLOW_DAY });
    // Before load and without idle time: the visitor has nothing to read until the answer.
    expect(requests).toEqual(['blog entries']);
    expect(idleWork).toEqual([]);
  });
  /** The painted feed page, read as main.tsx reads it, and the app started from it. */
  async function startFromFeedPage() {
    const first = await feedPage();
    graph.length = 0;
    return { first, ...startWith('/feed', readPaintedPage(writtenPage('/feed', null, first))) };
  }

  const tiles = () => document.querySelectorAll('button[id^="feed-post-"]');

  it('shows the feed’s painted posts at once, and asks the graph afresh only after load, when idle', async () => {
    const { first, store } = await startFromFeedPage();
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    expect(tiles()).toHaveLength(first.posts.filter((post) => post.media_url).length);
    const shown = store.getState().feed.posts;
    const firstTile = tiles()[0];
    expect(screen.queryByText('Loading the feed')).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(graph).toEqual([]);
    pageLoaded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(graph).toEqual([]);

    // The graph's picture addresses expire: the posts are fetched afresh, both pages as ever.
    const both = answered(2, 'graph.instagram.com');
    await browserIdle();
    await both;
    await waitFor(() => {
      expect(store.getState().feed).toMatchObject({ isLoading: false, fromPaintedPage: false });
    });
    expect(graph).toEqual(['first', 'next']);
    expect(tiles().length).toBeGreaterThan(first.posts.length);
    // The posts the refresh brought again are the very ones on screen: none is rendered anew.
    expect(store.getState().feed.posts.slice(0, shown.length)).toEqual(shown);
    store
      .getState()
      .feed.posts.slice(0, shown.length)
      .forEach((post, index) => {
        expect(post).toBe(shown[index]);
      });
    expect(tiles()[0]).toBe(firstTile);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  /**
   * The app started from the painted feed, the page loaded and the browser idle: the refresh's
   * first request is on its way, held until `open()`, then answered by `answer` (undefined: the
   * mock graph's own answer).
   */
  async function feedRefreshHeld(answer: () => Response | undefined = () => undefined) {
    const started = await startFromFeedPage();
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    const slow = gate();
    server.use(
      mockHttp.get(
        'https://graph.instagram.com/*',
        async () => {
          await slow.opened;
          return answer();
        },
        { once: true },
      ),
    );
    pageLoaded();
    await browserIdle();
    await waitFor(() => {
      expect(graph).toEqual(['first']);
    });
    return { ...started, open: slow.open };
  }

  it('leaves "Load more" as it is while the posts are refreshed, and a press meanwhile loads the next page after', async () => {
    const { first, user, open } = await feedRefreshHeld();

    // Nothing the visitor asked for is loading: the button neither says so nor refuses a press.
    const more = screen.getByRole('button', { name: 'Load more' });
    expect(more).toBeEnabled();
    await user.click(more);
    // Pressed: it says it is loading, and waits for the refresh, not beside it.
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    expect(graph).toEqual(['first']);

    open();
    // The refresh's two pages, then the one after them.
    await waitFor(() => {
      expect(graph).toEqual(['first', 'next', 'next']);
    });
    await waitFor(() => {
      expect(tiles().length).toBeGreaterThan(40);
    });
    expect(tiles().length).toBeGreaterThan(first.posts.length);
    expect(screen.queryByRole('button', { name: 'Loading…' })).toBeNull();
  });

  it('drops a "Load more" pressed during a refresh that fails: the failure stays said', async () => {
    const { user, open } = await feedRefreshHeld(() =>
      HttpResponse.json({ error: { message: 'Server error', code: 2 } }, { status: 500 }),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    open();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Newer posts could not be loaded; these may not be the latest.',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No request for the next page took the notice away.
    expect(graph).toEqual(['first']);
    expect(screen.getByRole('status')).toHaveTextContent('Newer posts could not be loaded');
  });

  it.each(FAILURES)(
    'keeps the painted posts with a quiet notice when the refresh gets %s, and Try again asks again',
    async (_, failure) => {
      const { first, user } = await startFromFeedPage();
      await screen.findByRole('heading', { level: 1, name: 'Feed' });
      server.use(mockHttp.get('https://graph.instagram.com/*', failure, { once: true }));
      pageLoaded();
      const refresh = answered(1, 'graph.instagram.com');
      await browserIdle();
      await refresh;
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent(
        'Newer posts could not be loaded; these may not be the latest.',
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(tiles()).toHaveLength(first.posts.filter((post) => post.media_url).length);

      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      await waitFor(() => {
        expect(screen.queryByRole('status')).toBeNull();
      });
      await waitFor(() => {
        expect(tiles().length).toBeGreaterThan(first.posts.length);
      });
      expect(graph).toEqual(['first', 'first', 'next']);
    },
  );

  it('asks the graph at once when the feed’s painted data cannot be read', async () => {
    const page = writtenPage('/feed', null, await feedPage());
    const data = page.getElementById('page-data')!;
    data.textContent = data.textContent.slice(0, 100);
    graph.length = 0;
    startWith('/feed', readPaintedPage(page));
    await waitFor(() => {
      expect(tiles().length).toBeGreaterThan(0);
    });
    expect(graph[0]).toBe('first');
    expect(idleWork).toEqual([]);
  });
});
