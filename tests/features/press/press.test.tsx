import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../utils';

// Screens, their content chunks and the content SDK load lazily: on a busy two-core machine the
// first of them can take more than Testing Library's default second.

const CONTENTFUL = 'https://cdn.contentful.com/spaces/*';
const SERVER_PRESS = '/api/press/';

const featured = () => screen.getByRole('region', { name: 'Featured' });
const inTheNews = () => screen.getByRole('region', { name: 'In the news' });

function articleTitles(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((title) => title.textContent);
}

async function bothLoaded() {
  await within(featured()).findByRole('link', { name: 'Where locals go after dark' });
  await within(inTheNews()).findByRole('link', { name: /best beaches in the Caribbean/ });
}

/** The press page, once its screen is there. */
async function renderPress(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ route: '/press', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Press' });
  return view;
}

/** Only the content service's `press` entries fail; its blog entries still answer. */
function failPressEntries(response: () => Response) {
  server.use(
    mockHttp.get(CONTENTFUL, ({ request }) =>
      new URL(request.url).searchParams.get('content_type') === 'press' ? response() : undefined,
    ),
  );
}

describe('the press page', () => {
  it('shows the content service’s entries and the server’s list, each in its own section', async () => {
    renderApp({ route: '/press' });
    await screen.findByRole('heading', { level: 1, name: 'Press' });
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe('Press · Negril Life');
    });
    await bothLoaded();

    expect(articleTitles(featured())).toEqual([
      'Negril named one of the Caribbean’s best beach towns',
      'The island’s best-kept sunset',
      'Where locals go after dark',
      'Buying local in Negril',
      'A podcast conversation on slow travel',
    ]);
    const first = within(featured()).getAllByRole('article')[0]!;
    expect(
      within(first).getByRole('link', {
        name: 'Negril named one of the Caribbean’s best beach towns',
      }),
    ).toHaveAttribute('href', 'https://www.travelandleisure.com/jamaica');
    expect(within(first).getByText('Travel + Leisure, World’s Best Awards')).toBeInTheDocument();
    expect(within(first).getByText('1 August 2025')).toBeInTheDocument();
    const image = within(first).getByRole('img', { name: 'The long curve of Seven Mile Beach' });
    expect(image.getAttribute('src')).toContain('fm=webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    // The rich text of the entry.
    expect(
      await within(first).findByText(/Readers praised the "unhurried pace"/),
    ).toBeInTheDocument();
    // An entry without an image still shows.
    const podcast = within(featured()).getAllByRole('article')[4]!;
    expect(within(podcast).queryByRole('img')).not.toBeInTheDocument();

    expect(articleTitles(inTheNews())).toEqual([
      'The 25 best beaches in the Caribbean, ranked',
      "Negril's West End: cliffs, cafés and the island's best sunsets",
      'Tourism boost for Westmoreland as new season opens',
      'Negril: a local’s guide to Jamaica’s laid-back beach town',
      'Reef restoration on the west coast shows early signs of success',
      'Slow travel in Jamaica: seven days on the west coast',
    ]);
    const guardian = within(inTheNews()).getAllByRole('article')[1]!;
    expect(within(guardian).getByText('The Guardian')).toBeInTheDocument();
    expect(within(guardian).getByText('4 June 2025')).toBeInTheDocument();
  });

  it('keeps the server’s list when the content service fails, and tries it again', async () => {
    failPressEntries(() => HttpResponse.json({ message: 'down' }, { status: 503 }));
    const { user, store } = await renderPress();
    const alert = await within(featured()).findByRole('alert');
    expect(alert).toHaveTextContent('The featured press could not be loaded.');
    expect(
      await within(inTheNews()).findByRole('link', { name: /best beaches in the Caribbean/ }),
    ).toBeInTheDocument();
    expect(within(inTheNews()).queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().press.cms).toMatchObject({ isError: true, entries: [] });
    expect(store.getState().press.cms.message).not.toBe('');
    expect(store.getState().press.server).toMatchObject({ isSuccess: true, isError: false });

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await bothLoaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the content service’s entries when the server fails', async () => {
    server.use(mockHttp.get(SERVER_PRESS, () => HttpResponse.error()));
    const { user, store } = await renderPress();
    const alert = await within(inTheNews()).findByRole('alert');
    expect(alert).toHaveTextContent('The press list could not be loaded.');
    await within(featured()).findByRole('link', { name: 'Where locals go after dark' });
    expect(within(featured()).queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().press.server).toMatchObject({ isError: true, items: [] });
    expect(store.getState().press.cms).toMatchObject({ isSuccess: true });

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await bothLoaded();
  });

  it('says so when a source has nothing, or answers in a shape it cannot read', async () => {
    failPressEntries(() =>
      HttpResponse.json({ sys: { type: 'Array' }, total: 0, skip: 0, limit: 200, items: [] }),
    );
    server.use(mockHttp.get(SERVER_PRESS, () => HttpResponse.json({ unexpected: true })));
    await renderPress();
    expect(await within(featured()).findByText('No featured press yet.')).toBeInTheDocument();
    expect(await within(inTheNews()).findByRole('alert')).toHaveTextContent(
      'The press list could not be loaded.',
    );
  });

  it('shows an empty server list as empty, and rows with missing or hostile fields safely', async () => {
    server.use(mockHttp.get(SERVER_PRESS, () => HttpResponse.json([]), { once: true }));
    const first = await renderPress();
    expect(
      await within(inTheNews()).findByText('No articles in the press list yet.'),
    ).toBeInTheDocument();
    first.unmount();

    server.use(
      mockHttp.get(SERVER_PRESS, () =>
        HttpResponse.json([
          { id: 1, title: 'Only a title' },
          { id: 2, title: 'A script link', url: 'javascript:alert(1)', image: 'javascript:x' },
          'not a row',
        ]),
      ),
    );
    await renderPress();
    const onlyTitle = await within(inTheNews()).findByRole('heading', { name: 'Only a title' });
    expect(within(onlyTitle).queryByRole('link')).not.toBeInTheDocument();
    const hostile = within(inTheNews()).getByRole('heading', { name: 'A script link' });
    expect(within(hostile).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(within(inTheNews()).getAllByRole('article')).toHaveLength(2);
    });
    expect(within(inTheNews()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says which source is not configured and still shows the other', async () => {
    await renderPress({ config: readConfig({ DEV: false, VITE_DEMO: 'false' }) });
    expect(
      await within(featured()).findByText(
        /The featured press is not configured: set VITE_CONTENTFUL/,
      ),
    ).toBeInTheDocument();
    expect(
      await within(inTheNews()).findByRole('link', { name: /best beaches in the Caribbean/ }),
    ).toBeInTheDocument();
  });
});

describe('the home page', () => {
  it('shows three press highlights, newest first', async () => {
    renderApp({ route: '/' });
    const section = await screen.findByRole('region', { name: 'In the press' });
    await within(section).findByRole('link', { name: 'Where locals go after dark' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual([
      'Negril named one of the Caribbean’s best beach towns',
      'The island’s best-kept sunset',
      'Where locals go after dark',
    ]);
    expect(within(section).getByRole('link', { name: 'All press' })).toHaveAttribute(
      'href',
      '/press',
    );
  });
});
