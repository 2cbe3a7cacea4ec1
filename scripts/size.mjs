#!/usr/bin/env node
/**
 * Prints, per route, the JavaScript and CSS a first visit downloads (raw, gzip, brotli),
 * following the chunks each route loads: the entry and the shell it imports at start
 * (`.vite/shell.json`) with their static imports, plus the route's screen chunk and its static
 * imports ("first load", what the budget counts), then what the screen fetches on demand once
 * it runs (its dynamic imports, and axios with the first request).
 * Then lists each first-load chunk's largest modules (so a regression names itself), checks the
 * budget (each language's home, and every route of every language), and builds the same app with
 * every dependency eager (one bundle, no lazy chunk) to print the ratio split/eager for `/`.
 *
 * The site is built once per language (vite-plugins/bundle/locale-builds.ts): each language's bundle has its own
 * chunks (its words are folded in) beside the shared ones. English is reported route by route;
 * every other language (`/es/`, `/fr/`, `/de/`) by its home's first load and its largest chunks,
 * and each is held to the same budget.
 *
 *   node scripts/size.mjs [--dist dist] [--no-eager]
 * Reads dist/ as `vite build` left it: each language's manifest (`.vite/manifest.json`,
 * `.vite/<locale>/manifest.json`) and the route table the build writes beside them
 * (`.vite/routes.json`, vite-plugins/painted/painted-pages.ts).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';
const withEager = !args.includes('--no-eager');

export const BUDGET = {
  /**
   * Each language's home (`/`, `/es/`…): the shell and the home screen. Measured 107.2 to 107.4 kB
   * in a build with every service configured, since the site has a router of its own
   * (src/lib/router/, 10 kB less than React Router's declarative mode, itself 16 kB less than
   * its data router; docs/performance.md says where each kilobyte went).
   */
  entryJsGzip: 112_000,
  /**
   * Any route of any language: the shell and the route's screen with their static imports.
   * Measured up to 115.5 kB (`/blog/:slug` in French).
   */
  routeJsGzip: 122_000,
  entryCssGzip: 12_000,
  lazyChunkGzip: 35_000,
};

/**
 * Lazy chunks allowed over `lazyChunkGzip`, by chunk name, each with its own ceiling and the
 * reason, printed with every report. Nothing else may pass 35 kB.
 */
export const LAZY_EXCEPTIONS = {
  leaflet: {
    gzip: 45_000,
    reason:
      'Leaflet 1.9.4, the guide map (issue 14), loaded only on the unlocked guide and the admin form: ' +
      'about 43 kB gzip and not tree-shakable; Leaflet 2 (alpha) tree-shaken is still about 40 kB, ' +
      'and the 8 kB pigeon-maps has one maintainer and pins a keyboard cannot reach',
  },
};

/** The route table (src/lib/routes.ts) as the build wrote it: each route's path and screen. */
const ROUTES = Object.fromEntries(
  JSON.parse(readFileSync(join(dist, '.vite', 'routes.json'), 'utf8')).map((route) => [
    route.path,
    route.screen,
  ]),
);

/** The shell's chunk (src/lib/routes.ts, `SHELL_CHUNK`), which the entry imports at start. */
const SHELL = JSON.parse(readFileSync(join(dist, '.vite', 'shell.json'), 'utf8')).chunk;

/** The languages built, English first: those whose manifest the build left. */
const LOCALES = ['en', 'es', 'fr', 'de'].filter((locale) => existsSync(manifestPath(locale)));

function manifestPath(locale) {
  return locale === 'en'
    ? join(dist, '.vite', 'manifest.json')
    : join(dist, '.vite', locale, 'manifest.json');
}

/** A language's home address: `/`, `/es/`. */
const homeOf = (locale) => (locale === 'en' ? '/' : `/${locale}/`);

const sizeCache = new Map();
function sizes(path) {
  if (!sizeCache.has(path)) {
    const bytes = readFileSync(path);
    sizeCache.set(path, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
    });
  }
  return sizeCache.get(path);
}

function total(list, root = dist) {
  return list.reduce(
    (sum, file) => {
      const size = sizes(join(root, file));
      return {
        raw: sum.raw + size.raw,
        gzip: sum.gzip + size.gzip,
        brotli: sum.brotli + size.brotli,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const chunkName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '');
const row = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
const widths = [
  Math.max(12, ...Object.keys(ROUTES).map((path) => path.length)),
  4,
  10,
  10,
  10,
  12,
  0,
];
const heavy = ['firebase', 'contentful', 'lightbox', 'analytics', 'rich-text', 'leaflet', 'search'];

/**
 * One language's build: each route's first load (printed route by route when `table`), the
 * budget's checks, and the lazy chunks. Returns the failures and the figures of its home.
 */
function reportLocale(locale, { table }) {
  const manifest = JSON.parse(readFileSync(manifestPath(locale), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`no entry in the ${locale} manifest: run \`vite build\` first`);
  // The entry imports the shell in the task after React DOM's: both are every route's first load.
  const start = [entryKey, ...Object.keys(manifest).filter((key) => manifest[key].name === SHELL)];
  const home = homeOf(locale);

  /** Other routes' screens, the demo's code and GA (only where configured) are not a route's own. */
  const notOnDemand = (key) =>
    key.includes('/screens/') ||
    key.includes('/mocks/') ||
    /analytics/.test(manifest[key]?.file ?? '');

  function closure(keys) {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  }

  /**
   * What the route's own modules (not the shell's) import dynamically, with their static imports:
   * the home page's sections, the feed's lightbox, the sign-in screen's Firebase, the rich-text
   * renderer. Data libraries fetched by the store's thunks (axios, the Contentful SDK) come with
   * the first request and are listed apart.
   */
  function onDemand(first, shell) {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || first.has(key) || !manifest[key] || notOnDemand(key)) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
      for (const imported of manifest[key].dynamicImports ?? []) visit(imported);
    };
    for (const key of first) {
      if (shell.has(key)) continue;
      for (const imported of manifest[key].dynamicImports ?? []) visit(imported);
    }
    return seen;
  }

  function files(keys, kind) {
    const out = new Set();
    for (const key of keys) {
      const chunk = manifest[key];
      if (kind === 'js' && chunk.file.endsWith('.js')) out.add(chunk.file);
      if (kind === 'css') for (const css of chunk.css ?? []) out.add(css);
    }
    return [...out];
  }

  const results = {};
  const failures = [];
  const shell = closure(start);
  let largestRoute = ['', 0];
  for (const [route, source] of Object.entries(ROUTES)) {
    if (!manifest[source]) {
      throw new Error(`${source} (route ${route}) is not a chunk of the ${locale} build`);
    }
    const first = closure([...start, source]);
    const later = onDemand(first, shell);
    for (const kind of ['js', 'css']) {
      const list = files(first, kind);
      const extra = files(later, kind).filter((file) => !list.includes(file));
      const sum = total(list);
      results[`${route} ${kind}`] = sum;
      if (kind === 'js' && sum.gzip > largestRoute[1]) largestRoute = [route, sum.gzip];
      if (kind === 'js' && sum.gzip > BUDGET.routeJsGzip) {
        failures.push(
          `first-load JS of ${route} (${locale}) is ${kb(sum.gzip)} gzip, budget ${kb(BUDGET.routeJsGzip)} for any route`,
        );
      }
      // The map is fetched when it is shown (the unlocked guide), never with a page.
      const map = list.filter((file) => chunkName(file).includes('leaflet'));
      if (map.length)
        failures.push(`${map.join(', ')} is in the first load of ${route} (${locale})`);
      if (!table) continue;
      const names = `${list.map(chunkName).join(' ')}${extra.length ? ` | on demand: ${extra.map(chunkName).join(' ')}` : ''}`;
      const onDemandSize = extra.length ? `+${kb(total(extra).gzip)}` : '';
      console.log(
        row([route, kind, kb(sum.raw), kb(sum.gzip), kb(sum.brotli), onDemandSize, names], widths),
      );
    }
  }

  const homeJs = results['/ js'];
  const homeCss = results['/ css'];
  if (homeJs.gzip > BUDGET.entryJsGzip) {
    failures.push(
      `first-load JS of ${home} is ${kb(homeJs.gzip)} gzip, budget ${kb(BUDGET.entryJsGzip)}`,
    );
  }
  if (homeCss.gzip > BUDGET.entryCssGzip) {
    failures.push(
      `first-load CSS of ${home} is ${kb(homeCss.gzip)} gzip, budget ${kb(BUDGET.entryCssGzip)}`,
    );
  }
  const homeFiles = files(closure([...start, ROUTES['/']]), 'js');
  for (const name of heavy) {
    const found = homeFiles.filter((file) => chunkName(file).includes(name));
    if (found.length) failures.push(`${found.join(', ')} is in the first load of ${home}`);
  }
  const entryFiles = new Set(files(shell, 'js'));
  const lazy = [];
  const exceptions = [];
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js') || entryFiles.has(chunk.file)) continue;
    const { gzip } = sizes(join(dist, chunk.file));
    const name = chunkName(chunk.file);
    const exception = LAZY_EXCEPTIONS[name];
    const limit = exception?.gzip ?? BUDGET.lazyChunkGzip;
    if (exception) {
      exceptions.push(`${name} ${kb(gzip)} of ${kb(limit)} gzip: ${exception.reason}`);
    } else {
      lazy.push([name, gzip]);
    }
    if (gzip > limit) {
      failures.push(
        `lazy chunk ${chunk.file} (${locale}) is ${kb(gzip)} gzip, budget ${kb(limit)}${exception ? ' (its named exception)' : ''}`,
      );
    }
  }
  const largestLazy = lazy.reduce((max, item) => (item[1] > max[1] ? item : max), ['', 0]);

  if (table) {
    const named = lazy
      .filter(([name]) => heavy.some((part) => name.includes(part)) || name === 'axios')
      .sort((a, b) => b[1] - a[1])
      .map(([name, gzip]) => `${name} ${kb(gzip)}`);
    console.log(`\nlazy libraries (gzip): ${named.join(', ')}`);

    // Site search: the header's box is in the first load; the combobox, the index and the search
    // library (the `search` chunk) come when a visitor focuses the box or opens it on a phone.
    const SEARCH_BOX = 'src/features/search/components/SearchCombobox.tsx';
    if (!manifest[SEARCH_BOX]) throw new Error(`${SEARCH_BOX} is not a chunk of the build`);
    const homeFirst = closure([...start, ROUTES['/']]);
    const searchFiles = files(
      [...closure([SEARCH_BOX])].filter((key) => !homeFirst.has(key)),
      'js',
    );
    console.log(
      `search (on demand, when the header's box opens): ${kb(total(searchFiles).gzip)} gzip (${searchFiles.map(chunkName).join(' ')}); the search library alone ${searchFiles
        .filter((file) => chunkName(file) === 'search')
        .map((file) => kb(sizes(join(dist, file)).gzip))
        .join(', ')}`,
    );
    for (const line of exceptions) {
      console.log(`lazy chunk over the general budget by exception: ${line}`);
    }
  }
  const firstLoad = new Set(
    Object.values(ROUTES).flatMap((source) => files(closure([...start, source]), 'js')),
  );
  return {
    failures,
    homeJs,
    homeCss,
    largestRoute,
    largestLazy,
    shellFiles: files(shell, 'js'),
    firstLoad: [...firstLoad],
  };
}

/**
 * Each first-load chunk of the English build (the shell's, then the screens'), with its largest
 * modules: the build writes each chunk's modules with their sizes (vite-plugins/bundle/module-sizes.ts,
 * `.vite/modules.json`). A module's figure is its share of the chunk's real gzip size, in
 * proportion to its own code compressed alone (before minifying): an estimate, close enough
 * to name what grew.
 */
function printLargestModules({ shellFiles, firstLoad }) {
  const path = join(dist, '.vite', 'modules.json');
  if (!existsSync(path)) {
    console.log(`\n(no ${path}: the largest modules are listed after a build with this config)`);
    return;
  }
  const modules = JSON.parse(readFileSync(path, 'utf8'));
  const shell = new Set(shellFiles);
  const ordered = [
    ...shellFiles,
    ...firstLoad.filter((file) => !shell.has(file)).sort((a, b) => a.localeCompare(b)),
  ];
  console.log('\nthe largest modules of each first-load chunk (gzip, estimated; English build):');
  for (const file of ordered) {
    const list = modules[file];
    if (!list || list.length === 0) continue;
    const real = sizes(join(dist, file)).gzip;
    const alone = list.reduce((sum, module) => sum + module.gzip, 0) || 1;
    const shown = list.slice(0, shell.has(file) ? 12 : 4);
    const rest = list.length - shown.length;
    const named = shown
      .map((module) => `${module.id} ${Math.round((module.gzip * real) / alone)} B`)
      .join(', ');
    console.log(
      `${shell.has(file) ? 'shell' : 'screen'} ${chunkName(file)} ${kb(real)}: ${named}${rest > 0 ? `, and ${rest} more` : ''}`,
    );
  }
  console.log('');
}

console.log('first load: the entry and the route screen with their static imports (the budget);');
console.log(
  '+on demand: what the screen itself imports once it runs (sections, lightbox, Firebase,',
);
console.log(
  'rich text); axios and the Contentful SDK come with a first request, see "lazy libraries"\n',
);
console.log(row(['route', 'kind', 'raw', 'gzip', 'brotli', '+on demand', 'chunks'], widths));
const failures = [];
const byLocale = {};
for (const locale of LOCALES) {
  if (locale !== 'en' && Object.keys(byLocale).length === 1) {
    console.log('\nthe other languages (each its own bundle, the same routes):');
  }
  const result = reportLocale(locale, { table: locale === 'en' });
  byLocale[locale] = result;
  failures.push(...result.failures);
  if (locale !== 'en') {
    console.log(
      `${homeOf(locale).padEnd(5)} first-load JS ${kb(result.homeJs.gzip)} gzip (${kb(result.homeJs.raw)} raw), CSS ${kb(result.homeCss.gzip)}; heaviest route ${result.largestRoute[0]} ${kb(result.largestRoute[1])}; largest lazy chunk ${result.largestLazy[0]} ${kb(result.largestLazy[1])}`,
    );
  }
}
printLargestModules(byLocale.en);
const home = byLocale.en.homeJs;
for (const locale of LOCALES) {
  const { homeJs, homeCss, largestLazy, largestRoute } = byLocale[locale];
  console.log(
    `budget ${homeOf(locale)}: first-load JS ${kb(homeJs.gzip)} (${homeJs.gzip} B) of ${kb(BUDGET.entryJsGzip)} gzip, heaviest route ${largestRoute[0]} ${kb(largestRoute[1])} (${largestRoute[1]} B) of ${kb(BUDGET.routeJsGzip)}, CSS ${kb(homeCss.gzip)} of ${kb(BUDGET.entryCssGzip)} gzip; largest lazy chunk ${kb(largestLazy[1])} of ${kb(BUDGET.lazyChunkGzip)}`,
  );
}

if (withEager) {
  // The same app with every dependency eager: one bundle, dynamic imports inlined.
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'size-eager-'));
  try {
    await build({
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        manifest: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const eagerJs = readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => join('assets', file));
    const eager = total(eagerJs, outDir);
    console.log(
      `eager build (every dependency in one bundle): ${kb(eager.raw)} raw, ${kb(eager.gzip)} gzip; split/eager for / = ${(home.gzip / eager.gzip).toFixed(2)} (gzip)`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (failures.length > 0) {
  console.error(`\nover budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('within budget');
