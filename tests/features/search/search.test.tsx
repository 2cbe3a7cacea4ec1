import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../utils';

const CONTENTFUL = 'https://cdn.contentful.com/spaces/*';
const RICKS = "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house";

// The site's header is the first banner (an entry's page has its own header too).
const header = () => screen.getAllByRole('banner')[0]!;
const box = () => within(header()).getByRole('combobox', { name: 'Search the site' });
const headerStatus = () => within(header()).getByRole('status');
const options = () =>
  within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');

/** The home page, then the header's search box focused and the words typed into it. */
async function searchFromHeader(words: string, route = '/') {
  const view = renderApp({ route });
  await screen.findByRole('heading', { level: 1 });
  await view.user.click(box());
  await view.user.type(box(), words);
  return view;
}

/** Only the content service's `press` entries fail; its blog entries still answer. */
function failPressEntries() {
  server.use(
    mockHttp.get(CONTENTFUL, ({ request }) =>
      new URL(request.url).searchParams.get('content_type') === 'press'
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : undefined,
    ),
  );
}

describe('the header’s search box', () => {
  it('is a labelled, collapsed combobox before search is opened', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(within(header()).getByRole('search')).toBeInTheDocument();
  });

  it('lists results as one types, moves through them with the arrows and opens one with Enter', async () => {
    const { user, router } = await searchFromHeader('ricks cafe');
    await waitFor(() => {
      expect(box()).toHaveAttribute('aria-expanded', 'true');
    });
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(options()[0]).toHaveTextContent(RICKS);
    expect(options()[0]).toHaveTextContent('Blog entry');
    await waitFor(() => {
      expect(headerStatus()).toHaveTextContent(/^\d+ results?\./);
    });
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    // Up from the first goes round to the last, Down from the last back to the first.
    await user.keyboard('{ArrowUp}');
    const last = options().at(-1)!;
    expect(box()).toHaveAttribute('aria-activedescendant', last.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(box()).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: RICKS });
    expect(router.state.location.pathname).toBe('/blog/sunset-at-ricks-cafe');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps what was typed before search had loaded', async () => {
    const { user } = await searchFromHeader('pelicans');
    await waitFor(() => {
      expect(options()[0]).toHaveTextContent('A slow day on Seven Mile Beach');
    });
    expect(box()).toHaveValue('pelicans');
    await user.type(box(), ' sunrise');
    expect(box()).toHaveValue('pelicans sunrise');
  });

  it('closes with Escape, and a second Escape clears the box', async () => {
    const { user } = await searchFromHeader('beach');
    await waitFor(() => {
      expect(box()).toHaveAttribute('aria-expanded', 'true');
    });
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('beach');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    // Down opens it again once there are words.
    await user.type(box(), 'jerk');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes to the results page on Enter when no result is chosen', async () => {
    const { user, router } = await searchFromHeader('beach');
    await waitFor(() => {
      expect(box()).toHaveAttribute('aria-expanded', 'true');
    });
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=beach');
  });

  it('is a form to the results page, whose button the app answers in place', async () => {
    const { user, router } = await searchFromHeader('jerk');
    const form = within(header()).getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    // The combobox has taken the plain box's place: its words are the ones sent.
    await waitFor(() => {
      expect(box()).toHaveAttribute('aria-expanded', 'true');
    });
    await user.click(within(form).getByRole('button', { name: 'Show results' }));
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(router.state.location.search).toBe('?q=jerk');
    expect(screen.getByRole('main')).toHaveTextContent(/for “jerk”/);
  });

  it('opens a press article in a new tab, without giving it this page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await searchFromHeader('caribbean beaches ranked');
    await waitFor(() => {
      expect(options()[0]).toHaveTextContent('The 25 best beaches in the Caribbean, ranked');
    });
    expect(options()[0]).toHaveTextContent('Press · Condé Nast Traveler');
    expect(options()[0]).toHaveTextContent('(opens in a new tab)');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(open).toHaveBeenCalledWith(
      'https://www.cntraveler.com/gallery/best-beaches-in-the-caribbean',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('finds entries despite typos, accents, missing apostrophes and half-typed words', async () => {
    const { user } = await searchFromHeader('rick’s café');
    await waitFor(() => {
      expect(options()[0]).toHaveTextContent(RICKS);
    });
    for (const words of ['ricks cafe', 'rikcs cafe', 'snorkling boby', 'snork', 'nightlife']) {
      await user.clear(box());
      await user.type(box(), words);
      await waitFor(() => {
        expect(box()).toHaveAttribute('aria-expanded', 'true');
      });
      expect(
        options()
          .map((option) => option.textContent)
          .join('\n'),
      ).toMatch(words.startsWith('snork') ? /Snorkelling Booby Cay/ : /Rick's Cafe/);
    }
  });

  it('says when nothing matches', async () => {
    await searchFromHeader('xylophone');
    await waitFor(() => {
      expect(headerStatus()).toHaveTextContent('No results for “xylophone”.');
    });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says which source failed and still finds the others', async () => {
    failPressEntries();
    await searchFromHeader('negril');
    await waitFor(() => {
      expect(headerStatus()).toHaveTextContent('The featured press could not be searched.');
    });
    const kinds = options().map((option) => option.textContent);
    expect(kinds.some((text) => text.startsWith('Blog entry'))).toBe(true);
    expect(kinds.some((text) => text.includes('Lonely Planet'))).toBe(true);
  });

  it('opens on a phone with its button, and Escape in the empty box closes it', async () => {
    const { user } = renderApp();
    await screen.findByRole('heading', { level: 1 });
    const button = within(header()).getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => {
      expect(box()).toHaveFocus();
    });
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('the results page', () => {
  it('shows the results of a shared address: entries and press, each with its kind and link', async () => {
    renderApp({ route: '/search?q=ricks%20cafe' });
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe('Search: ricks cafe · Negril Life');
    });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: RICKS })).toHaveAttribute(
      'href',
      '/blog/sunset-at-ricks-cafe',
    );
    expect(within(main).getByRole('searchbox', { name: 'Search for' })).toHaveValue('ricks cafe');
    const first = within(main).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('Blog entry');
    expect(first).toHaveTextContent('12 October 2025');
    expect(first).toHaveTextContent('Half of Negril ends the day on the West End cliffs.');
    expect(first).toHaveTextContent('Tags: Sunsets, West End, Nightlife');
  });

  it('lists press articles with their publication, opening them in a new tab', async () => {
    renderApp({ route: '/search?q=west%20end%20cliffs' });
    const main = await screen.findByRole('main');
    // The Guardian's article, from the server's press list.
    const guardian = await within(main).findByRole('link', { name: /cliffs, cafés/ });
    expect(guardian).toHaveAttribute('href', 'https://www.theguardian.com/travel/jamaica');
    expect(guardian).toHaveAttribute('target', '_blank');
    expect(guardian).toHaveAttribute('rel', 'noopener noreferrer');
    expect(guardian).toHaveAccessibleName(/\(opens in a new tab\)$/);
    expect(guardian.closest('article')).toHaveTextContent('Press · The Guardian');
    await within(main).findByRole('link', { name: RICKS });
    expect(within(main).getByRole('status')).toHaveTextContent(
      /^\d+ results for “west end cliffs”\.$/,
    );
  });

  it('searches the featured press’s text', async () => {
    renderApp({ route: '/search?q=unhurried' });
    const main = await screen.findByRole('main');
    const link = await within(main).findByRole('link', {
      name: /Negril named one of the Caribbean’s best beach towns/,
    });
    expect(link).toHaveAttribute('href', 'https://www.travelandleisure.com/jamaica');
  });

  it('says what can be searched when there are no words', async () => {
    const { user, router } = renderApp({ route: '/search' });
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe('Search · Negril Life');
    });
    expect(screen.getByText(/Type a word or two to search the blog’s entries/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'jerk{Enter}');
    await screen.findByRole('link', { name: 'Where to eat jerk in Negril' });
    expect(router.state.location.search).toBe('?q=jerk');
  });

  it('says when nothing matches', async () => {
    renderApp({ route: '/search?q=xylophone' });
    const main = await screen.findByRole('main');
    await waitFor(() => {
      expect(within(main).getByRole('status')).toHaveTextContent('No results for “xylophone”.');
    });
    expect(within(main).queryByRole('article')).not.toBeInTheDocument();
  });

  it('says which source failed, shows the others, and tries it again', async () => {
    failPressEntries();
    const { user } = renderApp({ route: '/search?q=negril' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The featured press could not be searched.');
    expect(alert).toHaveTextContent('The results below are from the blog and the press list.');
    const main = screen.getByRole('main');
    await within(main).findByRole('link', { name: /Lonely Planet|laid-back beach town/ });
    expect(within(main).getAllByText('Blog entry').length).toBeGreaterThan(0);
    expect(within(main).queryByText(/Travel \+ Leisure, World’s Best Awards/)).toBeNull();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(main).findByText(/Travel \+ Leisure, World’s Best Awards/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
