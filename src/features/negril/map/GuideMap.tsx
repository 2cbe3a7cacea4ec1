import { m } from '../../../paraglide/messages.js';
import { DivIcon, LatLngBounds, LayerGroup, Marker, type Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { categoryColour } from '../categoryStyle';
import type { Guide } from '../types';
import { guideName } from '../guide/GuideImage';
import { hasSize, NEGRIL_CENTRE, NEGRIL_ZOOM } from './mapBase';
import { MapRegion, useLeafletMap } from './MapRegion';

export interface GuideMapProps {
  /** The places the list shows now; those without both coordinates are left off the map. */
  places: readonly Guide[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The map's accessible name, e.g. "Map of the places". */
  label: string;
}

type Located = Guide & { latitude: number; longitude: number };

function isLocated(place: Guide): place is Located {
  return place.latitude !== null && place.longitude !== null;
}

/** What a pin shows: when none of it changes, the pins stay and the view is not refitted. */
function pinKey(place: Located): string {
  return [place.id, place.latitude, place.longitude, place.category, place.name].join('\u0000');
}

/** A pin: a dot in the category's colour, built as an element (no HTML string, no style attribute). */
function pinIcon(category: string): DivIcon {
  const dot = document.createElement('span');
  dot.className = 'guide-pin__dot';
  dot.style.backgroundColor = categoryColour(category);
  return new DivIcon({ html: dot, className: 'guide-pin', iconSize: [26, 26] });
}

/** Fits the view to the places shown: one place closes in on it, none shows Negril. */
function fitPlaces(map: LeafletMap, places: readonly Located[]): void {
  if (places.length === 0) {
    map.setView(NEGRIL_CENTRE, NEGRIL_ZOOM);
    return;
  }
  const bounds = new LatLngBounds(places.map((place) => [place.latitude, place.longitude]));
  // A map without a size (not laid out yet) cannot fit anything: it centres instead.
  if (places.length === 1 || !hasSize(map)) {
    map.setView(bounds.getCenter(), places.length === 1 ? 15 : 13);
    return;
  }
  map.fitBounds(bounds, { padding: [32, 32], maxZoom: 16 });
}

interface Drawn {
  map: LeafletMap | null;
  key: string;
  layer: LayerGroup | null;
  pins: Map<number, Marker>;
}

/**
 * The guide's places on a map (Leaflet, in the guide's lazy chunk): a pin per place with
 * coordinates, in its category's colour. A pin is a button named after its place (Tab reaches
 * it, Enter or Space selects it, as a click does); the selected pin is pressed, larger and
 * brought into view. The view fits the places whenever the list changes (the filters).
 */
export default function GuideMap({ places, selectedId, onSelect, label }: GuideMapProps) {
  const { map, attach, problem } = useLeafletMap();
  const drawn = useRef<Drawn>({ map: null, key: '', layer: null, pins: new Map() });
  const shown = useMemo(() => places.filter(isLocated), [places]);
  const select = useEffectEvent((id: number) => {
    onSelect(id);
  });

  useEffect(() => {
    if (!map) return;
    const key = shown.map(pinKey).join('\u0001');
    const previous = drawn.current;
    if (previous.map === map && previous.key === key) return;
    if (previous.map === map) previous.layer?.remove();
    const layer = new LayerGroup().addTo(map);
    const pins = new Map<number, Marker>();
    for (const place of shown) {
      const pin = new Marker([place.latitude, place.longitude], {
        icon: pinIcon(place.category),
        keyboard: true,
        riseOnHover: true,
      }).addTo(layer);
      pin.on('click', () => {
        select(place.id);
      });
      const element = pin.getElement();
      if (element) {
        element.setAttribute('aria-label', guideName(place));
        element.setAttribute('aria-pressed', 'false');
        // Leaflet makes the pin a focusable button; a button answers Enter and Space.
        element.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          select(place.id);
        });
      }
      pins.set(place.id, pin);
    }
    drawn.current = { map, key, layer, pins };
    fitPlaces(map, shown);
  }, [map, shown]);

  // After the pins (effects run in order): the selection is shown on the pins drawn now.
  useEffect(() => {
    if (!map) return;
    const { pins } = drawn.current;
    for (const [id, pin] of pins) {
      const selected = id === selectedId;
      pin.getElement()?.setAttribute('aria-pressed', String(selected));
      pin.setZIndexOffset(selected ? 1000 : 0);
    }
    const chosen = selectedId === null ? undefined : pins.get(selectedId);
    // Close enough in that the West End's neighbouring pins stand apart.
    if (chosen && hasSize(map)) map.setView(chosen.getLatLng(), Math.max(map.getZoom(), 14));
  }, [map, shown, selectedId]);

  return (
    <MapRegion attach={attach} problem={problem} label={label}>
      {shown.length === 0 ? `${m.guide_map_none_located()} ` : ''}
      {m.guide_map_note()}
    </MapRegion>
  );
}
