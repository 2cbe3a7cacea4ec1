import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Manifest, type Plugin } from 'vite';
import { DEFAULT_LOCALE, unlocalizedPath, type Locale } from '../../src/lib/i18n/locales.ts';
import { routeList, SHELL_CHUNK } from '../../src/lib/routes.ts';
import { FEED_PAINT_HOURS, pageFile } from '../../src/lib/painted/pageNames.ts';
import type { BuildContent } from '../../src/app/dataKinds.ts';
import { contentfulPreview } from '../security/contentful-preview.ts';
import { robotsOf, robotsTxt, rssXml, sitemapPages, sitemapXml } from '../feeds-sitemap.ts';
import { headTags } from './head-tags.ts';
import { readBuildLocales, readLocaleBuild } from '../bundle/locale-builds.ts';
import { fetchContents, type RenderModule } from './painted-content.ts';
import { chunkFiles, writePage, type PageParts } from './page-writer.ts';
import { feedPath, pageVersions, readSiteUrl, SITEMAP_PATH } from '../site-addresses.ts';

/**
 * The painted pages' plugin: after the client builds (one per language, vite-plugins/bundle/locale-builds.ts),
 * every route the table marks `painted` is rendered in every language by the app's own components
 * (src/painted/render.tsx) into `dist/<path>.html` (`/` is index.html, `/es/` is es/index.html,
 * `/es/blog` es/blog.html: `pageFile`), with the content it shows, fetched in that language
 * (./painted-content.ts), as data beside the markup; the browser adopts it (src/painted/adopt.ts).
 * docs/painted-pages.md tells the whole story. Each page is its language's built index.html (its
 * own bundle), edited as a document by the page writer (./page-writer.ts). It also writes the
 * sitemap, the feeds and robots.txt (./feeds-sitemap.ts).
 *
 * Environment (build only, never in the bundle):
 * - `PAINT=false` skips it;
 * - `PAINT_CONTENT=false` renders the pages without fetching the entries and the feed (their
 *   loading state);
 * - `PAINT_CONTENTFUL_HOST` (`host[:port]`) fetches the entries from another host than the
 *   bundle's, and `PAINT_INSTAGRAM_URL` the feed from another address than
 *   `VITE_INSTAGRAM_API_URL`, e.g. local stand-ins (scripts/lighthouse.mjs);
 * - `PAINT_MOCK_BACKENDS=true` answers those fetches from the mock handlers in Node, as the
 *   end-to-end suite's browser is answered (src/mocks/contentBackends.ts);
 * - `PAINT_TWINS=true` also writes each page's twin under `twin/`: the same HTML without the
 *   app's scripts, the anchor the Lighthouse script measures the app against;
 * - `SITE_URL` (the site's public address) gives the pages their canonical, hreflang and preview
 *   addresses and lets the build write `sitemap.xml` and a feed per language (`rss.xml`,
 *   `es/rss.xml`, ./feeds-sitemap.ts); without it the build warns once and writes none.
 *   `robots.txt` is written by every build;
 * - `BUILD_LOCALES` (vite-plugins/bundle/locale-builds.ts) limits the languages built and painted.
 * A failed fetch is a warning: the pages are rendered in their loading state and the build goes on.
 */

/** The mock backends' module, which the build loads through Vite's SSR loader. */
type MockBackendsModule = typeof import('../../src/mocks/contentBackends');

/**
 * The route table as the size and Lighthouse scripts read it: `.vite/routes.json` (JSON drops
 * the link builders).
 */
export function routesJson(): string {
  return JSON.stringify(routeList, null, 2);
}

export function paintedPages({
  env,
  demo,
  locale = DEFAULT_LOCALE,
}: {
  env: Record<string, string | undefined>;
  demo: boolean;
  /**
   * This build's language: only the English build paints, every language (vite-plugins/bundle/locale-builds.ts).
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
    name: 'painted-pages',
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
        env.PAINT === 'false';
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: routesJson() });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/shell.json',
        source: JSON.stringify({ chunk: SHELL_CHUNK }),
      });
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
      // After the other languages' builds (vite-plugins/bundle/locale-builds.ts), before the offline worker's.
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
          if (env.PAINT_MOCK_BACKENDS === 'true') {
            const mocks = (await server.ssrLoadModule(
              '/src/mocks/contentBackends.ts',
            )) as MockBackendsModule;
            stopMocks = mocks.answerBuildRequests();
          }
          const { contents, counts } = await fetchContents({
            app,
            env,
            locales,
            warn: (message) => this.warn(message),
          });
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
              SHELL_CHUNK,
              route.screen,
              ...(route.preload ?? []),
            ]);
            if (unknown.length > 0) {
              this.error(
                `painted pages: no chunk in the ${language} build for ${unknown.join(', ')} (${page.path})`,
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
            if (env.PAINT_TWINS === 'true') {
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
            `painted pages: ${pages.length} pages in ${locales.length} languages (${counts.join('; ')}) in ${Date.now() - started} ms`,
          );
        } finally {
          stopMocks?.();
          await server.close();
        }
      },
    },
  };
}
