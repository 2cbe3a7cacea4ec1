#!/usr/bin/env node
/**
 * Prints, per route, the JavaScript and CSS a first visit downloads (raw, gzip, brotli),
 * following the chunks each route really loads (the entry, its static imports, the route's
 * screen chunk and its static imports), then checks the budget. Reads dist/ as `vite build`
 * left it (the manifest is on in vite.config.ts).
 *
 *   node scripts/size.mjs [--dist dist]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';

export const BUDGET = {
  entryJsGzip: 140_000,
  entryCssGzip: 12_000,
  lazyChunkGzip: 35_000,
};

export const ROUTES = {
  '/': 'src/app/screens/HomeScreen.tsx',
  '/blog': 'src/features/blog/screens/BlogListScreen.tsx',
  '/blog/:slug': 'src/features/blog/screens/BlogEntryScreen.tsx',
  '/press': 'src/features/press/screens/PressScreen.tsx',
  '/feed': 'src/features/feed/screens/FeedScreen.tsx',
  '/negril': 'src/features/negril/screens/NegrilScreen.tsx',
  '/login': 'src/features/auth/screens/LoginScreen.tsx',
};

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the manifest: run `vite build` first');

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
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

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizeCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizeCache.get(file);
}

function total(list) {
  return list.reduce(
    (sum, file) => {
      const size = sizes(file);
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
const row = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
const widths = [12, 5, 11, 11, 11, 50];

console.log(row(['route', 'kind', 'raw', 'gzip', 'brotli', 'chunks'], widths));
const results = {};
for (const [route, source] of Object.entries(ROUTES)) {
  if (!manifest[source]) throw new Error(`${source} (route ${route}) is not a chunk of the build`);
  const keys = closure([entryKey, source]);
  for (const kind of ['js', 'css']) {
    const list = files(keys, kind);
    const sum = total(list);
    results[`${route} ${kind}`] = sum;
    const names = list.map((file) => file.replace(/^assets\//, '')).join(' ');
    console.log(row([route, kind, kb(sum.raw), kb(sum.gzip), kb(sum.brotli), names], widths));
  }
}

const failures = [];
const home = results['/ js'];
const homeCss = results['/ css'];
if (home.gzip > BUDGET.entryJsGzip) {
  failures.push(`first-load JS of / is ${kb(home.gzip)} gzip, budget ${kb(BUDGET.entryJsGzip)}`);
}
if (homeCss.gzip > BUDGET.entryCssGzip) {
  failures.push(
    `first-load CSS of / is ${kb(homeCss.gzip)} gzip, budget ${kb(BUDGET.entryCssGzip)}`,
  );
}
const entryFiles = new Set(files(closure([entryKey]), 'js'));
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js') || entryFiles.has(chunk.file)) continue;
  const { gzip } = sizes(chunk.file);
  if (gzip > BUDGET.lazyChunkGzip) {
    failures.push(
      `lazy chunk ${chunk.file} is ${kb(gzip)} gzip, budget ${kb(BUDGET.lazyChunkGzip)}`,
    );
  }
}

console.log(
  `\nbudget: / first-load JS ${kb(home.gzip)} of ${kb(BUDGET.entryJsGzip)} gzip, CSS ${kb(homeCss.gzip)} of ${kb(BUDGET.entryCssGzip)} gzip; lazy chunks at most ${kb(BUDGET.lazyChunkGzip)} gzip each`,
);
if (failures.length > 0) {
  console.error(`\nover budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('within budget');
