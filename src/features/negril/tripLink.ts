import { integerId } from '../../lib/records';
import { TRIP_PARAM, type Trip } from './trip';

/**
 * The share link's `trip` parameter: ids only, `.` between the places of a day and `_` between
 * days ("12.7.3_5.9"). Both are left as they are by `encodeURIComponent` and by
 * `URLSearchParams` (which escapes `~`), so the link stays short and readable. Names, times and
 * the start date stay with their visitor.
 */
export const DAY_BREAK = '_';

/** The share link's value: the days that hold a place, in order. */
export function tripParam(trip: Trip): string {
  return trip.days
    .filter((day) => day.stops.length > 0)
    .map((day) => day.stops.map((stop) => stop.id).join('.'))
    .join(DAY_BREAK);
}

/**
 * The shared trip's days of ids, or null when the address has none. Read tolerantly: what is not
 * an id is skipped, a place given twice is kept where it first appears, a day left with nothing is
 * dropped; a link of the first form (no breaks) is one day; `~` is read as a break too.
 */
export function readTripParam(params: URLSearchParams): number[][] | null {
  const value = params.get(TRIP_PARAM);
  if (value === null) return null;
  const seen = new Set<number>();
  return value
    .split(/[_~]/)
    .map((day) =>
      day.split('.').flatMap((part) => {
        const id = integerId(part);
        if (id === null || seen.has(id)) return [];
        seen.add(id);
        return [id];
      }),
    )
    .filter((day) => day.length > 0);
}
