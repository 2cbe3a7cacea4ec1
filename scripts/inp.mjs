#!/usr/bin/env node
/**
 * `node scripts/inp.mjs`: Interaction to Next Paint of the guide's interactions, as a visitor
 * feels them: in Debian's Chromium (headless) at a 4× CPU slowdown, in a 1280×720 window, on a
 * production build against the reference server seeded with 120 places along Negril's coast
 * (`SEED_PLACES`: each with coordinates, hours and a price, so all on the map). Each interaction
 * is repeated (10 times by default) and its median and worst printed; `--ref <git ref>` builds
 * that ref too, in a temporary worktree, and measures it in the same run, round by round beside
 * the current tree (before / after, which goes first alternating). See docs/performance.md.
 *
 *   node scripts/inp.mjs [--ref main] [--runs 10] [--places 120] [--rate 4] [--width 1280]
 *                        [--height 720] [--no-build] [--bench] [--sequence] [--pace 0]
 *
 * `--bench` seeds the places of the outside measurement (SEED_PLACES_STYLE=bench, "Bench Place N
 * Jerk"); `--sequence` measures that measurement's sequence instead (measureSequence in
 * scripts/inp/measure.mjs: each step right after the last, `--pace` ms apart), `--runs` rounds;
 * with `--profile <file.cpuprofile>` the last tree's second round is profiled (V8's sampling
 * profiler, at the same slowdown) and the functions that took longest are printed (build with
 * `--no-minify` for their own names); without `--sequence`, the second repetition of each
 * interaction, one profile each (`file-saving-one.cpuprofile`), from the act until the page has
 * settled.
 *
 * What is measured is in scripts/inp/interactions.mjs, how in scripts/inp/measure.mjs. An
 * interaction whose control the build does not have (moving a stop, switching days before the
 * planner has days) prints "n/a".
 *
 * Builds go to dist-inp/ (the current tree) and to the worktree's own dist-inp/; the servers'
 * and the builds' logs to test-results/inp/. Every process started is stopped at the end, on
 * failure and on Ctrl-C; the temporary worktree is removed.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import {
  cleanUp,
  freePort,
  onCleanup,
  run,
  startPreview,
  startReferenceApi,
} from './lighthouse/processes.mjs';
import { INTERACTIONS } from './inp/interactions.mjs';
import { measureOnce, measureSequence, openGuide, TILES } from './inp/measure.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = 'dist-inp';
const LOGS = join(ROOT, 'test-results', 'inp');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const GUIDE_WORD = 'inp-guide-word';

function parseArgs(argv) {
  const options = {
    ref: null,
    runs: 10,
    places: 120,
    rate: 4,
    width: 1280,
    height: 720,
    build: true,
    bench: false,
    sequence: false,
    pace: 0,
    profile: null,
    minify: true,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const next = () => argv[++index] ?? '';
    if (arg === '--ref') options.ref = next();
    else if (arg === '--runs') options.runs = Math.max(1, Number(next()) || 10);
    else if (arg === '--places') options.places = Math.max(1, Number(next()) || 120);
    else if (arg === '--rate') options.rate = Math.max(1, Number(next()) || 4);
    else if (arg === '--width') options.width = Number(next()) || 1280;
    else if (arg === '--height') options.height = Number(next()) || 720;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--bench') options.bench = true;
    else if (arg === '--sequence') options.sequence = true;
    else if (arg === '--pace') options.pace = Math.max(0, Number(next()) || 0);
    else if (arg === '--profile') options.profile = next();
    else if (arg === '--no-minify') options.minify = false;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/** The build's environment: production, no demo, the guide private, a map, the API proxied. */
function buildEnv(apiPort) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    VITE_DEMO: 'false',
    VITE_CONTENTFUL_SPACE_ID: 'inp-space',
    VITE_CONTENTFUL_ACCESS_TOKEN: 'inp-token',
    VITE_INSTAGRAM_ACCESS_TOKEN: 'inp-token',
    VITE_GA_MEASUREMENT_ID: '',
    VITE_FIREBASE_API_KEY: '',
    VITE_FIREBASE_AUTH_DOMAIN: '',
    VITE_FIREBASE_PROJECT_ID: '',
    VITE_FIREBASE_APP_ID: '',
    VITE_FIREBASE_AUTH_EMULATOR_URL: '',
    VITE_MAP_TILE_URL: TILES.template,
    NEGRIL_GUIDE_PASSWORD: GUIDE_WORD,
    API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
    // The content pages are painted from the demo's data: the guide is what is measured.
    PAINT_MOCK_BACKENDS: 'true',
  };
}

/** A temporary worktree of `ref`, sharing this tree's node_modules; removed at the end. */
function worktreeOf(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'negril-inp-ref-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: ROOT, stdio: 'ignore' });
  onCleanup(() => {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
    } catch {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function cells(durations) {
  if (!durations || durations.length === 0) return ['n/a', 'n/a'];
  return [`${Math.round(median(durations))} ms`, `${Math.round(Math.max(...durations))} ms`];
}

function table(sites) {
  const header = ['interaction'];
  for (const site of sites) header.push(`${site.label} median`, `${site.label} worst`);
  const rows = INTERACTIONS.map(({ name }) => [
    name,
    ...sites.flatMap((site) => cells(site.results[name])),
  ]);
  const lines = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`);
  return lines.join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(LOGS, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'negril-inp-'));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));

  const apiPort = await freePort();
  const env = buildEnv(apiPort);
  const sites = [];
  if (options.ref) sites.push({ label: options.ref, dir: worktreeOf(options.ref) });
  sites.push({ label: 'this tree', dir: ROOT });

  for (const [index, site] of sites.entries()) {
    const log = join(LOGS, `build-${index}.log`);
    writeFileSync(log, '');
    if (options.build || !existsSync(join(site.dir, OUT_DIR, 'index.html'))) {
      console.log(`building ${site.label} into ${join(site.dir, OUT_DIR)} … (log: ${log})`);
      const vite = join(site.dir, 'node_modules', 'vite', 'bin', 'vite.js');
      await run(
        'vite build',
        process.execPath,
        [
          vite,
          'build',
          '--outDir',
          OUT_DIR,
          '--emptyOutDir',
          ...(options.minify ? [] : ['--minify', 'false']),
        ],
        {
          env,
          cwd: site.dir,
          log,
        },
      );
    }
  }

  console.log(`starting the reference server with ${options.places} places …`);
  const apiLog = join(LOGS, 'api-server.log');
  writeFileSync(apiLog, '');
  await startReferenceApi({
    root: ROOT,
    port: apiPort,
    dir: tmp,
    log: apiLog,
    env: {
      GUIDE_WORD,
      SEED_PLACES: String(options.places),
      SEED_PLACES_STYLE: options.bench ? 'bench' : '',
    },
    timeoutMs: 120_000,
  });

  for (const [index, site] of sites.entries()) {
    const port = await freePort();
    const log = join(LOGS, `preview-${index}.log`);
    writeFileSync(log, '');
    site.url = (await startPreview({ cwd: site.dir, outDir: OUT_DIR, port, env, log })).url;
  }

  // A browser for each site, both open at once, so that each round measures them one beside the
  // other: on shared cores the load moves from one minute to the next.
  for (const site of sites) {
    const browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    onCleanup(() => browser.close());
    site.page = await openGuide(browser, site.url, { ...options, word: GUIDE_WORD });
    site.results = {};
  }
  console.log(
    `measuring ${sites.map((site) => site.label).join(' and ')} (${options.runs} rounds, ${options.rate}× CPU slowdown, ${options.places} places, ${options.width}×${options.height}) …`,
  );
  if (options.sequence) {
    await sequenceRounds(sites, options);
    return;
  }
  for (const interaction of INTERACTIONS) {
    const missing = new Set();
    for (let round = 0; round < options.runs; round += 1) {
      const order = round % 2 ? [...sites].reverse() : sites;
      for (const site of order) {
        if (missing.has(site)) continue;
        // With --profile, the second repetition of each interaction on the last tree is profiled.
        const profiled = options.profile && round === 1 && site === sites.at(-1);
        const around = profiled
          ? profiler(site.page, profileFile(options.profile, interaction))
          : null;
        const duration = await measureOnce(site.page, interaction, { around });
        if (duration === null) missing.add(site);
        else (site.results[interaction.name] ??= []).push(duration);
      }
    }
    for (const site of sites) {
      const durations = site.results[interaction.name] ?? [];
      const shown = durations.length ? durations.map(Math.round).join(' ') : 'n/a';
      console.log(`  ${site.label}, ${interaction.name}: ${shown}`);
    }
  }
  console.log(`\nInteraction to Next Paint, ${options.runs} rounds each:\n`);
  console.log(table(sites));
}

/** What `measureSequence` names each interaction, as the table names it. */
const SEQUENCE_KINDS = {
  typing: 'typing a letter in the search',
  'open-now': 'ticking "Open now" (and back)',
  opening: 'opening a place',
  closing: 'closing it (Escape)',
  saving: 'saving one',
};

/** The functions of a CPU profile that took longest (self time), with their script. */
function printProfile(profile, file) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const interval = new Map();
  for (let index = 0; index < profile.samples.length; index += 1) {
    const id = profile.samples[index];
    interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  }
  for (const [id, micros] of interval) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + micros / 1000);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(`\nthe profile (${file}), self time, longest first:`);
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

/** `file.cpuprofile` for one interaction: `file-opening-a-place.cpuprofile`. */
function profileFile(file, interaction) {
  const slug = interaction.name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
  return file.replace(/(\.cpuprofile)?$/, `-${slug}.cpuprofile`);
}

/** Starts and stops V8's sampling profiler around one interaction, and prints what it found. */
function profiler(page, file) {
  let cdp = null;
  return {
    async start() {
      cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    },
    async stop(done) {
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      if (!done) return;
      writeFileSync(file, JSON.stringify(profile));
      printProfile(profile, file);
    },
  };
}

/** `--sequence`: rounds of the outside measurement's sequence, the sites alternating. */
async function sequenceRounds(sites, options) {
  for (let round = 0; round < options.runs; round += 1) {
    const order = round % 2 ? [...sites].reverse() : sites;
    for (const site of order) {
      const profiled = options.profile && round === 1 && site === sites.at(-1);
      const around = profiled ? profiler(site.page, options.profile) : null;
      await around?.start();
      const { byKind, misbehaved } = await measureSequence(site.page, {
        pace: options.pace,
        round,
      });
      site.misbehaved = (site.misbehaved ?? 0) + misbehaved;
      await around?.stop(true);
      for (const [kind, durations] of Object.entries(byKind)) {
        (site.results[SEQUENCE_KINDS[kind] ?? kind] ??= []).push(...durations);
      }
    }
  }
  const names = [...new Set(sites.flatMap((site) => Object.keys(site.results)))];
  const header = ['interaction'];
  for (const site of sites) header.push(`${site.label} median`, `${site.label} worst`, 'n');
  const rows = names.map((name) => [
    name,
    ...sites.flatMap((site) => [...cells(site.results[name]), site.results[name]?.length ?? 0]),
  ]);
  console.log(
    `\nInteraction to Next Paint, ${options.runs} rounds of the sequence, ${options.pace} ms apart (interactions under 16 ms not counted):\n`,
  );
  for (const site of sites) {
    if (site.misbehaved) {
      console.log(
        `${site.label}: in ${site.misbehaved} rounds the place closed by itself or opened again after Escape`,
      );
    }
  }
  console.log(
    [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n'),
  );
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
