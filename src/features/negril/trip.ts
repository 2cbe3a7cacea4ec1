import { integerId } from '../../lib/records';
import { readJson, removeItem, writeJson } from '../../lib/browser/storage';

/**
 * The saved places ("My trip"): guide ids in the order they were saved, kept in this browser for
 * every visitor, and the share link's `trip` parameter ("12.7.3").
 */

export const TRIP_KEY = 'negrilTrip';

/** The trip's parameter in the guide's address. */
export const TRIP_PARAM = 'trip';

/** Ids only (as parseGuide reads them), each once, in their first order. */
function tripIds(values: readonly unknown[]): number[] {
  const ids = values.map(integerId).filter((id) => id !== null);
  return [...new Set(ids)];
}

/** The saved ids; a stored value that is not a list is removed and read as an empty trip. */
export function readTrip(): number[] {
  return readJson(TRIP_KEY, (value) => (Array.isArray(value) ? tripIds(value) : undefined)) ?? [];
}

/** Keeps the trip (an empty one leaves nothing behind); false when storage refuses it. */
export function writeTrip(ids: readonly number[]): boolean {
  const kept = tripIds(ids);
  if (kept.length > 0) return writeJson(TRIP_KEY, kept);
  removeItem(TRIP_KEY);
  return true;
}

/** The share link's value: "12.7.3". */
export function tripParam(ids: readonly number[]): string {
  return tripIds(ids).join('.');
}

/** The shared trip's ids (what is not an id is skipped), or `null` when the address has none. */
export function readTripParam(params: URLSearchParams): number[] | null {
  const value = params.get(TRIP_PARAM);
  if (value === null) return null;
  return tripIds(value.split('.'));
}
