import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { gate, renderApp } from '../utils';
import { categoryNav, renderOpenGuide } from '../features/guide/helpers';

/**
 * What a visitor sees when a backend fails or is slow, screen by screen, and that "Try again"
 * recovers once it answers again: the answers as a proxy, Django or the social graph send them
 * (an HTML error page, a body cut short), not only a network failure.
 */

const MEDIA = 'https://graph.instagram.com/me/media';

/** The feed's grid: one button per post with media. */
const feedTiles = () => screen.queryAllByRole('button', { name: /^(Photo|Video|Album): / });

async function feedShows(count: number) {
  await waitFor(
    () => {
      expect(feedTiles()).toHaveLength(count);
    },
    { timeout: 10_000 },
  );
}

/** An answer held back until the test lets it go, then the handlers' own. */
function holdOnce(url: string) {
  const held = gate();
  let asked = false;
  server.use(
    mockHttp.get(url, async () => {
      if (asked) return undefined;
      asked = true;
      await held.opened;
      return undefined;
    }),
  );
  return held;
}

/** Fails the requests to `url` with `answer` until the returned function is called. */
function failWhile(url: string, answer: () => Response) {
  let failing = true;
  server.use(mockHttp.get(url, () => (failing ? answer() : undefined)));
  return () => {
    failing = false;
  };
}

describe('a backend in trouble', () => {
  it('the server stopped (502, an HTML page): the press list says so, the featured press stays, Try again recovers', async () => {
    const recover = failWhile(
      '/api/press/',
      () =>
        new HttpResponse('<h1>502 Bad Gateway</h1>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const { user } = renderApp({ route: '/press' });
    const news = await screen.findByRole('region', { name: 'In the news' }, { timeout: 10_000 });
    const featured = screen.getByRole('region', { name: 'Featured' });
    const alert = await within(news).findByRole('alert', {}, { timeout: 10_000 });
    await within(featured).findByRole('link', { name: 'Where locals go after dark' });
    recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(within(news).queryByRole('alert')).not.toBeInTheDocument();
    });
    expect((await within(news).findAllByRole('link')).length).toBeGreaterThan(0);
  });

  it('a slow answer: the feed says it is loading until the posts arrive', async () => {
    const held = holdOnce(MEDIA);
    renderApp({ route: '/feed' });
    const main = await screen.findByRole('main');
    await waitFor(
      () => {
        expect(within(main).getAllByRole('status')[0]).toHaveTextContent('Loading the feed');
      },
      { timeout: 10_000 },
    );
    expect(feedTiles()).toHaveLength(0);
    held.open();
    await feedShows(40);
  });

  it('a body cut short from the social graph: the feed says so, and Try again recovers', async () => {
    const recover = failWhile(MEDIA, () =>
      HttpResponse.text('{"data": "not a list"', {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const { user } = renderApp({ route: '/feed' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The feed could not be loaded.');
    recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await feedShows(40);
  });

  it('a 500 on the guide list (Django’s HTML page): it says so, and Try again recovers', async () => {
    const recover = failWhile(
      '/api/negril_guide/',
      () =>
        new HttpResponse('<h1>Server Error (500)</h1>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const { user } = renderOpenGuide();
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The guide could not be loaded.');
    recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await categoryNav();
  });
});
