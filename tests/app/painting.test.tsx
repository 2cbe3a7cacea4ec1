// @vitest-environment node
// The build renders the pages in Node (vite-plugins/painted-pages.ts loads src/painted/render.tsx
// through Vite's SSR loader): no window, no IntersectionObserver. This file runs there too, so what
// is asserted is what the build writes; the markup is then read as a browser would, through jsdom.
import { createRequire } from 'node:module';
import { within } from '@testing-library/dom';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  fetchPainted,
  pagesToPaint,
  renderPage,
  siteEntries,
  type BuildContent,
} from '../../src/painted/render';
import { MEDIA_HOST } from '../../src/mocks/seed/instagram';
import { seedPress } from '../../src/mocks/seed/press';
import { server } from '../../src/mocks/node';
import type { RawEntry } from '../../src/lib/content/contentful';
import { writePage } from '../../vite-plugins/page-writer';

// jsdom is a dev dependency without type declarations of its own: the little used here is typed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** The page as a browser would parse it (scripts are not run). */
function parse(markup: string): HTMLElement {
  return new JSDOM(`<!doctype html><html><body>${markup}</body></html>`).window.document.body;
}

const TITLES = [
  "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house",
  'A slow day on Seven Mile Beach',
  'Where to eat jerk in Negril',
  'Chasing waterfalls: YS Falls and Mayfield in one weekend',
  'Snorkelling Booby Cay and the reef off Long Bay',
  'Wellness on the cliffs: yoga, spas and slow mornings',
  'Rum, river and the Black River safari',
  'Notes from the road',
];

/** The page the build paints at this path with this content. */
function pageAt(path: string, content: Partial<BuildContent>) {
  const page = pagesToPaint({ blog: null, feed: null, ...content }).find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not painted`);
  return page;
}

/** Its markup and the title and description its route and screen set. */
function paint(path: string, content: Partial<BuildContent> = {}) {
  return renderPage(pageAt(path, content));
}

/** The blog's entries as the build gets them: from the content service (the mock, through MSW). */
async function blogItems(): Promise<RawEntry[]> {
  const items = await fetchPainted('blog');
  if (!items) throw new Error('the content service is configured in the tests');
  return items;
}

describe('the blog entries the build fetches', () => {
  it('are the content service’s raw items, newest first', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request.url);
    });
    const items = await blogItems();
    // Each field as the page's language and English have it (`{ en }`: an English page).
    expect(items.map((item) => item.fields.title)).toEqual(TITLES.map((title) => ({ en: title })));
    expect(items[0]).toMatchObject({
      id: expect.any(String) as string,
      fields: { slug: { en: 'sunset-at-ricks-cafe' } },
    });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!);
    expect(url.host).toBe('cdn.contentful.com');
    expect(url.searchParams.get('content_type')).toBe('blog');
    expect(url.searchParams.get('order')).toBe('-fields.date');
  });

  it('come from another host when the build is told so (PAINT_CONTENTFUL_HOST)', async () => {
    const seen: string[] = [];
    server.use(
      mockHttp.get(
        'https://content.example:8443/spaces/:space/environments/:env/entries',
        ({ request }) => {
          seen.push(new URL(request.url).searchParams.get('content_type') ?? '');
          return HttpResponse.json({
            sys: { type: 'Array' },
            total: 1,
            skip: 0,
            limit: 200,
            items: [
              {
                sys: { id: 'local', type: 'Entry' },
                fields: { title: 'From the stand-in', slug: 'from-the-stand-in' },
              },
            ],
          });
        },
      ),
    );
    expect(await fetchPainted('blog', 'content.example:8443')).toEqual([
      { id: 'local', fields: { title: 'From the stand-in', slug: 'from-the-stand-in' } },
    ]);
    expect(seen).toEqual(['blog']);
  });
});

/** The feed's first page as the build gets it: from the graph (the mock, through MSW). */
async function feedPage() {
  const page = await fetchPainted('feed');
  if (!page) throw new Error('the feed is configured in the tests');
  return page;
}

describe('the feed’s first page the build fetches', () => {
  it('is the graph’s first 20 posts with the feed’s fields, and its link to the next', async () => {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url));
    });
    const page = await feedPage();
    expect(page.posts).toHaveLength(20);
    expect(page.posts[0]).toMatchObject({ id: expect.any(String) as string });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.host).toBe('graph.instagram.com');
    expect(seen[0]!.searchParams.get('limit')).toBe('20');
    expect(seen[0]!.searchParams.get('fields')).toBe(
      'id,media_type,permalink,media_url,caption,children{id,media_type,media_url,thumbnail_url}',
    );
    expect(new URL(page.next ?? '').host).toBe('graph.instagram.com');
  });

  it('comes from another address when the build is told so, and still links to the graph', async () => {
    const seen: string[] = [];
    server.use(
      mockHttp.get('https://graph.local:8443/me/media', ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('limit') ?? '');
        return HttpResponse.json({
          data: [{ id: '7', media_type: 'IMAGE', media_url: `https://${MEDIA_HOST}/7.jpg` }],
          paging: { next: 'https://graph.local:8443/me/media?after=7&limit=20' },
        });
      }),
    );
    const page = await fetchPainted('feed', 'https://graph.local:8443/');
    expect(seen).toEqual(['20']);
    expect(page?.posts.map((post) => post.id)).toEqual(['7']);
    expect(page?.next).toBe('https://graph.instagram.com/me/media?after=7&limit=20');
  });

  it('fails the way a live answer does when the graph sends something else', async () => {
    server.use(
      mockHttp.get('https://graph.instagram.com/me/media', () =>
        HttpResponse.json({ error: 'nope' }),
      ),
    );
    await expect(fetchPainted('feed')).rejects.toThrow(/feed/);
  });
});

describe('the pages the build paints', () => {
  it('are home, the blog, each entry, press, the feed, the guide, search and privacy', async () => {
    const blog = await blogItems();
    expect(pagesToPaint({ blog, feed: null }).map((page) => page.path)).toEqual([
      '/',
      '/blog',
      '/blog/sunset-at-ricks-cafe',
      '/blog/a-slow-day-on-seven-mile-beach',
      '/blog/where-to-eat-jerk-in-negril',
      '/blog/chasing-waterfalls-ys-and-mayfield',
      '/blog/snorkelling-booby-cay',
      '/blog/wellness-on-the-cliffs',
      '/blog/rum-river-black-river-safari',
      '/blog/notes-from-the-road',
      '/press',
      '/feed',
      '/negril',
      '/search',
      '/privacy',
    ]);
  });

  it('carry the content they show: the entries as fetched, the feed’s page as the graph sends it', async () => {
    const blog = await blogItems();
    const posts = [
      {
        id: '1',
        media_type: 'IMAGE' as const,
        media_url: 'https://cdn.example/1.jpg',
        permalink: null,
        caption: '',
      },
    ];
    const next = 'https://graph.instagram.com/me/media?after=1';
    const pages = pagesToPaint({ blog, feed: { posts, next } });
    const page = (path: string) => pages.find((p) => p.path === path);
    expect(page('/blog')?.data).toEqual({ blog });
    expect(page('/feed')?.data).toEqual({ feed: { data: posts, paging: { next } } });
    expect(page('/feed')?.expires).toBe(true);
    expect(page('/negril')?.data).toEqual({});
    expect(
      pagesToPaint({ blog, feed: { posts, next: null } }).find((p) => p.path === '/feed')?.data,
    ).toEqual({ feed: { data: posts, paging: {} } });
  });

  it('are complete (the app may wait for them to load) only with all the content they show', async () => {
    const pages = pagesToPaint({ blog: await blogItems(), feed: null });
    const complete = (path: string) => pages.find((p) => p.path === path)?.complete;
    expect(complete('/blog')).toBe(true);
    expect(complete('/feed')).toBe(false);
    expect(complete('/press')).toBe(false);
    expect(complete('/negril')).toBe(true);
  });

  it('leave out the entries when the build has none', () => {
    expect(pagesToPaint({ blog: null, feed: null }).map((page) => page.path)).toEqual([
      '/',
      '/blog',
      '/press',
      '/feed',
      '/negril',
      '/search',
      '/privacy',
    ]);
  });
});

describe('the pages the build paints in another language', () => {
  it('are the same pages at their addresses in it: `/es/`, `/es/blog`, each entry under `/es/blog/`', async () => {
    const blog = await blogItems();
    const english = pagesToPaint({ blog, feed: null }).map((page) => page.path);
    const spanish = pagesToPaint({ blog, feed: null }, 'es');
    expect(spanish.map((page) => page.path)).toEqual(
      english.map((path) => (path === '/' ? '/es/' : `/es${path}`)),
    );
    expect(new Set(spanish.map((page) => page.locale))).toEqual(new Set(['es']));
  });

  it('are rendered in their language, one after the other in one process, none frozen in the first', async () => {
    const blog = await blogItems();
    const hrefs = async (path: string, locale: 'en' | 'de') => {
      const page = pagesToPaint({ blog, feed: null }, locale).find((p) => p.path === path);
      if (!page) throw new Error(`${path} is not painted`);
      const body = parse((await renderPage(page)).markup);
      // The language switcher's links (with `hreflang`) lead to the other languages on purpose.
      return [...body.querySelectorAll('a[href^="/"]:not([hreflang])')].map((a) =>
        a.getAttribute('href'),
      );
    };
    const german = await hrefs('/de/blog', 'de');
    expect(german).toContain('/de/blog/sunset-at-ricks-cafe');
    expect(german.filter((href) => href !== '/de' && !href?.startsWith('/de/'))).toEqual([]);
    const english = await hrefs('/blog', 'en');
    expect(english).toContain('/blog/sunset-at-ricks-cafe');
    expect(english.filter((href) => href?.startsWith('/de/'))).toEqual([]);
  });

  it('list their entries at their addresses in that language, for the previews and the feed', async () => {
    const blog = await blogItems();
    expect(siteEntries(blog, 'fr')[0]?.path).toBe('/fr/blog/sunset-at-ricks-cafe');
    expect(siteEntries(blog)[0]?.path).toBe('/blog/sunset-at-ricks-cafe');
  });
});

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
