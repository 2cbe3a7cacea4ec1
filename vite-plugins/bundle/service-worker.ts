import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';
import type { AppConfig } from '../../src/configReader.ts';
import { DEFAULT_LOCALE, localeOfPath, type Locale } from '../../src/lib/i18n/locales.ts';
import { routeList, SHELL_CHUNK } from '../../src/lib/routes.ts';
import { readLocaleBuild, templateFile } from './locale-builds.ts';
import type { OfflineRouteSettings } from '../../src/sw/routes.ts';

/**
 * The site's service worker (`dist/sw.js`), for production builds only: a demo build has none,
 * since the demo's Mock Service Worker owns the same scope. Written after the pages are painted
 * (vite-plugins/painted/painted-pages.ts writes them when the bundle is closed), so that they are
 * precached:
 *
 * 1. src/sw/worker.ts is bundled (Workbox's modules, one classic script, minified) with the
 *    build's own settings for the runtime routes;
 * 2. workbox-build's `injectManifest` writes the list of files to precache into it: every page and
 *    every hashed file, each with its revision (the hashed ones are their own revision).
 *
 * vite-plugin-pwa 2 declares Vite 8 support, but it writes its worker from a bundle-closing hook
 * of its own, and the painted pages are written by another; this keeps the order explicit.
 */

/** What the worker precaches, relative to dist/: the pages and the app's files. */
export const PRECACHE_PATTERNS = ['**/*.{html,js,css,svg,png,ico,webp,woff2,webmanifest}'];
export const PRECACHE_IGNORES = [
  // The pages' twins without scripts (the Lighthouse script's anchor), the build's own records.
  'twin/**',
  '.vite/**',
  // Link previews' picture: never shown by the site itself.
  'og-image.png',
  '**/*.map',
  'sw.js',
  'mockServiceWorker.js',
];

/** Every file a chunk map names (scripts, stylesheets, their fonts and pictures), from `dist/`. */
function filesOf(manifest: Manifest, keys: Iterable<string> = Object.keys(manifest)): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return files;
}

/**
 * The shell's own lazy chunks: what the entry fetches after start on every page, whatever the
 * screen (src/app/ but its screens: the language switcher's after-start part, the profile's
 * persistence, the worker's registration, the consent banner).
 */
const isShellChunk = (key: string) =>
  key.startsWith('src/app/') && !key.startsWith('src/app/screens/');

/**
 * The keys of the entry and of the home screen, with everything they import statically, and the
 * shell's own lazy chunks with everything they import, lazily too (a lazy part of the layout that
 * fails to load offline would fail the page, whichever it is).
 */
function shellKeys(manifest: Manifest): Set<string> {
  const home = routeList.find((route) => route.path === '/');
  const keys = new Set<string>();
  const visit = (key: string, lazily = false) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    if (!lazily) return;
    for (const imported of manifest[key].dynamicImports ?? []) visit(imported, true);
  };
  // The entry and the shell it imports right after React DOM (src/main.tsx, src/start.tsx).
  const entries = [
    ...Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    ...Object.keys(manifest).filter((key) => manifest[key]?.name === SHELL_CHUNK),
  ];
  for (const key of entries) visit(key);
  for (const key of [home?.screen, ...(home?.preload ?? [])]) if (key) visit(key);
  for (const key of entries) {
    for (const lazy of manifest[key]?.dynamicImports ?? []) {
      if (isShellChunk(lazy)) visit(lazy, true);
    }
  }
  return keys;
}

/**
 * What the worker precaches of a site built in several languages (vite-plugins/bundle/locale-builds.ts), as a
 * test of each file's path in `dist/`. One worker serves every language, and a visitor reads in
 * one: precaching every language's pages and chunks would make each visitor download four sites.
 * So:
 * - everything that is no language's own (the public files, the English pages, the chunks of the
 *   English build, among them the libraries every language shares: a file of the same content
 *   has the same name), as before there were languages;
 * - of each other language, its page for every address under its prefix (`es/index.html`, the
 *   worker's offline answer there) and what that page loads first (its entry, the home screen,
 *   their imports and stylesheets) or right after start on any page (the shell's own lazy
 *   chunks, src/app/ but its screens: they are fetched after hydration, often after a visitor
 *   has already left a page, so the runtime cache would miss them), so that offline the app
 *   starts in that language.
 * Its other pages and chunks are kept by the worker as the visitor sees them (runtime caches,
 * src/sw/worker.ts): a Spanish reader's pages read offline once seen, without every visitor
 * downloading the Spanish, French and German sites. A language's own chunks come to about
 * 110 kB gzip and its pages about 130 kB; its fallback page and first load, precached, about a
 * third of that.
 */
export function precacheFilter(
  english: Manifest,
  others: ReadonlyMap<Locale, Manifest>,
): (path: string) => boolean {
  const kept = filesOf(english);
  const shells = new Set<string>();
  for (const [locale, manifest] of others) {
    shells.add(templateFile(locale).slice(1));
    for (const file of filesOf(manifest, shellKeys(manifest))) kept.add(file);
  }
  return (path) => {
    if (localeOfPath(`/${path}`) !== DEFAULT_LOCALE) return shells.has(path);
    if (path.startsWith('assets/')) return kept.has(path);
    return true;
  };
}

/** The runtime routes' settings, from the configuration the bundle is built with. */
export function offlineRouteSettings(
  config: AppConfig,
  apiProxyTarget: string | undefined,
): OfflineRouteSettings {
  const mediaOrigins: string[] = [];
  if (apiProxyTarget) {
    try {
      mediaOrigins.push(new URL(apiProxyTarget).origin);
    } catch {
      // Not an address: the proxy is Vite's concern, the worker needs no origin for it.
    }
  }
  const tiles =
    config.guide.configured && config.mapTiles.configured
      ? config.mapTiles.settings.template
      : null;
  return {
    apiUrl: config.apiUrl,
    mediaOrigins,
    contentImagesOrigin: config.contentful.configured ? 'https://images.ctfassets.net' : null,
    tilePrefix: tiles ? tiles.slice(0, tiles.indexOf('{')) : null,
  };
}

export function serviceWorker({
  config,
  apiProxyTarget,
  locale = DEFAULT_LOCALE,
  locales = [DEFAULT_LOCALE],
}: {
  config: AppConfig;
  apiProxyTarget: string | undefined;
  /** The languages the site build makes (`BUILD_LOCALES`, vite-plugins/bundle/locale-builds.ts). */
  locales?: readonly Locale[];
  /** This build's language: only the English build, the site's, writes the worker. */
  locale?: Locale;
}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let skip = true;
  let failed = false;
  return {
    name: 'service-worker',
    apply: 'build',
    buildEnd(error) {
      // A failed build has nothing to precache: its own error is the one to see.
      if (error) failed = true;
    },
    configResolved(resolved) {
      root = resolved.root;
      outDir = resolve(resolved.root, resolved.build.outDir);
      // The size script's eager build (no manifest) and server builds are not deployed.
      skip =
        config.demo ||
        locale !== DEFAULT_LOCALE ||
        Boolean(resolved.build.ssr) ||
        !resolved.build.manifest;
    },
    closeBundle: {
      // After every other plugin's (the painted pages are written in the painted pages' plugin's).
      order: 'post',
      sequential: true,
      async handler() {
        if (skip || failed) return;
        const temporary = mkdtempSync(join(tmpdir(), 'sw-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            define: {
              __OFFLINE_ROUTES__: JSON.stringify(offlineRouteSettings(config, apiProxyTarget)),
              'process.env.NODE_ENV': JSON.stringify('production'),
            },
            build: {
              outDir: temporary,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: true,
              lib: {
                entry: join(root, 'src/sw/worker.ts'),
                formats: ['iife'],
                name: 'negrilServiceWorker',
                fileName: () => 'sw.js',
              },
            },
          });
          const keep = precacheFilter(
            readLocaleBuild(outDir, DEFAULT_LOCALE).manifest,
            new Map(
              locales
                .filter((other) => other !== DEFAULT_LOCALE)
                .map((other) => [other, readLocaleBuild(outDir, other).manifest]),
            ),
          );
          const { count, size, warnings } = await injectManifest({
            swSrc: join(temporary, 'sw.js'),
            swDest: join(outDir, 'sw.js'),
            globDirectory: outDir,
            globPatterns: PRECACHE_PATTERNS,
            globIgnores: PRECACHE_IGNORES,
            // Hashed names are their own revision.
            dontCacheBustURLsMatching: /^assets\//,
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
            manifestTransforms: [
              (entries) => ({ manifest: entries.filter((entry) => keep(entry.url)) }),
            ],
          });
          for (const warning of warnings) this.warn(`service worker: ${warning}`);
          this.info(
            `service worker: dist/sw.js precaches ${count} files, ${(size / 1000).toFixed(1)} kB`,
          );
        } finally {
          rmSync(temporary, { recursive: true, force: true });
        }
      },
    },
  };
}
