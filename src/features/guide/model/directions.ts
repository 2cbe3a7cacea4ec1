import type { Place } from './types';

type Located = Pick<Place, 'name' | 'latitude' | 'longitude'>;

/** Where Google Maps should go: the coordinates when known, else the name as a search in Negril. */
export function placeQuery(place: Located): string {
  return place.latitude !== null && place.longitude !== null
    ? `${place.latitude},${place.longitude}`
    : `${place.name}, Negril, Jamaica`;
}

/**
 * Google Maps' directions through a day's places in order (no key needed): the first is the
 * origin, the last the destination, those between the waypoints. One place: directions to it
 * from where the visitor is. Null for a day with nothing on it.
 */
export function dayDirectionsHref(places: readonly Located[]): string | null {
  if (places.length === 0) return null;
  const queries = places.map(placeQuery);
  const params = new URLSearchParams({ api: '1' });
  if (queries.length > 1) params.set('origin', queries[0] as string);
  params.set('destination', queries[queries.length - 1] as string);
  if (queries.length > 2) params.set('waypoints', queries.slice(1, -1).join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
