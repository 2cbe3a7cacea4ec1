// @vitest-environment node
// What the offline worker precaches of a site built in several languages
// (vite-plugins/bundle/service-worker.ts): the English site, and of each other language its fallback page,
// its first load and the shell's chunks fetched right after start.
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { precacheFilter } from '../../vite-plugins/bundle/service-worker';

describe('what the offline worker precaches of the languages', () => {
  const chunk = (file: string, extra: Partial<Manifest[string]> = {}) => ({ file, ...extra });
  const manifestOf = (tag: string): Manifest => ({
    // The entry imports React DOM, then the shell (src/main.tsx): neither statically.
    'index.html': chunk(`assets/index-${tag}.js`, {
      isEntry: true,
      imports: ['_core.js'],
      dynamicImports: ['_react.js', '_start.js'],
      css: ['assets/index-CSS00000.css'],
    }),
    '_start.js': chunk(`assets/start-${tag}.js`, {
      name: 'start',
      imports: ['_react.js', '_core.js'],
      dynamicImports: [
        'src/app/screens/HomeScreen.tsx',
        'src/features/blog/screens/BlogListScreen.tsx',
        'src/app/language/LanguageAfterStart.tsx',
        'src/app/store/persistProfile.ts',
      ],
    }),
    '_react.js': chunk('assets/react-SHARED00.js'),
    '_core.js': chunk(`assets/core-${tag}.js`),
    'src/app/screens/HomeScreen.tsx': chunk(`assets/HomeScreen-${tag}.js`, {
      imports: ['_core.js'],
    }),
    'src/features/blog/components/LatestEntries.tsx': chunk(`assets/LatestEntries-${tag}.js`),
    'src/features/blog/screens/BlogListScreen.tsx': chunk(`assets/BlogListScreen-${tag}.js`),
    // The shell's own lazy chunks, fetched after start on every page, and what they fetch.
    'src/app/language/LanguageAfterStart.tsx': chunk(`assets/LanguageAfterStart-${tag}.js`, {
      imports: ['index.html', '_core.js'],
      dynamicImports: ['src/app/language/LanguageNote.tsx'],
    }),
    'src/app/language/LanguageNote.tsx': chunk(`assets/LanguageNote-${tag}.js`),
    'src/app/store/persistProfile.ts': chunk(`assets/persistProfile-${tag}.js`, {
      imports: ['_constants.js'],
    }),
    '_constants.js': chunk(`assets/constants-${tag}.js`),
  });
  const keep = precacheFilter(manifestOf('EN'), new Map([['es', manifestOf('ES')]]));

  it('keeps the English site and what every language shares, as before', () => {
    for (const path of [
      'index.html',
      'blog.html',
      'blog/sunset-at-ricks-cafe.html',
      'manifest.webmanifest',
      'assets/index-EN.js',
      'assets/BlogListScreen-EN.js',
      'assets/react-SHARED00.js',
      'assets/index-CSS00000.css',
    ]) {
      expect(keep(path), path).toBe(true);
    }
  });

  it('keeps of another language what any of its pages fetches right after start', () => {
    // Fetched after hydration, often once the visitor has left the page: never seen by the
    // runtime cache, and offline a lazy part of the layout that fails to load fails the page.
    for (const path of [
      'assets/LanguageAfterStart-ES.js',
      'assets/LanguageNote-ES.js',
      'assets/persistProfile-ES.js',
      'assets/constants-ES.js',
    ]) {
      expect(keep(path), path).toBe(true);
    }
  });

  it('keeps of another language its page for every address and what that page loads first', () => {
    for (const path of [
      'es/index.html',
      'assets/index-ES.js',
      'assets/core-ES.js',
      'assets/start-ES.js',
      'assets/HomeScreen-ES.js',
      'assets/LatestEntries-ES.js',
    ]) {
      expect(keep(path), path).toBe(true);
    }
    // Its other pages and screens are fetched when visited.
    for (const path of ['es/blog.html', 'es/rss.xml', 'assets/BlogListScreen-ES.js']) {
      expect(keep(path), path).toBe(false);
    }
    // A language that was not built: nothing of it.
    expect(keep('fr/index.html')).toBe(false);
  });
});
