import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { config, readConfig, type AppConfig } from '../../../src/config';
import { server } from '../../../src/mocks/node';
import { MEDIA_HOST } from '../../../src/mocks/seed/instagram';
import { renderApp } from '../../utils';

// The feed's pictures through a resizing image proxy (VITE_IMAGE_PROXY_URL), as the browser is
// told to fetch them: each tile's src, srcset and sizes, the lightbox's thumbnails and slides.

const MEDIA = 'https://graph.instagram.com/me/media';
const TEMPLATE = 'https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp';
const withProxy: AppConfig = {
  ...config,
  imageProxy: readConfig({ VITE_IMAGE_PROXY_URL: TEMPLATE }).imageProxy,
};

/** Instagram's media URLs are signed with a query string, which must reach the proxy intact. */
const picture = (name: string) =>
  `https://${MEDIA_HOST}/v/t51.2885-15/${name}.jpg?stp=dst-jpg_e35&_nc_sid=18de74&oh=00_${name}&oe=68F1A2B3`;
const VIDEO = `https://${MEDIA_HOST}/o1/v/t16/sunrise.mp4?efg=abc&oh=00_v`;
const proxied = (url: string, width: number) =>
  `https://images.example.com/insecure/rs:fit:${width}/plain/${encodeURIComponent(url)}@webp`;
const srcset = (url: string, widths: number[]) =>
  widths.map((width) => `${proxied(url, width)} ${width}w`).join(', ');

const POSTS = [
  { id: '1', media_type: 'IMAGE', media_url: picture('p1'), caption: 'Cliffs at sunset' },
  { id: '2', media_type: 'CAROUSEL_ALBUM', media_url: picture('p2'), caption: 'Three beaches' },
  { id: '3', media_type: 'VIDEO', media_url: VIDEO, caption: 'Sunrise over the sea' },
  { id: '4', media_type: 'IMAGE', media_url: picture('p4'), caption: 'Jerk chicken' },
  { id: '5', media_type: 'IMAGE', media_url: picture('p5'), caption: 'Rick’s Café' },
  { id: '6', media_type: 'IMAGE', media_url: picture('p6'), caption: 'Booby Cay' },
  { id: '7', media_type: 'IMAGE', media_url: picture('p7'), caption: 'The lighthouse' },
  { id: '8', media_type: 'IMAGE', media_url: picture('p8'), caption: 'Seven miles of sand' },
  { id: '9', media_type: 'IMAGE', media_url: 'javascript:alert(1)', caption: 'Script' },
  { id: '10', media_type: 'IMAGE', media_url: 'data:image/png;base64,iVBORw0K', caption: 'Data' },
  { id: '11', media_type: 'IMAGE', media_url: '/relative/p11.jpg', caption: 'Relative' },
];

function serveFeed() {
  server.use(mockHttp.get(MEDIA, () => HttpResponse.json({ data: POSTS })));
}

async function feedTiles(appConfig: AppConfig) {
  serveFeed();
  const view = renderApp({ route: '/feed', config: appConfig });
  await waitFor(() => {
    expect(screen.getAllByRole('button', { name: /^(Photo|Video|Album): / })).toHaveLength(8);
  });
  const tiles = screen.getAllByRole('button', { name: /^(Photo|Video|Album): / });
  return { ...view, tiles, imageOf: (index: number) => tiles[index]!.querySelector('img') };
}

/** The first screen's pictures arrive (one of them fails): the rest may now be asked for. */
function settleFirstScreen(tiles: HTMLElement[]) {
  for (const tile of tiles.slice(0, 6)) {
    const image = tile.querySelector('img');
    const video = tile.querySelector('video');
    if (image)
      fireEvent(image, new Event(image === tiles[4]!.querySelector('img') ? 'error' : 'load'));
    if (video) fireEvent(video, new Event('loadeddata'));
  }
}

describe('the feed without an image proxy', () => {
  it('shows Instagram’s pictures as they are, the first screen at once and the first first', async () => {
    const { imageOf, tiles } = await feedTiles(config);
    const first = imageOf(0)!;
    expect(first).toHaveAttribute('src', picture('p1'));
    expect(first).not.toHaveAttribute('srcset');
    expect(first).not.toHaveAttribute('sizes');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    // The rest of a phone's first screen (three rows of two) loads at once, at no priority.
    for (const index of [1, 3, 4, 5]) {
      expect(imageOf(index)).toHaveAttribute('loading', 'eager');
      expect(imageOf(index)).not.toHaveAttribute('fetchpriority');
    }
    expect(tiles[2]!.querySelector('video')).toHaveAttribute('src', `${VIDEO}#t=0.1`);
    // The rest wait, their boxes painted, until the first screen's pictures have arrived...
    expect(imageOf(6)).toBeNull();
    expect(imageOf(7)).toBeNull();
    settleFirstScreen(tiles.slice(0, 5));
    expect(imageOf(6)).toBeNull();
    // ...all of them, a failed one included; then they load as the visitor scrolls near.
    settleFirstScreen(tiles);
    await waitFor(() => {
      expect(imageOf(6)).toHaveAttribute('loading', 'lazy');
    });
    expect(imageOf(7)).toHaveAttribute('loading', 'lazy');
    expect(imageOf(7)).toHaveAttribute('src', picture('p8'));
  });

  it('asks for the rest after a few seconds even when a first picture never arrives', async () => {
    const { imageOf } = await feedTiles(config);
    const shown = Date.now();
    expect(imageOf(6)).toBeNull();
    await waitFor(
      () => {
        expect(imageOf(6)).toHaveAttribute('src', picture('p7'));
      },
      { timeout: 6000, interval: 100 },
    );
    expect(Date.now() - shown).toBeGreaterThan(3000);
  }, 10_000);
});

describe('the feed with an image proxy', () => {
  it('asks the proxy for each picture at the width its tile needs', async () => {
    const { imageOf, tiles, container } = await feedTiles(withProxy);
    settleFirstScreen(tiles);
    await waitFor(() => {
      expect(imageOf(7)).not.toBeNull();
    });
    for (const [index, name] of [
      [0, 'p1'],
      [1, 'p2'],
      [3, 'p4'],
      [7, 'p8'],
    ] as const) {
      const image = imageOf(index)!;
      expect(image).toHaveAttribute('src', proxied(picture(name), 400));
      expect(image).toHaveAttribute('srcset', srcset(picture(name), [200, 400, 640]));
      // Two columns on a phone, then three and four.
      expect(image.getAttribute('sizes')).toMatch(
        /^\(min-width: 1152px\) 271px, .*\(min-width: 640px\) .*, calc\(50vw - 20px\)$/,
      );
    }
    expect(imageOf(0)).toHaveAttribute('fetchpriority', 'high');
    expect(imageOf(1)).not.toHaveAttribute('fetchpriority');

    // A video keeps its own source.
    expect(tiles[2]!.querySelector('video')).toHaveAttribute('src', `${VIDEO}#t=0.1`);
    expect(tiles[2]!.querySelector('img')).toBeNull();

    // Media that is not an http(s) URL is never put into the proxy's URL, nor shown.
    for (const caption of ['Script', 'Data', 'Relative']) {
      expect(screen.getByText(caption)).toBeInTheDocument();
    }
    const sources = [...container.querySelectorAll('img, video')].flatMap((element) => [
      element.getAttribute('src') ?? '',
      element.getAttribute('srcset') ?? '',
    ]);
    for (const source of sources) {
      expect(source).not.toMatch(/javascript|data%3A|data:|relative/i);
    }
    // The proxy's connection opens before the pictures are asked for.
    expect(
      document.head.querySelector('link[rel="preconnect"][href="https://images.example.com"]'),
    ).not.toBeNull();
  });

  it('gives the home page’s strip the proxy’s pictures too', async () => {
    serveFeed();
    renderApp({ route: '/', config: withProxy });
    const strip = await screen.findByRole('region', { name: 'From our feed' });
    const links = await within(strip).findAllByRole('link', { name: /^(Photo|Video|Album): / });
    expect(links).toHaveLength(6);
    const image = links[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', proxied(picture('p1'), 400));
    expect(image).toHaveAttribute('srcset', srcset(picture('p1'), [200, 400, 640]));
    // Three columns on a phone, six from 640 px.
    expect(image.getAttribute('sizes')).toMatch(
      /^\(min-width: 1152px\) 180px, \(min-width: 640px\) .*, calc\(33\.33vw - 16px\)$/,
    );
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('gives the lightbox small thumbnails and slides at the screen’s size, and keeps videos as they are', async () => {
    const { user, tiles } = await feedTiles(withProxy);
    await user.click(tiles[0]!);
    const lightbox = await screen.findByRole('dialog', { name: 'Lightbox' });

    const slide = within(lightbox).getByRole('group', { name: '1 of 8' });
    // The lightbox's zoom picks one of the slide's sources for the size of the screen.
    const source = within(slide).getByRole('img').getAttribute('src');
    expect([480, 800, 1080].map((width) => proxied(picture('p1'), width))).toContain(source);

    const thumbnails = within(lightbox).getByRole('navigation', { name: 'Thumbnails' });
    const sources = [...thumbnails.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(
      expect.arrayContaining([proxied(picture('p1'), 200), proxied(picture('p2'), 200)]),
    );
    for (const source of sources) expect(source).toMatch(/^https:\/\/images\.example\.com\//);

    // The video's slide plays Instagram's file.
    await user.click(within(lightbox).getByRole('button', { name: 'Next' }));
    await user.click(within(lightbox).getByRole('button', { name: 'Next' }));
    const video = within(lightbox).getByRole('group', { name: '3 of 8' }).querySelector('video');
    expect(video?.querySelector('source')).toHaveAttribute('src', VIDEO);
  });
});
