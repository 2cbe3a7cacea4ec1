// @vitest-environment node
// What the build writes for feed readers and search engines beside the pages
// (vite-plugins/feeds-sitemap.ts): the sitemap, the feeds and robots.txt, read back as a feed
// reader would, through jsdom's DOMParser. The build runs in Node, and so does this file.
import { describe, expect, it } from 'vitest';
import { routeList } from '../../src/lib/routes';
import type { SiteEntry } from '../../src/painted/render';
import {
  robotsOf,
  robotsTxt,
  rssXml,
  sitemapPages,
  sitemapXml,
} from '../../vite-plugins/feeds-sitemap';
import { xmlEscape } from '../../vite-plugins/xml';
import { BUILT, ENTRY, HOSTILE, parseXml, PREVIEW, SITE } from './support/seo';

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
