import type { AppConfig } from '../../src/config.ts';

/**
 * A production build's map tiles come over https. A plain `http://` tile server would be blocked
 * as mixed content on the https site (the map then stays grey), and where a browser let it through,
 * anyone on the visitor's network could read which places they look at and swap the tiles. A
 * loopback host (`localhost`, `127.0.0.1`, `[::1]`) is allowed: it never crosses a network. `npm
 * run dev` may use any (nothing of it is deployed), as may a site-relative template.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a production build must stop because of its tile server, or null. */
export function insecureTiles(config: AppConfig): string | null {
  if (!config.mapTiles.configured) return null;
  const { origin, template } = config.mapTiles.settings;
  if (origin === null) return null;
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'http:' || LOOPBACK.has(hostname)) return null;
  return `VITE_MAP_TILE_URL=${template} is plain http: browsers block it on an https site (mixed content), and on the way anyone could read and change the tiles. Use the tile server's https address (such as https://tile.openstreetmap.org/{z}/{x}/{y}.png).`;
}
