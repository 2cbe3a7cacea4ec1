import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Manifest, type Plugin } from 'vite';
import { DEFAULT_LOCALE, unlocalizedPath, type Locale } from '../src/lib/i18n/locales.ts';
import { routeList } from '../src/lib/routes.ts';
import {
  APP_SCRIPTS_ID,
  FEED_PAINT_HOURS,
  PAGE_DATA_ID,
  PAINTED_ATTRIBUTE,
  pageFile,
  pagePath,
  ROOT_ID,
} from '../src/painted/format.ts';
import type { BuildContent, PageData } from '../src/painted/kinds.ts';
import { contentfulPreview } from './contentful-preview.ts';
import { readBuildLocales, readLocaleBuild } from './locales.ts';
import { pageGuard } from './painted-guard.ts';
import {
  feedPath,
  headTags,
  pageVersions,
  readSiteUrl,
  robotsTxt,
  rssXml,
  SITEMAP_PATH,
  sitemapPages,
  sitemapXml,
  type HeadTags,
} from './seo.ts';

/**
 * The page writer: after the client builds (one per language, vite-plugins/locales.ts), every route
 * the table marks `painted` is rendered in every language by the app's own components
 * (src/painted/render.tsx) into `dist/<path>.html` (`/` is index.html, `/es/` is es/index.html,
 * `/es/blog` es/blog.html: `pageFile`), with the content it shows, fetched in that language, as
 * data beside the markup; the browser adopts it (src/painted/adopt.ts). docs/painted-pages.md
 * tells the whole story. Each page is its language's built index.html (its own bundle), edited as
 * a document (jsdom), never as text.
 *
 * Environment (build only, never in the bundle):
 * - `PRERENDER=false` skips it;
 * - `PRERENDER_CONTENT=false` renders the pages without fetching the entries and the feed (their
 *   loading state);
 * - `PRERENDER_CONTENTFUL_HOST` (`host[:port]`) fetches the entries from another host than the
 *   bundle's, and `PRERENDER_INSTAGRAM_URL` the feed from another address than
 *   `VITE_INSTAGRAM_API_URL`, e.g. local stand-ins (scripts/lighthouse.mjs);
 * - `PRERENDER_MOCK_BACKENDS=true` answers those fetches from the mock handlers in Node, as the
 *   end-to-end suite's browser is answered (src/mocks/content-backends.ts);
 * - `PRERENDER_TWINS=true` also writes each page's twin under `twin/`: the same HTML without the
 *   app's scripts, the anchor the Lighthouse script measures the app against;
 * - `SITE_URL` (the site's public address) gives the pages their canonical, hreflang and preview
 *   addresses and lets the build write `sitemap.xml` and a feed per language (`rss.xml`,
 *   `es/rss.xml`, vite-plugins/seo.ts); without it the build warns once and writes none.
 *   `robots.txt` is written by every build;
 * - `BUILD_LOCALES` (vite-plugins/locales.ts) limits the languages built and painted.
 * A failed fetch is a warning: the pages are rendered in their loading state and the build goes on.
 */

/** The modules the build loads through Vite's SSR loader. */
type RenderModule = typeof import('../src/painted/render');
type MockBackendsModule = typeof import('../src/mocks/content-backends');

/**
 * The painted routes' paths as header patterns, never cached: `/blog` and what is below it
 * (`/blog/`, and `/blog/:slug` is `/blog/*`). English only: every address under another
 * language's prefix is a page, and its whole prefix is never cached (vite-plugins/csp.ts).
 */
export const PAINTED_PATTERNS = [
  ...new Set(
    routeList
      .filter((route) => route.painted)
      .flatMap((route) => {
        const base = route.path.replace(/\/:.*$/, '');
        return base === '/' ? ['/'] : [base, `${base}/*`];
      }),
  ),
];

export { FEED_PAINT_HOURS, pageFile };

/**
 * The files of the given manifest keys and of everything they import statically, as site paths
 * (`/assets/…`). A key of a library is its chunk's name (`axios`). Unknown keys are returned apart.
 */
export function chunkFiles(manifest: Manifest, keys: readonly string[]) {
  const files: string[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    const found =
      key in manifest ? key : Object.keys(manifest).find((k) => manifest[k]?.name === key);
    if (found) visit(found);
    else unknown.push(key);
  }
  return { files, unknown };
}

/** JSON inside a <script> element: `<` escaped, so no text in the data can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What one page's HTML is made of. */
export interface PageParts {
  path: string;
  /** The document's language (`<html lang>`); the template's when not said. */
  locale?: Locale;
  /** The route's markup, as React rendered it. */
  markup: string;
  /** The content it was rendered from (src/painted/kinds.ts), written only when it has some. */
  data: PageData;
  title: string;
  description: string;
  /** When (epoch ms) the painted page stops being shown (see FEED_PAINT_HOURS). */
  until?: number;
  /** The page shows its content without the app: the app may wait until it has loaded. */
  complete: boolean;
  /** The screen's own modules (`/assets/…`), preloaded with the app's entry. */
  preloads: string[];
  /** The anchor for measurements: the same page without the guard and the app's scripts. */
  twin?: boolean;
  /**
   * Canonical link, the feed's link, Open Graph, Twitter card and JSON-LD (vite-plugins/seo.ts).
   */
  head?: HeadTags;
  /** What the page says without JavaScript (index.html's `<noscript>`), in its language. */
  noscript?: string;
}

/**
 * The preview tags after the title, made as elements (every value an attribute or, for the
 * JSON-LD, JSON text with `<` escaped: data, never markup).
 */
function appendHeadTags(doc: Document, head: HeadTags) {
  const tags: Element[] = [];
  for (const { rel, href, type, title, hreflang } of head.links) {
    const link = doc.createElement('link');
    link.setAttribute('rel', rel);
    if (hreflang) link.setAttribute('hreflang', hreflang);
    if (type) link.setAttribute('type', type);
    if (title) link.setAttribute('title', title);
    link.setAttribute('href', href);
    tags.push(link);
  }
  for (const meta of head.metas) {
    const tag = doc.createElement('meta');
    if ('property' in meta) tag.setAttribute('property', meta.property);
    else tag.setAttribute('name', meta.name);
    tag.setAttribute('content', meta.content);
    tags.push(tag);
  }
  if (head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = scriptJson(head.jsonLd);
    tags.push(script);
  }
  const title = doc.head.querySelector('title');
  if (title) title.after(...tags);
  else doc.head.append(...tags);
}

type Dom = { window: { document: Document }; serialize: () => string };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => Dom;
};

/** The built index.html (Vite has put the entry, its preloads and the CSS in it) as one page. */
export function writePage(template: string, page: PageParts): string {
  const dom = new JSDOM(template);
  const doc = dom.window.document;
  const root = doc.getElementById(ROOT_ID);
  if (!root || root.childNodes.length > 0) throw new Error('index.html has no empty #root');
  // As the guard reads the address: `/es/` is `/es`.
  const path = pagePath(page.path);
  if (page.locale) doc.documentElement.lang = page.locale;
  root.innerHTML = page.markup;
  root.setAttribute(PAINTED_ATTRIBUTE, path);
  if (Object.keys(page.data).length > 0) {
    const data = doc.createElement('script');
    data.type = 'application/json';
    data.id = PAGE_DATA_ID;
    data.textContent = scriptJson(page.data);
    root.after(data);
  }
  doc.title = page.title;
  const noscript = doc.querySelector('noscript');
  if (noscript && page.noscript) noscript.textContent = page.noscript;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  if (page.head) appendHeadTags(doc, page.head);

  const appTags = [
    ...doc.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
  ];
  const first = appTags[0] ?? null;
  for (const href of page.preloads) {
    if (appTags.some((tag) => (tag.getAttribute('href') ?? tag.getAttribute('src')) === href)) {
      continue;
    }
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('crossorigin', '');
    link.href = href;
    appTags.push(link);
  }
  if (page.twin) {
    for (const tag of appTags) tag.remove();
    return dom.serialize();
  }
  // The app's scripts wait in a template, started by the guard; the guard comes where the first
  // of them was, before the stylesheet, so the parser never waits for the CSS to run it.
  const guard = doc.createElement('script');
  guard.dataset.page = path;
  if (page.complete) guard.dataset.start = 'load';
  if (page.until) guard.dataset.until = String(page.until);
  guard.textContent = pageGuard().script;
  const held = doc.createElement('template');
  held.id = APP_SCRIPTS_ID;
  if (first) first.before(guard, held);
  else doc.head.append(guard, held);
  held.content.append(...appTags);
  return dom.serialize();
}

/** Rejects after `ms`, without keeping the build's process alive. */
async function timeout(ms: number, what: string): Promise<never> {
  await sleep(ms, undefined, { ref: false });
  throw new Error(`${what} took longer than ${ms} ms`);
}

/**
 * The route table as the size and Lighthouse scripts read it: `.vite/routes.json` (JSON drops
 * the link builders).
 */
export function routesJson(): string {
  return JSON.stringify(routeList, null, 2);
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
      missing:
        'this build paints no pages (a demo build, or PRERENDER=false), and writes no sitemap.',
    };
  }
  return { url: `${siteUrl}${SITEMAP_PATH}` };
}

export function prerenderPages({
  env,
  demo,
  locale = DEFAULT_LOCALE,
}: {
  env: Record<string, string | undefined>;
  demo: boolean;
  /**
   * This build's language: only the English build paints, every language (vite-plugins/locales.ts).
   */
  locale?: Locale;
}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let skip = true;
  let ssr = false;
  let failed = false;
  // Read when the build starts: a malformed address stops it before anything is bundled.
  const siteUrl = readSiteUrl(env.SITE_URL);
  // A private preview build paints drafts: nothing of it is to be indexed or listed.
  const { noindex } = contentfulPreview(env);
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
      outDir = resolve(resolved.root, resolved.build.outDir);
      mode = resolved.mode;
      // The demo's backends live in a service worker: there is nothing to render ahead.
      // The route chunks come from the manifest: a build without one (the size script's eager
      // build) has nothing to preload and is not served.
      ssr = Boolean(resolved.build.ssr);
      skip =
        demo ||
        locale !== DEFAULT_LOCALE ||
        Boolean(resolved.build.ssr) ||
        !resolved.build.manifest ||
        env.PRERENDER === 'false';
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: routesJson() });
      if (ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: robotsTxt(robotsOf({ noindex, siteUrl, skip })),
      });
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    closeBundle: {
      // After the other languages' builds (vite-plugins/locales.ts), before the offline worker's.
      sequential: true,
      async handler() {
        // A failed build (a refused configuration) has no index.html: its own error is the one to see.
        if (skip || failed) return;
        const started = Date.now();
        if (!siteUrl) {
          this.warn(
            'SITE_URL is not set: the pages get no canonical link, no og:url and no site picture, and no sitemap.xml or rss.xml is written (set it to the site’s public address, e.g. https://negril.example)',
          );
        }
        const locales = readBuildLocales(env.BUILD_LOCALES);
        // Each language's template and chunk map, read before its home page is written over it.
        const builds = new Map(locales.map((each) => [each, readLocaleBuild(outDir, each)]));
        const server = await createServer({
          root,
          mode,
          configFile: join(root, 'vite.config.ts'),
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let stopMocks: (() => void) | undefined;
        try {
          // The app's modules, loaded once in Vite's server: the language is set in their own
          // runtime (render.tsx sets it before each fetch and render), never in Node's copy.
          const app = (await server.ssrLoadModule('/src/painted/render.tsx')) as RenderModule;
          if (env.PRERENDER_MOCK_BACKENDS === 'true') {
            const mocks = (await server.ssrLoadModule(
              '/src/mocks/content-backends.ts',
            )) as MockBackendsModule;
            stopMocks = mocks.answerBuildRequests();
          }
          type Kind = (typeof app.paintedKinds)[number];
          // Any may fail, and its pages are then painted in their loading state.
          const fetchOrWarn = async (kind: Kind, language: Locale) => {
            const { what, override } = app.dataKinds[kind].build;
            if (env.PRERENDER_CONTENT === 'false') return null;
            try {
              return await Promise.race([
                app.fetchPainted(kind, (override && env[override]) || undefined, language),
                timeout(20_000, `fetching ${what} (${language})`),
              ]);
            } catch (error) {
              this.warn(
                `prerender: ${what} (${language}) could not be fetched (${error instanceof Error ? error.message : String(error)}); the pages that show it are painted in their loading state`,
              );
              return null;
            }
          };
          // One language at a time (each fetch is made in its language), its kinds at once.
          const contents = new Map<Locale, BuildContent>();
          const counts: string[] = [];
          for (const language of locales) {
            const first = contents.get(locales[0] ?? DEFAULT_LOCALE);
            const fetched = await Promise.all(
              app.paintedKinds.map(async (kind) => {
                // Content without a language (the feed's posts) is fetched once.
                const reused =
                  first && app.anyKind[kind].build?.sameInEveryLanguage === true
                    ? first[kind]
                    : undefined;
                return [kind, reused ?? (await fetchOrWarn(kind, language))] as const;
              }),
            );
            contents.set(language, Object.fromEntries(fetched) as unknown as BuildContent);
            counts.push(
              `${language}: ${fetched.map(([kind, value]) => app.anyKind[kind].build?.count(value)).join(', ')}`,
            );
          }
          const contentOf = (language: Locale) => contents.get(language) as BuildContent;
          const until = Date.now() + FEED_PAINT_HOURS * 3_600_000;
          const built = new Date(started).toISOString();
          const pages = locales.flatMap((language) =>
            app.pagesToPaint(contentOf(language), language),
          );
          const versions = pageVersions(pages);
          const entriesOf = new Map(
            locales.map((language) => [
              language,
              app.siteEntries(contentOf(language).blog, language),
            ]),
          );
          const entryAt = new Map(
            [...entriesOf.values()].flat().map((entry) => [entry.path, entry]),
          );
          const write = (file: string, text: string) => {
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, text);
          };
          // Every page rendered first: a language's home page gives that language's description
          // of the site (its feed's, its JSON-LD's).
          const rendered = [];
          for (const page of pages) rendered.push({ page, ...(await app.renderPage(page)) });
          const siteDescription = new Map<Locale, string>();
          for (const { page, meta } of rendered) {
            if (unlocalizedPath(page.path) === '/' && meta) {
              siteDescription.set(page.locale, meta.description);
            }
          }
          const site = (language: Locale) => ({
            siteName: app.SITE_NAME,
            siteDescription: siteDescription.get(language) ?? '',
            siteUrl,
            feed: siteUrl !== null && !noindex,
            noindex,
          });
          for (const { page, markup, meta } of rendered) {
            const { route, locale: language } = page;
            const { template, manifest } = builds.get(language) as {
              template: string;
              manifest: Manifest;
            };
            const { files, unknown } = chunkFiles(manifest, [
              route.screen,
              ...(route.preload ?? []),
            ]);
            if (unknown.length > 0) {
              this.error(
                `prerender: no chunk in the ${language} build for ${unknown.join(', ')} (${page.path})`,
              );
            }
            const title = meta?.title ?? '';
            const description = meta?.description ?? '';
            const parts: PageParts = {
              path: page.path,
              locale: language,
              markup,
              data: page.data,
              title,
              description,
              ...(page.expires ? { until } : {}),
              complete: page.complete,
              preloads: files,
              noscript: app.documentWords(language).noscript,
              head: headTags(
                {
                  path: page.path,
                  title,
                  description,
                  entry: entryAt.get(page.path),
                  locale: language,
                  versions: versions.get(unlocalizedPath(page.path)) ?? [],
                },
                site(language),
              ),
            };
            write(join(outDir, pageFile(page.path)), writePage(template, parts));
            if (env.PRERENDER_TWINS === 'true') {
              write(
                join(outDir, 'twin', pageFile(page.path)),
                writePage(template, { ...parts, twin: true }),
              );
            }
          }
          // A private preview lists nothing: its pages may be drafts.
          if (siteUrl && !noindex) {
            write(
              join(outDir, SITEMAP_PATH),
              sitemapXml(
                siteUrl,
                locales.flatMap((language) =>
                  sitemapPages(routeList, entriesOf.get(language) ?? [], built, language),
                ),
              ),
            );
            for (const language of locales) {
              write(
                join(outDir, feedPath(language)),
                rssXml({
                  siteUrl,
                  title: `${app.SITE_NAME} · Blog`,
                  description: site(language).siteDescription,
                  entries: entriesOf.get(language) ?? [],
                  built,
                  locale: language,
                }),
              );
            }
          }
          console.log(
            `prerender: ${pages.length} pages in ${locales.length} languages (${counts.join('; ')}) in ${Date.now() - started} ms`,
          );
        } finally {
          stopMocks?.();
          await server.close();
        }
      },
    },
  };
}
