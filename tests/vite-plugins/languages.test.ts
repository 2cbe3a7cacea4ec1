// @vitest-environment node
// The site in four languages, as the build writes it: each language's pages linked to their
// versions in the others (vite-plugins/seo.ts), the sitemap's alternates, a feed per language, the
// languages' bundles merged into one site (vite-plugins/bundle/locale-builds.ts), and the file of a language's
// home (src/lib/painted/pageNames.ts); what the offline worker precaches of them is in precache.test.ts.
// Read back as a browser, a crawler or a feed reader would: through jsdom's parsers.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  mergeAssets,
  previewFallback,
  readBuildLocales,
  templateFile,
  withDocumentLanguage,
} from '../../vite-plugins/bundle/locale-builds';
import { rssXml, sitemapPages, sitemapXml } from '../../vite-plugins/feeds-sitemap';
import { headTags, type SiteFacts } from '../../vite-plugins/painted/head-tags';
import { writePage, type PageParts } from '../../vite-plugins/painted/page-writer';
import {
  hreflangAlternates,
  pageVersions,
  type PageVersion,
} from '../../vite-plugins/site-addresses';
import { LOCALES, localizedPath, type Locale } from '../../src/lib/i18n/locales';
import { routeList } from '../../src/lib/routes';
import { pageFile } from '../../src/lib/painted/pageNames';
import type { SiteEntry } from '../../src/painted/render';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
const { DOMParser: Parser } = new JSDOM('').window;

const SITE = 'https://negril.example';
const BUILT = '2026-03-01T06:00:00.000Z';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Travel stories." />
    <title>Negril Life</title>
    <script type="module" crossorigin src="/assets/index-Es1x2.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const site = (siteUrl: string | null = SITE): SiteFacts => ({
  siteName: 'Negril Life',
  siteDescription: 'Travel stories.',
  siteUrl,
  feed: siteUrl !== null,
});

/** The versions of a page in every language, as the build paints them. */
const everyLanguage = (path: string): PageVersion[] =>
  LOCALES.map((locale) => ({ locale, path: localizedPath(path, locale) }));

/** A page written in a language with its head tags, parsed as a browser parses it. */
function page(
  path: string,
  locale: Locale,
  versions: PageVersion[],
  siteUrl: string | null = SITE,
) {
  const parts: PageParts = {
    path,
    locale,
    markup: '<h1>Blog</h1>',
    data: {},
    title: 'Blog · Negril Life',
    description: 'Stories.',
    complete: true,
    preloads: [],
  };
  const head = headTags(
    { path, title: parts.title, description: parts.description, locale, versions },
    site(siteUrl),
  );
  return new Parser().parseFromString(writePage(template, { ...parts, head }), 'text/html');
}

const hreflangs = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
const metas = (doc: Document, property: string) =>
  [...doc.head.querySelectorAll(`meta[property="${property}"]`)].map((tag) =>
    tag.getAttribute('content'),
  );

function parseXml(text: string): Document {
  const doc = new Parser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

describe('a page in a language', () => {
  const versions = everyLanguage('/blog');
  const spanish = page('/es/blog', 'es', versions);

  it('is a document in that language, its canonical address its own', () => {
    expect(spanish.documentElement.getAttribute('lang')).toBe('es');
    const canonical = spanish.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]?.getAttribute('href')).toBe(`${SITE}/es/blog`);
    expect(spanish.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${SITE}/es/blog`,
    );
  });

  it('links every version of itself, its own among them, and the English one as x-default', () => {
    const expected = [
      ['en', `${SITE}/blog`],
      ['es', `${SITE}/es/blog`],
      ['fr', `${SITE}/fr/blog`],
      ['de', `${SITE}/de/blog`],
      ['x-default', `${SITE}/blog`],
    ];
    expect(hreflangs(spanish)).toEqual(expected);
    // Reciprocal: every version names the same set.
    for (const { locale, path } of versions) {
      expect(hreflangs(page(path, locale, versions)), locale).toEqual(expected);
    }
  });

  it('says its Open Graph locale, and the others as alternates', () => {
    expect(metas(spanish, 'og:locale')).toEqual(['es_ES']);
    expect(metas(spanish, 'og:locale:alternate')).toEqual(['en_US', 'fr_FR', 'de_DE']);
    const english = page('/blog', 'en', versions);
    expect(english.documentElement.getAttribute('lang')).toBe('en');
    expect(metas(english, 'og:locale')).toEqual(['en_US']);
    expect(metas(english, 'og:locale:alternate')).toEqual(['es_ES', 'fr_FR', 'de_DE']);
  });

  it('links the feed of its language', () => {
    const feeds = (doc: Document) =>
      [...doc.head.querySelectorAll('link[type="application/rss+xml"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(feeds(spanish)).toEqual(['/es/rss.xml']);
    expect(feeds(page('/blog', 'en', versions))).toEqual(['/rss.xml']);
    expect(feeds(page('/de/blog', 'de', versions))).toEqual(['/de/rss.xml']);
  });

  it('names only the versions that exist: an entry painted in two languages links those two', () => {
    const two = [
      { locale: 'en' as const, path: '/blog/only-two' },
      { locale: 'fr' as const, path: '/fr/blog/only-two' },
    ];
    expect(hreflangs(page('/fr/blog/only-two', 'fr', two))).toEqual([
      ['en', `${SITE}/blog/only-two`],
      ['fr', `${SITE}/fr/blog/only-two`],
      ['x-default', `${SITE}/blog/only-two`],
    ]);
    expect(metas(page('/fr/blog/only-two', 'fr', two), 'og:locale:alternate')).toEqual(['en_US']);
  });

  it('has no hreflang without SITE_URL: the links must be absolute', () => {
    expect(hreflangs(page('/es/blog', 'es', versions, null))).toEqual([]);
  });

  it('is a WebSite in its language when it is a language’s home', () => {
    const home = page('/de/', 'de', everyLanguage('/'));
    const data = JSON.parse(
      home.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'WebSite', inLanguage: 'de', url: `${SITE}/de/` });
    expect(hreflangs(home)).toContainEqual(['x-default', `${SITE}/`]);
  });

  it('tells the guard its address as the guard reads it: `/es/` is `/es`', () => {
    const home = page('/es/', 'es', everyLanguage('/'));
    expect(home.querySelector('script[data-page]')?.getAttribute('data-page')).toBe('/es');
    expect(home.getElementById('root')?.getAttribute('data-painted')).toBe('/es');
  });
});

describe('the versions of the pages', () => {
  it('are grouped by the address without its language, in the site’s order', () => {
    const versions = pageVersions([
      { locale: 'de', path: '/de/blog' },
      { locale: 'en', path: '/blog' },
      { locale: 'es', path: '/es/' },
      { locale: 'en', path: '/' },
      { locale: 'es', path: '/es/blog' },
    ]);
    expect(versions.get('/blog')?.map((version) => version.locale)).toEqual(['en', 'es', 'de']);
    expect(versions.get('/')?.map((version) => version.path)).toEqual(['/', '/es/']);
  });

  it('have no x-default without an English one', () => {
    expect(hreflangAlternates([{ locale: 'es', path: '/es/blog/solo' }])).toEqual([
      { hreflang: 'es', path: '/es/blog/solo' },
    ]);
  });
});

const ENTRY = (locale: Locale): SiteEntry => ({
  path: localizedPath('/blog/sunset-at-ricks-cafe', locale),
  title: locale === 'es' ? 'Atardecer en Rick’s Café' : "Sunset at Rick's Cafe",
  summary: 'Where to sit.',
  published: '2025-10-12',
  modified: null,
  cover: null,
  author: null,
  tags: [],
});

describe('the sitemap of the four languages', () => {
  const pages = LOCALES.flatMap((locale) =>
    sitemapPages(routeList, [ENTRY(locale)], BUILT, locale),
  );
  const doc = parseXml(sitemapXml(SITE, pages));
  const XHTML = 'http://www.w3.org/1999/xhtml';

  it('lists every version of every listed page', () => {
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    for (const locale of LOCALES) {
      for (const path of ['/', '/blog', '/blog/sunset-at-ricks-cafe', '/press', '/privacy']) {
        expect(locs).toContain(`${SITE}${localizedPath(path, locale)}`);
      }
      // Unlisted pages stay out in every language.
      expect(locs).not.toContain(`${SITE}${localizedPath('/negril', locale)}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('gives each address its alternates: every version and x-default, the namespace declared', () => {
    expect(doc.documentElement.getAttribute('xmlns:xhtml')).toBe(XHTML);
    for (const url of doc.getElementsByTagName('url')) {
      const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      const path = loc.slice(SITE.length);
      const bare = path.replace(/^\/(es|fr|de)(\/|$)/, '/');
      expect(links, loc).toEqual([
        ...LOCALES.map((locale) => ['alternate', locale, `${SITE}${localizedPath(bare, locale)}`]),
        ['alternate', 'x-default', `${SITE}${bare}`],
      ]);
      // Its own address among them.
      expect(links.map(([, , href]) => href)).toContain(loc);
    }
  });

  it('stays as it was for a site in one language: no alternates, no extra namespace', () => {
    const english = parseXml(sitemapXml(SITE, sitemapPages(routeList, [ENTRY('en')], BUILT)));
    expect(english.documentElement.hasAttribute('xmlns:xhtml')).toBe(false);
    expect(english.getElementsByTagNameNS(XHTML, 'link')).toHaveLength(0);
  });
});

describe('the feed of a language', () => {
  const feed = (locale: Locale) =>
    parseXml(
      rssXml({
        siteUrl: SITE,
        title: 'Negril Life · Blog',
        description: 'Stories.',
        entries: [ENTRY(locale)],
        built: BUILT,
        locale,
      }),
    );
  const text = (doc: Document, name: string) => doc.getElementsByTagName(name)[0]?.textContent;

  it('is in its language, links its blog and itself, and its entries in that language', () => {
    const spanish = feed('es');
    expect(text(spanish, 'language')).toBe('es');
    const channel = spanish.getElementsByTagName('channel')[0];
    expect(channel?.getElementsByTagName('link')[0]?.textContent).toBe(`${SITE}/es/blog`);
    expect(
      spanish
        .getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
        ?.getAttribute('href'),
    ).toBe(`${SITE}/es/rss.xml`);
    const item = spanish.getElementsByTagName('item')[0];
    expect(item?.getElementsByTagName('title')[0]?.textContent).toBe('Atardecer en Rick’s Café');
    expect(item?.getElementsByTagName('link')[0]?.textContent).toBe(
      `${SITE}/es/blog/sunset-at-ricks-cafe`,
    );
  });

  it('in English is at the root, as it always was', () => {
    const english = feed('en');
    expect(text(english, 'language')).toBe('en');
    expect(
      english
        .getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
        ?.getAttribute('href'),
    ).toBe(`${SITE}/rss.xml`);
  });
});

describe('the file of a page', () => {
  it('is its folder’s index.html for a language’s home, as for the root', () => {
    expect(pageFile('/')).toBe('/index.html');
    expect(pageFile('/es/')).toBe('/es/index.html');
    expect(pageFile('/es')).toBe('/es/index.html');
    expect(pageFile('/de/blog')).toBe('/de/blog.html');
    expect(pageFile('/fr/blog/sunset-at-ricks-cafe')).toBe('/fr/blog/sunset-at-ricks-cafe.html');
    // No language of its own: English's prefix is none, and a word is not a language.
    expect(pageFile('/en')).toBe('/en.html');
    expect(pageFile('/espresso')).toBe('/espresso.html');
  });

  it('of each language’s template is its home’s', () => {
    expect(LOCALES.map(templateFile)).toEqual([
      '/index.html',
      '/es/index.html',
      '/fr/index.html',
      '/de/index.html',
    ]);
  });
});

describe('the languages a build makes (BUILD_LOCALES)', () => {
  it('are all four unless told, English always', () => {
    expect(readBuildLocales(undefined)).toEqual(['en', 'es', 'fr', 'de']);
    expect(readBuildLocales('')).toEqual(['en', 'es', 'fr', 'de']);
    expect(readBuildLocales('de, es')).toEqual(['en', 'es', 'de']);
    expect(readBuildLocales('en')).toEqual(['en']);
  });

  it('stop the build on a language the site does not have', () => {
    expect(() => readBuildLocales('es,pt')).toThrow(/BUILD_LOCALES names pt/);
  });

  it('each give the template its document language', () => {
    expect(withDocumentLanguage(template, 'fr')).toContain('<html lang="fr">');
    expect(withDocumentLanguage('<!doctype html><html><head></head></html>', 'de')).toContain(
      '<html lang="de">',
    );
  });
});

describe('the languages’ bundles in one site', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });
  const file = (path: string, text: string) => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  };

  it('share the chunks that are the same file, and add each language’s own', () => {
    dir = mkdtempSync(join(tmpdir(), 'locales-'));
    file(join(dir, 'dist/assets/react-AAAA1111.js'), 'react');
    file(join(dir, 'dist/assets/index-EN000000.js'), 'english');
    file(join(dir, 'es/assets/react-AAAA1111.js'), 'react');
    file(join(dir, 'es/assets/index-ES000000.js'), 'español');
    expect(mergeAssets(join(dir, 'es/assets'), join(dir, 'dist/assets'))).toBe(1);
    expect(readFileSync(join(dir, 'dist/assets/index-ES000000.js'), 'utf8')).toBe('español');
    expect(readFileSync(join(dir, 'dist/assets/index-EN000000.js'), 'utf8')).toBe('english');
  });

  it('are served by `vite preview` as the hosts serve them: a language’s page for its addresses', () => {
    dir = mkdtempSync(join(tmpdir(), 'locales-'));
    file(join(dir, 'index.html'), 'en');
    file(join(dir, 'es/index.html'), 'es');
    file(join(dir, 'es/blog.html'), 'es blog');
    expect(previewFallback(dir, '/es/login')).toBe('/es/index.html');
    expect(previewFallback(dir, '/es/blog/new-entry')).toBe('/es/index.html');
    expect(previewFallback(dir, '/es/')).toBe('/es/index.html');
    // A file, or a page at its clean address, is served as it is; English is Vite's own fallback.
    expect(previewFallback(dir, '/es/blog')).toBeNull();
    expect(previewFallback(dir, '/es/index.html')).toBeNull();
    expect(previewFallback(dir, '/login')).toBeNull();
    // A language that was not built has no page to answer with.
    expect(previewFallback(dir, '/fr/login')).toBeNull();
  });
});
