// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../src/lib/routes';

// src/app/screens.ts lists each route's screen by the path the route table names it with, beside
// the import that fetches it. The type holds the list to the table's paths; this test holds each
// import to the path it is listed under, so a route never opens another route's screen.

const ROOT = join(import.meta.dirname, '..', '..');
const source = readFileSync(join(ROOT, 'src/app/screens.ts'), 'utf8');

/** Each `'path': () => import('specifier')` of the table, the specifier resolved from src/app. */
function listed(text: string): { path: string; imported: string }[] {
  return [...text.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(
    ([, path = '', specifier = '']) => ({
      path,
      imported: `${posix.join('src/app', specifier)}.tsx`,
    }),
  );
}

describe('the table of screens (src/app/screens.ts)', () => {
  const entries = listed(source);

  it('imports, for each path, the module at that path', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const { path, imported } of entries) expect(imported).toBe(path);
  });

  it('lists every route’s screen once, and nothing else', () => {
    const screens = [...new Set(routeList.map((route) => route.screen))].sort();
    expect(entries.map((entry) => entry.path).sort()).toEqual(screens);
  });

  it('is read by its own parser: an import of another path is seen', () => {
    const wrong = listed(
      "'src/app/screens/HomeScreen.tsx': () => import('./screens/PrivacyScreen'),",
    );
    expect(wrong).toEqual([
      { path: 'src/app/screens/HomeScreen.tsx', imported: 'src/app/screens/PrivacyScreen.tsx' },
    ]);
  });
});
