import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/node';
import { MEDIA_HOST } from '../../../src/mocks/seed/instagram';
import { renderApp } from '../../utils';

/** An album (the graph's `children`) in the lightbox: its pictures, stepped like the feed's. */

const TILE = /^(Photo|Video|Album|Foto|Álbum): /;

async function openAlbum(route: string, name: RegExp) {
  const view = renderApp({ route });
  await waitFor(() => {
    expect(screen.getAllByRole('button', { name: TILE }).length).toBeGreaterThan(3);
  });
  const [tile] = screen.getAllByRole('button', { name });
  if (!tile) throw new Error('no such tile');
  await view.user.click(tile);
  // The lightbox's chunk is loaded lazily: the first opening waits for it.
  const box = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  return { ...view, box, id: tile.id.replace(/^feed-post-/, '') };
}

/** The slide on show (the library marks it; the others are inert). */
function currentSlide(box: HTMLElement): HTMLElement {
  const slide = box.querySelector<HTMLElement>('.yarl__slide_current');
  if (!slide) throw new Error('no slide on show');
  return slide;
}

describe('an album in the lightbox', { timeout: 30_000 }, () => {
  it('shows its pictures in turn by keyboard, saying which of the album each is', async () => {
    const { user, router, box, id } = await openAlbum('/feed', /^Album: Three views of Booby Cay/);
    expect(router.state.location.search).toBe(`?open=${id}`);
    expect(await within(box).findByText(/· Album: picture 1 of 3$/)).toBeInTheDocument();
    // Inside the slide, which the gallery announces as it comes into view.
    expect(within(currentSlide(box)).getByText('Album: picture 1 of 3')).toHaveClass('sr-only');

    await user.keyboard('{ArrowRight}');
    expect(await within(box).findByText(/· Album: picture 2 of 3$/)).toBeInTheDocument();
    expect(within(currentSlide(box)).getByText('Album: picture 2 of 3')).toBeInTheDocument();
    // The same post: the address stays.
    expect(router.state.location.search).toBe(`?open=${id}`);
    expect(within(currentSlide(box)).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringContaining(`_${id.slice(0, -3)}901_n.jpg`),
    );
    // The caption is the album's.
    expect(within(box).getByText(/^Three views of Booby Cay/)).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await within(box).findByText(/· Album: picture 3 of 3$/)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await within(box).findByText('7 of 49')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).not.toBe(`?open=${id}`);
    });
    expect(within(currentSlide(box)).queryByText(/^Album: /)).not.toBeInTheDocument();

    // Back into the album at its last picture: the address names it again, and it stays there.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?open=${id}`);
    });
    expect(within(box).getByText(/· Album: picture 3 of 3$/)).toBeInTheDocument();
    // One picture a press (the lightbox lets a press within its transition replace the one before).
    await user.keyboard('{ArrowLeft}');
    expect(await within(box).findByText(/· Album: picture 2 of 3$/)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await within(box).findByText(/· Album: picture 1 of 3$/)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await within(box).findByText('3 of 49')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).not.toBe(`?open=${id}`);
    });
  });

  it('plays a video of an album as the feed plays its videos', async () => {
    const { user, box } = await openAlbum('/feed', /^Album: Mayfield Falls/);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await within(box).findByText(/· Album: picture 3 of 4$/);
    const video = currentSlide(box).querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video?.querySelector('source')?.getAttribute('src')).toMatch(
      new RegExp(`^https://${MEDIA_HOST.replace(/\./g, '\\.')}/.+\\.mp4`),
    );
  });

  it('says its place in Spanish', async () => {
    const { user, box } = await openAlbum('/es/feed', /^Álbum: /);
    expect(await within(currentSlide(box)).findByText('Álbum: imagen 1 de 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await within(currentSlide(box)).findByText('Álbum: imagen 2 de 3')).toBeInTheDocument();
  });

  it('shows only the safe children of an album the graph sent with bad ones', async () => {
    const media = (path: string) => `https://${MEDIA_HOST}/${path}`;
    server.use(
      http.get('https://graph.instagram.com/me/media', () =>
        HttpResponse.json({
          data: [
            {
              id: 'album',
              media_type: 'CAROUSEL_ALBUM',
              media_url: media('cover.jpg'),
              caption: 'A mixed album',
              children: {
                data: [
                  { id: 'a', media_type: 'IMAGE', media_url: media('a.jpg') },
                  { id: 'b', media_type: 'IMAGE', media_url: 'javascript:alert(1)' },
                  { id: 'c', media_type: 'CAROUSEL_ALBUM', media_url: media('c.jpg') },
                  'not a child',
                  { id: 'd', media_type: 'IMAGE', media_url: media('d.jpg') },
                ],
              },
            },
            { id: 'after', media_type: 'IMAGE', media_url: media('after.jpg'), caption: 'Next' },
          ],
        }),
      ),
    );
    const view = renderApp({ route: '/feed' });
    const tile = await screen.findByRole('button', { name: /^Album: A mixed album/ });
    await view.user.click(tile);
    const box = await screen.findByRole('dialog', { name: 'Lightbox' }, { timeout: 10_000 });
    expect(await within(box).findByText(/· Album: picture 1 of 2$/)).toBeInTheDocument();
    expect(within(currentSlide(box)).getByRole('img')).toHaveAttribute('src', media('a.jpg'));
    await view.user.keyboard('{ArrowRight}');
    expect(await within(box).findByText(/· Album: picture 2 of 2$/)).toBeInTheDocument();
    expect(within(currentSlide(box)).getByRole('img')).toHaveAttribute('src', media('d.jpg'));
    expect(box.innerHTML).not.toContain('javascript:');
  });
});
