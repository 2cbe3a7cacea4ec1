/**
 * The demo's tiles, drawn by its mock backends on this origin (src/mocks/tiles.ts) as they answer
 * every other backend: the demo sends nothing to OpenStreetMap's servers. Their credit is set in
 * English here (the build's `VITE_MAP_TILE_ATTRIBUTION`); the map shows it in the page's language.
 * A module of its own, outside the configuration that every first load carries: only the
 * build, the mocks and the map's chunk import it.
 */
export const DEMO_MAP_TILE_URL = '/demo-tiles/{z}/{x}/{y}.svg';
export const DEMO_MAP_TILE_ATTRIBUTION = 'Demo tiles';

/**
 * The tile variables a build or the dev server is given: in the demo, its own tiles unless a
 * tile server is set. Called by vite.config.ts (never by the site), which writes them back for
 * the site's environment (read by src/config.ts alone).
 */
export function demoTileEnv(
  env: Record<string, string | boolean | undefined>,
  demo: boolean,
): Record<string, string> {
  const set = env.VITE_MAP_TILE_URL;
  if (!demo || (typeof set === 'string' && set.trim() !== '')) return {};
  return {
    VITE_MAP_TILE_URL: DEMO_MAP_TILE_URL,
    VITE_MAP_TILE_ATTRIBUTION: DEMO_MAP_TILE_ATTRIBUTION,
  };
}
