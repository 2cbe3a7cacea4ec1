import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { buildConfig } from '../../../vite-plugins/config-check';
import { securityHeaders } from '../../../vite-plugins/security/security-headers';
import { insecureTiles } from '../../../vite-plugins/security/tile-scheme';

const HTTP_TILES = 'http://tiles.example.com/{z}/{x}/{y}.png';

function refusalFor(template: string) {
  return insecureTiles(buildConfig({ env: { VITE_MAP_TILE_URL: template }, demo: false }));
}

/** What the plugin does when Vite starts a build (`command`) with this tile template. */
function start(template: string, command: 'build' | 'serve'): string | null {
  const plugin = securityHeaders({ env: { VITE_MAP_TILE_URL: template }, demo: false });
  const resolved = { root: '/site', build: { outDir: 'dist' }, command } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(resolved);
  let said: string | null = null;
  const context = {
    error(message: string) {
      said = message;
      throw new Error(message);
    },
  };
  try {
    (plugin.buildStart as (this: typeof context) => void).call(context);
  } catch {
    // the build stops here
  }
  return said;
}

describe('a production build’s map tiles', () => {
  it('refuses a plain http:// tile server, and says why', () => {
    expect(refusalFor(HTTP_TILES)).toBe(
      "VITE_MAP_TILE_URL=http://tiles.example.com/{z}/{x}/{y}.png is plain http: browsers block it on an https site (mixed content), and on the way anyone could read and change the tiles. Use the tile server's https address (such as https://tile.openstreetmap.org/{z}/{x}/{y}.png).",
    );
    expect(refusalFor('HTTP://Tiles.Example.com/{z}/{x}/{y}.png')).toContain('is plain http');
  });

  it('takes https, a site-relative template, the default and a loopback host', () => {
    for (const template of [
      'https://tiles.example.com/{z}/{x}/{y}.png',
      '/tiles/{z}/{x}/{y}.png',
      'http://localhost:8080/{z}/{x}/{y}.png',
      'http://127.0.0.1:8080/{z}/{x}/{y}.png',
      'http://[::1]:8080/{z}/{x}/{y}.png',
    ]) {
      expect(refusalFor(template), template).toBeNull();
    }
    expect(insecureTiles(buildConfig({ env: {}, demo: false }))).toBeNull();
  });

  it('stops `vite build` with it, and leaves `npm run dev` alone', () => {
    expect(start(HTTP_TILES, 'build')).toContain('VITE_MAP_TILE_URL=http://tiles.example.com');
    expect(start(HTTP_TILES, 'serve')).toBeNull();
    expect(start('https://tiles.example.com/{z}/{x}/{y}.png', 'build')).toBeNull();
  });
});
