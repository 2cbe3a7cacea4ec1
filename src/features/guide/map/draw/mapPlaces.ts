import { LatLngBounds, type LatLngTuple, type Map as LeafletMap } from 'leaflet';
import type { Place } from '../../model/types';
import { hasSize, NEGRIL_CENTRE, NEGRIL_ZOOM } from './mapBase';

/** The guide map's places and their view (see GuideMap). */

export type Located = Place & { latitude: number; longitude: number };

export interface Shown {
  place: Located;
  /** Its number in the day (1..n over every place given), or null off a trip. */
  number: number | null;
}

export function isLocated(place: Place): place is Located {
  return place.latitude !== null && place.longitude !== null;
}

/**
 * What a pin shows but its state: a pin whose key stays is kept as it is when the list changes,
 * and when no key changes the view is not refitted.
 */
export function pinKey({ place, number }: Shown): string {
  return [place.id, place.latitude, place.longitude, place.category, place.name, number].join(
    '\u0000',
  );
}

export const latLng = ({ place }: Shown): LatLngTuple => [place.latitude, place.longitude];

/** Fits the view to the places shown: one place closes in on it, none shows Negril. */
export function fitPlaces(map: LeafletMap, shown: readonly Shown[]): void {
  if (shown.length === 0) {
    map.setView(NEGRIL_CENTRE, NEGRIL_ZOOM);
    return;
  }
  const bounds = new LatLngBounds(shown.map(latLng));
  // A map without a size (not laid out yet) cannot fit anything: it centres instead.
  if (shown.length === 1 || !hasSize(map)) {
    map.setView(bounds.getCenter(), shown.length === 1 ? 15 : 13);
    return;
  }
  map.fitBounds(bounds, { padding: [32, 32], maxZoom: 16 });
}

/** Makes a marker answer Enter and Space as a click, as a button does (Leaflet gives it the role). */
export function onActivate(element: HTMLElement | undefined, activate: () => void): void {
  element?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  });
}
