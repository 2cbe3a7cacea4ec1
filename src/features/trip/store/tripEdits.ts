import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { tripChanged, type TripStore } from './tripSlice';
import {
  cutDayName,
  MAX_DAYS,
  MAX_STOPS,
  savedIds,
  type Trip,
  type TripDay,
  type TripStop,
} from '../model/trip';

/**
 * The changes a visitor makes to the trip, each a pure function of the trip, and `editTrip`, which
 * applies one to the store's trip of the moment (so that a change that came from another tab a
 * moment before is the one changed). They live here, loaded with the guide, rather than as the
 * slice's reducers: the slice is part of every page's first load. Each keeps the server's limits
 * (`MAX_DAYS`, `MAX_STOPS`, `MAX_DAY_NAME` in trip.ts): an edit past them changes nothing, and the
 * screens say why (`isFull`, `hasAllDays`), so a trip here is always one the server takes.
 */
export type TripEdit = (trip: Trip) => Trip;

/** Applies an edit to the current trip; an edit that changes nothing dispatches nothing. */
export function editTrip(edit: TripEdit): ThunkAction<void, TripStore, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const current = getState().trip.current;
    const next = edit(current);
    if (next !== current) dispatch(tripChanged(next));
  };
}

/** Where a place is on the trip, or null. */
export function findStop(trip: Trip, id: number): { day: number; index: number } | null {
  for (const [day, { stops }] of trip.days.entries()) {
    const index = stops.findIndex((stop) => stop.id === id);
    if (index >= 0) return { day, index };
  }
  return null;
}

const withDays = (trip: Trip, days: TripDay[]): Trip => ({ ...trip, days });

/**
 * Whether the trip holds as many places as it may (`MAX_STOPS`): no other can be saved. Counted
 * without a copy: every card's Save button asks it on each change of the store.
 */
export const isFull = (trip: Trip): boolean =>
  trip.days.reduce((count, day) => count + day.stops.length, 0) >= MAX_STOPS;

/** Whether the trip has as many days as it may (`MAX_DAYS`). */
export const hasAllDays = (trip: Trip): boolean => trip.days.length >= MAX_DAYS;

/** Keeps only the places the guide has (one deleted leaves); the same trip when it has them all. */
export const keepPlaces =
  (known: ReadonlySet<number>): TripEdit =>
  (trip) => {
    if (savedIds(trip).every((id) => known.has(id))) return trip;
    return withDays(
      trip,
      trip.days.map((day) => ({ ...day, stops: day.stops.filter((stop) => known.has(stop.id)) })),
    );
  };

/**
 * Saves a place at the end of the last day, or takes it out of the trip if it is on it. A full
 * trip takes no other place.
 */
export const toggleStop =
  (id: number): TripEdit =>
  (trip) => {
    if (findStop(trip, id)) return removeStop(id)(trip);
    if (isFull(trip)) return trip;
    const days = [...trip.days];
    const last = days.length - 1;
    const day = days[last] ?? { name: '', stops: [] };
    days[last] = { ...day, stops: [...day.stops, { id, time: null }] };
    return withDays(trip, days);
  };

export const removeStop =
  (id: number): TripEdit =>
  (trip) => {
    if (!findStop(trip, id)) return trip;
    return withDays(
      trip,
      trip.days.map((day) =>
        day.stops.some((stop) => stop.id === id)
          ? { ...day, stops: day.stops.filter((stop) => stop.id !== id) }
          : day,
      ),
    );
  };

/** A day at the end, unless the trip has all the days it may. */
export const addDay: TripEdit = (trip) =>
  hasAllDays(trip) ? trip : withDays(trip, [...trip.days, { name: '', stops: [] }]);

/**
 * Removes a day; its places are not lost: they go to the end of the day before it (the first
 * day's to the start of the next one). The last day left stays.
 */
export const removeDay =
  (index: number): TripEdit =>
  (trip) => {
    const removed = trip.days[index];
    if (!removed || trip.days.length < 2) return trip;
    const days = trip.days.filter((_, at) => at !== index);
    const target = index > 0 ? index - 1 : 0;
    const into = days[target] as TripDay;
    days[target] = {
      ...into,
      stops: index > 0 ? [...into.stops, ...removed.stops] : [...removed.stops, ...into.stops],
    };
    return withDays(trip, days);
  };

export const renameDay =
  (index: number, name: string): TripEdit =>
  (trip) => {
    const day = trip.days[index];
    const kept = cutDayName(name);
    if (!day || day.name === kept) return trip;
    return withDays(
      trip,
      trip.days.map((each, at) => (at === index ? { ...each, name: kept } : each)),
    );
  };

/**
 * Moves a place to a day and a position in it (counted without the place itself); positions out
 * of range are clamped.
 */
export const moveStop =
  (id: number, toDay: number, toIndex: number): TripEdit =>
  (trip) => {
    const from = findStop(trip, id);
    if (!from || !trip.days[toDay]) return trip;
    const stop = trip.days[from.day]?.stops[from.index] as TripStop;
    const days = trip.days.map((day) => ({ ...day, stops: day.stops.filter((s) => s.id !== id) }));
    const target = days[toDay] as TripDay;
    const at = Math.max(0, Math.min(toIndex, target.stops.length));
    if (from.day === toDay && from.index === at) return trip;
    target.stops.splice(at, 0, stop);
    // Days the move did not touch keep their identity.
    return withDays(
      trip,
      days.map((day, index) =>
        index === from.day || index === toDay ? day : (trip.days[index] as TripDay),
      ),
    );
  };

/** One place up or down its day. */
export const moveWithinDay =
  (id: number, by: -1 | 1): TripEdit =>
  (trip) => {
    const from = findStop(trip, id);
    return from ? moveStop(id, from.day, from.index + by)(trip) : trip;
  };

/** To the end of the day before, or the start of the day after: where the place was nearest. */
export const moveToAdjacentDay =
  (id: number, by: -1 | 1): TripEdit =>
  (trip) => {
    const from = findStop(trip, id);
    const toDay = from ? from.day + by : -1;
    const target = trip.days[toDay];
    if (!from || !target) return trip;
    return moveStop(id, toDay, by < 0 ? target.stops.length : 0)(trip);
  };

export const setStopTime =
  (id: number, time: number | null): TripEdit =>
  (trip) => {
    const from = findStop(trip, id);
    if (!from || trip.days[from.day]?.stops[from.index]?.time === time) return trip;
    return withDays(
      trip,
      trip.days.map((day, index) =>
        index === from.day
          ? { ...day, stops: day.stops.map((stop) => (stop.id === id ? { ...stop, time } : stop)) }
          : day,
      ),
    );
  };

export const setStart =
  (start: string | null): TripEdit =>
  (trip) =>
    trip.start === start ? trip : { ...trip, start };

/**
 * A shared trip's days (their names and times) added after the visitor's own, without the
 * places already on the trip; a day left with nothing is not added. A trip with nothing on it is
 * replaced, day for day (its empty days kept, so that the dates stay right), and takes the shared
 * trip's start when it has none. What does not fit the trip's limits is left out, in the shared
 * trip's order: days past `MAX_DAYS`, places past `MAX_STOPS` (`placesLeftOut` counts them).
 */
export const addSharedDays =
  (shared: readonly TripDay[], start: string | null = null): TripEdit =>
  (trip) => {
    const have = new Set(savedIds(trip));
    const replace = have.size === 0 && trip.days.every((day) => !day.name);
    const slots = replace ? MAX_DAYS : MAX_DAYS - trip.days.length;
    let room = MAX_STOPS - have.size;
    const days: TripDay[] = [];
    for (const day of shared) {
      if (days.length >= slots) break;
      const stops = day.stops.filter((stop) => !have.has(stop.id)).slice(0, Math.max(room, 0));
      if (!replace && stops.length === 0) continue;
      room -= stops.length;
      days.push({ name: cutDayName(day.name), stops });
    }
    if (!days.some((day) => day.stops.length > 0)) return trip;
    if (!replace) return withDays(trip, [...trip.days, ...days]);
    return { start: trip.start ?? start, days };
  };

/** How many of a shared trip's places, not on `before`, are not on `after` either (did not fit). */
export function placesLeftOut(shared: readonly TripDay[], before: Trip, after: Trip): number {
  const had = new Set(savedIds(before));
  const has = new Set(savedIds(after));
  return shared.flatMap((day) => day.stops).filter((stop) => !had.has(stop.id) && !has.has(stop.id))
    .length;
}
