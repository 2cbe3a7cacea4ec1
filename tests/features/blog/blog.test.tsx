import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../utils';

// Screens, their content chunks and the content SDK load lazily: on a busy two-core machine the
// first of them can take more than Testing Library's default second.

const ENTRIES = 'https://cdn.contentful.com/spaces/*';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

function description(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

/** The entry cards of the list, by their titles (the h2 links). */
function cardTitles(): string[] {
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((title) => title.textContent)
    .filter(Boolean);
}

async function entriesShown() {
  await screen.findByRole('link', { name: 'A slow day on Seven Mile Beach' });
}

describe('the blog list', () => {
  it('shows every entry with its cover, title, date, reading time, excerpt and tags', async () => {
    renderApp({ route: '/blog' });
    await heading('Blog');
    await entriesShown();
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe('Blog · Negril Life');
    });
    expect(description()).toMatch(/Stories from Negril/);

    expect(cardTitles()).toEqual([
      "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house",
      'A slow day on Seven Mile Beach',
      'Where to eat jerk in Negril',
      'Chasing waterfalls: YS Falls and Mayfield in one weekend',
      'Snorkelling Booby Cay and the reef off Long Bay',
      'Wellness on the cliffs: yoga, spas and slow mornings',
      'Rum, river and the Black River safari',
      'Notes from the road',
    ]);

    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: /^Sunset at Rick's Cafe/ })).toHaveAttribute(
      'href',
      '/blog/sunset-at-ricks-cafe',
    );
    expect(within(first).getByText('12 October 2025')).toHaveAttribute('datetime', '2025-10-12');
    expect(within(first).getByText(/^\d+ min read$/)).toBeInTheDocument();
    expect(within(first).getByText(/Half of Negril ends the day/)).toBeInTheDocument();
    const tags = within(first).getByRole('list', { name: /^Tags of/ });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sunsets', 'West End', 'Nightlife']);

    const cover = within(first).getByRole('img', { name: "Sunset over the cliffs at Rick's Cafe" });
    const src = new URL(cover.getAttribute('src') ?? '');
    expect(src.host).toBe('images.ctfassets.net');
    expect(src.searchParams.get('fm')).toBe('webp');
    expect(src.searchParams.get('w')).toMatch(/^\d+$/);
    expect(src.searchParams.get('q')).toMatch(/^\d+$/);
    expect(cover.getAttribute('srcset')).toMatch(/w=320.* 320w, .*w=480.* 480w/);
    expect(cover).toHaveAttribute('width');
    expect(cover).toHaveAttribute('height');
    expect(cover).toHaveAttribute('loading', 'eager');

    // Below the fold, covers wait until they are needed.
    const second = screen.getAllByRole('article')[1]!;
    expect(within(second).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('filters by tag, keeps the tag in the address, and goes back to all entries', async () => {
    const { user, router } = renderApp({ route: '/blog' });
    await entriesShown();
    const filter = screen.getByRole('navigation', { name: 'Filter by tag' });
    await user.click(within(filter).getByRole('link', { name: 'Family' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?tag=Family');
    });
    expect(within(filter).getByRole('link', { name: 'Family' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(cardTitles()).toEqual([
      'A slow day on Seven Mile Beach',
      'Snorkelling Booby Cay and the reef off Long Bay',
    ]);
    expect(screen.getByText(/2 entries tagged “Family”/)).toBeInTheDocument();
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe('Blog: Family · Negril Life');
    });

    await user.click(within(filter).getByRole('link', { name: 'All entries' }));
    await waitFor(() => {
      expect(cardTitles()).toHaveLength(8);
    });
    expect(router.state.location.search).toBe('');
  });

  it('folds the less used tags behind "More tags" on a phone, every filter still in the list', async () => {
    const { user } = renderApp({ route: '/blog' });
    await entriesShown();
    const filter = screen.getByRole('navigation', { name: 'Filter by tag' });
    const list = within(filter).getByRole('list');
    const more = within(filter).getByRole('button', { name: 'More tags (9)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', list.id);
    // Folded by CSS only: the links stay in the page for a browser without scripts.
    expect(within(list).getAllByRole('link')).toHaveLength(14);

    await user.click(more);
    const fewer = within(filter).getByRole('button', { name: 'Fewer tags' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(filter).getByRole('link', { name: 'Wellness' }));
    await waitFor(() => {
      expect(screen.getByText(/tagged “Wellness”/)).toBeInTheDocument();
    });
  });

  it('never folds the chosen tag away', async () => {
    renderApp({ route: '/blog?tag=Wellness' });
    await screen.findByText(/tagged “Wellness”/);
    const filter = screen.getByRole('navigation', { name: 'Filter by tag' });
    expect(within(filter).getByRole('button', { name: 'More tags (8)' })).toBeInTheDocument();
    expect(within(filter).getByRole('link', { name: 'Wellness' }).closest('li')).not.toHaveClass(
      'max-sm:hidden',
    );
  });

  it('reads the tag from the address, in any case, and says when no entry has it', async () => {
    renderApp({ route: '/blog?tag=food' });
    await screen.findByRole('link', { name: 'Where to eat jerk in Negril' });
    expect(cardTitles()).toEqual([
      'Where to eat jerk in Negril',
      'Rum, river and the Black River safari',
    ]);
  });

  it('says when no entry has the tag asked for', async () => {
    renderApp({ route: '/blog?tag=Skiing' });
    expect(await screen.findByText(/No entries are tagged “Skiing”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all entries' })).toHaveAttribute('href', '/blog');
  });

  it('renders an entry with missing fields with what it has', async () => {
    renderApp({ route: '/blog' });
    const title = await screen.findByRole('link', { name: 'Notes from the road' });
    const card = title.closest('article')!;
    // No cover, no excerpt, no tags: the title, date and reading time are still there.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).getByText('5 January 2025')).toBeInTheDocument();
    expect(within(card).getByText('1 min read')).toBeInTheDocument();
  });
});

describe('a blog entry', () => {
  it('shows the hero, the rich text with its images, the date and tags, and sets its own title', async () => {
    renderApp({ route: '/blog/sunset-at-ricks-cafe' });
    const title = "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house";
    await heading(title);
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe(`${title} · Negril Life`);
    });
    expect(description()).toMatch(/^Half of Negril ends the day on the West End cliffs/);

    const article = screen.getByRole('article');
    const hero = within(article).getByRole('img', {
      name: "Sunset over the cliffs at Rick's Cafe",
    });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero.getAttribute('src')).toContain('fm=webp');
    expect(within(article).getByText('12 October 2025')).toBeInTheDocument();

    // The rich text body, through the lazily loaded renderer.
    expect(
      await within(article).findByRole('heading', { level: 2, name: 'When to arrive' }),
    ).toBeInTheDocument();
    const embedded = within(article).getByRole('img', {
      name: 'A cliff jumper mid-air above turquoise water',
    });
    expect(embedded).toHaveAttribute('loading', 'lazy');
    expect(embedded.getAttribute('srcset')).toContain('fm=webp');
    expect(within(article).getByText("Rick's Cafe").tagName).toBe('B');
    expect(
      within(article).getByText('A rum punch with Appleton Estate, the classic.'),
    ).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Negril guide' })).toHaveAttribute(
      'href',
      '/negril',
    );
    expect(within(article).getByRole('link', { name: "café's own site" })).toHaveAttribute(
      'href',
      'https://www.rickscafejamaica.com/',
    );
    const tags = within(article).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Sunsets' })).toHaveAttribute(
      'href',
      '/blog?tag=Sunsets',
    );
  });

  it('links the previous and next entries by date', async () => {
    const { user } = renderApp({ route: '/blog/sunset-at-ricks-cafe' });
    await heading(/^Sunset at Rick's Cafe/);
    let more = screen.getByRole('navigation', { name: 'More entries' });
    // The newest entry has an older one only.
    expect(within(more).queryByRole('link', { name: /Next entry/ })).not.toBeInTheDocument();
    await user.click(
      within(more).getByRole('link', { name: /Previous entry.*A slow day on Seven Mile Beach/ }),
    );

    await heading('A slow day on Seven Mile Beach');
    more = screen.getByRole('navigation', { name: 'More entries' });
    expect(
      within(more).getByRole('link', { name: /Previous entry.*Where to eat jerk in Negril/ }),
    ).toHaveAttribute('href', '/blog/where-to-eat-jerk-in-negril');
    expect(
      within(more).getByRole('link', { name: /Next entry.*Sunset at Rick's Cafe/ }),
    ).toHaveAttribute('href', '/blog/sunset-at-ricks-cafe');
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe('A slow day on Seven Mile Beach · Negril Life');
    });
  });

  it('shows not-found for an unknown slug, with a way back to the blog', async () => {
    const { user } = renderApp({ route: '/blog/no-such-entry' });
    await heading('Entry not found');
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toBe('Entry not found · Negril Life');
    });
    await user.click(screen.getByRole('link', { name: 'Back to the blog' }));
    await heading('Blog');
  });

  it('renders hostile rich text as text: no javascript: link, no markup, no broken image', async () => {
    renderApp({ route: '/blog/notes-from-the-road' });
    await heading('Notes from the road');
    const article = screen.getByRole('article');
    const napkin = await within(article).findByText(/map of the West End/, { selector: 'p' });
    // The javascript: link is plain text, not a link.
    expect(napkin).toHaveTextContent('and the map of the West End that a bartender drew');
    expect(within(article).queryByRole('link', { name: 'map of the West End' })).toBeNull();
    expect(article.querySelector('a[href^="javascript"]')).toBeNull();
    // Markup in a text is shown as it was written.
    expect(within(article).getByText('<b>best</b> patty').tagName).toBe('CODE');
    expect(article.querySelector('b')).toBeNull();
    // No cover, and the embedded asset that does not exist renders nothing.
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    // Without an excerpt, the description comes from the body.
    expect(description()).toMatch(/^A few scribbled notes from a rainy week in January/);
  });
});

describe('when the content service fails', () => {
  it('stores the raw error, says the blog could not be loaded, and tries again', async () => {
    server.use(
      mockHttp.get(
        ENTRIES,
        () =>
          HttpResponse.json(
            { sys: { type: 'Error', id: 'InternalServerError' }, message: 'Something broke.' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const { user, store } = renderApp({ route: '/blog' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The blog could not be loaded.');
    expect(alert).toHaveTextContent('The content service had a problem (error 500).');
    expect(store.getState().blog).toMatchObject({
      isError: true,
      isLoading: false,
      isSuccess: false,
      entries: [],
      error: { name: 'InternalServerError', message: 'Something broke.', status: 500 },
      message: 'Something broke.',
    });

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await entriesShown();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().blog).toMatchObject({ isError: false, isSuccess: true, error: null });
  });

  it('stores a network failure as it was raised', async () => {
    server.use(mockHttp.get(ENTRIES, () => HttpResponse.error()));
    const { store } = renderApp({ route: '/blog/sunset-at-ricks-cafe' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the content service.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(store.getState().blog.error).toEqual({
      name: 'NetworkError',
      message: 'Network Error',
      status: null,
    });
  });

  it('turns a malformed answer into a message, never a crash', async () => {
    server.use(
      mockHttp.get(ENTRIES, () =>
        HttpResponse.json({ sys: { type: 'Array' }, items: 'not a list' }),
      ),
    );
    const { store } = renderApp({ route: '/blog' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('sent an answer we could not read');
    expect(store.getState().blog.error).toMatchObject({
      name: 'MalformedResponseError',
      status: null,
    });
  });

  it('keeps what it can of entries with fields of the wrong type', async () => {
    server.use(
      mockHttp.get(ENTRIES, () =>
        HttpResponse.json({
          sys: { type: 'Array' },
          total: 3,
          skip: 0,
          limit: 100,
          items: [
            { sys: { id: 'broken', type: 'Entry' }, fields: { title: 42, tags: 'x', date: {} } },
            'garbage',
            {
              sys: { id: 'ok', type: 'Entry' },
              fields: { title: 'Only a title', slug: 'only-a-title', body: { nodeType: 'x' } },
            },
          ],
        }),
      ),
    );
    renderApp({ route: '/blog' });
    expect(await screen.findByRole('link', { name: 'Only a title' })).toHaveAttribute(
      'href',
      '/blog/only-a-title',
    );
    expect(screen.getByRole('link', { name: 'Untitled entry' })).toHaveAttribute(
      'href',
      '/blog/broken',
    );
  });
});

describe('the home page', () => {
  it('shows the latest three entries', async () => {
    renderApp({ route: '/' });
    const section = await screen.findByRole('region', { name: 'Latest from the blog' });
    await within(section).findByRole('link', { name: 'A slow day on Seven Mile Beach' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual([
      "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house",
      'A slow day on Seven Mile Beach',
      'Where to eat jerk in Negril',
    ]);
    expect(within(section).getByRole('link', { name: 'All entries' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });
});
