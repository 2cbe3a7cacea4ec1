import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readPaintedPage } from '../../src/painted/adopt';
import { server } from '../../src/mocks/node';
import { blogItems, writtenPage } from './painted-pages';
import { FAILURES, paintedStart } from './painted-start';

const ENTRIES = 'https://cdn.contentful.com/spaces/*';
const SLOW_DAY = 'A slow day on Seven Mile Beach';

describe('the app started from a painted blog page', () => {
  const { requests, idleWork, startWith, pageLoaded, browserIdle, answered } = paintedStart();

  /** What src/start.tsx does: the painted page's data for this address, applied to the store the app starts with. */
  async function startFromPage(path: string) {
    const items = await blogItems();
    requests.length = 0;
    return startWith(path, readPaintedPage(writtenPage(path, items)));
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
});
