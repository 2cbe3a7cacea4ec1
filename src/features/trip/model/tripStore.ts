import { readText, removeItem } from '../../../lib/browser/storage';
import { integerId, isRecord } from '../../../lib/records';
import {
  cutDayName,
  stopBy,
  withBy,
  emptyTrip,
  LEGACY_TRIP_KEY,
  TRIP_KEY,
  writeTrip,
  type Trip,
  type TripDay,
  type TripStop,
} from './trip';

/** A trip as read: what could be read, and whether something had to be left out. */
export interface ReadTrip {
  trip: Trip;
  dropped: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` naming a real day of the calendar. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A time of day in minutes (0..1439), or null; `undefined` when the value is none of those. */
function stopTime(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < 1440
    ? (value as number)
    : undefined;
}

/**
 * Reads a stored trip as far as it can: the first form (a list of ids) as one day; the versioned
 * form's days and stops one by one, each bad one dropped (and a place that is already on the
 * trip); unknown fields ignored. Nothing readable is an empty trip. `dropped` says whether
 * anything was left out.
 */
export function parseTrip(value: unknown): ReadTrip {
  let dropped = false;
  const seen = new Set<number>();
  const stop = (raw: unknown): TripStop | null => {
    const id = integerId(isRecord(raw) ? raw.id : raw);
    const time = isRecord(raw) ? stopTime(raw.time) : null;
    if (id === null || seen.has(id)) {
      dropped = true;
      return null;
    }
    seen.add(id);
    if (time === undefined) dropped = true;
    return withBy({ id, time: time ?? null }, isRecord(raw) ? stopBy(raw.by) : undefined);
  };
  const stops = (raw: readonly unknown[]) =>
    raw.map(stop).filter((kept): kept is TripStop => kept !== null);

  if (Array.isArray(value)) {
    return { trip: { start: null, days: [{ name: '', stops: stops(value) }] }, dropped };
  }
  if (!isRecord(value) || !Array.isArray(value.days)) return { trip: emptyTrip(), dropped: true };
  const days: TripDay[] = [];
  for (const day of value.days) {
    if (!isRecord(day) || !Array.isArray(day.stops)) {
      dropped = true;
      continue;
    }
    if (day.name !== undefined && typeof day.name !== 'string') dropped = true;
    days.push({
      name: typeof day.name === 'string' ? cutDayName(day.name) : '',
      stops: stops(day.stops),
    });
  }
  let start: string | null = null;
  if (isIsoDate(value.start)) start = value.start;
  else if (value.start !== null && value.start !== undefined) dropped = true;
  return { trip: { start, days: days.length > 0 ? days : emptyTrip().days }, dropped };
}

/**
 * The trip this browser keeps, or null when storage cannot be read (a privacy mode): then the
 * trip in memory is all there is, and must not be replaced by an empty one. What had to be left
 * out is left out of storage too, so that the visitor is told once. A trip kept by the release
 * before (a list of ids under its own key) is read as one day, moved to the trip's key and
 * removed.
 */
export function readStoredTrip(from = TRIP_KEY): ReadTrip | null {
  try {
    if (typeof window === 'undefined') return null;
    window.localStorage.getItem(from);
  } catch {
    return null;
  }
  let key = from;
  let raw = readText(from);
  if (raw === undefined && from === TRIP_KEY) {
    key = LEGACY_TRIP_KEY;
    raw = readText(LEGACY_TRIP_KEY);
  }
  if (raw === undefined) return { trip: emptyTrip(), dropped: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    removeItem(key);
    return { trip: emptyTrip(), dropped: true };
  }
  const read = parseTrip(parsed);
  if (key === LEGACY_TRIP_KEY) {
    // Written first, removed after: a refused write leaves the first form where it was.
    if (writeTrip(read.trip)) removeItem(LEGACY_TRIP_KEY);
  } else if (read.dropped) {
    writeTrip(read.trip, key);
  }
  return read;
}
