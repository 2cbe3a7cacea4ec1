import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readPaintedPage } from '../../src/painted/adopt';
import { server } from '../../src/mocks/node';
import { gate } from '../utils';
import { feedPage, writtenPage } from './painted-pages';
import { FAILURES, paintedStart } from './painted-start';

describe('the app started from a painted feed page', () => {
  const { graph, idleWork, startWith, pageLoaded, browserIdle, answered } = paintedStart();

  /** The painted feed page, read as src/start.tsx reads it, and the app started from it. */
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
