import { cutDayName, MAX_DAYS, type Trip, type TripDay, type TripStop } from './trip';

/**
 * The three-way merge of two versions of the trip: the account's trip on the server (`theirs`,
 * the newer: it was saved after `base`) and this browser's (`mine`, with edits the server has not
 * seen), from the version both last saw (`base`). Pure: the sync (tripSync.ts) calls it when the
 * server's trip changed while this browser had unsent edits, and at the first sync after a
 * sign-in (with an empty base: everything on either side is then an addition).
 *
 * - A place added on either side is kept; one removed on either side stays removed (a removal
 *   wins over a move or a new time on the other side). A place is never on the trip twice.
 * - Each field is the side's that changed it since `base`, the server's when both did: the start
 *   date, each day's name (by position), each place's time.
 * - The arrangement (which day each place is on, in which order) is the server's when the server
 *   changed it (the places of `base` moved, days added or removed), else this browser's. Places
 *   only the other side has are appended to the same day by position (a day past the end adds
 *   days, up to the server's limit, then goes to the last day), in that side's order.
 * - A place the guide no longer has (not in `known`, when given) is left out and reported.
 * - The result keeps to the server's limits where it can: at most 30 days, names of at most 80
 *   characters, at least one day. More than 300 places on the two sides together are all kept:
 *   nothing saved is dropped, and the server says what is too much.
 */

export interface MergedTrip {
  trip: Trip;
  /** The places left out because the guide no longer has them. */
  dropped: number[];
}

const idsOf = (trip: Trip) => new Set(trip.days.flatMap((day) => day.stops.map((stop) => stop.id)));

const stopsById = (trip: Trip) =>
  new Map(trip.days.flatMap((day) => day.stops.map((stop) => [stop.id, stop] as const)));

/** Where the places `base` had are, and how many days: what "the arrangement changed" compares. */
function arrangement(trip: Trip, of: ReadonlySet<number>): string {
  return JSON.stringify(
    trip.days.map((day) => day.stops.filter((stop) => of.has(stop.id)).map((stop) => stop.id)),
  );
}

/** The side that changed a field since `base` wins, the server's when both did. */
function pick<T>(base: T | undefined, mine: T | undefined, theirs: T | undefined): T | undefined {
  if (theirs !== undefined && theirs !== base) return theirs;
  return mine !== undefined ? mine : theirs;
}

export function mergeTrip(
  base: Trip,
  mine: Trip,
  theirs: Trip,
  known?: ReadonlySet<number>,
): MergedTrip {
  const [baseIds, mineIds, theirIds] = [idsOf(base), idsOf(mine), idsOf(theirs)];
  const [baseStops, mineStops, theirStops] = [stopsById(base), stopsById(mine), stopsById(theirs)];
  const removed = (id: number) => baseIds.has(id) && (!mineIds.has(id) || !theirIds.has(id));
  const dropped: number[] = [];
  const keep = (id: number) => {
    if (removed(id)) return false;
    if (known && !known.has(id)) {
      if (!dropped.includes(id)) dropped.push(id);
      return false;
    }
    return true;
  };

  // With no place in common history (the first sync after a sign-in), the server's arrangement.
  const theirsMoved =
    baseIds.size === 0
      ? theirIds.size > 0 || theirs.days.length !== base.days.length
      : arrangement(theirs, baseIds) !== arrangement(base, baseIds);
  const [first, second] = theirsMoved ? [theirs, mine] : [mine, theirs];
  const placed = new Set<number>();
  const days: TripStop[][] = first.days.map((day) =>
    day.stops.flatMap((stop) => {
      if (placed.has(stop.id) || !keep(stop.id)) return [];
      placed.add(stop.id);
      return [{ id: stop.id, time: null }];
    }),
  );
  if (days.length === 0) days.push([]);
  for (const [index, day] of second.days.entries()) {
    for (const stop of day.stops) {
      if (placed.has(stop.id) || !keep(stop.id)) continue;
      placed.add(stop.id);
      while (days.length <= index && days.length < MAX_DAYS) days.push([]);
      (days[Math.min(index, days.length - 1)] as TripStop[]).push({ id: stop.id, time: null });
    }
  }
  // Past the server's limit of days, the last days' places join the last day kept.
  while (days.length > MAX_DAYS) {
    const last = days.pop() ?? [];
    days[days.length - 1]?.push(...last);
  }

  const result: TripDay[] = days.map((stops, index) => {
    const name =
      pick(base.days[index]?.name, mine.days[index]?.name, theirs.days[index]?.name) ??
      first.days[index]?.name ??
      second.days[index]?.name ??
      '';
    return {
      name: cutDayName(name),
      stops: stops.map(({ id }) => ({
        id,
        time:
          pick(baseStops.get(id)?.time, mineStops.get(id)?.time, theirStops.get(id)?.time) ?? null,
      })),
    };
  });
  const start = pick(base.start, mine.start, theirs.start) ?? null;
  return { trip: { start, days: result }, dropped };
}

/** The trip's content, comparable: two trips are the same when these are equal. */
export function tripKey(trip: Trip): string {
  return JSON.stringify({
    start: trip.start,
    days: trip.days.map((day) => ({
      name: day.name,
      stops: day.stops.map((stop) => [stop.id, stop.time]),
    })),
  });
}

export const sameTrip = (a: Trip, b: Trip): boolean => tripKey(a) === tripKey(b);
