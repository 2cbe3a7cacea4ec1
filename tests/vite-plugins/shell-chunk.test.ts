// @vitest-environment node
// Which modules go into the shell's chunk (vite-plugins/bundle/shell-chunk.ts): what the shell imports
// statically, but the entry's own modules and the words' index's re-exports.
import { describe, expect, it } from 'vitest';
import { shellChunkName } from '../../vite-plugins/bundle/shell-chunk';

const ROOT = '/app';
const graph: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/lib/i18n/runtime.ts'],
  '/app/src/start.tsx': ['/app/src/app/App.tsx', '/app/src/lib/i18n/runtime.ts'],
  '/app/src/app/App.tsx': ['/app/src/lib/routes.ts', '/app/src/paraglide/messages.js'],
  '/app/src/lib/routes.ts': ['/app/src/lib/i18n/runtime.ts'],
  '/app/src/paraglide/messages.js': ['/app/src/paraglide/messages/blog_title.js'],
  '/app/src/paraglide/messages/blog_title.js': [],
  '/app/src/lib/i18n/runtime.ts': [],
  '/app/src/features/blog/BlogScreen.tsx': ['/app/src/lib/routes.ts'],
};
// The bundler hands out the same record for a module within one pass.
const records = new Map(Object.entries(graph).map(([id, importedIds]) => [id, { importedIds }]));
const ctx = { getModuleInfo: (id: string) => records.get(id) ?? null };

describe('the shell chunk', () => {
  const name = shellChunkName(ROOT, 'src/main.tsx', 'src/start.tsx', 'start');

  it('holds the shell and what it imports, also what a lazy screen shares with it', () => {
    expect(name('/app/src/start.tsx', ctx)).toBe('start');
    expect(name('/app/src/app/App.tsx', ctx)).toBe('start');
    expect(name('/app/src/lib/routes.ts', ctx)).toBe('start');
  });

  it('leaves the entry’s own modules, the screens and the words to the other chunks', () => {
    expect(name('/app/src/lib/i18n/runtime.ts', ctx)).toBeNull();
    expect(name('/app/src/features/blog/BlogScreen.tsx', ctx)).toBeNull();
    // Through the words' index every message would be the shell's.
    expect(name('/app/src/paraglide/messages/blog_title.js', ctx)).toBeNull();
  });

  it('has no chunk to name in a build without the shell', () => {
    const other = shellChunkName(ROOT, 'src/main.tsx', 'src/elsewhere.tsx', 'start');
    expect(other('/app/src/app/App.tsx', ctx)).toBeNull();
  });
});
