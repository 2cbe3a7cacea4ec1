import {
  DEFAULT_LOCALE,
  OG_LOCALES,
  unlocalizedPath,
  type Locale,
} from '../../src/lib/i18n/locales.ts';
import { truncate } from '../../src/lib/text.ts';
import type { SiteEntry } from '../../src/painted/render.tsx';
import { absolute, feedPath, hreflangAlternates, type PageVersion } from '../site-addresses.ts';

/**
 * The head tags of each painted page, for search engines and link previews: canonical URL, its
 * versions in the other languages (hreflang), the feed's link, Open Graph, Twitter card and
 * JSON-LD (the page writer, ./page-writer.ts, puts them after the title).
 *
 * The standards want absolute URLs for a canonical link, `og:url` and `og:image`: without
 * `SITE_URL` (./site-addresses.ts) the build writes only what stays true relative to the page
 * (title, description, type, site name, an entry's cover, which is absolute already, and JSON-LD
 * without addresses).
 */

/** The site's own preview picture (public/og-image.png, drawn by scripts/images/site-image.py). */
export const SITE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Negril Life: travel and lifestyle in Negril, Jamaica',
  type: 'image/png',
};
/** The size Open Graph and Twitter's large card show. */
export const PREVIEW_SIZE = { width: 1200, height: 630 };
/** Google shows at most this much of a BlogPosting's headline. */
const HEADLINE_LENGTH = 110;

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
