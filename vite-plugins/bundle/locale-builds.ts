import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeOfPath,
  localizedPath,
  type Locale,
} from '../../src/lib/i18n/locales.ts';
import { pageFile } from '../../src/lib/painted/pageNames.ts';

/**
 * One production build per language. A bundle speaks one language (`__STATIC_LOCALE__`,
 * src/lib/i18n/runtime.ts): `vite build` makes the English one at `dist/` as ever, then, when it
 * closes, builds the app again for each other language with `BUILD_LOCALE=<locale>` into a
 * folder of its own (`dist/.locale-es`), and moves that build's files into the site:
 *
 * - its `assets/*` into `dist/assets/` (content-hashed names: a chunk that is the same in every
 *   language, React or the content SDK, is the same file, kept once);
 * - its `index.html` as `dist/es/index.html`: the language's page template (its own entry script,
 *   preloads and stylesheet), and the answer for every `/es/…` address that is no file (the SPA
 *   fallback of each host, vite-plugins/security/host-files.ts);
 * - its `.vite/manifest.json` as `dist/.vite/es/manifest.json`: its chunk map, which the page
 *   painter (vite-plugins/painted/painted-pages.ts), the offline worker's precache and scripts/size.mjs
 *   read.
 *
 * Those nested builds read BUILD_LOCALE and leave out what the site build does once: the painted
 * pages, the offline worker, the deployment files and the public folder. `BUILD_LOCALES=en,es`
 * builds only the languages named (English always): a quicker build for a check of one language.
 */

/** The languages built under their prefix, besides English at the root. */
export const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The folder a language's nested build writes before its files are moved into the site. */
export const nestedOutDir = (outDir: string, locale: Locale) => join(outDir, `.locale-${locale}`);

/** A language's page template in the site: `/es/index.html` (English: `/index.html`). */
export function templateFile(locale: Locale): string {
  return pageFile(localizedPath('/', locale));
}

/** A language's chunk map, relative to the site's folder. */
export function manifestFile(locale: Locale): string {
  return locale === DEFAULT_LOCALE
    ? join('.vite', 'manifest.json')
    : join('.vite', locale, 'manifest.json');
}

/** A language's page template and chunk map, as its build left them in the site's folder. */
export function readLocaleBuild(outDir: string, locale: Locale) {
  return {
    template: readFileSync(join(outDir, templateFile(locale)), 'utf8'),
    manifest: JSON.parse(readFileSync(join(outDir, manifestFile(locale)), 'utf8')) as Manifest,
  };
}

/** The languages the site build makes (`BUILD_LOCALES`, English always first); all by default. */
export function readBuildLocales(value: string | undefined): Locale[] {
  const named = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (named.length === 0) return [...LOCALES];
  const unknown = named.filter((part) => !(LOCALES as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(
      `BUILD_LOCALES names ${unknown.join(', ')}; the languages are ${LOCALES.join(', ')}`,
    );
  }
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || named.includes(locale));
}

/** `<html lang>` of the page template: the build's language. */
export function withDocumentLanguage(html: string, locale: Locale): string {
  return html.replace(/<html(\s[^>]*)?>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${locale}"`)
      : tag.replace(/^<html/i, `<html lang="${locale}"`),
  );
}

/**
 * Moves a nested build's hashed files into the site's `assets/`; a name already there is the
 * same file (its hash is of its content) and is left as it is. Returns how many were new.
 */
export function mergeAssets(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  mkdirSync(to, { recursive: true });
  let added = 0;
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (statSync(source).isDirectory()) {
      added += mergeAssets(source, target);
    } else if (!existsSync(target)) {
      renameSync(source, target);
      added += 1;
    }
  }
  return added;
}

/**
 * `vite preview` as the hosts serve the site: an address under a language's prefix that is no
 * file is answered with that language's page (`/es/login` is `/es/index.html`), as `/login` is
 * with `/index.html` by Vite's own fallback.
 */
export function previewFallback(outDir: string, pathname: string): string | null {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = join(outDir, decoded);
  if (!file.startsWith(outDir)) return null;
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
  if (isFile(file) || isFile(`${file.replace(/\/+$/, '')}.html`)) return null;
  const template = templateFile(locale);
  return isFile(join(outDir, template)) ? template : null;
}

export function localeBuilds({
  env,
  locale,
}: {
  env: Record<string, string | undefined>;
  /** This build's language (BUILD_LOCALE). */
  locale: Locale;
}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let configFile: string | undefined;
  let skip = true;
  let failed = false;
  return {
    name: 'locale-builds',
    transformIndexHtml: {
      order: 'pre',
      // The dev server answers every address with the one index.html: its language is the
      // address's; a build's is its own.
      handler: (html, context) =>
        withDocumentLanguage(
          html,
          context.server ? localeOfPath(context.originalUrl ?? context.path) : locale,
        ),
    },
    configResolved(resolved) {
      root = resolved.root;
      outDir = resolve(resolved.root, resolved.build.outDir);
      mode = resolved.mode;
      configFile = resolved.configFile;
      // The size script's eager build (no manifest), a server build and the nested builds
      // themselves make no other language.
      skip =
        resolved.command !== 'build' ||
        locale !== DEFAULT_LOCALE ||
        Boolean(resolved.build.ssr) ||
        !resolved.build.manifest ||
        mode === 'test';
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    closeBundle: {
      // First, and alone: the painter and the offline worker read what this leaves.
      order: 'pre',
      sequential: true,
      async handler() {
        if (skip || failed) return;
        const started = Date.now();
        const locales = readBuildLocales(env.BUILD_LOCALES).filter(
          (other) => other !== DEFAULT_LOCALE,
        );
        const saved = process.env.BUILD_LOCALE;
        const timings: string[] = [];
        try {
          for (const other of locales) {
            const began = Date.now();
            const folder = nestedOutDir(outDir, other);
            process.env.BUILD_LOCALE = other;
            await build({
              root,
              mode,
              configFile: configFile ?? false,
              logLevel: 'warn',
              build: { outDir: folder, emptyOutDir: true, copyPublicDir: false },
            });
            const added = mergeAssets(join(folder, 'assets'), join(outDir, 'assets'));
            const template = join(outDir, templateFile(other));
            mkdirSync(join(template, '..'), { recursive: true });
            renameSync(join(folder, 'index.html'), template);
            const manifest = join(outDir, manifestFile(other));
            mkdirSync(join(manifest, '..'), { recursive: true });
            renameSync(join(folder, '.vite', 'manifest.json'), manifest);
            // Its chunks' modules with their sizes, for the size report
            // (vite-plugins/bundle/module-sizes.ts).
            const modules = join(folder, '.vite', 'modules.json');
            if (existsSync(modules)) renameSync(modules, join(manifest, '..', 'modules.json'));
            rmSync(folder, { recursive: true, force: true });
            timings.push(`${other} ${Date.now() - began} ms (${added} files of its own)`);
          }
        } finally {
          if (saved === undefined) delete process.env.BUILD_LOCALE;
          else process.env.BUILD_LOCALE = saved;
          for (const other of locales) {
            rmSync(nestedOutDir(outDir, other), { recursive: true, force: true });
          }
        }
        if (locales.length > 0) {
          console.log(`languages: ${timings.join(', ')}; ${Date.now() - started} ms in all`);
        }
      },
    },
    configurePreviewServer(server) {
      const served = resolve(server.config.root, server.config.build.outDir);
      // Before Vite's own fallback (this hook's middlewares come first).
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        const page = previewFallback(served, url.pathname);
        if (page) request.url = `${page}${url.search}`;
        next();
      });
    },
  };
}
