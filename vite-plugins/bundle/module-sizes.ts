import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where a build leaves its modules' sizes, beside its manifest (scripts/size.mjs reads it). */
export const MODULE_SIZES_FILE = '.vite/modules.json';

/** One module's share of a chunk: its rendered code's length and gzip size (before minifying). */
export type ModuleSize = { id: string; raw: number; gzip: number };

/** The source a module comes from, relative to the project: `src/app/Layout.tsx`, `react-dom`. */
export function moduleName(id: string, root: string): string {
  const path = id.replace(/\?.*$/, '').replace(/\\/g, '/');
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  if (inPackage) return `${inPackage[1]}/${inPackage[2]}`;
  const rootPath = root.replace(/\\/g, '/').replace(/\/?$/, '/');
  return path.startsWith(rootPath) ? path.slice(rootPath.length) : path.replace(/^\0/, '');
}

/**
 * Writes each JavaScript chunk's modules with their sizes (`.vite/modules.json`: chunk file to
 * modules, largest first), so the size report can name what a first-load chunk is made of. The
 * sizes are of each module's code as rendered into the chunk (unused exports dropped) before
 * minifying: the report scales them to the chunk's real size.
 */
export function moduleSizes(): Plugin {
  let root = process.cwd();
  let enabled = false;
  return {
    name: 'module-sizes',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
      enabled = Boolean(resolved.build.manifest) && !resolved.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const chunks: Record<string, ModuleSize[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, module]) => ({
            id: moduleName(id, root),
            raw: module.renderedLength,
            gzip: module.code ? gzipSync(module.code, { level: 9 }).length : 0,
          }))
          .filter((module) => module.raw > 0)
          .sort((a, b) => b.gzip - a.gzip);
      }
      this.emitFile({ type: 'asset', fileName: MODULE_SIZES_FILE, source: JSON.stringify(chunks) });
    },
  };
}
