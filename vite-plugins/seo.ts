/**
 * What the build writes for search engines, link previews and feed readers: the head tags of each
 * painted page (canonical URL, Open Graph, Twitter card, JSON-LD, the feed's link), and
 * `sitemap.xml`, `rss.xml` and `robots.txt` (vite-plugins/painted-pages.ts writes them all).
 *
 * The site's public address is the build setting `SITE_URL` (never bundled). The standards want
 * absolute URLs for a canonical link, `og:url`, `og:image`, a sitemap's `<loc>` and a feed's
 * links: without `SITE_URL` the build writes only what stays true relative to the page (title,
 * description, type, site name, an entry's cover, which is absolute already, and JSON-LD without
 * addresses), and no sitemap and no feed; robots.txt then says why it names no sitemap.
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  localizedPath,
  OG_LOCALES,
  unlocalizedPath,
  type Locale,
} from '../src/lib/i18n/locales.ts';
import { truncate } from '../src/lib/text.ts';
import type { SiteEntry } from '../src/painted/render.tsx';

export type { SiteEntry };

/** The site's own preview picture (public/og-image.png, drawn by scripts/site-image.py). */
export const SITE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Negril Life: travel and lifestyle in Negril, Jamaica',
  type: 'image/png',
};
export const SITEMAP_PATH = '/sitemap.xml';
/** The English feed; each language has its own under its prefix (`feedPath`). */
export const FEED_PATH = '/rss.xml';

/** A language's feed: `/rss.xml` in English, `/es/rss.xml` in Spanish. */
export function feedPath(locale: Locale): string {
  return localizedPath(FEED_PATH, locale);
}

/** One version of a page: its language and its address in it. */
export interface PageVersion {
  locale: Locale;
  path: string;
}

/**
 * Every version of each page, by its address without a language (`/blog` for `/es/blog`): what
 * a page's hreflang links and the sitemap's alternates name. A page painted in only some
 * languages (an entry missing in one) has only those versions.
 */
export function pageVersions(pages: readonly PageVersion[]): Map<string, PageVersion[]> {
  const versions = new Map<string, PageVersion[]>();
  for (const page of pages) {
    const key = unlocalizedPath(page.path);
    const list = versions.get(key) ?? [];
    if (!list.some((version) => version.locale === page.locale)) list.push(page);
    versions.set(key, list);
  }
  for (const list of versions.values()) {
    list.sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
  }
  return versions;
}

/**
 * The hreflang alternates of a page, from its versions (its own among them): one per language,
 * in the site's order, then `x-default`, the English version (the root of the site), when there
 * is one. Every version lists the same set: the links are reciprocal.
 */
export function hreflangAlternates(
  versions: readonly PageVersion[],
): { hreflang: string; path: string }[] {
  const links: { hreflang: string; path: string }[] = versions.map(({ locale, path }) => ({
    hreflang: locale,
    path,
  }));
  const english = versions.find((version) => version.locale === DEFAULT_LOCALE);
  if (english) links.push({ hreflang: 'x-default', path: english.path });
  return links;
}
/** The size Open Graph and Twitter's large card show. */
export const PREVIEW_SIZE = { width: 1200, height: 630 };
/** Google shows at most this much of a BlogPosting's headline. */
const HEADLINE_LENGTH = 110;

/**
 * `SITE_URL`: the site's absolute address (http or https, served at its root), without a trailing
 * slash; null when unset. Anything else stops the build: a wrong address in every canonical link
 * is worse than none.
 */
export function readSiteUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL is not a URL: "${text}" (e.g. https://negril.example)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) address: "${text}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `SITE_URL must be the site's root address, without a path, query or credentials: "${text}" (the site is served at its root)`,
    );
  }
  return url.origin;
}

export interface PreviewImage {
  /** Absolute, or a site path (then written only with SITE_URL). */
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  type: string | null;
}

/** Contentful's Images API: the hosts whose pictures can be asked for at a size. */
const CONTENTFUL_IMAGES = /^images(\.[a-z0-9-]+)?\.ctfassets\.net$/i;

/**
 * An entry's cover as a preview: through Contentful's Images API cropped to 1200 × 630 as a JPEG
 * (every preview reader takes JPEG; not all take WebP); a picture from another host as it is.
 */
export function coverPreview(cover: NonNullable<SiteEntry['cover']>, title: string): PreviewImage {
  const alt = cover.alt || title;
  let url: URL;
  try {
    url = new URL(cover.url);
  } catch {
    return { url: cover.url, width: cover.width, height: cover.height, alt, type: null };
  }
  if (!CONTENTFUL_IMAGES.test(url.hostname)) {
    return { url: url.href, width: cover.width, height: cover.height, alt, type: null };
  }
  url.search = '';
  url.searchParams.set('w', String(PREVIEW_SIZE.width));
  url.searchParams.set('h', String(PREVIEW_SIZE.height));
  url.searchParams.set('fit', 'fill');
  url.searchParams.set('fm', 'jpg');
  url.searchParams.set('q', '80');
  return { url: url.href, ...PREVIEW_SIZE, alt, type: 'image/jpeg' };
}

/** What the build knows about one painted page. */
export interface PageFacts {
  path: string;
  /** The document's title (`… · Negril Life`). */
  title: string;
  description: string;
  /** The entry the page shows, for an entry's page. */
  entry?: SiteEntry | undefined;
  /** Its language (English when not said). */
  locale?: Locale;
  /** Every version of the page, its own among them (`pageVersions`): the hreflang links. */
  versions?: readonly PageVersion[];
}

export interface SiteFacts {
  siteName: string;
  siteDescription: string;
  /** `SITE_URL`, or null. */
  siteUrl: string | null;
  /** The build writes the feeds (they need SITE_URL): pages then link their language's. */
  feed: boolean;
  /** A private preview build (CONTENTFUL_PREVIEW=1): no page is to be indexed. */
  noindex?: boolean;
}

/** The tags a page's head gets, in order; the JSON-LD as data (written as JSON, never as HTML). */
export interface HeadTags {
  links: { rel: string; href: string; type?: string; title?: string; hreflang?: string }[];
  metas: ({ property: string; content: string } | { name: string; content: string })[];
  jsonLd: Record<string, unknown> | null;
}

/** A site path as an absolute URL, or null without SITE_URL. */
function absolute(siteUrl: string | null, path: string): string | null {
  if (/^https?:\/\//i.test(path)) return path;
  return siteUrl ? `${siteUrl}${path}` : null;
}

/** The title a preview shows: the page's own, without the site's name (og:site_name says it). */
export function previewTitle(title: string, siteName: string): string {
  const suffix = ` · ${siteName}`;
  return title.endsWith(suffix) && title.length > suffix.length
    ? title.slice(0, -suffix.length)
    : title;
}

/** An ISO 8601 time of an entry's date or update, or null when it is not one. */
export function isoTime(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  // A calendar day stays a calendar day (valid ISO 8601, and what the editor meant).
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(time).toISOString();
}

/**
 * The head tags of a page: canonical, its versions in the other languages (hreflang), the feed of
 * its language, Open Graph, Twitter card and JSON-LD.
 */
export function headTags(page: PageFacts, site: SiteFacts): HeadTags {
  const { entry } = page;
  const locale = page.locale ?? DEFAULT_LOCALE;
  const versions = page.versions ?? [];
  const url = absolute(site.siteUrl, page.path);
  const title = entry?.title || previewTitle(page.title, site.siteName);
  const { description } = page;
  const image: PreviewImage = entry?.cover
    ? coverPreview(entry.cover, title)
    : { ...SITE_IMAGE, url: SITE_IMAGE.path };
  // The site's picture is a path: without SITE_URL there is no address to give for it.
  const imageUrl = absolute(site.siteUrl, image.url);

  const links: HeadTags['links'] = [];
  if (url) links.push({ rel: 'canonical', href: url });
  // hreflang wants absolute addresses: without SITE_URL there are none to give.
  if (site.siteUrl && versions.length > 1) {
    for (const { hreflang, path } of hreflangAlternates(versions)) {
      links.push({ rel: 'alternate', hreflang, href: `${site.siteUrl}${path}` });
    }
  }
  if (site.feed) {
    links.push({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${site.siteName} · Blog`,
      href: feedPath(locale),
    });
  }

  const metas: HeadTags['metas'] = [
    ...(site.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:type', content: entry ? 'article' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    ...versions
      .filter((version) => version.locale !== locale)
      .map((version) => ({ property: 'og:locale:alternate', content: OG_LOCALES[version.locale] })),
  ];
  if (url) metas.push({ property: 'og:url', content: url });
  if (imageUrl) {
    metas.push({ property: 'og:image', content: imageUrl });
    if (image.type) metas.push({ property: 'og:image:type', content: image.type });
    if (image.width && image.height) {
      metas.push(
        { property: 'og:image:width', content: String(image.width) },
        { property: 'og:image:height', content: String(image.height) },
      );
    }
    metas.push({ property: 'og:image:alt', content: image.alt });
  }
  const published = isoTime(entry?.published ?? null);
  // An entry dated after its last edit (the date is the story's, set by hand) was last changed
  // when it was published, as far as a reader can tell.
  const edited = isoTime(entry?.modified ?? null);
  const modified = edited && published && edited < published ? published : edited;
  if (entry) {
    if (published) metas.push({ property: 'article:published_time', content: published });
    if (modified) metas.push({ property: 'article:modified_time', content: modified });
    for (const tag of entry.tags) metas.push({ property: 'article:tag', content: tag });
  }
  metas.push(
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  );
  if (imageUrl) {
    metas.push(
      { name: 'twitter:image', content: imageUrl },
      { name: 'twitter:image:alt', content: image.alt },
    );
  }

  let jsonLd: HeadTags['jsonLd'] = null;
  if (entry) {
    jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: truncate(title, HEADLINE_LENGTH),
      description,
      ...(imageUrl ? { image: [imageUrl] } : {}),
      ...(published ? { datePublished: published } : {}),
      ...(modified ? { dateModified: modified } : {}),
      ...(entry.author ? { author: { '@type': 'Person', name: entry.author } } : {}),
      publisher: {
        '@type': 'Organization',
        name: site.siteName,
        ...(site.siteUrl ? { url: `${site.siteUrl}/` } : {}),
      },
      ...(url ? { url, mainEntityOfPage: { '@type': 'WebPage', '@id': url } } : {}),
      ...(entry.tags.length > 0 ? { keywords: entry.tags.join(', ') } : {}),
      inLanguage: locale,
    };
  } else if (unlocalizedPath(page.path) === '/') {
    jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.siteName,
      description: site.siteDescription,
      ...(url ? { url } : {}),
      inLanguage: locale,
    };
  }
  return { links, metas, jsonLd };
}

// XML ------------------------------------------------------------------------------------------

/**
 * Text or an attribute value in XML: the five special characters escaped, and the characters
 * XML 1.0 cannot carry at all (most controls, lone surrogates, U+FFFE/U+FFFF) dropped, so no
 * title an editor types can break the document or add an element to it.
 */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An XML element: its name, attributes, and text or child elements. */
export interface XmlNode {
  name: string;
  attrs?: Record<string, string>;
  children?: (XmlNode | null)[] | string;
}

/** An element and what it holds, every text and attribute escaped; a null child is left out. */
export function xml(node: XmlNode, indent = ''): string {
  const attrs = Object.entries(node.attrs ?? {})
    .map(([name, value]) => ` ${name}="${xmlEscape(value)}"`)
    .join('');
  const { children } = node;
  if (children === undefined || (Array.isArray(children) && children.every((c) => !c))) {
    return `${indent}<${node.name}${attrs}/>`;
  }
  if (typeof children === 'string') {
    return `${indent}<${node.name}${attrs}>${xmlEscape(children)}</${node.name}>`;
  }
  const inner = children
    .filter((child): child is XmlNode => child !== null)
    .map((child) => xml(child, `${indent}  `))
    .join('\n');
  return `${indent}<${node.name}${attrs}>\n${inner}\n${indent}</${node.name}>`;
}

function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml(root)}\n`;
}

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
