// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// The house's rule for rooms (docs/architecture.md, "Files"): no folder's top level holds more
// than twelve files, so that each is read at a glance and grouped by what it is for. The
// dotfiles (.gitignore, .nvmrc, …: the tools' own settings, which sit where the tools look) are
// not counted.

const ROOT = join(import.meta.dirname, '..', '..');
const MOST = 12;

/** The repository's files: tracked, or new and not ignored, and still on disk. */
const files = [
  ...new Set(
    execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }).split('\0'),
  ),
].filter((file) => file && existsSync(join(ROOT, file)));

/** Each folder's top-level files, dotfiles left out. */
function filesByFolder(paths: readonly string[]): Map<string, string[]> {
  const byFolder = new Map<string, string[]>();
  for (const path of paths) {
    const name = posix.basename(path);
    if (name.startsWith('.')) continue;
    const folder = posix.dirname(path);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), name]);
  }
  return byFolder;
}

/** The folders over the limit, with their count. */
function crowded(paths: readonly string[]): string[] {
  return [...filesByFolder(paths)]
    .filter(([, names]) => names.length > MOST)
    .map(([folder, names]) => `${folder}/ holds ${names.length} files`);
}

describe('the rooms of the house', () => {
  it(`has no folder with more than ${MOST} files at its top level`, () => {
    expect(files.length).toBeGreaterThan(100);
    expect(crowded(files)).toEqual([]);
  });

  it('counts a folder’s own files, not its subfolders’ or its dotfiles', () => {
    const thirteen = Array.from({ length: 13 }, (_, n) => `src/crowded/file${n}.ts`);
    expect(crowded(thirteen)).toEqual(['src/crowded/ holds 13 files']);
    const split = [...thirteen.slice(0, 12), 'src/crowded/sub/file12.ts', 'src/crowded/.keep'];
    expect(crowded(split)).toEqual([]);
  });
});
