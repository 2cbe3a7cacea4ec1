// @vitest-environment node
// The build renders the pages in Node (vite-plugins/painted/painted-pages.ts loads src/painted/render.tsx
// through Vite's SSR loader): no window, no IntersectionObserver. This file runs there too, so what
// is asserted is what the build writes; the markup is then read as a browser would, through jsdom.
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchPainted, pagesToPaint, renderPage, siteEntries } from '../../src/painted/render';
import { MEDIA_HOST } from '../../src/mocks/seed/instagram';
import { server } from '../../src/mocks/node';
import { blogItems, feedPage, parse, TITLES } from './painted-pages';

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
