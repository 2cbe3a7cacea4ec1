#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling) on the production build,
 * every painted route of the route table (src/lib/routes.ts; a `:slug` route once, with the
 * latest entry), and `/es/` and `/de/blog` (the other languages' bundles), each beside its twin:
 * the same painted HTML without the app's scripts, built beside it (`PAINT_TWINS`,
 * vite-plugins/painted/painted-pages.ts). Blocking time and scores move a lot from one
 * 2-core machine (or minute) to the next, so the figure that means something is the app against
 * its own page without the app, measured in the same run: three runs of each, alternating, and
 * the medians of both with their ratio. Not part of CI (it takes several minutes); see
 * docs/performance.md.
 *
 * From a fresh clone it:
 * 1. builds the production app into dist-lighthouse/ (no demo, no MSW) with the content service
 *    and the social graph configured under their real names, the feed's pictures through a
 *    resizing image proxy (VITE_IMAGE_PROXY_URL), the guide word set, no Firebase and no GA;
 * 2. starts the reference API server (tests/e2e/server/run.sh, its database, media and outbox
 *    in a temporary folder) and `vite preview` with /api proxied to it (sending the built
 *    _headers: the CSP, immutable caching of /assets/*);
 * 3. starts the stand-ins (scripts/lighthouse/stand-ins.mjs) for cdn.contentful.com,
 *    images.ctfassets.net, graph.instagram.com, scontent.cdninstagram.com and the image proxy
 *    (images.proxy.example), with real JPEG and WebP pictures drawn by
 *    scripts/lighthouse/images.py (Pillow);
 * 4. runs Lighthouse with Debian's Chromium: one warm-up run per page (discarded, it fills the
 *    stand-ins' picture cache), then the measured runs, each in a fresh browser profile, the app
 *    and its twin one after the other (which goes first alternates from run to run).
 * Every process it starts is stopped at the end, on failure and on Ctrl-C.
 *
 *   node scripts/lighthouse.mjs [--runs 3] [--routes /,/blog] [--no-build] [--no-warmup] [--strict]
 *   node scripts/lighthouse.mjs --cpu [--runs 5] [--routes /,/blog] [--against DIR]…
 *
 * `--cpu` measures, instead of Lighthouse, the CPU time the start costs the main thread
 * (scripts/lighthouse/cpu.mjs), which the machine's load barely moves; each `--against DIR`
 * (repeatable) measures another build of the same kind in the same rounds: the dist-lighthouse/
 * of another checkout (an older commit's worktree, docs/start.md), served by that
 * checkout's own `vite preview`.
 *
 * Reports (JSON, one per run) and the servers' logs go to test-results/lighthouse/.
 * --strict exits with status 1 when a target is missed (scripts/lighthouse/report.mjs, TARGETS).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS, CHROME_PATH, lighthouseRun } from './lighthouse/chrome.mjs';
import { measureStartCpu } from './lighthouse/cpu.mjs';
import {
  cleanUp,
  freePort,
  onCleanup,
  run,
  start,
  startPreview,
  startReferenceApi,
  waitForUrl,
} from './lighthouse/processes.mjs';
import { compare, figures, formatTable, summarize, TARGETS } from './lighthouse/report.mjs';
import {
  CONTENTFUL_API_HOST,
  INSTAGRAM_API_HOST,
  IMAGE_PROXY_TEMPLATE,
  startStandIns,
} from './lighthouse/stand-ins.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = 'dist-lighthouse';
const REPORTS = join(ROOT, 'test-results', 'lighthouse');
const PYTHON = process.env.E2E_PYTHON || '/usr/bin/python3';
/** Where the build writes each page's twin (vite-plugins/painted/painted-pages.ts, `PAINT_TWINS`). */
const TWIN_PREFIX = '/twin';

const CONTENTFUL = {
  spaceId: 'lighthouse-space',
  environment: 'master',
  accessToken: 'lighthouse-delivery-token',
};
const INSTAGRAM = { accessToken: 'lighthouse-instagram-token' };
const GUIDE_WORD = 'lighthouse-guide-word';

function parseArgs(argv) {
  const options = {
    runs: null,
    routes: null,
    build: true,
    warmup: true,
    strict: false,
    cpu: false,
    against: [],
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--runs') options.runs = Math.max(1, Math.round(Number(argv[++index]))) || null;
    else if (arg === '--routes') options.routes = (argv[++index] ?? '').split(',').filter(Boolean);
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--no-warmup') options.warmup = false;
    else if (arg === '--strict') options.strict = true;
    else if (arg === '--cpu') options.cpu = true;
    else if (arg === '--against') options.against.push(resolve(argv[++index] ?? ''));
    else throw new Error(`unknown argument ${arg}`);
  }
  if (options.against.length > 0 && !options.cpu) throw new Error('--against needs --cpu');
  options.runs ??= options.cpu ? 5 : 3;
  return options;
}

/**
 * The build's environment: the production defaults for every backend's host, so the bundle is
 * the one a real deployment gets; everything a developer's .env.local might add is blanked
 * (process.env wins over .env files, and an empty value counts as unset). The feed's pictures go
 * through the image proxy's stand-in, as a deployment with one would have them.
 */
function buildEnv(apiPort) {
  const blank = [
    'VITE_API_URL',
    'VITE_CONTENTFUL_ENVIRONMENT',
    'VITE_CONTENTFUL_HOST',
    'VITE_INSTAGRAM_API_URL',
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_AUTH_DOMAIN',
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_APP_ID',
    'VITE_FIREBASE_AUTH_EMULATOR_URL',
    'VITE_GA_MEASUREMENT_ID',
    'VITE_FEDERATED_DEFAULT_PASSWORD',
  ];
  return {
    ...process.env,
    ...Object.fromEntries(blank.map((name) => [name, ''])),
    NODE_ENV: 'production',
    VITE_DEMO: 'false',
    VITE_CONTENTFUL_SPACE_ID: CONTENTFUL.spaceId,
    VITE_CONTENTFUL_ACCESS_TOKEN: CONTENTFUL.accessToken,
    VITE_INSTAGRAM_ACCESS_TOKEN: INSTAGRAM.accessToken,
    VITE_IMAGE_PROXY_URL: IMAGE_PROXY_TEMPLATE,
    NEGRIL_GUIDE_PASSWORD: GUIDE_WORD,
    API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
    PAINT_TWINS: 'true',
  };
}

/**
 * Lighthouse now and then fails to record a load (NO_NAVSTART, NO_FCP on a busy machine): such a
 * run is repeated, twice at most, and said so.
 */
async function measure(url, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `  (${error instanceof Error ? error.message.split('\n')[0] : String(error)}; again)`,
      );
    }
  }
}

/**
 * Pages of the other languages measured beside the English ones, each against its own twin and
 * the same targets: each language is its own bundle (vite-plugins/bundle/locale-builds.ts), so a language whose
 * words made its first load heavier, or its pages longer, shows here.
 */
const OTHER_LANGUAGE_PAGES = ['/es/', '/de/blog'];

/**
 * The painted routes of the table the build wrote (`.vite/routes.json`), a route with a `:slug`
 * once, with the given entry's slug (left out without one); then a few pages in other languages.
 */
function paintedRoutes(slug) {
  const table = JSON.parse(readFileSync(join(ROOT, OUT_DIR, '.vite', 'routes.json'), 'utf8'));
  return (
    table
      .filter((route) => route.painted)
      // The press is painted in its loading state (the build does not fetch it): its twin is a
      // skeleton with nothing to wait for, no anchor. `--routes /press` still measures it.
      .filter((route) => !(route.needs ?? []).includes('press'))
      .flatMap(({ path }) => {
        if (!path.includes(':slug')) return [path];
        return slug ? [path.replace(':slug', encodeURIComponent(slug))] : [];
      })
      .concat(OTHER_LANGUAGE_PAGES)
  );
}

/** The twin's address of a page: `/` is `/twin/`, `/blog` is `/twin/blog`, `/es/` is `/twin/es/`. */
function twinOf(route) {
  return `${TWIN_PREFIX}${route === '/' ? '/' : route}`;
}

function reportName(route, label) {
  const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_');
  return join(REPORTS, `${name}-${label}.json`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  mkdirSync(REPORTS, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'negril-lighthouse-'));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
  const logs = {
    build: join(REPORTS, 'build.log'),
    api: join(REPORTS, 'api-server.log'),
    preview: join(REPORTS, 'preview.log'),
    images: join(REPORTS, 'images.log'),
    standIns: join(REPORTS, 'stand-ins.log'),
    chrome: join(REPORTS, 'chromium.log'),
  };
  for (const log of Object.values(logs)) writeFileSync(log, '');

  const [apiPort, appPort, imagesPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const env = buildEnv(apiPort);
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

  console.log('starting the stand-ins …');
  const images = start(
    'images.py',
    PYTHON,
    [join(ROOT, 'scripts', 'lighthouse', 'images.py'), String(imagesPort)],
    {
      cwd: ROOT,
      log: logs.images,
    },
  );
  const standIns = await startStandIns({
    imagesPort,
    contentful: CONTENTFUL,
    instagram: INSTAGRAM,
    tmpDir: tmp,
    log: logs.standIns,
  });
  onCleanup(() => standIns.close());
  await waitForUrl(`http://127.0.0.1:${imagesPort}/ready`, images);

  if (options.build) {
    // The build renders the content pages ahead (vite-plugins/painted/painted-pages.ts) with the entries
    // and the posts of the stand-ins, reached at their own addresses; their certificates are
    // self-signed.
    const standInOf = (host) =>
      new RegExp(`MAP ${host.replace(/\./g, '\\.')} ([^,\\s]+)`).exec(
        standIns.hostResolverRules,
      )?.[1];
    const contentfulStandIn = standInOf(CONTENTFUL_API_HOST);
    const graphStandIn = standInOf(INSTAGRAM_API_HOST);
    console.log(`building the production app into ${OUT_DIR}/ …`);
    await run(
      'vite build',
      process.execPath,
      [vite, 'build', '--outDir', OUT_DIR, '--emptyOutDir'],
      {
        env: {
          ...env,
          ...(contentfulStandIn ? { PAINT_CONTENTFUL_HOST: contentfulStandIn } : {}),
          ...(graphStandIn ? { PAINT_INSTAGRAM_URL: `https://${graphStandIn}` } : {}),
          NODE_TLS_REJECT_UNAUTHORIZED: '0',
        },
        cwd: ROOT,
        log: logs.build,
      },
    );
  }

  console.log('starting the reference API server and vite preview …');
  const [, { url: appUrl }] = await Promise.all([
    startReferenceApi({
      root: ROOT,
      port: apiPort,
      dir: tmp,
      log: logs.api,
      env: { SITE_DOMAIN: `127.0.0.1:${appPort}` },
    }),
    startPreview({ cwd: ROOT, outDir: OUT_DIR, port: appPort, env, log: logs.preview }),
  ]);

  const slug = await standIns.latestBlogSlug();
  const routes = options.routes ?? paintedRoutes(slug);
  if (options.cpu) {
    // Each other build is served by its own checkout's Vite and configuration (its policy allows
    // its own head scripts).
    const againsts = [];
    for (const outDir of options.against) {
      const cwd = dirname(outDir);
      const server = await startPreview({
        cwd,
        outDir,
        port: await freePort(),
        env,
        log: logs.preview,
      });
      // Named by its checkout's folder (`at 24fd37c`), numbered if two share a name.
      const folder = basename(cwd);
      const taken = againsts.filter((other) => other.folder === folder).length;
      const name = taken > 0 ? `at ${folder} (${taken + 1})` : `at ${folder}`;
      againsts.push({ folder, name, url: server.url });
    }
    await measureStartCpu({
      pages: routes.flatMap((route) => [
        { label: `${route} app`, url: `${appUrl}${route}` },
        { label: `${route} twin`, url: `${appUrl}${twinOf(route)}` },
        ...againsts.map(({ name, url }) => ({ label: `${route} ${name}`, url: `${url}${route}` })),
      ]),
      runs: options.runs,
      hostResolverRules: standIns.hostResolverRules,
      flags: CHROME_FLAGS,
    });
    return 0;
  }
  const runOptions = {
    hostResolverRules: standIns.hostResolverRules,
    tmpDir: tmp,
    log: logs.chrome,
  };
  console.log(
    `Lighthouse ${options.runs}× per page and its twin with ${CHROME_PATH}, mobile: ${routes.join(' ')}`,
  );
  const pages = (route) => [
    { kind: 'app', url: `${appUrl}${route}` },
    { kind: 'twin', url: `${appUrl}${twinOf(route)}` },
  ];

  if (options.warmup) {
    for (const route of routes) {
      process.stdout.write(`  warm-up ${route} …`);
      for (const { url } of pages(route)) {
        await measure(url, { ...runOptions, categories: ['performance'] });
      }
      process.stdout.write(' done\n');
    }
  }

  /** @type {Map<string, {app: ReturnType<typeof figures>[], twin: ReturnType<typeof figures>[]}>} */
  const results = new Map(routes.map((route) => [route, { app: [], twin: [] }]));
  // Round-robin over the routes, so a slow moment of the machine does not hit one route only;
  // the app and its twin back to back, the first of them alternating.
  for (let index = 1; index <= options.runs; index += 1) {
    for (const route of routes) {
      const pair = pages(route);
      if (index % 2 === 0) pair.reverse();
      const line = [];
      for (const { kind, url } of pair) {
        const { lhr, json } = await measure(url, runOptions);
        writeFileSync(reportName(route, `${kind}-${index}`), json);
        const result = figures(lhr);
        results.get(route)?.[kind].push(result);
        line.push(
          `${kind} perf ${result.performance?.toFixed(2)}, TBT ${Math.round(result.tbt ?? 0)} ms, LCP ${((result.lcp ?? 0) / 1000).toFixed(2)} s, CLS ${(result.cls ?? 0).toFixed(3)}`,
        );
      }
      console.log(`  ${route} run ${index}: ${line.join(' | ')}`);
    }
  }

  const rows = routes.map((route) => {
    const { app, twin } = results.get(route) ?? { app: [], twin: [] };
    return compare(route, summarize(app), summarize(twin));
  });
  console.log(
    `\nMedians of ${options.runs} run(s) of each page and its twin (the same painted HTML without the app's scripts), Lighthouse 12, mobile, simulated throttling. Targets: perf ≥ ${TARGETS.performanceOfTwin} × twin, TBT ≤ twin + ${TARGETS.tbtOverTwinMs} ms, CLS 0, a11y ${TARGETS.accessibility.toFixed(2)}, bp and seo ≥ ${TARGETS.seo}.\n`,
  );
  console.log(formatTable(rows));

  // Why: the scored audits that failed, with how many runs failed them.
  const notes = [];
  for (const route of routes) {
    const runs = results.get(route)?.app ?? [];
    /** Each failed audit with its score and figure in every run that failed it. */
    const failed = new Map();
    for (const result of runs) {
      for (const { key, value } of result.failing)
        failed.set(key, [...(failed.get(key) ?? []), value]);
    }
    const lcpElement = runs.map((result) => result.lcpElement).find(Boolean);
    const warnings = [...new Set(runs.flatMap((result) => result.warnings))];
    if (failed.size === 0 && !lcpElement && warnings.length === 0) continue;
    notes.push(`\n${route}`);
    if (lcpElement) notes.push(`  LCP element: ${lcpElement.replace(/\s+/g, ' ').slice(0, 140)}`);
    for (const [key, values] of failed) {
      notes.push(`  ${values.length}/${runs.length} runs: ${key}: ${values.join('; ')}`);
    }
    for (const warning of warnings)
      notes.push(`  warning: ${warning.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
  if (notes.length > 0)
    console.log(`\nAudits below 0.9 (scored ones), LCP elements and warnings:${notes.join('\n')}`);
  console.log(`\nReports: ${REPORTS} (done in ${Math.round((Date.now() - started) / 1000)} s)`);
  return rows.some((row) => row.misses.length > 0) && options.strict ? 1 : 0;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(`\nlighthouse: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`(logs in ${REPORTS})`);
  status = 1;
} finally {
  await cleanUp();
}
process.exit(status);
