#!/usr/bin/env node
/**
 * Checks what a production build must not contain: the demo's mock service worker and MSW code
 * (unless it is a demo build), and the guide word in any form but its digest.
 *
 *   NEGRIL_GUIDE_PASSWORD=... node scripts/check-dist.mjs [--dist dist] [--demo]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';
const demoBuild = args.includes('--demo');
const guideWord = process.env.NEGRIL_GUIDE_PASSWORD ?? '';

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const problems = [];
const builtFiles = walk(dist);
for (const path of builtFiles) {
  const name = relative(dist, path);
  const text = readFileSync(path, 'latin1');
  if (!demoBuild) {
    if (name === 'mockServiceWorker.js') problems.push(`${name}: the demo's service worker`);
    if (/\[MSW\]|setupWorker|mockServiceWorker/.test(text)) problems.push(`${name}: MSW code`);
  }
  if (guideWord && text.includes(guideWord)) problems.push(`${name}: the guide word`);
}

if (problems.length > 0) {
  console.error(`dist/ holds what it must not:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `dist/ checked: ${builtFiles.length} files, no MSW code${guideWord ? ', no guide word' : ''}`,
);
