// Leaflet's stylesheet and the pins' are files of the map's lazy chunk: the policy allows
// stylesheets from 'self' only, and no page but the unlocked guide needs them.
import 'leaflet/dist/leaflet.css';
import './map.css';
import { Control, DomUtil, Map as LeafletMap, TileLayer, type LatLngExpression } from 'leaflet';
import type { MapTileSettings } from '../../../../config';
import { m } from '../../../../paraglide/messages.js';
import { DEMO_MAP_TILE_ATTRIBUTION } from '../../../../lib/demoTiles';

/** Around Seven Mile Beach, where a map with no place on it opens. */
export const NEGRIL_CENTRE: LatLngExpression = [18.3, -78.34];
export const NEGRIL_ZOOM = 12;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * Leaflet's attribution control takes HTML: the credit is configuration, escaped all the same,
 * and carries no style attribute (the policy's style-src has no 'unsafe-inline').
 */
export function attributionHtml({ text, href }: MapTileSettings['attribution']): string {
  // The demo's own tiles are credited in the page's language.
  const words = escapeHtml(text === DEMO_MAP_TILE_ATTRIBUTION ? m.guide_map_demo_tiles() : text);
  return href === null ? words : `<a href="${escapeHtml(href)}" rel="noopener">${words}</a>`;
}

/** Leaflet's own credit (its link and flag), its title in the page's language. */
function leafletCredit(): string | boolean | undefined {
  const { prefix } = Control.Attribution.prototype.options;
  if (typeof prefix !== 'string') return prefix;
  return prefix.replace(/title="[^"]*"/, `title="${escapeHtml(m.guide_map_leaflet())}"`);
}

/** Whether the map takes room on the page (a hidden or not yet laid out box has none). */
export function hasSize(map: LeafletMap): boolean {
  const size = map.getSize();
  return size.x > 0 && size.y > 0;
}

/** A map made by `createMap`, and how to take it down. */
export interface MapHandle {
  map: LeafletMap;
  /**
   * Removes the map, never mid-zoom: Leaflet ends a zoom animation on a timer of its own (a
   * quarter of a second) that reads the map's panes, which `remove()` takes away; a map removed
   * before it fires throws `Cannot read properties of undefined (reading '_leaflet_pos')`. So a
   * map that is zooming is removed as its zoom ends; its box has left the page by then, and it
   * no longer follows the box's size.
   */
  destroy: () => void;
}

/**
 * A Leaflet map in `container` with the configured tiles and their credit: pans and zooms by
 * keyboard (arrows, + and -) once focused, with the zoom buttons; the mouse wheel is left to
 * the page, which scrolls past the map. It follows its box's size.
 */
export function createMap(container: HTMLElement, tiles: MapTileSettings): MapHandle {
  const map = new LeafletMap(container, {
    center: NEGRIL_CENTRE,
    zoom: NEGRIL_ZOOM,
    keyboard: true,
    scrollWheelZoom: false,
    attributionControl: false,
    // Added below with their names in the page's language.
    zoomControl: false,
  });
  new Control.Zoom({
    zoomInTitle: m.guide_map_zoom_in(),
    zoomOutTitle: m.guide_map_zoom_out(),
  }).addTo(map);
  new TileLayer(tiles.template, { maxZoom: 19 }).addTo(map);
  new Control.Attribution({ prefix: leafletCredit() })
    .addAttribution(attributionHtml(tiles.attribution))
    .addTo(map);
  DomUtil.addClass(container, 'guide-map');
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          map.invalidateSize();
        })
      : null;
  observer?.observe(container);
  // `zoomanim` starts an animated zoom, `zoomend` ends it (and every other zoom).
  let zooming = false;
  map.on('zoomanim', () => {
    zooming = true;
  });
  map.on('zoomend', () => {
    zooming = false;
  });
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    observer?.disconnect();
    if (!zooming) {
      map.remove();
      return;
    }
    map.once('zoomend', () => {
      // After the zoom's own handlers, which still read the panes.
      queueMicrotask(() => {
        map.remove();
      });
    });
  };
  return { map, destroy };
}

/** Coordinates as a form keeps them: five decimals, about a metre. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
