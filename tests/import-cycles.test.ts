// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles: in the app (src/), the build's plugins (vite-plugins/) and the command-line
 * tools (scripts/). Checked here on the import graph rather than by ESLint's `import/no-cycle`,
 * which parsed every imported file again for each file and took half of lint's time (55 of
 * 100 s on two cores); this reads each file once (well under a second).
 *
 * What counts is what `import/no-cycle` counted: static imports and re-exports, and dynamic
 * `import()`, of the project's own files; type-only imports (erased from the build) do not.
 */

const ROOT = resolve(__dirname, '..');
const FOLDERS = ['src', 'vite-plugins', 'scripts'];
const CODE = /\.(tsx?|mjs)$/;
/** Generated (by Paraglide) and not the project's to untangle. */
const GENERATED = join(ROOT, 'src', 'paraglide') + sep;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as TypeScript and Vite resolve it; undefined if none. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mjs`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/**
 * The relative specifiers a module's text imports at run time: `import … from`, `export … from`,
 * a bare `import '…'` and `import('…')`, leaving out `import type` and `export type`.
 */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statements =
    /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const [, , typeOnly, specifier] of source.matchAll(statements)) {
    if (!typeOnly && specifier) found.push(specifier);
  }
  for (const [, specifier] of source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    if (specifier) found.push(specifier);
  }
  return found;
}

type Graph = Map<string, string[]>;

/** Every code file of the project, with the project's files it imports (paths from the root). */
function projectGraph(): Graph {
  const graph: Graph = new Map();
  const files = [...FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder)))];
  files.push(join(ROOT, 'vite.config.ts'));
  for (const file of files) {
    if (file.startsWith(GENERATED)) continue;
    const targets = runtimeImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => !!target && !target.startsWith(GENERATED));
    graph.set(relative(ROOT, file), [...new Set(targets.map((target) => relative(ROOT, target)))]);
  }
  return graph;
}

/** The graph's cycles: each group of files that import one another (Tarjan's components). */
function cycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) ?? false;
    if (group.length > 1 || selfImport) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The project's graph with one more import, as if `file` also imported `specifier`. */
function withImport(graph: Graph, file: string, specifier: string): Graph {
  const target = resolveImport(join(ROOT, file), specifier);
  if (!target) throw new Error(`${specifier} names no file from ${file}`);
  const more = new Map(graph);
  more.set(file, [...(graph.get(file) ?? []), relative(ROOT, target)]);
  return more;
}

describe('import cycles', () => {
  const graph = projectGraph();

  it('there are none in the app, the build’s plugins or the command-line tools', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/main.tsx')?.length).toBeGreaterThan(2);
    expect(cycles(graph)).toEqual([]);
  });

  // Probes: an import that would close a cycle is found, in each of the three places.
  it.each([
    // src/lib/http/http.ts reads the configuration, so the configuration may not import it.
    ['the app', 'src/config.ts', './lib/http/http'],
    // The policy reads the preview setting.
    ['the build’s plugins', 'vite-plugins/security/contentful-preview.ts', './security-headers'],
    ['the command-line tools', 'scripts/lighthouse/report.mjs', '../lighthouse.mjs'],
  ])('finds one that an import would close in %s', (_place, file, specifier) => {
    expect(cycles(withImport(graph, file, specifier))).toEqual([
      expect.arrayContaining([file]) as unknown,
    ]);
  });

  it('reads what runs, not what is erased: type-only imports do not count', () => {
    const source = [
      "import type { A } from './a';",
      "export type { B } from './b';",
      "import { c } from './c';",
      "export * from './d';",
      "import './e.css';",
      "const f = () => import('./f');",
      "import {\n  g,\n  h,\n} from '../g';",
      "import React from 'react';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./c', './d', './e.css', '../g', './f']);
  });

  it('finds a cycle of three, and a file that imports itself', () => {
    const three: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a', 'd']],
    ]);
    expect(cycles(three)).toEqual([['a', 'b', 'c'], ['d']]);
  });
});
