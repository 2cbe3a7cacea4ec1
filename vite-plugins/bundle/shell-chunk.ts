import { resolve } from 'node:path';

/** What the bundler tells a chunk group's `name` function about a module. */
interface ModuleInfoLike {
  importedIds: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(moduleId: string): ModuleInfoLike | null;
}

/**
 * A chunk group's `name` function that puts the app's shell in one chunk of its own: every module
 * the shell's module (src/start.tsx, `SHELL_MODULE`) imports statically, directly or not, but
 * what the entry imports statically itself (that stays in the entry's chunk, evaluated before
 * React DOM) and what an earlier group took (React, the `core` chunk).
 *
 * Without it, the bundler makes a chunk of each module the shell shares with a lazy screen (the
 * route table, the slices, the parsers): before the entry imported the shell dynamically, the
 * entry's chunk held them, as every screen is imported after it. Thirteen chunks of 0.3 to 2 kB
 * cost each first load about 5 kB gzip of imports and exports.
 */
/** The compiled messages (src/paraglide/). */
const PARAGLIDE = /[\\/]src[\\/]paraglide[\\/]/;

export function shellChunkName(root: string, entry: string, shell: string, name: string) {
  const entryId = resolve(root, entry);
  const shellId = resolve(root, shell);
  let pass: ModuleInfoLike | null = null;
  let members = new Set<string>();
  const closure = (ctx: ChunkingContextLike, from: string) => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      // The words' index re-exports every message: each message goes with what uses it.
      if (seen.has(id) || PARAGLIDE.test(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (moduleId: string, ctx: ChunkingContextLike): string | null => {
    const info = ctx.getModuleInfo(shellId);
    if (!info) return null;
    // The context's module records are the same objects within one chunking pass.
    if (info !== pass) {
      pass = info;
      const entryModules = closure(ctx, entryId);
      members = new Set([...closure(ctx, shellId)].filter((id) => !entryModules.has(id)));
    }
    return members.has(moduleId) ? name : null;
  };
}
