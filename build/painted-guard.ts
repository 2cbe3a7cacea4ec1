import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, transformSync } from 'rolldown/utils';

/** The guard's source: a real, linted and tested file of the app. */
export const PAGE_GUARD_SOURCE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/app/page-guard.ts',
);

let built: { script: string; hash: string } | null = null;

/**
 * The guard as the painted pages carry it inline (its types stripped, minified), and the
 * policy's source that allows exactly that text. The same text on every page: one hash.
 */
export function pageGuard(): { script: string; hash: string } {
  if (built) return built;
  const source = readFileSync(PAGE_GUARD_SOURCE, 'utf8');
  const { code, errors } = transformSync(PAGE_GUARD_SOURCE, source, { lang: 'ts' });
  if (errors.length > 0) throw new Error(`page-guard.ts: ${errors[0]?.message ?? 'not valid'}`);
  const script = minifySync('page-guard.js', code).code.trim();
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  built = { script, hash };
  return built;
}
