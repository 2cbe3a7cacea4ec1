// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX } from 'redux-persist';
import { PERSIST_KEY } from '../../src/app/store/persistence';
import { STORED_KEYS } from '../../src/app/store/storedKeys';

const SRC = join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/** Every `const NAME = 'text'` in src/, so a key written through its constant is read as text. */
const constants = new Map(
  files.flatMap(({ text }) =>
    [...text.matchAll(/\bconst ([A-Z][A-Z0-9_]*) = '([^']*)'/g)].map((m) => [m[1]!, m[2]!]),
  ),
);

/**
 * A writer that takes its key as a parameter, defaulting to a key's constant (`key = TRIP_KEY`):
 * the family of keys it writes is listed under that key's name (`negrilTripDays.<id>` beside it).
 */
const parameterKeys = (text: string) =>
  new Map([...text.matchAll(/\b([a-z]\w*) = ([A-Z][A-Z0-9_]*)\b/g)].map((m) => [m[1]!, m[2]!]));

/** The keys written to localStorage, whatever the call: the storage helpers or the API itself. */
function writtenKeys(): { key: string; where: string }[] {
  const written: { key: string; where: string }[] = [];
  for (const { path, text } of files) {
    // The helpers' own definitions take any key; their callers are what is checked.
    if (path === join('lib', 'browser', 'storage.ts')) continue;
    for (const m of text.matchAll(/\b(?:setItem|writeJson|writeText)\(\s*([^,)]+),/g)) {
      const argument = m[1]!.trim();
      const literal = /^['"`]([^'"`]*)['"`]$/.exec(argument)?.[1];
      const parameter = parameterKeys(text).get(argument);
      written.push({
        key:
          literal ??
          constants.get(argument) ??
          (parameter === undefined ? undefined : constants.get(parameter)) ??
          `unresolved ${argument}`,
        where: path,
      });
    }
  }
  return written;
}

describe('the list of stored keys', () => {
  it('names every key src/ writes to localStorage, and redux-persist’s', () => {
    const listed = STORED_KEYS.map((kept) => kept.name);
    const written = writtenKeys();
    // The session, the guide word, the trip, the consent, the demo's database at least.
    expect(written.length).toBeGreaterThanOrEqual(5);
    for (const { key, where } of written) expect(listed, `${key} (${where})`).toContain(key);
    expect(listed).toContain(`${KEY_PREFIX}${PERSIST_KEY}`);
  });

  it('lists each key once', () => {
    const listed = STORED_KEYS.map((kept) => kept.name);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
