// @vitest-environment node
// The build renders the pages in Node (vite-plugins/painted/painted-pages.ts loads src/painted/render.tsx
// through Vite's SSR loader): no window, no IntersectionObserver. This file runs there too, so what
// is asserted is what the build writes; the markup is then read as a browser would, through jsdom.
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { MEDIA_HOST } from '../../src/mocks/seed/instagram';
import { seedPress } from '../../src/mocks/seed/press';
import { writePage } from '../../vite-plugins/painted/page-writer';
import { blogItems, feedPage, JSDOM, pageAt, paint, parse, TITLES } from './painted-pages';

describe('a painted page', () => {
  it('/blog shows every entry and the first cover at its size, loaded at once', async () => {
    const page = within(parse((await paint('/blog', { blog: await blogItems() })).markup));
    expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(
      page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(TITLES);
    expect(page.getByRole('link', { name: TITLES[0] })).toHaveAttribute(
      'href',
      '/blog/sunset-at-ricks-cafe',
    );
    expect(page.queryByRole('status')).toBeNull();

    const cover = page.getByRole('img', { name: "Sunset over the cliffs at Rick's Cafe" });
    const src = new URL(cover.getAttribute('src') ?? '');
    expect(src.host).toBe('images.ctfassets.net');
    expect(src.pathname).toMatch(/\/ricks-sunset-asset\/.+\/ricks-cafe-sunset\.jpg$/);
    expect(src.searchParams.get('w')).toBe('800');
    expect(cover).toHaveAttribute('width', '800');
    expect(cover).toHaveAttribute('height', '533');
    expect(cover).toHaveAttribute('loading', 'eager');
  });

  it('each carries its screen’s own title and description, and knows whether it is complete', async () => {
    const blog = await blogItems();
    const list = await paint('/blog', { blog });
    expect(list.meta?.title).toBe('Blog · Negril Life');
    expect(list.meta?.description).toMatch(/^Stories from Negril/);
    const entry = await paint('/blog/sunset-at-ricks-cafe', { blog });
    expect(entry.meta?.title).toBe(`${TITLES[0]} · Negril Life`);
    expect(entry.meta?.description).toMatch(/^Half of Negril ends the day/);
    expect((await paint('/feed', { blog })).meta?.title).toBe('Feed · Negril Life');
    expect((await paint('/')).meta).toEqual({
      title: 'Negril Life · Travel & lifestyle in Negril',
      description: expect.stringMatching(/^Travel stories, press and photographs/) as string,
    });

    // The app may wait for the page's load where the page shows its content without it.
    expect(pageAt('/blog', { blog }).complete).toBe(true);
    expect(pageAt('/blog', {}).complete).toBe(false);
    expect(pageAt('/negril', {}).complete).toBe(true);
    expect(pageAt('/feed', { blog }).complete).toBe(false);
    expect(pageAt('/feed', { feed: await feedPage() }).complete).toBe(true);
    expect(pageAt('/press', { blog }).complete).toBe(false);
  });

  it('/blog without entries shows its loading state', async () => {
    const page = within(parse((await paint('/blog')).markup));
    expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(page.getByRole('status')).toHaveTextContent('Loading the blog');
    expect(page.queryByRole('article')).toBeNull();
  });

  it('/ shows the latest entries, and neither the feed nor the press, which wait to be scrolled near', async () => {
    const body = parse((await paint('/', { blog: await blogItems() })).markup);
    const page = within(body);
    const latest = page.getByRole('region', { name: 'Latest from the blog' });
    expect(
      within(latest)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(TITLES.slice(0, 3));
    // The only pictures are the three covers.
    const pictures = page.getAllByRole('img');
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) {
      expect(new URL(picture.getAttribute('src') ?? '').host).toBe('images.ctfassets.net');
    }
    expect(body.innerHTML).not.toContain(MEDIA_HOST);
    expect(page.queryByRole('region', { name: 'From our feed' })).toBeNull();
    expect(page.queryByRole('region', { name: 'In the press' })).toBeNull();
    for (const press of seedPress()) expect(body.textContent).not.toContain(press.title);
  });

  it('/feed with its first page shows the posts, the first screen’s pictures at once', async () => {
    const first = await feedPage();
    const body = parse((await paint('/feed', { feed: first })).markup);
    const page = within(body);
    expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeInTheDocument();
    expect(page.queryByRole('status')).toBeNull();
    const withMedia = first.posts.filter((post) => post.media_url);
    expect(page.getAllByRole('button', { name: /./ }).length).toBeGreaterThanOrEqual(
      withMedia.length,
    );
    // The first screen's six tiles carry their pictures, eager, the first ahead of the rest;
    // the others are boxes until the app has started and those have arrived.
    // (Decorative pictures: each tile's name is its text.)
    const pictures = [...body.querySelectorAll('img')];
    const eager = pictures.filter((picture) => picture.getAttribute('loading') === 'eager');
    expect(eager.length).toBeGreaterThan(0);
    expect(eager.length).toBeLessThanOrEqual(6);
    expect(eager[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures.length).toBeLessThanOrEqual(6);
  });

  it('/feed without its first page shows its loading state', async () => {
    const page = within(parse((await paint('/feed')).markup));
    expect(page.getByRole('status')).toHaveTextContent('Loading the feed');
  });

  it('an entry shows its title, hero and body, rich text included', async () => {
    const { markup } = await paint('/blog/sunset-at-ricks-cafe', { blog: await blogItems() });
    const page = within(parse(markup));
    const article = within(page.getByRole('article'));
    expect(article.getByRole('heading', { level: 1, name: TITLES[0] })).toBeInTheDocument();
    expect(
      article.getByRole('img', { name: "Sunset over the cliffs at Rick's Cafe" }),
    ).toHaveAttribute('loading', 'eager');
    expect(article.getByRole('heading', { level: 2, name: 'When to arrive' })).toBeInTheDocument();
  });

  it('an entry carries its outline, its headings’ anchors, "More like this" and Share', async () => {
    const { markup } = await paint('/blog/sunset-at-ricks-cafe', { blog: await blogItems() });
    const page = within(parse(markup));
    const outline = page.getByRole('navigation', { name: 'On this page' });
    expect(
      within(outline)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#when-to-arrive', '#the-divers', '#what-to-order']);
    for (const [id, name] of [
      ['when-to-arrive', 'When to arrive'],
      ['the-divers', 'The divers'],
      ['what-to-order', 'What to order'],
    ] as const) {
      expect(page.getByRole('heading', { level: 2, name })).toHaveAttribute('id', id);
      expect(page.getByRole('link', { name: `Link to section: ${name}` })).toHaveAttribute(
        'href',
        `#${id}`,
      );
    }
    const related = page.getByRole('region', { name: 'More like this' });
    expect(within(related).getByRole('link', { name: /^Wellness on the cliffs/ })).toHaveAttribute(
      'href',
      '/blog/wellness-on-the-cliffs',
    );
    expect(page.getByRole('button', { name: 'Share this entry' })).toBeInTheDocument();
  });

  it('a page with a form is never inert: its links work, and the form waits, saying so', async () => {
    const { markup } = await paint('/negril');
    const html = writePage('<html><head></head><body><div id="root"></div></body></html>', {
      path: '/negril',
      markup,
      data: {},
      title: 'Negril Guide',
      description: '',
      complete: true,
      preloads: [],
    });
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector('[inert]')).toBeNull();
    const painted = doc.querySelector('#root[data-painted="/negril"]') as HTMLElement;
    const field = within(painted).getByLabelText('Guide password');
    // Typed before the app runs, a word would go nowhere: the gate is disabled until then.
    const group = field.closest('fieldset');
    expect(group).toBeDisabled();
    expect(within(painted).getByRole('button', { name: 'Unlock' })).toBeDisabled();
    const note = doc.getElementById(group?.getAttribute('aria-describedby') ?? '');
    expect(note).toHaveTextContent('Loading… this form works once the page has loaded.');
    expect(note).toHaveTextContent('This form needs JavaScript, which is off in this browser.');
    // Every link is a plain one, there before the app.
    const nav = within(painted).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('a page’s header search is a form that loads the results page without the app', async () => {
    const { markup } = await paint('/blog');
    const search = within(parse(markup)).getByRole('search');
    expect(search).toHaveAttribute('action', '/search');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('combobox', { name: 'Search the site' })).toHaveAttribute(
      'name',
      'q',
    );
    expect(within(search).getByRole('button', { name: 'Show results' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(search).getByRole('combobox')).toBeEnabled();
  });
});
