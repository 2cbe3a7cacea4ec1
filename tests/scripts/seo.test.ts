// @vitest-environment node
// What the build writes for link previews, feed readers and search engines (vite-plugins/seo.ts,
// written by vite-plugins/painted-pages.ts), read back as a browser and a feed reader would: the
// pages and the XML files through jsdom's DOMParser. The build runs in Node, and so does this file.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  fetchPainted,
  pagesToPaint,
  renderPage,
  SITE_DESCRIPTION,
  SITE_NAME,
  siteEntries,
  type SiteEntry,
} from '../../src/painted/render';
import { routeList } from '../../src/lib/routes';
import {
  robotsOf,
  robotsTxt,
  rssXml,
  sitemapPages,
  sitemapXml,
} from '../../vite-plugins/feeds-sitemap';
import { coverPreview, headTags, type SiteFacts } from '../../vite-plugins/head-tags';
import { writePage, type PageParts } from '../../vite-plugins/page-writer';
import { readSiteUrl } from '../../vite-plugins/site-addresses';
import { xmlEscape } from '../../vite-plugins/xml';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
const { DOMParser: Parser } = new JSDOM('').window;

const SITE = 'https://negril.example';
const BUILT = '2026-03-01T06:00:00.000Z';

/** index.html as the build writes it (see tests/scripts/prerender.test.ts). */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Travel stories." />
    <title>Negril Life · Travel &amp; lifestyle in Negril</title>
    <script type="module" crossorigin src="/assets/index-D4xk2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-C9q1w.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const HOSTILE = `Rum & "reggae" </script><script>alert(1)</script> <b>it's</b> > you\u0001\u2028`;

const ENTRY: SiteEntry = {
  path: '/blog/sunset-at-ricks-cafe',
  title: "Sunset at Rick's Cafe",
  summary: 'Where to sit when the sky turns pink.',
  published: '2025-10-12',
  modified: '2025-10-14T18:00:40.117Z',
  cover: {
    url: 'https://images.ctfassets.net/space/asset/abc/ricks.jpg',
    alt: 'The cliffs at sunset',
    width: 2400,
    height: 1600,
  },
  author: 'Shelly-Ann Brown',
  tags: ['Sunsets', 'West End'],
};

const site = (siteUrl: string | null): SiteFacts => ({
  siteName: SITE_NAME,
  siteDescription: SITE_DESCRIPTION,
  siteUrl,
  feed: siteUrl !== null,
});

/** A page as the build writes it with its head tags, parsed as a browser parses it. */
function page(
  path: string,
  {
    title,
    description,
    entry,
    siteUrl = SITE,
  }: Partial<PageParts> & {
    entry?: SiteEntry;
    siteUrl?: string | null;
  } = {},
) {
  const parts: PageParts = {
    path,
    markup: '<h1>Page</h1>',
    data: {},
    title: title ?? `Blog · ${SITE_NAME}`,
    description: description ?? 'Stories from Negril.',
    complete: true,
    preloads: [],
  };
  const head = headTags(
    { path, title: parts.title, description: parts.description, entry },
    site(siteUrl),
  );
  return new Parser().parseFromString(writePage(template, { ...parts, head }), 'text/html');
}

function meta(doc: Document, key: string): string | null {
  const tags = doc.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`);
  if (tags.length > 1) throw new Error(`${key} is written ${tags.length} times`);
  return tags[0]?.getAttribute('content') ?? null;
}

function jsonLd(doc: Document): Record<string, unknown> | null {
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts[0] ? (JSON.parse(scripts[0].textContent) as Record<string, unknown>) : null;
}

function parseXml(text: string): Document {
  const doc = new Parser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const PREVIEW =
  'https://images.ctfassets.net/space/asset/abc/ricks.jpg?w=1200&h=630&fit=fill&fm=jpg&q=80';

describe('the address of the site (SITE_URL)', () => {
  it('is an http(s) origin, without a trailing slash; unset or blank is null', () => {
    expect(readSiteUrl('https://negril.example/')).toBe(SITE);
    expect(readSiteUrl(' https://Negril.Example ')).toBe(SITE);
    expect(readSiteUrl('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(readSiteUrl(undefined)).toBeNull();
    expect(readSiteUrl('  ')).toBeNull();
  });

  it.each([
    'negril.example',
    'ftp://negril.example',
    'https://x.example/blog',
    'https://x.example/?a=1',
  ])('stops the build on %s', (value) => {
    expect(() => readSiteUrl(value)).toThrow(/SITE_URL/);
  });
});

describe('an entry’s page', () => {
  const doc = page(ENTRY.path, {
    title: `${ENTRY.title} · ${SITE_NAME}`,
    description: ENTRY.summary,
    entry: ENTRY,
  });

  it('has its canonical address and links the feed', () => {
    const canonical = doc.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]?.getAttribute('href')).toBe(`${SITE}${ENTRY.path}`);
    const feed = doc.head.querySelector('link[rel="alternate"]');
    expect(feed?.getAttribute('type')).toBe('application/rss+xml');
    expect(feed?.getAttribute('href')).toBe('/rss.xml');
  });

  it('has every Open Graph tag, its cover at 1200 × 630 as the picture', () => {
    expect(meta(doc, 'og:site_name')).toBe('Negril Life');
    expect(meta(doc, 'og:type')).toBe('article');
    expect(meta(doc, 'og:title')).toBe(ENTRY.title);
    expect(meta(doc, 'og:description')).toBe(ENTRY.summary);
    expect(meta(doc, 'og:url')).toBe(`${SITE}${ENTRY.path}`);
    expect(meta(doc, 'og:image')).toBe(PREVIEW);
    expect(meta(doc, 'og:image:type')).toBe('image/jpeg');
    expect(meta(doc, 'og:image:width')).toBe('1200');
    expect(meta(doc, 'og:image:height')).toBe('630');
    expect(meta(doc, 'og:image:alt')).toBe('The cliffs at sunset');
    expect(meta(doc, 'article:published_time')).toBe('2025-10-12');
    expect(meta(doc, 'article:modified_time')).toBe('2025-10-14T18:00:40.117Z');
    const tags = [...doc.head.querySelectorAll('meta[property="article:tag"]')];
    expect(tags.map((tag) => tag.getAttribute('content'))).toEqual(['Sunsets', 'West End']);
  });

  it('has a large Twitter card with the same title, description and picture', () => {
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:title')).toBe(ENTRY.title);
    expect(meta(doc, 'twitter:description')).toBe(ENTRY.summary);
    expect(meta(doc, 'twitter:image')).toBe(PREVIEW);
    expect(meta(doc, 'twitter:image:alt')).toBe('The cliffs at sunset');
  });

  it('is a BlogPosting in JSON-LD, with its dates, picture, author and page', () => {
    expect(jsonLd(doc)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: ENTRY.title,
      description: ENTRY.summary,
      image: [PREVIEW],
      datePublished: '2025-10-12',
      dateModified: '2025-10-14T18:00:40.117Z',
      author: { '@type': 'Person', name: 'Shelly-Ann Brown' },
      publisher: { '@type': 'Organization', name: 'Negril Life', url: `${SITE}/` },
      url: `${SITE}${ENTRY.path}`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}${ENTRY.path}` },
      keywords: 'Sunsets, West End',
      inLanguage: 'en',
    });
  });

  it('leaves out what the entry does not have: author, dates, cover (the site’s picture then)', () => {
    const bare = page(ENTRY.path, {
      title: `Untitled entry · ${SITE_NAME}`,
      entry: { ...ENTRY, cover: null, author: null, published: null, modified: null, tags: [] },
    });
    const data = jsonLd(bare);
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('dateModified');
    expect(data).not.toHaveProperty('keywords');
    expect(data?.image).toEqual([`${SITE}/og-image.png`]);
    expect(meta(bare, 'og:image')).toBe(`${SITE}/og-image.png`);
    expect(meta(bare, 'article:published_time')).toBeNull();
    expect(bare.head.querySelector('meta[property="article:tag"]')).toBeNull();
  });
});

describe('the other pages', () => {
  it('home is a website with the site’s picture, and a WebSite in JSON-LD', () => {
    const doc = page('/', { title: `${SITE_NAME} · Travel & lifestyle in Negril` });
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/`);
    expect(meta(doc, 'og:type')).toBe('website');
    expect(meta(doc, 'og:title')).toBe('Negril Life · Travel & lifestyle in Negril');
    expect(meta(doc, 'og:url')).toBe(`${SITE}/`);
    expect(meta(doc, 'og:image')).toBe(`${SITE}/og-image.png`);
    expect(meta(doc, 'og:image:type')).toBe('image/png');
    expect(meta(doc, 'og:image:width')).toBe('1200');
    expect(meta(doc, 'og:image:height')).toBe('630');
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:image')).toBe(`${SITE}/og-image.png`);
    expect(jsonLd(doc)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Negril Life',
      description: SITE_DESCRIPTION,
      url: `${SITE}/`,
      inLanguage: 'en',
    });
  });

  it('the list has its own title, without the site’s name, and no JSON-LD', () => {
    const doc = page('/blog');
    expect(meta(doc, 'og:title')).toBe('Blog');
    expect(meta(doc, 'twitter:title')).toBe('Blog');
    expect(meta(doc, 'og:description')).toBe('Stories from Negril.');
    expect(meta(doc, 'og:url')).toBe(`${SITE}/blog`);
    expect(jsonLd(doc)).toBeNull();
  });

  it('the site’s picture is a real 1200 × 630 PNG in public/', async () => {
    const { readFileSync } = await import('node:fs');
    const png = readFileSync(new URL('../../public/og-image.png', import.meta.url));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});

describe('a page built without SITE_URL', () => {
  it('keeps only what needs no absolute address of the site', () => {
    const home = page('/', { siteUrl: null });
    expect(home.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(home.head.querySelector('link[rel="alternate"]')).toBeNull();
    expect(meta(home, 'og:url')).toBeNull();
    expect(meta(home, 'og:image')).toBeNull();
    expect(meta(home, 'twitter:image')).toBeNull();
    expect(meta(home, 'twitter:card')).toBe('summary');
    expect(meta(home, 'og:title')).not.toBeNull();
    expect(meta(home, 'og:type')).toBe('website');
    expect(meta(home, 'og:site_name')).toBe('Negril Life');
    expect(jsonLd(home)).not.toHaveProperty('url');

    // An entry's cover is an absolute address of its own.
    const entry = page(ENTRY.path, { entry: ENTRY, siteUrl: null });
    expect(meta(entry, 'og:image')).toBe(PREVIEW);
    expect(meta(entry, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(entry)).not.toHaveProperty('mainEntityOfPage');
    expect(jsonLd(entry)).not.toHaveProperty('url');
  });
});

describe('hostile text in the head', () => {
  it('stays text: in the attributes and the JSON-LD, with no element or script of its own', () => {
    const entry = { ...ENTRY, title: HOSTILE, tags: [HOSTILE] };
    const doc = page(ENTRY.path, { title: HOSTILE, description: HOSTILE, entry });
    expect(meta(doc, 'og:title')).toBe(HOSTILE);
    expect(meta(doc, 'og:description')).toBe(HOSTILE);
    expect(meta(doc, 'twitter:title')).toBe(HOSTILE);
    const script = doc.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('<');
    // The headline is the title as a short text: white space at its ends goes (src/lib/text.ts).
    expect(jsonLd(doc)?.headline).toBe(HOSTILE.trim());
    expect(doc.querySelector('b')).toBeNull();
    expect([...doc.scripts].map((s) => s.textContent)).not.toContain('alert(1)');
    // The guard, the JSON-LD, and the app's entry held in its template: nothing else.
    expect(doc.head.querySelectorAll(':scope > script')).toHaveLength(2);
  });
});

describe('an entry’s cover as a preview', () => {
  it('asks the Images API for a 1200 × 630 JPEG, whatever the stored URL asked', () => {
    const preview = coverPreview(
      { ...ENTRY.cover!, url: 'https://images.ctfassets.net/s/a/b/c.png?w=50&fm=webp' },
      'x',
    );
    const url = new URL(preview.url);
    expect([...url.searchParams]).toEqual([
      ['w', '1200'],
      ['h', '630'],
      ['fit', 'fill'],
      ['fm', 'jpg'],
      ['q', '80'],
    ]);
    expect(preview).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
  });

  it('keeps a picture of another host as it is, at its own size, its title as text', () => {
    expect(
      coverPreview({ url: 'https://media.example/a.jpg', alt: '', width: 800, height: 600 }, 'T'),
    ).toEqual({
      url: 'https://media.example/a.jpg',
      width: 800,
      height: 600,
      alt: 'T',
      type: null,
    });
  });
});

describe('the sitemap', () => {
  const second: SiteEntry = {
    ...ENTRY,
    path: '/blog/a-slow-day',
    published: '2025-09-20',
    modified: null,
  };
  const pages = sitemapPages(routeList, [ENTRY, second], BUILT);

  it('lists every public page and every entry, and nothing else', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/',
      '/blog',
      ENTRY.path,
      '/blog/a-slow-day',
      '/press',
      '/feed',
      '/privacy',
    ]);
  });

  it('is a sitemap of absolute addresses, each with its lastmod', () => {
    const doc = parseXml(sitemapXml(SITE, pages));
    const root = doc.documentElement;
    expect(root.localName).toBe('urlset');
    expect(root.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...root.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    expect(urls).toEqual([
      { loc: `${SITE}/`, lastmod: '2025-10-14T18:00:40.117Z' },
      { loc: `${SITE}/blog`, lastmod: '2025-10-14T18:00:40.117Z' },
      { loc: `${SITE}${ENTRY.path}`, lastmod: '2025-10-14T18:00:40.117Z' },
      { loc: `${SITE}/blog/a-slow-day`, lastmod: '2025-09-20T00:00:00.000Z' },
      { loc: `${SITE}/press`, lastmod: BUILT },
      { loc: `${SITE}/feed`, lastmod: BUILT },
      { loc: `${SITE}/privacy`, lastmod: BUILT },
    ]);
  });

  it('leaves out the guide, the account and sign-in pages, and search', () => {
    const listed = pages.map((p) => p.path);
    for (const path of ['/negril', '/login', '/register', '/account', '/search', '*']) {
      expect(listed).not.toContain(path);
    }
    expect(routeList.find((route) => route.path === '/negril')).toMatchObject({
      painted: true,
      unlisted: true,
    });
  });

  it('without the content service, is still valid: the pages without entries, dated by the build', () => {
    const doc = parseXml(sitemapXml(SITE, sitemapPages(routeList, [], BUILT)));
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/blog`,
      `${SITE}/press`,
      `${SITE}/feed`,
      `${SITE}/privacy`,
    ]);
    const dates = [...doc.getElementsByTagName('lastmod')].map((date) => date.textContent);
    expect(dates).toEqual([BUILT, BUILT, BUILT, BUILT, BUILT]);
  });
});

describe('the RSS feed', () => {
  const older: SiteEntry = {
    ...ENTRY,
    path: '/blog/older',
    title: 'Older',
    published: '2025-01-05',
    cover: null,
    author: null,
    tags: [],
  };
  const feed = (entries: SiteEntry[]) =>
    parseXml(
      rssXml({
        siteUrl: SITE,
        title: 'Negril Life · Blog',
        description: 'Stories',
        entries,
        built: BUILT,
      }),
    );

  it('is RSS 2.0 with its channel, its own address, and the entries in order', () => {
    const doc = feed([ENTRY, older]);
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    const child = (parent: Element, name: string) =>
      [...parent.children].find((element) => element.tagName === name)?.textContent;
    expect(child(channel, 'title')).toBe('Negril Life · Blog');
    expect(child(channel, 'link')).toBe(`${SITE}/blog`);
    expect(child(channel, 'description')).toBe('Stories');
    expect(child(channel, 'lastBuildDate')).toBe('Sun, 01 Mar 2026 06:00:00 GMT');
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${SITE}/rss.xml`);
    expect(self?.getAttribute('rel')).toBe('self');

    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((item) => child(item, 'title'))).toEqual([ENTRY.title, 'Older']);
    const [first, second] = items as [Element, Element];
    expect(child(first, 'link')).toBe(`${SITE}${ENTRY.path}`);
    expect(child(first, 'guid')).toBe(`${SITE}${ENTRY.path}`);
    expect(child(first, 'pubDate')).toBe('Sun, 12 Oct 2025 00:00:00 GMT');
    expect(child(first, 'description')).toBe(ENTRY.summary);
    expect(child(first, 'dc:creator')).toBe('Shelly-Ann Brown');
    expect(
      [...first.getElementsByTagName('category')].map((category) => category.textContent),
    ).toEqual(['Sunsets', 'West End']);
    const media = first.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')[0];
    expect(media?.getAttribute('url')).toBe(PREVIEW);
    expect(media?.getAttribute('type')).toBe('image/jpeg');
    expect(media?.getAttribute('medium')).toBe('image');
    expect(media?.getAttribute('width')).toBe('1200');
    expect(media?.getAttribute('height')).toBe('630');
    // An entry without a cover or an author has neither.
    expect(second.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')).toHaveLength(
      0,
    );
    expect(child(second, 'dc:creator')).toBeUndefined();
  });

  it('without entries is a valid feed with no items', () => {
    const doc = feed([]);
    expect(doc.getElementsByTagName('channel')).toHaveLength(1);
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
  });

  it('keeps hostile titles as text: & < > quotes, and characters XML cannot carry dropped', () => {
    const hostile = {
      ...ENTRY,
      title: HOSTILE,
      summary: HOSTILE,
      tags: [HOSTILE],
      author: HOSTILE,
    };
    const doc = feed([hostile]);
    const item = doc.getElementsByTagName('item')[0]!;
    const clean = HOSTILE.replace('\u0001', '');
    expect(item.getElementsByTagName('title')[0]?.textContent).toBe(clean);
    expect(item.getElementsByTagName('description')[0]?.textContent).toBe(clean);
    expect(item.getElementsByTagName('category')[0]?.textContent).toBe(clean);
    expect(item.getElementsByTagName('script')).toHaveLength(0);
    expect(item.getElementsByTagName('b')).toHaveLength(0);
  });
});

describe('escaping for XML', () => {
  it('is needed: the parser these tests use refuses XML that is not well-formed', () => {
    expect(() => parseXml('<title>Rum & reggae</title>')).toThrow(/not well-formed/);
    expect(() => parseXml('<title>a\u0001</title>')).toThrow(/not well-formed/);
  });

  it('escapes the five special characters and drops what XML 1.0 cannot hold', () => {
    expect(xmlEscape(`a & b < c > d "e" 'f'`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    );
    expect(xmlEscape('tab\there\u0000\u0008\u001f\uFFFE\uD800 ok \u{1F334}')).toBe(
      'tab\there ok \u{1F334}',
    );
  });
});

describe('robots.txt', () => {
  it('names the sitemap by its absolute address', () => {
    expect(robotsTxt({ url: `${SITE}/sitemap.xml` })).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('says why it names none', () => {
    const text = robotsTxt({ missing: 'SITE_URL was not set.' });
    expect(text).not.toMatch(/^Sitemap:/m);
    expect(text).toContain('# No Sitemap line: SITE_URL was not set.');
  });

  it('disallows everything in a private preview build, and names no sitemap', () => {
    const text = robotsTxt(robotsOf({ noindex: true, siteUrl: SITE, skip: false }));
    expect(text).toBe(
      'User-agent: *\nDisallow: /\n\n# A private preview build (CONTENTFUL_PREVIEW=1): nothing here is to be indexed.\n',
    );
    expect(robotsTxt(robotsOf({ noindex: false, siteUrl: SITE, skip: false }))).toContain(
      `Sitemap: ${SITE}/sitemap.xml`,
    );
  });
});

describe('a private preview build’s pages', () => {
  it('are each marked noindex, once; a public build’s are not', () => {
    const parts: PageParts = {
      path: '/blog',
      markup: '<h1>Blog</h1>',
      data: {},
      title: `Blog · ${SITE_NAME}`,
      description: 'Stories from Negril.',
      complete: true,
      preloads: [],
    };
    const written = (noindex: boolean) => {
      const head = headTags(
        { path: parts.path, title: parts.title, description: parts.description },
        { ...site(SITE), noindex },
      );
      return new Parser().parseFromString(writePage(template, { ...parts, head }), 'text/html');
    };
    expect(meta(written(true), 'robots')).toBe('noindex');
    expect(meta(written(false), 'robots')).toBeNull();
  });
});

describe('from the content service to the head of an entry’s page', () => {
  it('describes each entry the build paints: its page, cover, dates and summary', async () => {
    const items = await fetchPainted('blog');
    const entries = siteEntries(items);
    const painted = pagesToPaint({ blog: items, feed: null })
      .filter((p) => p.route.path === '/blog/:slug')
      .map((p) => p.path);
    expect(entries.map((entry) => entry.path)).toEqual(painted);
    const first = entries[0]!;
    expect(first).toMatchObject({
      path: '/blog/sunset-at-ricks-cafe',
      title: "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house",
      author: null,
    });
    expect(first.summary.length).toBeGreaterThan(0);
    expect(first.summary.length).toBeLessThanOrEqual(300);
    expect(Date.parse(first.modified ?? '')).not.toBeNaN();
    expect(Date.parse(first.published ?? '')).not.toBeNaN();
    expect(new URL(first.cover?.url ?? '').host).toBe('images.ctfassets.net');
    expect(siteEntries(null)).toEqual([]);
  });

  it('reads an author where the content type has one: text, or a linked person', () => {
    const base = { id: 'a', fields: { title: 'A', slug: 'a', date: '2025-01-01' } };
    const [text] = siteEntries([{ ...base, fields: { ...base.fields, author: ' Ana ' } }]);
    expect(text?.author).toBe('Ana');
    const person = { sys: { id: 'p' }, fields: { name: 'Bob Marley' } };
    const [linked] = siteEntries([{ ...base, fields: { ...base.fields, author: person } }]);
    expect(linked?.author).toBe('Bob Marley');
    const [odd] = siteEntries([{ ...base, fields: { ...base.fields, author: 42 } }]);
    expect(odd?.author).toBeNull();
  });

  it('writes the head the build writes for the painted entry', async () => {
    const items = await fetchPainted('blog');
    const [entry] = siteEntries(items);
    const painted = pagesToPaint({ blog: items, feed: null }).find((p) => p.path === entry!.path)!;
    const { markup, meta: recorded } = await renderPage(painted);
    const html = writePage(template, {
      path: painted.path,
      markup,
      data: painted.data,
      title: recorded!.title,
      description: recorded!.description,
      complete: true,
      preloads: [],
      head: headTags(
        { path: painted.path, title: recorded!.title, description: recorded!.description, entry },
        site(SITE),
      ),
    });
    const doc = new Parser().parseFromString(html, 'text/html');
    expect(meta(doc, 'og:title')).toBe(entry!.title);
    expect(meta(doc, 'og:description')).toBe(recorded!.description);
    expect(meta(doc, 'og:image')).toMatch(
      /^https:\/\/images\.ctfassets\.net\/.+\?w=1200&h=630&fit=fill&fm=jpg&q=80$/,
    );
    expect(meta(doc, 'og:url')).toBe(`${SITE}/blog/sunset-at-ricks-cafe`);
    expect(jsonLd(doc)).toMatchObject({ '@type': 'BlogPosting', headline: entry!.title });
    expect(doc.title).toBe(recorded!.title);
  });
});
