#!/usr/bin/env node
/**
 * Checks what a production build must not contain: the demo's mock service worker and MSW code
 * (unless it is a demo build), and the guide word in any form but its slow check: not the word,
 * not its plain SHA-256; the check the bundle carries must be a PBKDF2-SHA-256 digest of this
 * word with a salt and at least MIN_ITERATIONS iterations (vite-plugins/security/guide-word.ts makes it).
 * The site holds one bundle per language (vite-plugins/bundle/locale-builds.ts), all under dist/: every file of
 * every language is read, and every check found is verified (the languages' builds share one salt,
 * so there is one). Then scripts/checks/check-languages.mjs checks what every language's pages must hold.
 *
 *   NEGRIL_GUIDE_PASSWORD=... node scripts/checks/check-dist.mjs [--dist dist] [--demo]
 */
import { createHash, pbkdf2Sync } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { languageProblems } from './check-languages.mjs';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';
const demoBuild = args.includes('--demo');
const guideWord = process.env.NEGRIL_GUIDE_PASSWORD ?? '';
/** Below this, trying words against the bundle is too cheap (the build uses 500,000). */
const MIN_ITERATIONS = 300_000;

/** The word's plain digests, as hex and base64: what an unsalted check would have embedded. */
const plainDigests = guideWord
  ? ['hex', 'base64', 'base64url'].map((encoding) =>
      createHash('sha256').update(guideWord, 'utf8').digest(encoding),
    )
  : [];
/** `VITE_NEGRIL_GUIDE_SALT:"…"` as the bundler writes the build's variables (any quotes). */
const CHECK_VALUE =
  /["'`]?VITE_NEGRIL_GUIDE_(SALT|ITERATIONS|DIGEST)["'`]?\s*:\s*["'`]([0-9a-f]*)["'`]/g;
/**
 * The same check as the built configuration carries it (`__BUILT_CONFIG__`, src/config.ts): the
 * guide's settings `{salt:"…",iterations:5e5,digest:"…"}`, keys quoted or not.
 */
const BUILT_CHECK =
  /["'`]?salt["'`]?\s*:\s*["'`]([0-9a-f]*)["'`]\s*,\s*["'`]?iterations["'`]?\s*:\s*([0-9.e+]+)\s*,\s*["'`]?digest["'`]?\s*:\s*["'`]([0-9a-f]*)["'`]/g;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const problems = [];
/** Each distinct check found, as its JSON: salt, iterations, digest. */
const checks = new Set();
const builtFiles = walk(dist);
for (const path of builtFiles) {
  const name = relative(dist, path);
  const text = readFileSync(path, 'latin1');
  if (!demoBuild) {
    if (name === 'mockServiceWorker.js') problems.push(`${name}: the demo's service worker`);
    if (/\[MSW\]|setupWorker|mockServiceWorker/.test(text)) problems.push(`${name}: MSW code`);
  }
  if (guideWord && text.includes(guideWord)) problems.push(`${name}: the guide word`);
  if (plainDigests.some((digest) => text.includes(digest))) {
    problems.push(`${name}: the guide word's plain SHA-256 digest`);
  }
  const found = {};
  for (const [, key, value] of text.matchAll(CHECK_VALUE)) found[key] = value;
  if (Object.keys(found).length > 0) checks.add(JSON.stringify(found));
  for (const [, salt, iterations, digest] of text.matchAll(BUILT_CHECK)) {
    checks.add(
      JSON.stringify({ SALT: salt, ITERATIONS: String(Number(iterations)), DIGEST: digest }),
    );
  }
}

if (guideWord) {
  if (checks.size === 0) {
    problems.push('no guide word check (its salt, iterations and digest) was found');
  }
  for (const json of checks) {
    const check = JSON.parse(json);
    const iterations = Number(check.ITERATIONS);
    if (!check.SALT || !check.DIGEST || !Number.isSafeInteger(iterations)) {
      problems.push(`an incomplete guide word check was found: ${json}`);
    } else if (iterations < MIN_ITERATIONS) {
      problems.push(
        `the guide word check has ${iterations} iterations (at least ${MIN_ITERATIONS})`,
      );
    } else {
      const derived = pbkdf2Sync(
        guideWord,
        Buffer.from(check.SALT, 'hex'),
        iterations,
        32,
        'sha256',
      );
      if (derived.toString('hex') !== check.DIGEST) {
        problems.push(
          'the guide word check is not of NEGRIL_GUIDE_PASSWORD: built with another word?',
        );
      }
    }
  }
}

// And what it must hold: every language, each page linked to its versions (check-languages.mjs).
const languages = languageProblems(dist);
problems.push(...languages.problems);

if (problems.length > 0) {
  console.error(`dist/ holds what it must not:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `dist/ checked: ${builtFiles.length} files, no MSW code${
    guideWord
      ? `, no guide word nor its SHA-256, ${checks.size} PBKDF2 check(s) of it with ${[...checks].map((json) => JSON.parse(json).ITERATIONS).join(', ')} iterations`
      : ''
  }; languages: ${languages.summary}`,
);
