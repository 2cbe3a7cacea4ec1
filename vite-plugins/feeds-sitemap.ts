import {
  DEFAULT_LOCALE,
  localizedPath,
  unlocalizedPath,
  type Locale,
} from '../src/lib/i18n/locales.ts';
import type { SiteEntry } from '../src/painted/render.tsx';
import { coverPreview } from './painted/head-tags.ts';
import {
  absolute,
  feedPath,
  hreflangAlternates,
  pageVersions,
  SITEMAP_PATH,
} from './site-addresses.ts';
import { xmlDocument, type XmlNode } from './xml.ts';

/**
 * What the build writes for crawlers and feed readers beside the pages: `sitemap.xml` (every
 * version of every listed page), a feed per language (`rss.xml`, `es/rss.xml`) and `robots.txt`.
 * The sitemap and the feeds list absolute addresses: without `SITE_URL` (./site-addresses.ts) the
 * build writes neither, and robots.txt says why it names no sitemap.
 */

/** A page of the sitemap: its path, when it last changed, and its language. */
export interface SitemapPage {
  path: string;
  lastmod: string;
  locale?: Locale;
}

/**
 * sitemap.xml (sitemaps.org 0.9): every page listed, with its absolute address and lastmod, and,
 * for a page in more than one language, every version of it as an `xhtml:link` hreflang
 * alternate (Google's sitemap form of hreflang), x-default the English one.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const versions = pageVersions(
    pages.map(({ path, locale }) => ({ path, locale: locale ?? DEFAULT_LOCALE })),
  );
  const alternatesOf = (page: SitemapPage) => {
    const list = versions.get(unlocalizedPath(page.path)) ?? [];
    return list.length > 1 ? hreflangAlternates(list) : [];
  };
  const multilingual = pages.some((page) => alternatesOf(page).length > 0);
  return xmlDocument({
    name: 'urlset',
    attrs: {
      xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      ...(multilingual ? { 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' } : {}),
    },
    children: pages.map((page) => ({
      name: 'url',
      children: [
        { name: 'loc', children: `${siteUrl}${page.path}` },
        { name: 'lastmod', children: page.lastmod },
        ...alternatesOf(page).map(({ hreflang, path }): XmlNode => ({
          name: 'xhtml:link',
          attrs: { rel: 'alternate', hreflang, href: `${siteUrl}${path}` },
        })),
      ],
    })),
  });
}

/** An RFC 822 date (RSS 2.0's), or null. */
function rssDate(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toUTCString();
}

/**
 * A language's feed (RSS 2.0, with Atom's self link and Media RSS for the covers): `rss.xml`, or
 * `es/rss.xml` for Spanish; the entries as given (newest first, at their addresses in that
 * language), each with its title, link, date, summary, tags and cover at preview size.
 */
export function rssXml({
  siteUrl,
  title,
  description,
  entries,
  built,
  locale = DEFAULT_LOCALE,
}: {
  siteUrl: string;
  title: string;
  description: string;
  entries: readonly SiteEntry[];
  /** When the feed was written (ISO). */
  built: string;
  locale?: Locale;
}): string {
  const items = entries.map((entry): XmlNode => {
    const link = `${siteUrl}${entry.path}`;
    const cover = entry.cover ? coverPreview(entry.cover, entry.title) : null;
    const coverUrl = cover ? absolute(siteUrl, cover.url) : null;
    const date = rssDate(entry.published ?? entry.modified);
    return {
      name: 'item',
      children: [
        { name: 'title', children: entry.title },
        { name: 'link', children: link },
        { name: 'guid', attrs: { isPermaLink: 'true' }, children: link },
        date ? { name: 'pubDate', children: date } : null,
        entry.author ? { name: 'dc:creator', children: entry.author } : null,
        { name: 'description', children: entry.summary },
        ...entry.tags.map((tag): XmlNode => ({ name: 'category', children: tag })),
        cover && coverUrl
          ? {
              name: 'media:content',
              attrs: {
                url: coverUrl,
                medium: 'image',
                ...(cover.type ? { type: cover.type } : {}),
                ...(cover.width && cover.height
                  ? { width: String(cover.width), height: String(cover.height) }
                  : {}),
              },
              children: [{ name: 'media:description', children: cover.alt }],
            }
          : null,
      ],
    };
  });
  return xmlDocument({
    name: 'rss',
    attrs: {
      version: '2.0',
      'xmlns:atom': 'http://www.w3.org/2005/Atom',
      'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      'xmlns:media': 'http://search.yahoo.com/mrss/',
    },
    children: [
      {
        name: 'channel',
        children: [
          { name: 'title', children: title },
          { name: 'link', children: `${siteUrl}${localizedPath('/blog', locale)}` },
          { name: 'description', children: description },
          { name: 'language', children: locale },
          { name: 'lastBuildDate', children: rssDate(built) ?? built },
          {
            name: 'atom:link',
            attrs: {
              href: `${siteUrl}${feedPath(locale)}`,
              rel: 'self',
              type: 'application/rss+xml',
            },
          },
          ...items,
        ],
      },
    ],
  });
}

/**
 * robots.txt: everything may be crawled; the sitemap named when the build writes one, else a
 * comment says why there is none. A private preview build disallows everything.
 */
export function robotsTxt(
  sitemap: { url: string } | { missing: string } | { disallowAll: string },
): string {
  if ('disallowAll' in sitemap) {
    return `User-agent: *\nDisallow: /\n\n# ${sitemap.disallowAll}\n`;
  }
  const lines = ['User-agent: *', 'Allow: /', ''];
  if ('url' in sitemap) lines.push(`Sitemap: ${sitemap.url}`);
  else lines.push(`# No Sitemap line: ${sitemap.missing}`);
  return `${lines.join('\n')}\n`;
}

/** When an entry last changed, as a full ISO time, or null when it carries no time. */
function changed(entry: SiteEntry): number | null {
  for (const value of [entry.modified, entry.published]) {
    const time = value ? Date.parse(value) : NaN;
    if (!Number.isNaN(time)) return time;
  }
  return null;
}

/** A route of the table as the sitemap reads it. */
export interface ListedRoute {
  path: string;
  painted?: boolean;
  unlisted?: boolean;
  needs?: readonly string[];
}

/**
 * The sitemap's pages in a language, in the route table's order: each painted route that is not
 * unlisted (the guide is), at its address in that language, a route with a parameter once per
 * entry (the entries as listed in that language) (only the blog's entry route has one). An
 * entry's lastmod is its update (or its date); a page that shows the entries changed with the
 * newest of them; any other page (its content fetched by the app, or a feed painted daily) with
 * the build.
 */
export function sitemapPages(
  routes: readonly ListedRoute[],
  entries: readonly SiteEntry[],
  built: string,
  locale: Locale = DEFAULT_LOCALE,
): SitemapPage[] {
  const iso = (time: number | null) => (time === null ? built : new Date(time).toISOString());
  const times = entries.map(changed).filter((time): time is number => time !== null);
  const newest = times.length > 0 ? Math.max(...times) : null;
  return routes
    .filter((route) => route.painted && !route.unlisted)
    .flatMap((route) => {
      if (route.path.includes(':')) {
        return entries.map((entry) => ({
          path: entry.path,
          lastmod: iso(changed(entry)),
          locale,
        }));
      }
      if (route.path.includes('*')) return [];
      const showsEntries = route.needs?.includes('blog') ?? false;
      return [
        {
          path: localizedPath(route.path, locale),
          lastmod: showsEntries ? iso(newest) : built,
          locale,
        },
      ];
    });
}

/** What robots.txt says: a private preview build is not to be crawled; else where the sitemap is. */
export function robotsOf({
  noindex,
  siteUrl,
  skip,
}: {
  noindex: boolean;
  siteUrl: string | null;
  skip: boolean;
}): Parameters<typeof robotsTxt>[0] {
  if (noindex) {
    return {
      disallowAll: 'A private preview build (CONTENTFUL_PREVIEW=1): nothing here is to be indexed.',
    };
  }
  if (!siteUrl) {
    return {
      missing:
        'SITE_URL was not set when the site was built, and a sitemap lists absolute addresses.',
    };
  }
  if (skip) {
    return {
      missing: 'this build paints no pages (a demo build, or PAINT=false), and writes no sitemap.',
    };
  }
  return { url: `${siteUrl}${SITEMAP_PATH}` };
}
