#!/usr/bin/env node
/**
 * Fails on a relative link in the documentation that does not resolve: a file or folder that is
 * not in the repository, or a `#anchor` that is not a heading of the file it points at (GitHub's
 * heading ids). Checks README.md, docs/**\/*.md and the reference server's README, or the files
 * given as arguments. Addresses with a scheme (https:, mailto:) are not checked.
 *
 *   node scripts/checks/check-links.mjs [file.md ...]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');

function markdownUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => resolve(file))
    : [
        join(root, 'README.md'),
        ...markdownUnder(join(root, 'docs')),
        join(root, 'tests/e2e/server/README.md'),
      ].filter((file) => existsSync(file));

/** The text outside fenced code blocks and code spans, where a link is a link. */
function prose(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const seen = new Map();
    const ids = new Set();
    const text = readFileSync(file, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
    for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      ids.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorsOf.set(file, ids);
  }
  return anchorsOf.get(file);
}

const broken = [];
let checked = 0;
for (const file of files) {
  const text = prose(readFileSync(file, 'utf8'));
  // Inline links and pictures, `[text](target "title")`, and reference definitions, `[id]: target`.
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
  ];
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    checked += 1;
    const [pathPart, anchor] = target.split('#');
    const path = decodeURIComponent(pathPart ?? '');
    const resolved = path ? resolve(dirname(file), path) : file;
    const where = `${relative(root, file)}: ${target}`;
    if (!existsSync(resolved)) {
      broken.push(`${where} (no ${relative(root, resolved)})`);
      continue;
    }
    if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
      if (!anchors(resolved).has(anchor)) broken.push(`${where} (no heading #${anchor})`);
    }
  }
}

if (broken.length > 0) {
  console.error(`${broken.length} broken relative link(s):`);
  for (const line of broken) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`${checked} relative links in ${files.length} files resolve.`);
