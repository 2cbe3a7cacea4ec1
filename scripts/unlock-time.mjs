#!/usr/bin/env node
/**
 * How long the guide's gate takes to check a word: the PBKDF2-SHA-256 derivation the page runs
 * (src/features/guide/gate/guideWord.ts), timed inside a production build served by `vite preview`,
 * with the salt and count of iterations that build embedded. Debian's Chromium, without CPU
 * throttling and at 4x (DevTools' `Emulation.setCPUThrottlingRate`), 7 runs each; medians printed.
 *
 * The throttling slows the page's main thread. Chromium runs Web Crypto's derivations on a
 * thread of its own, so a main-thread control (plain JavaScript) is timed beside it, to show
 * whether the throttling reached the derivation at all.
 *
 *   NEGRIL_GUIDE_PASSWORD=... npm run build
 *   node scripts/unlock-time.mjs [--dist dist] [--port 4203] [--runs 7]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dist = option('--dist', 'dist');
const port = Number(option('--port', process.env.E2E_APP_PORT || 4203));
const runs = Number(option('--runs', 7));
const RATES = [1, 4];
/** As playwright.config.ts launches it. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The salt and iterations the build embedded (as scripts/checks/check-dist.mjs finds them). */
function embeddedCheck() {
  const found = {};
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  for (const path of walk(join(dist, 'assets')).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(path, 'utf8');
    for (const [, key, value] of text.matchAll(
      /["'`]?VITE_NEGRIL_GUIDE_(SALT|ITERATIONS)["'`]?\s*:\s*["'`]([0-9a-f]*)["'`]/g,
    )) {
      found[key] = value;
    }
    // As the built configuration carries it (src/config.ts, `__BUILT_CONFIG__`).
    const built =
      /["'`]?salt["'`]?\s*:\s*["'`]([0-9a-f]+)["'`]\s*,\s*["'`]?iterations["'`]?\s*:\s*([0-9.e+]+)/.exec(
        text,
      );
    if (built) Object.assign(found, { SALT: built[1], ITERATIONS: String(Number(built[2])) });
  }
  if (!found.SALT || !found.ITERATIONS) {
    throw new Error(`${dist} has no guide word check: build it with NEGRIL_GUIDE_PASSWORD set`);
  }
  return { salt: found.SALT, iterations: Number(found.ITERATIONS) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One derivation as the gate runs it, in milliseconds (a word that is not the guide's). */
function deriveOnce({ salt, iterations }) {
  return async () => {
    const bytes = new Uint8Array(salt.match(/../g).map((pair) => parseInt(pair, 16)));
    const started = performance.now();
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode('not-the-word'),
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: bytes, iterations },
      key,
      256,
    );
    return performance.now() - started;
  };
}

/** The control: a fixed amount of plain JavaScript on the main thread, in milliseconds. */
function mainThreadOnce() {
  let state = 1;
  const started = performance.now();
  for (let index = 0; index < 20_000_000; index += 1) state = (state * 48271) % 2147483647;
  return performance.now() - started + (state < 0 ? 1 : 0);
}

const check = embeddedCheck();
const server = await preview({
  logLevel: 'warn',
  build: { outDir: dist },
  preview: { host: '127.0.0.1', port, strictPort: true },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/negril`);
  const cdp = await context.newCDPSession(page);
  const derive = `(${deriveOnce.toString()})(${JSON.stringify(check)})()`;
  const control = `(${mainThreadOnce.toString()})()`;
  console.log(
    `PBKDF2-SHA-256, ${check.iterations} iterations, in ${dist} served at http://127.0.0.1:${port}; ${runs} runs each`,
  );
  for (const rate of RATES) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // One run first: the key import's and the engine's first-time costs are not the gate's.
    await page.evaluate(derive);
    const times = { derive: [], control: [] };
    for (let run = 0; run < runs; run += 1) {
      times.derive.push(await page.evaluate(derive));
      times.control.push(await page.evaluate(control));
    }
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(
      `CPU ${rate}x: derivation median ${ms(median(times.derive))}, fastest ` +
        `${ms(Math.min(...times.derive))} (runs: ${times.derive.map(ms).join(', ')}); ` +
        `main-thread control median ${ms(median(times.control))}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
