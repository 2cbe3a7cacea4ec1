import {
  DEFAULT_LOCALE,
  LOCALES,
  localizedPath,
  unlocalizedPath,
  type Locale,
} from '../src/lib/i18n/locales.ts';

/**
 * The site's public addresses as the build writes them for search engines and feed readers: its
 * root (`SITE_URL`, a build setting, never bundled), the sitemap's and the feeds' paths, and the
 * versions of each page in the site's languages (its hreflang alternates). The head tags
 * (./head-tags.ts) and the sitemap and feeds (./feeds-sitemap.ts) are written from them.
 */

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

/** A site path as an absolute URL, or null without SITE_URL. */
export function absolute(siteUrl: string | null, path: string): string | null {
  if (/^https?:\/\//i.test(path)) return path;
  return siteUrl ? `${siteUrl}${path}` : null;
}
