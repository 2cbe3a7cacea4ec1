import { savedIds, type Trip } from '../model/trip';
import type { ServerTrip } from '../model/tripWire';
import type { TripState } from '../store/tripSlice';
import type { SyncTarget } from './syncTarget';
import type { News } from './tripSyncView';

/**
 * Whether others plan the trip a sync keeps: a trip joined, one's own once listed with two
 * members or more, or a server's answer that says so (someone joined since the list was read).
 * Only then is it polled, and the others' changes said.
 */
export function plannedWithOthers(
  state: TripState,
  target: SyncTarget,
  server?: ServerTrip,
): boolean {
  if (target.joined || (server?.members?.length ?? 0) > 1) return true;
  const listed = state.together.trips.find((trip) => trip.id === target.id);
  return (listed?.members.length ?? 0) > 1;
}

/**
 * What changed on the server since `base` that someone else did: places added by another account
 * (by their `by`), and days renamed there while this browser (`mine`) kept the old name.
 */
export function newsSince(base: Trip, server: Trip, mine: Trip, me: number | null): News[] {
  const had = new Set(savedIds(base));
  const news: News[] = [];
  for (const day of server.days) {
    for (const stop of day.stops) {
      if (!had.has(stop.id) && stop.by !== undefined && stop.by !== me) {
        news.push({ kind: 'added', stop: stop.id, by: stop.by });
      }
    }
  }
  for (const [index, day] of server.days.entries()) {
    const was = base.days[index]?.name;
    if (was !== undefined && day.name !== was && mine.days[index]?.name === was) {
      news.push({ kind: 'renamed', day: index, name: day.name });
    }
  }
  return news;
}
