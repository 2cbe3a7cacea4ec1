// Compiles the messages (messages/<locale>.json) into src/paraglide/ with Paraglide, one module per
// language (as Paraglide's Vite plugin does in development: a build compiles one module per
// message, for its chunks), and writes beside them a fingerprint of what they were compiled from:
// the message files, the project's settings and Paraglide's version. `npm run i18n` (and
// `npm install`) always compiles; the unit tests' Vite server compiles only when the fingerprint
// differs or another compile (a build's) has written since (vite-plugins/bundle/i18n.ts), so `npm test`
// does not pay Paraglide's 9 s again for messages compiled a moment before. One module per
// language matters there too: a run with one module per message took 175 s instead of 150.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const PROJECT = './project.inlang';
const OUTDIR = './src/paraglide';
const STAMP = '.compiled-from';
const OUTPUT_STRUCTURE = 'locale-modules';

/** What the compiled messages depend on, as one hash. */
export function messagesFingerprint(root = process.cwd()) {
  const hash = createHash('sha256');
  const paraglide = JSON.parse(
    readFileSync(resolve(root, 'node_modules/@inlang/paraglide-js/package.json'), 'utf8'),
  );
  hash.update(`paraglide ${paraglide.version} ${OUTPUT_STRUCTURE}\n`);
  hash.update(readFileSync(resolve(root, PROJECT, 'settings.json')));
  const messages = resolve(root, 'messages');
  for (const name of readdirSync(messages).sort()) {
    if (!name.endsWith('.json')) continue;
    hash.update(`\n${name}\n`);
    hash.update(readFileSync(join(messages, name)));
  }
  return hash.digest('hex');
}

/** Compiles the messages (unless `onlyIfChanged` and the fingerprint is the same); true if it did. */
export async function compileMessages({ root = process.cwd(), onlyIfChanged = false } = {}) {
  const stamp = resolve(root, OUTDIR, STAMP);
  const fingerprint = messagesFingerprint(root);
  const messages = resolve(root, OUTDIR, 'messages.js');
  if (
    onlyIfChanged &&
    existsSync(stamp) &&
    existsSync(messages) &&
    readFileSync(stamp, 'utf8') === fingerprint &&
    statSync(messages).mtimeMs <= statSync(stamp).mtimeMs
  ) {
    return false;
  }
  await compile({
    project: resolve(root, PROJECT),
    outdir: resolve(root, OUTDIR),
    emitTsDeclarations: true,
    outputStructure: OUTPUT_STRUCTURE,
  });
  writeFileSync(stamp, fingerprint);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await compileMessages();
}
