import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../utils';

// Screens, the rich-text renderer and the content SDK load lazily: the first test waits longest.

const ENTRIES = 'https://cdn.contentful.com/spaces/*';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

const outline = () => screen.queryByRole('navigation', { name: 'On this page' });

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const block = (nodeType: string, value: string) => ({
  nodeType,
  data: {},
  content: [text(value)],
});
const doc = (...content: object[]) => ({ nodeType: 'document', data: {}, content });

interface TestEntry {
  slug: string;
  date?: string;
  tags?: string[];
  body?: object;
}

/** The content service answers with these entries only, newest first as the site asks. */
function answerWith(entries: TestEntry[]) {
  server.use(
    mockHttp.get(ENTRIES, () =>
      HttpResponse.json({
        sys: { type: 'Array' },
        total: entries.length,
        skip: 0,
        limit: 100,
        items: entries.map((entry) => ({
          sys: { id: `id-${entry.slug}`, type: 'Entry' },
          fields: {
            title: `Entry ${entry.slug}`,
            slug: entry.slug,
            body: entry.body ?? doc(block('paragraph', 'Some words.')),
            ...(entry.date ? { date: entry.date } : {}),
            ...(entry.tags ? { tags: entry.tags } : {}),
          },
        })),
      }),
    ),
  );
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  window.history.replaceState(null, '', '/');
});

describe('an entry’s outline', { timeout: 20_000 }, () => {
  it('lists the sections, gives each heading an id and a link to itself', async () => {
    renderApp({ route: '/blog/sunset-at-ricks-cafe' });
    await heading(/^Sunset at Rick's Cafe/);
    const article = screen.getByRole('article');
    const sections = ['When to arrive', 'The divers', 'What to order'];
    for (const name of sections) {
      await within(article).findByRole('heading', { level: 2, name });
    }
    const nav = outline();
    expect(nav).not.toBeNull();
    const links = within(nav!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sections);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#when-to-arrive',
      '#the-divers',
      '#what-to-order',
    ]);
    for (const name of sections) {
      const section = within(article).getByRole('heading', { level: 2, name });
      const id = section.id;
      expect(links.find((link) => link.textContent === name)).toHaveAttribute('href', `#${id}`);
      expect(
        within(article).getByRole('link', { name: `Link to section: ${name}` }),
      ).toHaveAttribute('href', `#${id}`);
    }
  });

  it('jumps to a section and moves focus to its heading, without a navigation', async () => {
    const { user, router } = renderApp({ route: '/blog/sunset-at-ricks-cafe' });
    await heading(/^Sunset at Rick's Cafe/);
    const divers = await screen.findByRole('heading', { level: 2, name: 'The divers' });
    const key = router.state.location.key;

    await user.click(within(outline()!).getByRole('link', { name: 'The divers' }));
    expect(divers).toHaveFocus();
    expect(window.location.hash).toBe('#the-divers');
    // Not a navigation for the router: the page, its key and its focus stay.
    expect(router.state.location.key).toBe(key);
    expect(router.state.location.pathname).toBe('/blog/sunset-at-ricks-cafe');

    // The heading's own link does the same.
    await user.click(screen.getByRole('link', { name: 'Link to section: What to order' }));
    expect(screen.getByRole('heading', { level: 2, name: 'What to order' })).toHaveFocus();
    expect(window.location.hash).toBe('#what-to-order');
    expect(router.state.location.key).toBe(key);
  });

  it('nests the subsections under their section', async () => {
    renderApp({ route: '/blog/where-to-eat-jerk-in-negril' });
    await heading('Where to eat jerk in Negril');
    await screen.findByRole('heading', { level: 3, name: 'How to order' });
    const nav = outline()!;
    const top = within(nav).getAllByRole('list')[0]!;
    const [item] = within(top).getAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: 'Our five favourites' })).toBeInTheDocument();
    expect(within(item!).getByRole('list')).toHaveTextContent('How to order');
    expect(within(nav).getByRole('link', { name: 'How to order' })).toHaveAttribute(
      'href',
      '#how-to-order',
    );
  });

  it('is not shown with fewer than two headings; the heading keeps its link', async () => {
    renderApp({ route: '/blog/snorkelling-booby-cay' });
    await heading('Snorkelling Booby Cay and the reef off Long Bay');
    await screen.findByRole('heading', { level: 2, name: 'What you will see' });
    expect(outline()).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Link to section: What you will see' }),
    ).toHaveAttribute('href', '#what-you-will-see');
  });

  it('gives headings of the same text, or a taken id, ids of their own', async () => {
    answerWith([
      {
        slug: 'twice',
        body: doc(
          block('heading-2', 'Tips'),
          block('paragraph', 'One.'),
          block('heading-2', 'Tips'),
          block('heading-1', 'Main'),
          block('heading-3', 'Tips'),
          block('heading-2', '¡¿?!'),
        ),
      },
    ]);
    renderApp({ route: '/blog/twice' });
    await heading('Entry twice');
    await screen.findAllByRole('heading', { level: 2, name: 'Tips' });
    const links = within(outline()!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#tips',
      '#tips-2',
      '#main-2',
      '#tips-3',
      '#section',
    ]);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });
});

describe('more like this', { timeout: 20_000 }, () => {
  const related = () => screen.queryByRole('region', { name: 'More like this' });
  const titles = () =>
    within(related()!)
      .getAllByRole('heading', { level: 3 })
      .map((title) => title.textContent);

  it('lists up to three entries sharing a tag: most shared tags first, then the newest', async () => {
    answerWith([
      { slug: 'newest-one-tag', date: '2025-09-01', tags: ['Beach'] },
      { slug: 'this', date: '2025-08-01', tags: ['Beach', 'Food', 'Music'] },
      { slug: 'two-tags', date: '2025-07-01', tags: ['food', 'Beach'] },
      { slug: 'older-one-tag', date: '2025-06-01', tags: ['Music'] },
      { slug: 'three-tags', date: '2025-01-01', tags: ['Music', 'Beach', 'Food'] },
      { slug: 'unrelated', date: '2025-08-15', tags: ['Hiking'] },
    ]);
    renderApp({ route: '/blog/this' });
    await heading('Entry this');
    await waitFor(() => {
      expect(related()).not.toBeNull();
    });
    expect(titles()).toEqual(['Entry three-tags', 'Entry two-tags', 'Entry newest-one-tag']);
    expect(within(related()!).getByRole('link', { name: 'Entry three-tags' })).toHaveAttribute(
      'href',
      '/blog/three-tags',
    );
    // The entry's page keeps one article: its own.
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows the seed’s entry sharing a tag', async () => {
    renderApp({ route: '/blog/sunset-at-ricks-cafe' });
    await heading(/^Sunset at Rick's Cafe/);
    await screen.findByRole('region', { name: 'More like this' });
    expect(titles()).toEqual(['Wellness on the cliffs: yoga, spas and slow mornings']);
  });

  it('is not shown when no entry shares a tag, or the entry has none', async () => {
    answerWith([
      { slug: 'alone', date: '2025-08-01', tags: ['Hiking'] },
      { slug: 'other', date: '2025-07-01', tags: ['Food'] },
      { slug: 'untagged', date: '2025-06-01' },
    ]);
    const { user } = renderApp({ route: '/blog/alone' });
    await heading('Entry alone');
    expect(related()).toBeNull();
    await user.click(screen.getByRole('link', { name: /Previous entry/ }));
    await heading('Entry other');
    expect(related()).toBeNull();
  });
});

describe('sharing an entry', { timeout: 20_000 }, () => {
  const address = () => new URL('/blog/sunset-at-ricks-cafe', window.location.origin).href;
  const title = "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house";

  it('uses the share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user } = renderApp({ route: '/blog/sunset-at-ricks-cafe' });
    await heading(title);
    await user.click(screen.getByRole('button', { name: 'Share this entry' }));
    expect(share).toHaveBeenCalledWith({ title, url: address() });
    expect(screen.getByText('Shared.')).toBeInTheDocument();
  });

  it('copies the entry’s address otherwise, and says so', async () => {
    const { user } = renderApp({ route: '/blog/sunset-at-ricks-cafe' });
    await heading(title);
    await user.click(screen.getByRole('button', { name: 'Share this entry' }));
    expect(await navigator.clipboard.readText()).toBe(address());
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });
});
