import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The guide's rooms (docs/architecture.md): each imports only rooms below it, so no two rooms
 * import each other, and no room's top level holds more than ten files. Their tests sit in
 * rooms of the same names.
 */

const GUIDE = resolve(__dirname, '../../../src/features/guide');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The room a file is in: its folder under the guide ('' for the guide's own top level). */
const roomOf = (file: string) => relative(GUIDE, dirname(file)).split(sep).join('/');

/** Room-to-room imports of the guide's code, `from -> to`, with the files that make them. */
function roomImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of filesUnder(GUIDE).filter((path) => /\.tsx?$/.test(path))) {
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = resolve(dirname(file), specifier ?? '');
      if (!target.startsWith(GUIDE + sep)) continue;
      const [from, to] = [roomOf(file), roomOf(`${target}.ts`)];
      if (from === to) continue;
      const edge = `${from || '(top)'} -> ${to || '(top)'}`;
      edges.set(edge, [...(edges.get(edge) ?? []), relative(GUIDE, file)]);
    }
  }
  return edges;
}

describe('the guide’s rooms', () => {
  it('never import each other both ways', () => {
    const edges = roomImports();
    expect(edges.size).toBeGreaterThan(10);
    const both = [...edges.keys()].filter((edge) => {
      const [from, to] = edge.split(' -> ');
      return edges.has(`${to} -> ${from}`);
    });
    expect(both.map((edge) => `${edge}: ${edges.get(edge)?.join(', ')}`)).toEqual([]);
  });

  it('import in one direction only: the rooms can be put in floors', () => {
    const edges = [...roomImports().keys()].map((edge) => edge.split(' -> ') as [string, string]);
    const rooms = new Set(edges.flat());
    const placed = new Set<string>();
    // A room whose imports are all placed goes on the next floor; a circle leaves rooms unplaced.
    for (let floor = 0; floor <= rooms.size; floor += 1) {
      for (const room of rooms) {
        if (placed.has(room)) continue;
        if (edges.every(([from, to]) => from !== room || placed.has(to))) placed.add(room);
      }
    }
    expect([...rooms].filter((room) => !placed.has(room))).toEqual([]);
  });

  it('hold at most ten files at any folder’s top level', () => {
    const folders = new Set(filesUnder(GUIDE).map(dirname));
    const crowded = [...folders]
      .map((folder) => ({
        folder: relative(GUIDE, folder) || '(top)',
        files: readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile())
          .length,
      }))
      .filter(({ files }) => files > 10);
    expect(crowded).toEqual([]);
  });

  it('have their tests in rooms of the same names (tests/features/guide/<room>/)', () => {
    const rooms = (folder: string) =>
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    const sourceRooms = rooms(GUIDE);
    const testRooms = rooms(__dirname);
    expect(testRooms.length).toBeGreaterThan(5);
    expect(testRooms.filter((room) => !sourceRooms.includes(room))).toEqual([]);
    // Beside the rooms, only what every room's tests share (helpers.ts) and this test.
    const loose = readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(loose.map((entry) => entry.name).sort()).toEqual(['helpers.ts', 'rooms.test.ts']);
  });
});
