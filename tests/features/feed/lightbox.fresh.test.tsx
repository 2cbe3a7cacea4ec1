import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../src/mocks/node';
import { MEDIA_HOST } from '../../../src/mocks/seed/instagram';
import { renderApp } from '../../utils';

// The lightbox's chunk (library, plugins) is loaded lazily: the first test waits for it.

const MEDIA = 'https://graph.instagram.com/me/media';

async function renderFeed(route = '/feed', count = 40) {
  const view = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Feed' });
  await waitFor(() => {
    expect(screen.getAllByRole('button', { name: /^(Photo|Video|Album): / })).toHaveLength(count);
  });
  return view;
}

function tiles(): HTMLElement[] {
  return screen.getAllByRole('button', { name: /^(Photo|Video|Album): / });
}

const postIdOf = (tile: HTMLElement) => tile.id.replace(/^feed-post-/, '');

const lightbox = () => screen.findByRole('dialog', { name: 'Lightbox' });

async function closed() {
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: 'Lightbox' })).not.toBeInTheDocument();
  });
}

const LONG_CAPTION =
  'A whole afternoon at the cliffs: the divers, the band, a plate of pepper shrimp and a sunset that went on and on until the sky was purple. <b>Best</b> day of the trip. #negril';

function answerWith(posts: { id: string; caption?: string }[]) {
  server.use(
    mockHttp.get(MEDIA, () =>
      HttpResponse.json({
        data: posts.map((post) => ({
          media_type: 'IMAGE',
          media_url: `https://${MEDIA_HOST}/${post.id}.jpg`,
          permalink: `https://www.instagram.com/p/${post.id}/`,
          ...post,
        })),
      }),
    ),
  );
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('the lightbox and the address', { timeout: 30_000 }, () => {
  it('opens a picture at its own address; Back closes it, Forward opens it again', async () => {
    const { user, router } = await renderFeed();
    const tile = tiles()[2]!;
    const id = postIdOf(tile);
    await user.click(tile);

    let box = await lightbox();
    expect(router.state.location.pathname).toBe('/feed');
    expect(router.state.location.search).toBe(`?open=${id}`);
    expect(router.state.historyAction).toBe('PUSH');
    expect(within(box).getByRole('group', { name: '3 of 49' })).toBeInTheDocument();

    // The browser's Back: the feed again, not the page before it, and focus on the picture.
    await router.navigate(-1);
    await closed();
    expect(router.state.location.pathname).toBe('/feed');
    expect(router.state.location.search).toBe('');
    await waitFor(() => {
      expect(tile).toHaveFocus();
    });

    // Forward: the same picture again.
    await router.navigate(1);
    box = await lightbox();
    expect(within(box).getByRole('group', { name: '3 of 49' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?open=${id}`);
  });

  it('replaces the address as the pictures change: one Back closes it from any of them', async () => {
    const { user, router } = await renderFeed();
    const [first, second, third] = tiles().map(postIdOf);
    await user.click(tiles()[0]!);
    const box = await lightbox();
    expect(router.state.location.search).toBe(`?open=${first}`);

    await user.click(within(box).getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?open=${second}`);
    });
    expect(router.state.historyAction).toBe('REPLACE');
    // The lightbox's own keys still move it.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?open=${third}`);
    });
    expect(router.state.historyAction).toBe('REPLACE');

    await router.navigate(-1);
    await closed();
    expect(router.state.location.search).toBe('');
    // Focus returns to the picture last on show.
    await waitFor(() => {
      expect(tiles()[2]).toHaveFocus();
    });
  });

  it('closes by its button back to the feed’s address, where Forward would open it again', async () => {
    const { user, router } = await renderFeed();
    await user.click(tiles()[1]!);
    const box = await lightbox();
    await user.click(within(box).getByRole('button', { name: 'Close' }));
    await closed();
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');
    await waitFor(() => {
      expect(tiles()[1]).toHaveFocus();
    });
    await router.navigate(1);
    expect(within(await lightbox()).getByRole('group', { name: '2 of 49' })).toBeInTheDocument();
  });

  it('opens from a shared address and closes to the feed’s own', async () => {
    const { user, router } = renderApp({ route: '/feed' });
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    await screen.findAllByRole('button', { name: /^(Photo|Video|Album): / });
    const id = postIdOf(tiles()[4]!);
    await router.navigate(`/feed?open=${id}`);
    const box = await lightbox();
    expect(within(box).getByRole('group', { name: '7 of 49' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await closed();
    expect(router.state.location.pathname).toBe('/feed');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the caption, the counter and sharing', { timeout: 30_000 }, () => {
  it('shows the caption as text, shortened, with "More" and "Less"', async () => {
    answerWith([
      { id: '101', caption: 'Short and sweet. #negril' },
      { id: '102', caption: LONG_CAPTION },
    ]);
    const { user, container } = await renderFeed('/feed', 2);
    await user.click(tiles()[1]!);
    const box = await lightbox();
    expect(within(box).getByText('2 of 2')).toBeInTheDocument();

    const more = within(box).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const caption = document.getElementById(more.getAttribute('aria-controls') ?? '')!;
    expect(caption.textContent).toMatch(/^A whole afternoon at the cliffs: .*…$/);
    expect(caption.textContent.length).toBeLessThanOrEqual(100);

    await user.click(more);
    const less = within(box).getByRole('button', { name: 'Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    // Markup in a caption is text, never elements.
    expect(caption).toHaveTextContent(LONG_CAPTION);
    expect(box.querySelector('b')).toBeNull();
    expect(container.querySelector('b')).toBeNull();

    await user.click(less);
    expect(within(box).getByRole('button', { name: 'More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // A short caption has no toggle; the counter follows the picture on show.
    await user.click(within(box).getByRole('button', { name: 'Previous' }));
    expect(await within(box).findByText('1 of 2')).toBeInTheDocument();
    expect(within(box).getByText('Short and sweet. #negril')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('counts among the pictures of the posts loaded, each of an album too', async () => {
    const { user, router } = await renderFeed();
    const album = postIdOf(tiles()[3]!);
    await user.click(tiles()[2]!);
    const box = await lightbox();
    expect(within(box).getByText('3 of 49')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Next' }));
    // The album's place follows the count in the same line (a lighter span of it).
    const counter = await within(box).findByText('4 of 49');
    expect(counter).toHaveTextContent(/^4 of 49 · Album: picture 1 of 3$/);
    // The address names the album, and the lightbox stays on its picture.
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?open=${album}`);
    });
    expect(within(box).getByText('4 of 49')).toHaveTextContent(/^4 of 49 · Album: picture 1 of 3$/);
  });

  it('shares the picture’s address with the share sheet, or copies it and says so', async () => {
    const { user } = await renderFeed();
    const id = postIdOf(tiles()[0]!);
    const address = new URL(`/feed?open=${id}`, window.location.origin).href;
    await user.click(tiles()[0]!);
    let box = await lightbox();

    // No share sheet in this browser: the address is copied.
    await user.click(within(box).getByRole('button', { name: 'Share this picture' }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(within(box).getByText('Link copied.')).toBeInTheDocument();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await user.keyboard('{Escape}');
    await closed();
    await user.click(tiles()[0]!);
    box = await lightbox();
    await user.click(within(box).getByRole('button', { name: 'Share this picture' }));
    expect(share).toHaveBeenCalledWith({ title: 'A picture from Negril Life', url: address });
    expect(within(box).getByText('Shared.')).toBeInTheDocument();
  });
});
