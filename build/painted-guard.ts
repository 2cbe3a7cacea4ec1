import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, transformSync } from 'rolldown/utils';
import * as format from '../src/painted/format.ts';

/** The guard's source: a real, linted and tested file of the app. */
export const PAGE_GUARD_SOURCE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/painted/guard.ts',
);

/** The guard's one import: the page's names, which the script carries as literals. */
const FORMAT_IMPORT = /^import \{([^}]*)\} from '\.\/format';$/m;

let built: { script: string; hash: string } | null = null;

/**
 * The guard as the painted pages carry it inline (its types stripped, the names it imports from
 * src/painted/format.ts written in, minified), and the policy's source that allows exactly that
 * text. The same text on every page: one hash.
 */
export function pageGuard(): { script: string; hash: string } {
  if (built) return built;
  const source = readFileSync(PAGE_GUARD_SOURCE, 'utf8');
  const names = (FORMAT_IMPORT.exec(source)?.[1] ?? '').split(',').map((name) => name.trim());
  const define: Record<string, string> = {};
  for (const name of names.filter(Boolean)) {
    const value: unknown = (format as Record<string, unknown>)[name];
    if (typeof value !== 'string') throw new Error(`guard.ts imports ${name}, not a string`);
    define[name] = JSON.stringify(value);
  }
  const { code, errors } = transformSync(PAGE_GUARD_SOURCE, source.replace(FORMAT_IMPORT, ''), {
    lang: 'ts',
    define,
  });
  if (errors.length > 0) throw new Error(`guard.ts: ${errors[0]?.message ?? 'not valid'}`);
  const script = minifySync('page-guard.js', code).code.trim();
  if (/\bimport\b/.test(script)) throw new Error('guard.ts: only ./format may be imported');
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  built = { script, hash };
  return built;
}
