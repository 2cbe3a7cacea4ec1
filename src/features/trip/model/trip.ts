import { keysStartingWith, readText, removeItem, writeJson } from '../../../lib/browser/storage';

/**
 * The visitor's trip ("My trip"): places arranged into days, kept in this browser for every
 * visitor. This module is part of the first load (the store's state and its one writer); reading
 * the stored form, the edits and the share link are the guide's own (tripStore.ts,
 * tripEdits.ts, tripLink.ts), loaded with it.
 */

/**
 * The trip in days (`{v: 2, start, days}`). A key of its own: the release before kept a list of
 * ids under `negrilTrip` and deletes whatever else it finds there, and a copy of it can still run
 * (a tab left open, the offline worker's pages until the new ones take over).
 */
export const TRIP_KEY = 'negrilTripDays';

/** The first form's key (a list of ids): read once into `TRIP_KEY`, then removed. */
export const LEGACY_TRIP_KEY = 'negrilTrip';

/** The trip's parameter in the guide's address. */
export const TRIP_PARAM = 'trip';

/** The version of the stored form; the first one (a list of ids) had none. */
export const TRIP_VERSION = 2;

/** A place on a day, with the time the visitor means to be there (minutes after midnight in Negril). */
export interface TripStop {
  id: number;
  time: number | null;
  /**
   * Who added it, on a trip planned together: the account's id as the server recorded it (null:
   * an account since deleted). Absent on a stop the server has not seen yet, and on a trip of
   * one's own kept only here.
   */
  by?: number | null;
}

/** The account that added a stop, when the server said: a positive id, or null, else undefined. */
export function stopBy(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A stop with `by` only when it is known (so that a stop the server has not seen has none). */
export const withBy = (stop: TripStop, by: number | null | undefined): TripStop =>
  by === undefined ? { id: stop.id, time: stop.time } : { id: stop.id, time: stop.time, by };

/** A day of the trip; `name` '' is shown as "Day N". */
export interface TripDay {
  name: string;
  stops: TripStop[];
}

/** The trip: `start` is day 1's date (`YYYY-MM-DD`) or null; there is always a day. */
export interface Trip {
  start: string | null;
  days: TripDay[];
}

export const emptyTrip = (): Trip => ({ start: null, days: [{ name: '', stops: [] }] });

/**
 * The server's limits for a trip (its contract), which every way the trip changes here keeps too:
 * days, places on all the days together, and a day's name in characters (code points, as the
 * server and the share link count them; never cut in half a character).
 */
export const MAX_DAYS = 30;
export const MAX_STOPS = 300;
export const MAX_DAY_NAME = 80;

/** A day's name within `MAX_DAY_NAME` characters (code points). */
export const cutDayName = (name: string): string =>
  Array.from(name).slice(0, MAX_DAY_NAME).join('');

/** The saved places' ids, day after day, in their order. */
export function savedIds(trip: Trip): number[] {
  return trip.days.flatMap((day) => day.stops.map((stop) => stop.id));
}

/**
 * Where this browser keeps a trip and its sync: the account's own trip (and a visitor's) under
 * `negrilTripDays` and `negrilTripSync`; a trip planned with others (`/v1/trips/<id>/`, not the
 * account's own) under the same names followed by `.<id>`, so that switching trips keeps each
 * one's unsent edits. A sign-out removes them all (`forgetAccountTrip`).
 */
export interface TripKeys {
  trip: string;
  sync: string;
}

export const tripKeys = (shared: number | null): TripKeys =>
  shared === null
    ? { trip: TRIP_KEY, sync: TRIP_SYNC_KEY }
    : { trip: `${TRIP_KEY}.${shared}`, sync: `${TRIP_SYNC_KEY}.${shared}` };

/** Which trip My trip shows, when it is one planned with others (its id); removed at sign-out. */
export const ACTIVE_TRIP_KEY = 'negrilTripActive';

/** Where an invitation's token waits while its holder signs in or registers (any tab). */
export const JOIN_KEY = 'negrilTripJoin';

/** Keeps the trip (one that holds nothing leaves nothing behind); false when storage refuses it. */
export function writeTrip(trip: Trip, key = TRIP_KEY): boolean {
  const { start, days } = trip;
  if (start === null && days.length === 1 && !days[0]?.name && !days[0]?.stops.length) {
    removeItem(key);
    return true;
  }
  return writeJson(key, { v: TRIP_VERSION, start, days });
}

/**
 * The trip's sync with the signed-in account (the last version of the server's trip this browser
 * saw, that trip as the base of the next merge, whose account it is; tripSyncMeta.ts reads and
 * writes it with the guide). Here for the sign-out, which forgets it.
 */
export const TRIP_SYNC_KEY = 'negrilTripSync';

/**
 * At the end of a session (a sign-out here or in another tab, a refresh that failed): the trip
 * this browser kept for the account goes with the sync's key, so that the next visitor starts
 * with an empty trip. A trip that was never the account's (no sync key, or a server without trips
 * said so: `local`) stays, as it does for a visitor who never signs in. Returns whether the trip
 * is gone (or was never stored), so the store's trip can follow.
 */
export function forgetAccountTrip(): boolean {
  forgetSharedTrips();
  const kept = readText(TRIP_SYNC_KEY);
  if (kept !== undefined) {
    removeItem(TRIP_SYNC_KEY);
    // As tripSyncMeta.ts writes it (JSON.stringify); an unreadable record was the account's.
    if (!kept.includes('"local":true')) removeItem(TRIP_KEY);
  }
  return readText(TRIP_KEY) === undefined;
}

/** Every trip this browser kept for the account, and their syncs, removed (its deletion). */
export function forgetEveryTrip(): void {
  forgetSharedTrips();
  removeItem(TRIP_KEY);
  removeItem(LEGACY_TRIP_KEY);
  removeItem(TRIP_SYNC_KEY);
}

/** Removes every trip planned with others that this browser kept, and which one was shown. */
function forgetSharedTrips(): void {
  removeItem(ACTIVE_TRIP_KEY);
  // An invitation opened on this device is not for whoever signs in next.
  removeItem(JOIN_KEY);
  for (const key of [
    ...keysStartingWith(`${TRIP_KEY}.`),
    ...keysStartingWith(`${TRIP_SYNC_KEY}.`),
  ]) {
    removeItem(key);
  }
}

/** A stored trip's content (days, names, places and times, day 1's date), whatever its key order. */
function contentOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('days' in value)) return null;
  const { days } = value;
  if (!Array.isArray(days)) return null;
  const start = 'start' in value ? value.start : null;
  return JSON.stringify([
    start ?? null,
    days.map((day: { name?: unknown; stops?: { id?: unknown; time?: unknown }[] }) => [
      day.name ?? '',
      Array.isArray(day.stops) ? day.stops.map((stop) => [stop.id, stop.time ?? null]) : [],
    ]),
  ]);
}

function parsed(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Whether a sign-out here would take edits an account has not received (its own trip, or any trip
 * joined) (`forgetAccountTrip`
 * removes the account's trip from this browser): the trip kept here differs from the last one the
 * server confirmed (the sync's base), or that record cannot be read. A trip the server does not
 * keep (`local`), or one never the account's, stays anyway: nothing is lost.
 */
export function accountTripUnsent(): boolean {
  return tripKeysKept().some((keys) => unsentUnder(keys));
}

/** The keys of every trip this browser keeps: the account's own, and each trip joined. */
function tripKeysKept(): TripKeys[] {
  const kept = [tripKeys(null)];
  for (const key of keysStartingWith(`${TRIP_SYNC_KEY}.`)) {
    const id = Number(key.slice(TRIP_SYNC_KEY.length + 1));
    if (Number.isSafeInteger(id) && id > 0) kept.push(tripKeys(id));
  }
  return kept;
}

function unsentUnder({ trip, sync }: TripKeys): boolean {
  const kept = readText(sync);
  if (kept === undefined || kept.includes('"local":true')) return false;
  const stored = readText(trip);
  const here = stored === undefined ? contentOf(emptyTrip()) : contentOf(parsed(stored));
  const meta = parsed(kept);
  const base =
    typeof meta === 'object' && meta !== null && 'base' in meta ? contentOf(meta.base) : null;
  return base === null || here !== base;
}
