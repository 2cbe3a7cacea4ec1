import { readJson, writeJson } from '../../../lib/browser/storage';
import { isRecord } from '../../../lib/records';
import { TRIP_SYNC_KEY, type Trip } from '../model/trip';
import { parseTrip } from '../model/tripStore';

/**
 * What the sync keeps beside the trip, under `negrilTripSync` (one key, shared by the tabs, so a
 * tab reads it afresh before each request): whose account the trip here is (its `user_id`), and
 * either the last version of the server's trip this browser saw with that trip (the base of the
 * next three-way merge; the trip here has unsent edits while it differs from it), or `local`:
 * the server keeps no trips (404), so the trip stays in this browser and nothing is asked again
 * until the session ends. The sign-out removes it (`forgetAccountTrip`, trip.ts).
 */
export type SyncMeta =
  { owner: string; local: true } | { owner: string; local?: false; version: number; base: Trip };

const META_VERSION = 1;

function parseMeta(value: unknown): SyncMeta | undefined {
  if (!isRecord(value) || value.v !== META_VERSION || typeof value.owner !== 'string') {
    return undefined;
  }
  if (value.local === true) return { owner: value.owner, local: true };
  const { version } = value;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) {
    return undefined;
  }
  const base = parseTrip(value.base);
  return base.dropped ? undefined : { owner: value.owner, version, base: base.trip };
}

/** The sync's record, or null: none, or one that cannot be read (which is removed). */
export function readSyncMeta(key = TRIP_SYNC_KEY): SyncMeta | null {
  return readJson(key, parseMeta) ?? null;
}

export function writeSyncMeta(meta: SyncMeta, key = TRIP_SYNC_KEY): void {
  writeJson(key, { v: META_VERSION, ...meta });
}
