#!/usr/bin/env node
/**
 * `node scripts/inp.mjs`: Interaction to Next Paint of the guide's interactions, in Debian's
 * Chromium (headless) at a 4× CPU slowdown, on a production build against the reference server
 * seeded with 120 places. Each interaction is repeated (10 times by default) and its median and
 * worst printed; `--ref <git ref>` builds that ref too, in a temporary worktree, and measures it
 * in the same run, beside the current tree (before / after). See docs/performance.md.
 *
 *   node scripts/inp.mjs [--ref main] [--runs 10] [--places 120] [--rate 4] [--width 1280]
 *                        [--height 800] [--no-build]
 *
 * How an interaction is measured: the Event Timing API (a PerformanceObserver of `event`
 * entries, durationThreshold 16 ms, the longest entry per interaction id), which is what
 * web-vitals' onINP reads. An interaction whose entries stay under the 16 ms threshold reports
 * none; it is counted as 16 ms (an upper bound). An interaction whose control the build does not
 * have (moving a stop, switching days before the planner has days) prints "n/a".
 *
 * Builds go to dist-inp/ (the current tree) and to the worktree's own dist-inp/; the servers'
 * and the builds' logs to test-results/inp/. Every process started is stopped at the end, on
 * failure and on Ctrl-C; the temporary worktree is removed.
 */
// The functions handed to page.evaluate run in the page.
/* global window, requestAnimationFrame */
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

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = 'dist-inp';
const LOGS = join(ROOT, 'test-results', 'inp');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const GUIDE_WORD = 'inp-guide-word';
/** The map's tiles come from a name only this script's browser knows, answered with one PNG. */
const TILES = {
  origin: 'https://tiles.inp.test',
  template: 'https://tiles.inp.test/{z}/{x}/{y}.png',
};
// A 1×1 transparent PNG.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function parseArgs(argv) {
  const options = {
    ref: null,
    runs: 10,
    places: 120,
    rate: 4,
    width: 1280,
    height: 800,
    build: true,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const next = () => argv[++index] ?? '';
    if (arg === '--ref') options.ref = next();
    else if (arg === '--runs') options.runs = Math.max(1, Number(next()) || 10);
    else if (arg === '--places') options.places = Math.max(1, Number(next()) || 120);
    else if (arg === '--rate') options.rate = Math.max(1, Number(next()) || 4);
    else if (arg === '--width') options.width = Number(next()) || 1280;
    else if (arg === '--height') options.height = Number(next()) || 800;
    else if (arg === '--no-build') options.build = false;
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
    PRERENDER_MOCK_BACKENDS: 'true',
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

/**
 * What is measured, in order. Each `act` does one interaction and returns false when its control
 * is not there; `setup` (not measured) runs before each repetition.
 */
const INTERACTIONS = [
  {
    name: 'typing a letter in the search',
    setup: async (page) => {
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('');
      await search.focus();
    },
    act: async (page) => {
      await page.keyboard.press('s');
      return true;
    },
  },
  {
    name: 'ticking "Open now"',
    setup: async (page) => {
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
    },
    act: async (page) => {
      await page.getByRole('checkbox', { name: 'Open now' }).click();
      return true;
    },
  },
  {
    name: 'opening a place',
    setup: async (page) => {
      const box = page.getByRole('checkbox', { name: 'Open now' });
      if (await box.isChecked()) await box.click();
      await closeDialog(page);
    },
    act: async (page) => {
      await page.locator('article h3 button').nth(2).click();
      await page.getByRole('dialog').waitFor();
      return true;
    },
  },
  {
    name: 'closing it',
    setup: async (page) => {
      if ((await page.getByRole('dialog').count()) === 0) {
        await page.locator('article h3 button').nth(2).click();
        await page.getByRole('dialog').waitFor();
      }
    },
    act: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      return true;
    },
  },
  {
    name: 'saving one',
    setup: async (page) => {
      await closeDialog(page);
    },
    act: async (page) => {
      await page
        .locator('article')
        .nth(1)
        .getByRole('button', { name: /^Save.* my trip$/ })
        .click();
      return true;
    },
  },
  {
    name: 'moving a stop',
    setup: async (page) => {
      await openTrip(page);
    },
    act: async (page) => {
      const move = page.getByRole('button', { name: /^Move .*(later|down|after)/i });
      if ((await move.count()) === 0) return false;
      await move.first().click();
      return true;
    },
  },
  {
    name: 'switching days',
    setup: async (page) => {
      await openTrip(page);
    },
    act: async (page) => {
      const days = dayChoice(page);
      if ((await days.count()) < 2) return false;
      const selected = await days.evaluateAll((buttons) =>
        buttons.findIndex((button) => button.getAttribute('aria-pressed') === 'true'),
      );
      await days.nth(selected === 0 ? 1 : 0).click();
      return true;
    },
  },
];

async function closeDialog(page) {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The buttons that choose the day the trip's map shows ("Day 1", "Day 2"). */
const dayChoice = (page) =>
  page.getByRole('group', { name: 'Day shown on the map' }).getByRole('button');

/**
 * My trip with three places in its first day and a second day, when the planner has days. The
 * places are saved from the list first (saving adds to the last day), then the day is added.
 */
async function openTrip(page) {
  const tab = page.getByRole('button', { name: /^My trip/ });
  if ((await tab.getAttribute('aria-pressed')) === 'true') return;
  // A save button's name changes with its state in this tree ("Saved: remove …") and was a
  // pressed toggle before: a saved one is either, so that a --ref build is measured the same way.
  const buttons = page.locator('article').getByRole('button', { name: /^Save.* my trip$/ });
  const savedStates = () =>
    buttons.evaluateAll((all) =>
      all.map(
        (button) =>
          button.getAttribute('aria-pressed') === 'true' || button.textContent.trim() === 'Saved',
      ),
    );
  for (let states = await savedStates(); states.filter(Boolean).length < 3;) {
    const next = states.findIndex((saved, index) => index >= 3 && !saved);
    if (next < 0) break;
    await buttons.nth(next).click();
    states = await savedStates();
  }
  await tab.click();
  await page.getByRole('heading', { name: 'My trip', level: 2 }).waitFor();
  const addDay = page.getByRole('button', { name: /^Add a day$/ });
  if ((await addDay.count()) > 0 && (await dayChoice(page).count()) < 2) {
    await addDay.first().click();
  }
}

/** Records the longest event entry of each interaction (Event Timing), from the page's start. */
function observeInteractions() {
  const longest = new Map();
  window.__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(
        entry.interactionId,
        Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Waits until the page has painted twice and been quiet a moment (entries are reported late). */
async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)));
      }),
  );
}

async function interactionIds(page) {
  return page.evaluate(() => [...window.__interactions.keys()]);
}

async function measureSite(browser, appUrl, options) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    serviceWorkers: 'block',
  });
  await context.route(`${TILES.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await context.addInitScript(
    ({ word }) => {
      localStorage.setItem('negrilPassword', word);
      // The consent question answered, so no banner covers the guide.
      localStorage.setItem('analyticsConsent', 'denied');
    },
    { word: GUIDE_WORD },
  );
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  await page.goto(`${appUrl}/negril`);
  await page.getByRole('searchbox', { name: 'Search' }).waitFor({ timeout: 60_000 });
  await page
    .locator('article')
    .nth(options.places > 20 ? 20 : 1)
    .waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.rate });

  const results = {};
  for (const interaction of INTERACTIONS) {
    const durations = [];
    for (let round = 0; round < options.runs; round += 1) {
      await interaction.setup(page);
      await settle(page);
      const before = new Set(await interactionIds(page));
      let done = false;
      try {
        done = await interaction.act(page);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        console.log(`  ${interaction.name}: failed (${reason})`);
      }
      if (!done) break;
      await settle(page);
      const after = await page.evaluate(() => [...window.__interactions.entries()]);
      const fresh = after.filter(([id]) => !before.has(id)).map(([, duration]) => duration);
      durations.push(fresh.length === 0 ? 16 : Math.max(...fresh));
    }
    results[interaction.name] = durations;
    process.stdout.write(
      `  ${interaction.name}: ${durations.length ? durations.map(Math.round).join(' ') : 'n/a'}\n`,
    );
  }
  await context.close();
  return results;
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
        [vite, 'build', '--outDir', OUT_DIR, '--emptyOutDir'],
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
    env: { GUIDE_WORD, SEED_PLACES: String(options.places) },
    timeoutMs: 120_000,
  });

  for (const [index, site] of sites.entries()) {
    const port = await freePort();
    const log = join(LOGS, `preview-${index}.log`);
    writeFileSync(log, '');
    site.url = (await startPreview({ cwd: site.dir, outDir: OUT_DIR, port, env, log })).url;
  }

  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  onCleanup(() => browser.close());
  for (const site of sites) {
    console.log(
      `measuring ${site.label} (${options.runs} rounds, ${options.rate}× CPU slowdown, ${options.places} places, ${options.width}×${options.height}) …`,
    );
    site.results = await measureSite(browser, site.url, options);
  }
  console.log(`\nInteraction to Next Paint, ${options.runs} rounds each:\n`);
  console.log(table(sites));
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
