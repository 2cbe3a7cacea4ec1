import { cutDayName, MAX_DAYS, withBy, type Trip, type TripDay, type TripStop } from './trip';

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
 * - Who added each place (`by`) is the server's record, else this browser's.
 * - Where both sides changed the same thing differently since `base` (a place moved by both, a
 *   day renamed by both, a place's time set by both, a place one removed and the other moved or
 *   timed), the merge decided: `decided` says what, for the screen to say it once.
 * - The result keeps to the server's limits where it can: at most 30 days, names of at most 80
 *   characters, at least one day. More than 300 places on the two sides together are all kept:
 *   nothing saved is dropped, and the server says what is too much.
 */

/** What the merge decided where both sides changed the same thing (the server's side won). */
export type Decision =
  | { kind: 'moved' | 'time' | 'removed'; stop: number }
  | { kind: 'renamedBoth'; day: number; name: string };

export interface MergedTrip {
  trip: Trip;
  /** The places left out because the guide no longer has them. */
  dropped: number[];
  /** Both sides changed the same thing: what the merge kept (empty when nothing clashed). */
  decided: Decision[];
}

/**
 * Where a place is: its day, and the place before it among those all three sides have (so that
 * a place added, removed or moved beside it does not count as moving it); null when absent.
 */
function spotOf(trip: Trip, id: number, common: ReadonlySet<number>): string | null {
  for (const [day, { stops }] of trip.days.entries()) {
    const kept = stops.filter((stop) => common.has(stop.id) || stop.id === id);
    const index = kept.findIndex((stop) => stop.id === id);
    if (index >= 0) return `${day}:${index > 0 ? String(kept[index - 1]?.id) : '^'}`;
  }
  return null;
}

/**
 * The clashes between the two sides' changes since `base`, and what the merge kept of each: a
 * place both moved to different spots, a time both set differently, a place the server's side
 * removed while this side moved it or set its time, a day both renamed differently.
 */
function clashes(base: Trip, mine: Trip, theirs: Trip, merged: Trip): Decision[] {
  const decided: Decision[] = [];
  const [mineStops, theirStops] = [stopsById(mine), stopsById(theirs)];
  const baseStops = stopsById(base);
  const common = new Set(
    [...baseStops.keys()].filter((id) => mineStops.has(id) && theirStops.has(id)),
  );
  for (const [id, was] of baseStops) {
    const [here, there] = [mineStops.get(id), theirStops.get(id)];
    const spot = spotOf(base, id, common);
    const hereSpot = spotOf(mine, id, common);
    if (here && !there) {
      if (hereSpot !== spot || here.time !== was.time) decided.push({ kind: 'removed', stop: id });
      continue;
    }
    if (!here || !there) continue;
    const thereSpot = spotOf(theirs, id, common);
    if (hereSpot !== spot && thereSpot !== spot && hereSpot !== thereSpot) {
      decided.push({ kind: 'moved', stop: id });
    }
    if (here.time !== was.time && there.time !== was.time && here.time !== there.time) {
      decided.push({ kind: 'time', stop: id });
    }
  }
  for (const [day, { name }] of base.days.entries()) {
    const [here, there] = [mine.days[day]?.name, theirs.days[day]?.name];
    if (here === undefined || there === undefined) continue;
    if (here !== name && there !== name && here !== there) {
      decided.push({ kind: 'renamedBoth', day, name: merged.days[day]?.name ?? there });
    }
  }
  return decided;
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
      stops: stops.map(({ id }) =>
        withBy(
          {
            id,
            time:
              pick(baseStops.get(id)?.time, mineStops.get(id)?.time, theirStops.get(id)?.time) ??
              null,
          },
          theirStops.get(id)?.by !== undefined
            ? theirStops.get(id)?.by
            : (mineStops.get(id)?.by ?? baseStops.get(id)?.by),
        ),
      ),
    };
  });
  const start = pick(base.start, mine.start, theirs.start) ?? null;
  const trip = { start, days: result };
  return { trip, dropped, decided: clashes(base, mine, theirs, trip) };
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

/** Two trips show the same: the same content, and the same names beside each place. */
export const sameShown = (a: Trip, b: Trip): boolean =>
  sameTrip(a, b) &&
  JSON.stringify(a.days.map((day) => day.stops.map((stop) => stop.by ?? String(stop.by)))) ===
    JSON.stringify(b.days.map((day) => day.stops.map((stop) => stop.by ?? String(stop.by))));
