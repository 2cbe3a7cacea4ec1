/**
 * The demo's tiles, drawn by its mock backends on this origin (src/mocks/tiles.ts) as they answer
 * every other backend: the demo sends nothing to OpenStreetMap's servers. Their credit is set in
 * English here (the build's `VITE_MAP_TILE_ATTRIBUTION`); the map shows it in the page's language.
 * A module of its own, so that neither the map's chunk nor the mocks' reach into the first load's
 * configuration for them.
 */
export const DEMO_MAP_TILE_URL = '/demo-tiles/{z}/{x}/{y}.svg';
export const DEMO_MAP_TILE_ATTRIBUTION = 'Demo tiles';
