import { numberFormat } from '../../../lib/i18n/intlFormat';
import type { Place } from './types';

/** The Earth's mean radius (WGS84), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

type Point = { latitude: number; longitude: number };
type Located = Pick<Place, 'latitude' | 'longitude'>;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The straight-line (great-circle) distance in kilometres, by the haversine formula. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance between two places, or null when either has no location. */
export function placesDistanceKm(a: Located, b: Located): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) {
    return null;
  }
  return distanceKm(
    { latitude: a.latitude, longitude: a.longitude },
    { latitude: b.latitude, longitude: b.longitude },
  );
}

/** "1.2 km" in the page's language ("1,2 km"), one decimal. */
export function formatKm(km: number): string {
  return numberFormat({
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(km);
}

/**
 * The legs of a day, one per consecutive pair (null where a place has no location), and the sum
 * of the known ones.
 */
export function dayLegs(places: readonly Located[]): { legs: (number | null)[]; total: number } {
  const legs = places
    .slice(1)
    .map((place, index) => placesDistanceKm(places[index] as Located, place));
  return { legs, total: legs.reduce<number>((sum, leg) => sum + (leg ?? 0), 0) };
}

/** Whether a place can be put on the map (and measured from). */
export function hasCoordinates(place: Place): boolean {
  return place.latitude !== null && place.longitude !== null;
}
