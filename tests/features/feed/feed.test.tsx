import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SETTINGS } from '../../../src/config';
import { server } from '../../../src/mocks/node';
import { MEDIA_HOST } from '../../../src/mocks/seed/instagram';
import { renderApp } from '../../utils';

// Screens, their content chunks and the content SDK load lazily: on a busy two-core machine the
// first of them can take more than Testing Library's default second.

const GRAPH = 'https://graph.instagram.com';
const MEDIA = `${GRAPH}/me/media`;

/** The URLs of the requests the social graph receives, as it receives them. */
function recordGraphRequests(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin === GRAPH) seen.push(url);
  });
  return seen;
}

async function renderFeed(route = '/feed') {
  const view = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Feed' });
  return view;
}

/** The grid's tiles: one button per post with media. */
function tiles(): HTMLElement[] {
  const grid = screen.getAllByRole('list')[1]!;
  return within(grid).getAllByRole('button');
}

async function gridShown(count: number) {
  await waitFor(() => {
    expect(screen.getAllByRole('button', { name: /^(Photo|Video|Album): / })).toHaveLength(count);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'fullscreenEnabled');
});

describe('the feed', () => {
  it('asks for 20 posts, then follows paging.next for the second page, then "Load more"', async () => {
    const seen = recordGraphRequests();
    const { user, store } = await renderFeed();
    await gridShown(40);
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe('Feed · Negril Life');
    });

    expect(seen).toHaveLength(2);
    const [first, second] = seen as [URL, URL];
    expect(first.origin + first.pathname).toBe(MEDIA);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      fields:
        'id,media_type,permalink,media_url,caption,children{id,media_type,media_url,thumbnail_url}',
      limit: '20',
      access_token: DEMO_SETTINGS.instagramAccessToken,
    });
    // The second request is the first page's `paging.next`, as the graph wrote it.
    expect(second.origin + second.pathname).toBe(MEDIA);
    expect(second.searchParams.get('after')).toBeTruthy();
    expect(second.searchParams.get('limit')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await gridShown(45);
    expect(seen).toHaveLength(3);
    expect(seen[2]!.searchParams.get('after')).not.toBe(second.searchParams.get('after'));
    // The last page has no next link: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(store.getState().feed).toMatchObject({ next: null, isSuccess: true });
  });

  it('shows the first page while the second is on its way', async () => {
    let answerSecond: () => void = () => undefined;
    const secondAsked = new Promise<void>((resolve) => {
      server.use(
        mockHttp.get(MEDIA, async ({ request }) => {
          // The second page (it carries the graph's cursor) waits for the test's word.
          if (!new URL(request.url).searchParams.has('after')) return undefined;
          resolve();
          await new Promise<void>((release) => {
            answerSecond = release;
          });
          return undefined;
        }),
      );
    });
    const { store } = await renderFeed();
    await secondAsked;
    await gridShown(20);
    // Meanwhile "Load more" cannot ask for the page already on its way.
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    expect(store.getState().feed.isLoading).toBe(true);

    answerSecond();
    await gridShown(40);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('only sets the error flag on a failure, still says so, and tries again', async () => {
    server.use(
      mockHttp.get(
        MEDIA,
        () =>
          HttpResponse.json(
            { error: { message: 'An unexpected error has occurred.', code: 2 } },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const { user, store } = await renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The feed could not be loaded.');
    expect(store.getState().feed).toEqual({
      posts: [],
      next: null,
      isLoading: false,
      isSuccess: false,
      isError: true,
      message: '',
      fromPaintedPage: false,
      refreshScheduled: false,
      refreshing: false,
      moreAsked: false,
    });

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await gridShown(40);
    expect(store.getState().feed.isError).toBe(false);
  });

  it('treats an unreachable graph and a malformed answer the same way', async () => {
    server.use(mockHttp.get(MEDIA, () => HttpResponse.error(), { once: true }));
    const first = await renderFeed();
    expect(await screen.findByRole('alert')).toHaveTextContent('The feed could not be loaded.');
    expect(first.store.getState().feed).toMatchObject({ isError: true, message: '' });
    first.unmount();

    server.use(mockHttp.get(MEDIA, () => HttpResponse.json({ data: 'nope' })));
    const second = await renderFeed();
    expect(await screen.findByRole('alert')).toHaveTextContent('The feed could not be loaded.');
    expect(second.store.getState().feed).toMatchObject({ isError: true, message: '' });
  });

  it('keeps the posts it has when "Load more" fails, and tries the same page again', async () => {
    const { user, store } = await renderFeed();
    await gridShown(40);
    server.use(mockHttp.get(MEDIA, () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More posts could not be loaded.');
    expect(tiles()).toHaveLength(40);
    expect(store.getState().feed).toMatchObject({ isError: true, message: '' });

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await gridShown(45);
  });

  it('shows captions as text, and posts with missing fields with what they have', async () => {
    server.use(
      mockHttp.get(MEDIA, () =>
        HttpResponse.json({
          data: [
            {
              id: '1',
              media_type: 'IMAGE',
              media_url: `https://${MEDIA_HOST}/a.jpg`,
              permalink: 'https://www.instagram.com/p/A/',
              caption: '<img src=x onerror=alert(1)><script>alert(1)</script> hello',
            },
            { id: '2', media_type: 'IMAGE', media_url: `https://${MEDIA_HOST}/b.jpg` },
            {
              id: '3',
              media_type: 'IMAGE',
              caption: 'No picture here',
              permalink: 'https://www.instagram.com/p/C/',
            },
            { id: '4', media_type: 'IMAGE', media_url: 'javascript:alert(1)', caption: 'Bad' },
            { media_type: 'IMAGE', media_url: `https://${MEDIA_HOST}/no-id.jpg` },
          ],
        }),
      ),
    );
    const { container } = await renderFeed();
    expect(
      await screen.findByRole('button', {
        name: 'Photo: <img src=x onerror=alert(1)><script>alert(1)</script> hello',
      }),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Photo: no caption' })).toBeInTheDocument();
    // No media: the caption and a link to the post, and no lightbox for it.
    expect(screen.getByText('No picture here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the post' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/C/',
    );
    // A javascript: media URL is not a source; a post without an id is dropped.
    expect(screen.getByText('Bad')).toBeInTheDocument();
    expect(container.querySelector('[src^="javascript"]')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Photo: / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says there are no posts when the account has none', async () => {
    server.use(mockHttp.get(MEDIA, () => HttpResponse.json({ data: [] })));
    await renderFeed();
    expect(await screen.findByText('No posts yet. Come back soon.')).toBeInTheDocument();
  });
});

// The lightbox's chunk (library, plugins) is loaded by the first of these tests.
describe('the lightbox', { timeout: 20_000 }, () => {
  it('opens on the clicked post with its controls, and closes with Escape', async () => {
    // jsdom has no Fullscreen API; the plugin shows its button only where the browser has one.
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    const { user } = await renderFeed();
    await gridShown(40);
    const tile = tiles()[2]!;
    expect(tile).toHaveAccessibleName(/^Photo: Jerk chicken, festival and a cold Ting/);
    await user.click(tile);

    const lightbox = await screen.findByRole('dialog', { name: 'Lightbox' });
    const current = within(lightbox).getByRole('group', { name: '3 of 49' });
    const image = within(current).getByRole('img');
    expect(image).toHaveAttribute('alt', expect.stringMatching(/^Jerk chicken, festival/));
    expect(image.getAttribute('src')).toBe(tile.querySelector('img')?.getAttribute('src'));
    expect(
      within(lightbox).getByText(/^Jerk chicken, festival and a cold Ting/),
    ).toBeInTheDocument();

    for (const name of [
      'Play',
      'Download',
      'Zoom in',
      'Enter Fullscreen',
      'Close',
      'Next',
      'Previous',
    ]) {
      expect(within(lightbox).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(lightbox).getByRole('navigation', { name: 'Thumbnails' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('link', { name: 'View on Instagram' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//),
    );

    await user.click(within(lightbox).getByRole('button', { name: 'Next' }));
    await within(lightbox).findByText(/^Three views of Booby Cay/);

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Lightbox' })).not.toBeInTheDocument();
    });
    // Focus returns to the tile of the post last on show.
    expect(tiles()[3]).toHaveFocus();
  });

  it('plays a video post in the lightbox', async () => {
    const { user } = await renderFeed();
    await gridShown(40);
    await user.click(screen.getByRole('button', { name: /^Video: Sunrise over the sea/ }));
    const lightbox = await screen.findByRole('dialog', { name: 'Lightbox' });
    const current = within(lightbox).getByRole('group', { name: '10 of 49' });
    const video = current.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video?.querySelector('source')?.getAttribute('src')).toMatch(
      new RegExp(`^https://${MEDIA_HOST.replace(/\./g, '\\.')}/.+\\.mp4`),
    );
  });

  it('opens the media in a new tab when the host forbids downloading it here', async () => {
    server.use(mockHttp.get(`https://${MEDIA_HOST}/*`, () => HttpResponse.error()));
    const opened = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', opened);
    const { user } = await renderFeed();
    await gridShown(40);
    await user.click(tiles()[0]!);
    const lightbox = await screen.findByRole('dialog', { name: 'Lightbox' });
    await user.click(within(lightbox).getByRole('button', { name: 'Download' }));

    await waitFor(() => {
      expect(opened).toHaveBeenCalledTimes(1);
    });
    expect(opened.mock.calls[0]?.[0]).toMatch(new RegExp(`^https://${MEDIA_HOST}/`));
    // The browser blocked the new tab: the visitor gets links to open it themselves.
    const notice = await within(lightbox).findByRole('alert');
    expect(notice).toHaveTextContent('This photo cannot be saved from here.');
    expect(within(notice).getByRole('link', { name: 'Open it in a new tab' })).toHaveAttribute(
      'href',
      opened.mock.calls[0]?.[0],
    );
    expect(
      within(notice).getByRole('link', { name: 'see the post on Instagram' }),
    ).toBeInTheDocument();
  });

  it('opens from the home page’s strip on the post that was picked', async () => {
    const { user, router } = renderApp({ route: '/' });
    const strip = await screen.findByRole('region', { name: 'From our feed' });
    const links = await within(strip).findAllByRole('link', { name: /^(Photo|Video|Album): / });
    expect(links).toHaveLength(6);
    await user.click(links[1]!);
    const lightbox = await screen.findByRole('dialog', { name: 'Lightbox' });
    expect(within(lightbox).getByRole('group', { name: '2 of 49' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');

    await user.click(within(lightbox).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });
});
