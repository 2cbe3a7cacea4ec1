import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, transformSync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import * as pageNames from '../../src/lib/painted/pageNames.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The guard's source: a real, linted and tested file of the app. */
export const PAGE_GUARD_SOURCE = join(here, '../../src/painted/guard.ts');
/** The theme's head script (every page's, painted or not), as the guard. */
export const THEME_SCRIPT_SOURCE = join(here, '../../src/painted/theme.ts');

/** A head script's one import: the page's names, which the script carries as literals. */
const NAMES_IMPORT = /^import \{([^}]*)\} from '\.\.\/lib\/painted\/pageNames';$/m;

export interface InlineScript {
  script: string;
  hash: string;
}

const built = new Map<string, InlineScript>();

/** The guard as the painted pages carry it inline: see inlineScript. */
export function pageGuard(): InlineScript {
  return inlineScript(PAGE_GUARD_SOURCE);
}

/** The theme's head script as every page carries it inline: see inlineScript. */
export function themeScript(): InlineScript {
  return inlineScript(THEME_SCRIPT_SOURCE);
}

/**
 * A head script as the pages carry it inline (its types stripped, the names it imports from
 * src/lib/painted/pageNames.ts written in, minified), and the policy's source that allows exactly that
 * text. The same text on every page: one hash.
 */
function inlineScript(file: string): InlineScript {
  const cached = built.get(file);
  if (cached) return cached;
  const name = file.split('/').at(-1) ?? file;
  const source = readFileSync(file, 'utf8');
  const names = (NAMES_IMPORT.exec(source)?.[1] ?? '').split(',').map((name) => name.trim());
  const define: Record<string, string> = {};
  for (const key of names.filter(Boolean)) {
    const value: unknown = (pageNames as Record<string, unknown>)[key];
    if (typeof value !== 'string') throw new Error(`${file} imports ${key}, not a string`);
    define[key] = JSON.stringify(value);
  }
  const { code, errors } = transformSync(file, source.replace(NAMES_IMPORT, ''), {
    lang: 'ts',
    define,
  });
  if (errors.length > 0) throw new Error(`${name}: ${errors[0]?.message ?? 'not valid'}`);
  const script = minifySync(name.replace(/\.ts$/, '.js'), code).code.trim();
  if (/\bimport\b/.test(script))
    throw new Error(`${name}: only ../lib/painted/pageNames may be imported`);
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const result = { script, hash };
  built.set(file, result);
  return result;
}

/**
 * Every page's theme script (src/painted/theme.ts), in the built index.html (so in every painted
 * page made from it) and in the dev server's: right after the `theme-color` metas it sets and
 * before the stylesheet, so the parser runs it at once and the first paint has the theme.
 */
export function themeHead(): Plugin {
  return {
    name: 'theme-head-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const tag = `<script>${themeScript().script}</script>`;
        const metas = [...html.matchAll(/<meta[^>]*\bdata-scheme\b[^>]*>/g)].at(-1);
        if (metas?.index === undefined) return html.replace(/<head>/, `<head>${tag}`);
        const end = metas.index + metas[0].length;
        return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
      },
    },
  };
}
