// Leaflet's stylesheet and the pins' are files of the map's lazy chunk: the policy allows
// stylesheets from 'self' only, and no page but the unlocked guide needs them.
import 'leaflet/dist/leaflet.css';
import './map.css';
import { Control, DomUtil, Map as LeafletMap, TileLayer, type LatLngExpression } from 'leaflet';
import type { MapTileSettings } from '../../../config';

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
  const words = escapeHtml(text);
  return href === null ? words : `<a href="${escapeHtml(href)}" rel="noopener">${words}</a>`;
}

/** Whether the map takes room on the page (a hidden or not yet laid out box has none). */
export function hasSize(map: LeafletMap): boolean {
  const size = map.getSize();
  return size.x > 0 && size.y > 0;
}

/**
 * A Leaflet map in `container` with the configured tiles and their credit: pans and zooms by
 * keyboard (arrows, + and -) once focused, with the zoom buttons; the mouse wheel is left to
 * the page, which scrolls past the map. It follows its box's size.
 */
export function createMap(container: HTMLElement, tiles: MapTileSettings): LeafletMap {
  const map = new LeafletMap(container, {
    center: NEGRIL_CENTRE,
    zoom: NEGRIL_ZOOM,
    keyboard: true,
    scrollWheelZoom: false,
    attributionControl: false,
  });
  new TileLayer(tiles.template, { maxZoom: 19 }).addTo(map);
  new Control.Attribution().addAttribution(attributionHtml(tiles.attribution)).addTo(map);
  DomUtil.addClass(container, 'guide-map');
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
    });
    observer.observe(container);
    map.on('unload', () => {
      observer.disconnect();
    });
  }
  return map;
}

/** Coordinates as a form keeps them: five decimals, about a metre. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
