import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { buildConfig } from './vite-plugins/config-check.ts';
import { demoTileEnv } from './src/lib/demoTiles.ts';
import { SHELL_CHUNK, SHELL_MODULE } from './src/lib/routes.ts';
import {
  GUIDE_WORD_ITERATIONS,
  guideCheckEnv,
  guideWordProblem,
  TEST_GUIDE_WORD_ITERATIONS,
} from './vite-plugins/security/guide-word.ts';
import { i18n, readBuildLocale } from './vite-plugins/bundle/i18n.ts';
import { localeBuilds, readBuildLocales } from './vite-plugins/bundle/locale-builds.ts';
import { moduleSizes } from './vite-plugins/bundle/module-sizes.ts';
import { themeHead } from './vite-plugins/painted/painted-guard.ts';
import { paintedPages } from './vite-plugins/painted/painted-pages.ts';
import { paintEnv } from './vite-plugins/painted/paint-env.ts';
import { securityHeaders } from './vite-plugins/security/security-headers.ts';
import { serviceWorker } from './vite-plugins/bundle/service-worker.ts';
import { shellChunkName } from './vite-plugins/bundle/shell-chunk.ts';

/** The guide word of the demo and the tests (the README gives it); never of a real build. */
export const DEMO_GUIDE_WORD = 'one-love';

const require = createRequire(import.meta.url);
/** The project's folder: the chunk groups name modules by their absolute paths. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The demo's service worker script comes from the installed msw package: served in development,
 * written into `dist/` only by a demo build. A production build therefore holds no MSW code,
 * and the script always matches the installed version.
 */
function demoServiceWorker(demo: boolean): Plugin {
  const read = () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'demo-service-worker',
    configureServer(server) {
      if (!demo) return;
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Service-Worker-Allowed', '/');
        response.end(read());
      });
    },
    generateBundle() {
      if (demo) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: read() });
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  // The painting's variables under their old names (PRERENDER_*) still count, said once; written
  // back so that each language's build, started from this one, reads the new names.
  const painting = paintEnv(env, (message) => {
    console.warn(message);
  });
  Object.assign(process.env, painting);
  Object.assign(env, painting);
  const demo =
    env.VITE_DEMO !== undefined && env.VITE_DEMO !== ''
      ? env.VITE_DEMO === 'true' || env.VITE_DEMO === '1'
      : command === 'serve' && mode !== 'production';

  // The guide's word never reaches the bundle: a slow, salted check of it does (a fresh salt each
  // build, vite-plugins/security/guide-word.ts), as VITE_ variables that src/config.ts reads like any other.
  // The unit tests always use the demo word, with a cheap count of iterations.
  const guideWord =
    mode === 'test' ? DEMO_GUIDE_WORD : env.NEGRIL_GUIDE_PASSWORD || (demo ? DEMO_GUIDE_WORD : '');
  const wordProblem = guideWord ? guideWordProblem(guideWord) : null;
  if (wordProblem) throw new Error(wordProblem);
  // A production build is made once per language (vite-plugins/bundle/locale-builds.ts): this one's, from
  // BUILD_LOCALE.
  const buildLocale = readBuildLocale(env.BUILD_LOCALE);
  // Another language's build, run by the English one, keeps its salt: one check in every bundle.
  const guideCheck = guideCheckEnv(
    guideWord,
    mode === 'test' ? TEST_GUIDE_WORD_ITERATIONS : GUIDE_WORD_ITERATIONS,
    (buildLocale !== 'en' && env.VITE_NEGRIL_GUIDE_SALT) || undefined,
  );
  // The build's plugins (the policy: the map's tiles show only in a configured guide) read it too.
  Object.assign(process.env, guideCheck);
  Object.assign(env, guideCheck);

  // Written back so that src/config.ts sees the same answer, and a build replaces it by a literal.
  process.env.VITE_DEMO = String(demo);
  // The demo's own map tiles, unless a tile server is set; the policy's plugin reads them too.
  const tiles = demoTileEnv(env, demo);
  Object.assign(process.env, tiles);
  Object.assign(env, tiles);

  const proxy = {
    '/api': { target: env.API_PROXY_TARGET || 'http://127.0.0.1:8000', changeOrigin: true },
  };

  return {
    plugins: [
      // The messages (messages/<locale>.json), compiled to functions, and checked complete.
      ...i18n({
        staticLocale: command === 'build' && mode !== 'test' ? buildLocale : undefined,
        // `npm test` starts in 5 s, not 14: the messages compiled by `npm run i18n` are kept.
        compileOnlyWhenChanged: mode === 'test',
      }),
      // The other languages' bundles, built when this (English) one closes, before the pages
      // are painted (vite-plugins/bundle/locale-builds.ts).
      localeBuilds({ env, locale: buildLocale }),
      react(),
      tailwindcss(),
      demoServiceWorker(demo),
      // Each chunk's modules with their sizes, for the size report (scripts/size.mjs).
      moduleSizes(),
      // Every page's theme, set before its first paint (src/painted/theme.ts).
      themeHead(),
      // The Content-Security-Policy (a meta tag in builds; dist/_headers, which `vite preview`
      // also sends) and the other deployment headers, from this build's configuration.
      securityHeaders({ env, demo, locale: buildLocale }),
      // The public content pages painted at build time (vite-plugins/painted/painted-pages.ts).
      paintedPages({ env, demo, locale: buildLocale }),
      // The offline worker (dist/sw.js), after the pages are painted; never in the demo.
      serviceWorker({
        locale: buildLocale,
        locales: readBuildLocales(env.BUILD_LOCALES),
        config: buildConfig({ env, demo }),
        apiProxyTarget: env.API_PROXY_TARGET || undefined,
      }),
    ],
    // A literal in main.tsx, so a build without the demo drops the mock code entirely (a
    // constant exported from another module is not folded across modules by the bundler).
    // `__SERVICE_WORKER__`: only a production build has one to register
    // (vite-plugins/bundle/service-worker.ts).
    define: {
      __DEMO__: JSON.stringify(demo),
      __SERVICE_WORKER__: JSON.stringify(command === 'build' && !demo && mode !== 'test'),
      // The build's fetches for the painted pages (src/app/dataKinds.ts) run in Vite's server
      // (vite-plugins/painted/painted-pages.ts loads the renderer through it), never in a built bundle.
      __PAINTER__: JSON.stringify(command === 'serve'),
      // The footer's copyright year, the same in a painted page and in the app that adopts it:
      // the visitor's clock in a later year than the build's was a hydration mismatch.
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // A build's configuration, read here once (src/config.ts): its readers and their problem
      // sentences are not in the bundle. The dev server, the painter and the tests read the env.
      __CONFIG_AT_BUILD__: JSON.stringify(command === 'build' && mode !== 'test'),
      __BUILT_CONFIG__:
        command === 'build' && mode !== 'test'
          ? JSON.stringify(buildConfig({ env, demo }))
          : 'undefined',
      // A built bundle speaks one language; elsewhere the document sets it (src/lib/i18n/runtime.ts).
      __STATIC_LOCALE__:
        command === 'build' && mode !== 'test' ? JSON.stringify(buildLocale) : 'undefined',
    },
    server: { proxy },
    preview: { proxy },
    build: {
      manifest: true,
      sourcemap: false,
      // Every browser the site supports knows `<link rel="modulepreload">`: without the polyfill
      // (0.3 kB gzip of every first load), an older one loads the same chunks when imported.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Named chunks for the heavy libraries that load on demand, so the size report shows
          // where each one goes (and each stays within the lazy-chunk budget on its own).
          codeSplitting: {
            groups: [
              // A group also takes the modules its own modules import. React and axios get theirs
              // first, so the rich-text renderer, the lightbox and the content SDK do not carry
              // them off into chunks that the first load would then have to fetch.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'axios', test: /node_modules[\\/]axios[\\/]/ },
              // The site's small shared modules that every page loads (the router among them): one
              // chunk, not seven (each chunk costs its own imports and exports, about 0.1 kB gzip). The profile's
              // persistence (src/app/store/persistProfile.ts, fetched after start) imports from here.
              {
                name: 'core',
                test: /src[\\/](lib[\\/](once|records|urls|router[\\/]\w+|http[\\/](http|errors)|i18n[\\/](locales|runtime)|redux[\\/]hooks|text|browser[\\/](storage|idle)|identity[\\/]account)|components[\\/]status[\\/]Skeleton)\.tsx?$/,
              },
              // The app's shell (src/start.tsx and what it imports, but the entry's own): one chunk,
              // which the entry imports in the task after React DOM's (docs/start.md).
              { name: shellChunkName(ROOT, 'src/main.tsx', SHELL_MODULE, SHELL_CHUNK) },
              // What the screens share to show a list, a failure or a service not configured: one
              // chunk that comes with them, not in the home's first load (which shows none of it).
              {
                name: 'ui',
                test: /src[\\/]components[\\/](status[\\/](Notice|AsyncContent)|form[\\/]Button)\.tsx$/,
              },
              {
                name: 'firebase-app',
                test: /node_modules[\\/](@firebase[\\/](app|component|logger|util)|idb)[\\/]/,
              },
              { name: 'firebase-auth', test: /node_modules[\\/]@firebase[\\/]auth[\\/]/ },
              { name: 'contentful-rich-text', test: /node_modules[\\/]@contentful[\\/]rich-text/ },
              {
                name: 'contentful',
                test: /node_modules[\\/](contentful|contentful-sdk-core|@contentful)[\\/]/,
              },
              { name: 'lightbox', test: /node_modules[\\/]yet-another-react-lightbox[\\/]/ },
              { name: 'analytics', test: /node_modules[\\/]react-ga4[\\/]/ },
              // Site search: its library and index, fetched when search opens (the header's box or
              // /search), never with a page.
              { name: 'search', test: /node_modules[\\/]minisearch[\\/]/ },
              // The guide's map (over the lazy-chunk budget by name: scripts/size.mjs says why).
              { name: 'leaflet', test: /node_modules[\\/]leaflet[\\/]/ },
              // Its clustering, an import of its own: the map shows plain pins if it fails.
              { name: 'clusters', test: /node_modules[\\/](supercluster|kdbush)[\\/]/ },
            ],
          },
        },
      },
    },
    test: {
      setupFiles: ['tests/setup.ts'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      restoreMocks: true,
      // Two cores run the suites in parallel: generous limits keep slow moments from failing a
      // test that is not failing.
      testTimeout: 20_000,
      unstubEnvs: true,
      // Every core: Vitest's default leaves one idle (on two cores, one worker, and the unit run
      // took 9 min instead of 6.5).
      maxWorkers: availableParallelism(),
      // Threads start faster than processes (a screen run of 185 s took 168 s).
      pool: 'threads',
      // Three kinds of test file (docs/testing.md, "Levels"). A `.test.ts` tests
      // logic in Node; a `.test.ts` that needs a document or localStorage says
      // `// @vitest-environment jsdom` on its first line. A `.test.tsx` renders, in jsdom. A
      // `.fresh.test.tsx` tests what happens once per page (a library loaded on first use, the
      // first page view) or replaces a module (`vi.mock`): it never shares a worker with another
      // file. Logic and screen files share their worker (isolate: false) and its libraries, but
      // each starts with the site's own modules fresh (tests/setup.ts) and an empty document.
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            isolate: false,
            // A process each: a zone set for a file (process.env.TZ) holds in a process, not in a
            // thread (tests/features/guide/hours/hours.test.ts runs in three zones).
            pool: 'forks',
            include: ['tests/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            isolate: false,
            include: ['tests/**/*.test.tsx'],
            exclude: ['tests/e2e/**', 'node_modules/**', 'tests/**/*.fresh.test.tsx'],
          },
        },
        {
          extends: true,
          test: { name: 'fresh', environment: 'jsdom', include: ['tests/**/*.fresh.test.tsx'] },
        },
      ],
    },
  };
});
