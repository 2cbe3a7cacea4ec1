import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import type { Plugin } from 'vite';
import { compileMessages } from '../../scripts/i18n/i18n.mjs';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';

/**
 * The interface's words: one message file per language (messages/<locale>.json, the inlang
 * message format), compiled by Paraglide JS into one typed function per message
 * (src/paraglide/, generated, never edited or committed). The compiled messages call this site's
 * own small runtime (src/lib/i18n/runtime.ts) instead of the one Paraglide writes. A message
 * missing from any language stops the build (and the dev server) with its name: a visitor never
 * sees a key, nor English on a Spanish page.
 */

export const MESSAGES_DIR = 'messages';
export const PARAGLIDE_DIR = 'src/paraglide';

type Messages = Record<string, unknown>;

export function readMessages(root: string, locale: Locale): Messages {
  const file = resolve(root, MESSAGES_DIR, `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  delete messages.$schema;
  return messages;
}

/** What is wrong with the message files: a key one language has and another lacks, or an empty one. */
export function messageProblems(all: Record<Locale, Messages>): string[] {
  const problems: string[] = [];
  const keys = new Set(LOCALES.flatMap((locale) => Object.keys(all[locale])));
  for (const key of [...keys].sort()) {
    const missing = LOCALES.filter((locale) => !(key in all[locale]));
    if (missing.length > 0) problems.push(`"${key}" is missing in ${missing.join(', ')}`);
    const empty = LOCALES.filter((locale) => {
      const text = all[locale][key];
      return typeof text === 'string' && text.trim() === '';
    });
    if (empty.length > 0) problems.push(`"${key}" is empty in ${empty.join(', ')}`);
  }
  return problems;
}

export function checkMessages(root: string): void {
  const all = Object.fromEntries(
    LOCALES.map((locale) => [locale, readMessages(root, locale)]),
  ) as Record<Locale, Messages>;
  const problems = messageProblems(all);
  if (problems.length > 0) {
    throw new Error(
      `The message files (${MESSAGES_DIR}/<locale>.json) disagree:\n  ${problems.join('\n  ')}`,
    );
  }
}

/** BUILD_LOCALE, the language of this production build (English when unset). */
export function readBuildLocale(value: string | undefined): Locale {
  if (value === undefined || value === '') return DEFAULT_LOCALE;
  if (!isLocale(value)) {
    throw new Error(`BUILD_LOCALE must be one of ${LOCALES.join(', ')}; it is "${value}"`);
  }
  return value;
}

/** A compiled message module (not the index): `src/paraglide/messages/<key>.js`. */
const MESSAGE_MODULE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index)[^\\/]+\.js$/;

/**
 * A compiled message module reduced to one language: its export becomes that language's own
 * function. Paraglide's export picks the language at each call (`locale === "es" ? … : …`); with
 * the language folded in, the minifier would drop the others anyway, but leave a wrapper around
 * the one kept, two functions per message. Null when the module is not in the shape Paraglide
 * writes (then it is bundled as it is, and still correct).
 */
export function oneLanguageMessage(code: string, locale: Locale): string | null {
  const exported = /\nexport const (\w+) = /.exec(code);
  if (!exported) return null;
  const key = exported[1];
  const own = `${locale}_${key}`;
  if (!code.includes(`const ${own} = `)) return null;
  return `${code.slice(0, exported.index)}\nexport const ${key} = ${own};\n`;
}

export function i18n({
  staticLocale,
  compileOnlyWhenChanged = false,
}: {
  staticLocale?: Locale;
  /**
   * The unit tests' server: compile only when the messages changed since the last compile
   * (`npm run i18n`, run by `npm install`, leaves a fingerprint: scripts/i18n/i18n.mjs).
   */
  compileOnlyWhenChanged?: boolean;
} = {}): Plugin[] {
  const runtime = resolve(PARAGLIDE_DIR, 'runtime.js');
  const ownRuntime = resolve('src/lib/i18n/runtime.ts');
  const registry = resolve(PARAGLIDE_DIR, 'registry.js');
  const ownRegistry = resolve('src/lib/i18n/registry.ts');
  const compiler: Plugin = compileOnlyWhenChanged
    ? {
        name: 'messages-compiled-when-changed',
        async buildStart() {
          await compileMessages({ onlyIfChanged: true });
        },
        async handleHotUpdate({ file }) {
          if (file.startsWith(resolve(MESSAGES_DIR)))
            await compileMessages({ onlyIfChanged: true });
        },
      }
    : (paraglideVitePlugin({
        project: './project.inlang',
        outdir: `./${PARAGLIDE_DIR}`,
        emitTsDeclarations: true,
      }) as Plugin);
  return [
    {
      name: 'messages-complete',
      buildStart() {
        checkMessages(process.cwd());
      },
      handleHotUpdate({ file }) {
        if (file.startsWith(resolve(MESSAGES_DIR))) checkMessages(process.cwd());
      },
    },
    compiler,
    {
      name: 'messages-one-language',
      transform(code, id) {
        if (!staticLocale || !MESSAGE_MODULE.test(id)) return null;
        return oneLanguageMessage(code, staticLocale);
      },
    },
    {
      name: 'messages-runtime',
      enforce: 'pre',
      // The compiled messages import `../runtime.js` and `../registry.js`: this site's answer
      // instead (src/lib/i18n/registry.ts makes each formatter once, not at every call).
      async resolveId(source, importer, options) {
        if (!importer) return null;
        const own = source.endsWith('runtime.js')
          ? [runtime, ownRuntime]
          : source.endsWith('registry.js')
            ? [registry, ownRegistry]
            : null;
        if (!own) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === own[0] ? own[1] : null;
      },
    },
  ];
}
