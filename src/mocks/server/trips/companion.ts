import { getDb, saveDb } from '../../db';
import { PLACES } from '../../seed/trips';
import type { CompanionScript, TripRecord } from '../../seed/types';
import { MAX_STOPS } from './tripRules';
import { bump, nowMs } from './tripStore';

/**
 * The seeded companion (Cora) at work on the trip she plans with the reader (Rita): two browsers
 * never share a demo, so her edits arrive as a real companion's would. When the reader reads or
 * writes that trip at least COMPANION_STEP_DELAY_MS after the previous step (or after she first
 * read it), the next step is merged into the stored trip before the answer, one version more:
 * first a place added to the last day, then day 2 renamed. Then no more. A step never removes
 * a stop, and skips what is already there.
 */

export const COMPANION_STEP_DELAY_MS = 20_000;

/** What Cora adds in step 1: Rick's Cafe for the sunset, on the last day. */
export const COMPANION_PLACE = PLACES.ricksCafe;
export const COMPANION_PLACE_TIME = '17:30';
/** What Cora names day 2 in step 2. */
export const COMPANION_DAY_NAME = 'Cliffs and sunset';

/** Each step merges into the stored trip; whether it changed anything. */
const STEPS: ((trip: TripRecord, companion: number) => boolean)[] = [
  (trip, companion) => {
    const stops = trip.days.flatMap((day) => day.stops);
    const last = trip.days.at(-1);
    if (!last || stops.length >= MAX_STOPS || stops.some((stop) => stop.id === COMPANION_PLACE)) {
      return false;
    }
    last.stops.push({ id: COMPANION_PLACE, time: COMPANION_PLACE_TIME, by: companion });
    return true;
  },
  (trip) => {
    const second = trip.days[1];
    if (!second || second.name === COMPANION_DAY_NAME) return false;
    second.name = COMPANION_DAY_NAME;
    return true;
  },
];

/** Whether the script plays on this trip for this account now: both still plan it. */
function playing(script: CompanionScript | undefined, trip: TripRecord, userId: number) {
  if (!script || script.trip_id !== trip.id || script.reader_id !== userId) return false;
  if (script.step >= STEPS.length) return false;
  return trip.members.some((member) => member.user_id === script.companion_id);
}

/**
 * Called before the trip's GET or PUT is answered: starts the clock on the reader's first read,
 * then plays the next step once its delay has passed.
 */
export function playCompanion(trip: TripRecord, userId: number): void {
  const script = getDb().companion;
  if (!script || !playing(script, trip, userId)) return;
  const now = nowMs();
  if (script.last === null) {
    script.last = now;
  } else if (now - script.last >= COMPANION_STEP_DELAY_MS) {
    const step = STEPS[script.step];
    script.step += 1;
    script.last = now;
    if (step?.(trip, script.companion_id)) bump(trip);
  } else {
    return;
  }
  saveDb();
}
