import type { CompanionScript, TripRecord } from './types';

/**
 * The demo's trip planned together: the companion (Cora, id 4) owns it and the reader (Rita,
 * id 2) plans it with her. Two browsers never share a demo, so this is how one visitor alone
 * sees a companion's edits arrive (server/companion.ts plays them).
 */

export const COMPANION_TRIP_NAME = 'Negril with Cora';

/** The seed's places (seed/guides.ts) the trip holds and the companion adds. */
export const PLACES = {
  ricksCafe: 1,
  sevenMileBeach: 2,
  boobyCay: 10,
  lighthouse: 13,
} as const;

/** The trip as the seed has it: made by the companion (version 1), then the reader joined (2). */
export function companionTrip(
  id: number,
  companion: number,
  reader: number,
  updated: string,
): TripRecord {
  return {
    id,
    // The companion's own first trip, as the server makes a first trip with POST v1/trips/.
    user_id: companion,
    name: COMPANION_TRIP_NAME,
    days: [
      {
        name: 'Beach day',
        stops: [
          { id: PLACES.sevenMileBeach, time: '10:00', by: companion },
          { id: PLACES.boobyCay, time: '14:00', by: companion },
        ],
      },
      { name: '', stops: [{ id: PLACES.lighthouse, time: null, by: companion }] },
    ],
    start: null,
    version: 2,
    updated,
    members: [
      { user_id: companion, role: 'owner' },
      { user_id: reader, role: 'companion' },
    ],
  };
}

/** The script's state before the reader first reads the trip. */
export const companionScript = (
  trip_id: number,
  companion_id: number,
  reader_id: number,
): CompanionScript => ({ trip_id, companion_id, reader_id, step: 0, last: null });

/** The seed's trips: the companion's, id 1. */
export function seedTrips(updated: string) {
  return {
    trips: [companionTrip(1, 4, 2, updated)],
    invites: [],
    lastTripId: 1,
    companion: companionScript(1, 4, 2),
  };
}
