// @vitest-environment node
// The head tags the build writes for link previews and search engines (vite-plugins/painted/head-tags.ts,
// put in the page by vite-plugins/painted/page-writer.ts), read back as a browser would: the pages through
// jsdom's DOMParser. The build runs in Node, and so does this file.
import { describe, expect, it } from 'vitest';
import {
  fetchPainted,
  pagesToPaint,
  renderPage,
  SITE_DESCRIPTION,
  SITE_NAME,
  siteEntries,
} from '../../../src/painted/render';
import { coverPreview, headTags } from '../../../vite-plugins/painted/head-tags';
import { writePage, type PageParts } from '../../../vite-plugins/painted/page-writer';
import { readSiteUrl } from '../../../vite-plugins/site-addresses';
import {
  ENTRY,
  HOSTILE,
  jsonLd,
  meta,
  page,
  Parser,
  PREVIEW,
  SITE,
  site,
  template,
} from '../support/seo';

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
    const png = readFileSync(new URL('../../../public/og-image.png', import.meta.url));
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
