import { getDb } from '../../db';
import { nextTripId } from '../../ids';
import type {
  StoredDay,
  TripMemberRecord,
  TripRecord,
  TripRole,
  UserRecord,
} from '../../seed/types';
import type { TripDay } from './tripRules';

/**
 * Trips as the reference server stores them, shared by `v1/trip/` (trip.ts) and `v1/trips/`
 * (trips.ts, tripMembers.ts): the answers, who wrote each stop (`by`), the conditional saves and
 * what an account's deletion does to the trips it plans. Every change of a trip counts one
 * version more, members joining and leaving included, so an ETag names the whole answer.
 */

export const MAX_MEMBERS = 12;
export const DEFAULT_NAME = 'My trip';

/** The clock of trips and invitations: `Date.now()`, which tests move with fake timers. */
export const nowMs = () => Date.now();

/** A time as the server answers it: ISO 8601 in UTC, to the second. */
export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

export const trips = (): TripRecord[] => (getDb().trips ??= []);

/** What other members see of an account: its first name, else its email's local part. */
export function memberName(user: UserRecord | undefined): string {
  if (!user) return '';
  return user.first_name.trim() || (user.email.split('@')[0] ?? '');
}

/** The members as answers list them: the owner first, then the companions in joining order. */
export function membersAnswer(trip: TripRecord) {
  const users = getDb().users;
  const owners = trip.members.filter((member) => member.role === 'owner');
  const others = trip.members.filter((member) => member.role !== 'owner');
  return [...owners, ...others].map((member) => ({
    id: member.user_id,
    name: memberName(users.find((user) => user.id === member.user_id)),
    role: member.role,
  }));
}

export interface Membership {
  trip: TripRecord;
  role: TripRole;
}

/**
 * The account's membership of a trip, or null: a trip it does not plan and a trip that does
 * not exist look alike (404).
 */
export function membership(userId: number, tripId: number): Membership | null {
  const trip = trips().find((kept) => kept.id === tripId);
  const member = trip?.members.find((kept) => kept.user_id === userId);
  return trip && member ? { trip, role: member.role } : null;
}

/** The days as `v1/trip/` answers them: stops without `by`. */
export const plainDays = (days: StoredDay[]): TripDay[] =>
  days.map((day) => ({
    name: day.name,
    stops: day.stops.map((stop) => ({ id: stop.id, time: stop.time })),
  }));

/** The days as `v1/trips/<id>/` answers them: stops `{"id", "time", "by"}`. */
const authoredDays = (days: StoredDay[]): StoredDay[] =>
  days.map((day) => ({
    name: day.name,
    stops: day.stops.map((stop) => ({ id: stop.id, time: stop.time, by: stop.by })),
  }));

/**
 * The checked days with each stop's `by`: the one stored for a stop already in the trip
 * (whatever the writer sent), the writer's account id for a stop new to it.
 */
export function withAuthors(days: TripDay[], stored: StoredDay[], writer: number): StoredDay[] {
  const known = new Map(stored.flatMap((day) => day.stops.map((stop) => [stop.id, stop.by])));
  return days.map((day) => ({
    name: day.name,
    stops: day.stops.map((stop) => ({
      id: stop.id,
      time: stop.time,
      by: known.has(stop.id) ? (known.get(stop.id) ?? null) : writer,
    })),
  }));
}

/** GET `v1/trips/<id>/`. */
export function tripAnswer(trip: TripRecord, role: TripRole) {
  return {
    id: trip.id,
    name: trip.name,
    role,
    members: membersAnswer(trip),
    days: authoredDays(trip.days),
    start: trip.start,
    version: trip.version,
    updated: trip.updated,
  };
}

/** An item of GET `v1/trips/` (and the answer to a join). */
export function summary(trip: TripRecord, role: TripRole) {
  return {
    id: trip.id,
    name: trip.name,
    role,
    members: membersAnswer(trip),
    version: trip.version,
    updated: trip.updated,
  };
}

/** The account's own first trip (what `v1/trip/` reads and writes), if any. */
export const firstTrip = (userId: number) => trips().find((trip) => trip.user_id === userId);

/**
 * A new trip at version 1 owned by `owner`. `first`: it must become the account's own first
 * trip (`v1/trip/`'s first PUT): null if the account has one. Otherwise it becomes that trip
 * only if the account has none.
 */
export function createTrip(
  owner: number,
  name: string,
  days: TripDay[],
  start: string | null,
): TripRecord;
export function createTrip(
  owner: number,
  name: string,
  days: TripDay[],
  start: string | null,
  first: boolean,
): TripRecord | null;
export function createTrip(
  owner: number,
  name: string,
  days: TripDay[],
  start: string | null,
  first = false,
): TripRecord | null {
  const hasFirst = firstTrip(owner) !== undefined;
  if (first && hasFirst) return null;
  const db = getDb();
  const trip: TripRecord = {
    id: nextTripId(db),
    user_id: hasFirst ? null : owner,
    name,
    days: withAuthors(days, [], owner),
    start,
    version: 1,
    updated: iso(nowMs()),
    members: [{ user_id: owner, role: 'owner' }],
  };
  trips().push(trip);
  return trip;
}

/**
 * Stores the checked days (and start, and a new name if given) if the trip is still at
 * `version`, with each stop's author; the trip as stored, or null if it changed (412).
 */
export function saveTrip(
  trip: TripRecord,
  version: number,
  checked: { days: TripDay[]; start: string | null },
  writer: number,
  name: string | null = null,
): TripRecord | null {
  if (trip.version !== version) return null;
  trip.days = withAuthors(checked.days, trip.days, writer);
  trip.start = checked.start;
  if (name !== null) trip.name = name;
  bump(trip);
  return trip;
}

/** One version more and a new `updated`, for any change of the trip. */
export function bump(trip: TripRecord): void {
  trip.version += 1;
  trip.updated = iso(nowMs());
}

/** Deletes a trip with its invitations. */
export function deleteTrip(trip: TripRecord): void {
  const db = getDb();
  db.trips = trips().filter((kept) => kept !== trip);
  db.invites = (db.invites ?? []).filter((invite) => invite.trip_id !== trip.id);
}

const without = (trip: TripRecord, member: TripMemberRecord) => {
  trip.members = trip.members.filter((kept) => kept !== member);
};

/**
 * Before an account is deleted: each trip it owns passes to the companion who joined first
 * (its open invitations revoked; it is no longer anyone's own first trip), or is deleted without
 * one; it leaves the trips it plans with others; and every stop it put anywhere keeps no author.
 */
export function leaveAll(userId: number): void {
  const db = getDb();
  for (const trip of [...trips()]) {
    const mine = trip.members.find((member) => member.user_id === userId);
    if (mine?.role !== 'owner') continue;
    const heir = trip.members.find((member) => member.role === 'companion');
    if (!heir) {
      deleteTrip(trip);
      continue;
    }
    heir.role = 'owner';
    db.invites = (db.invites ?? []).filter((invite) => invite.trip_id !== trip.id);
    trip.user_id = null;
    without(trip, mine);
    bump(trip);
  }
  for (const trip of trips()) {
    const theirs = trip.members.find((member) => member.user_id === userId);
    if (!theirs) continue;
    without(trip, theirs);
    bump(trip);
  }
  for (const trip of trips()) {
    const written = trip.days.flatMap((day) => day.stops).filter((stop) => stop.by === userId);
    for (const stop of written) stop.by = null;
    if (written.length > 0) bump(trip);
  }
  // As the server's cascade: no trip is left as the deleted account's own first trip.
  for (const trip of trips().filter((kept) => kept.user_id === userId)) deleteTrip(trip);
}
