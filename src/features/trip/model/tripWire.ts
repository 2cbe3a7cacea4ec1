import { MalformedResponseError } from '../../../lib/http/errors';
import { integerId, isRecord } from '../../../lib/records';
import {
  cutDayName,
  emptyTrip,
  stopBy,
  withBy,
  type Trip,
  type TripDay,
  type TripStop,
} from './trip';
import { isIsoDate } from './tripStore';

/**
 * The trip as the server's `/v1/trip/` sends and takes it: the same days and places, a time as
 * `"HH:MM"` (24 h) where the browser keeps minutes after midnight.
 */
export interface WireTrip {
  start: string | null;
  days: { name: string; stops: { id: number; time: string | null }[] }[];
}

export type TripRole = 'owner' | 'companion';

/** A member of a trip: the account's id and the name the server gives (never an email). */
export interface Member {
  id: number;
  name: string;
  role: TripRole;
}

/** A trip's members as the server lists them (each it cannot read left out); undefined: none. */
export function parseMembers(value: unknown): Member[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((member): Member[] => {
    if (!isRecord(member)) return [];
    const id = integerId(member.id);
    if (id === null || id <= 0) return [];
    const name = typeof member.name === 'string' ? member.name.slice(0, 80) : '';
    return [{ id, name, role: member.role === 'owner' ? 'owner' : 'companion' }];
  });
}

/**
 * The account's trip as the server keeps it, with its version (0: never saved), and, for a trip
 * of `/v1/trips/`, who plans it.
 */
export interface ServerTrip {
  trip: Trip;
  version: number;
  members?: Member[];
}

const two = (value: number) => String(value).padStart(2, '0');

/** Minutes after midnight as `"HH:MM"`. */
export function timeText(minutes: number | null): string | null {
  return minutes === null ? null : `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** `"HH:MM"` (00:00..23:59) as minutes after midnight; undefined when it is not one. */
export function timeMinutes(value: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** The body of a `PUT /v1/trip/`. */
export function toWire(trip: Trip): WireTrip {
  return {
    start: trip.start,
    days: trip.days.map((day) => ({
      name: day.name,
      stops: day.stops.map((stop) => ({ id: stop.id, time: timeText(stop.time) })),
    })),
  };
}

/**
 * The server's trip, read tolerantly: unknown fields are ignored, a place it cannot read (or
 * gives twice) is left out, a time or a date it cannot read is none, a name is cut to the limit.
 * What is not a trip at all (no list of days, no version) is a `MalformedResponseError`, which
 * the sync words as a plain sentence and which never touches the trip kept here.
 */
export function parseServerTrip(value: unknown): ServerTrip {
  if (!isRecord(value) || !Array.isArray(value.days)) throw new MalformedResponseError('the trip');
  const version = value.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) {
    throw new MalformedResponseError('the trip');
  }
  const seen = new Set<number>();
  const days: TripDay[] = [];
  for (const day of value.days) {
    if (!isRecord(day) || !Array.isArray(day.stops)) throw new MalformedResponseError('the trip');
    const stops: TripStop[] = [];
    for (const stop of day.stops) {
      const id = isRecord(stop) ? integerId(stop.id) : null;
      if (id === null || id <= 0 || seen.has(id) || !isRecord(stop)) continue;
      seen.add(id);
      const time = typeof stop.time === 'string' ? (timeMinutes(stop.time) ?? null) : null;
      stops.push(withBy({ id, time }, stopBy(stop.by)));
    }
    const name = typeof day.name === 'string' ? cutDayName(day.name) : '';
    days.push({ name, stops });
  }
  const start = isIsoDate(value.start) ? value.start : null;
  const trip = { start, days: days.length > 0 ? days : emptyTrip().days };
  const members = parseMembers(value.members);
  return members ? { trip, version, members } : { trip, version };
}
