import { http, type RequestHandler } from 'msw';
import { getDb, saveDb } from '../db';
import type { TripRecord, UserRecord } from '../seed/types';
import { authenticated, detail, json, NOT_AUTHENTICATED, type ServerOptions } from './common';
import { checkTrip } from './tripRules';

/**
 * The account's trip, as the reference server keeps it (GET and PUT `v1/trip/`): versions named
 * by If-Match (428 without one), a 412 with the current trip when the version is not the stored
 * one, the trip rules' 400s, 401 without a valid session. The demo keeps one trip per account
 * in its database (localStorage), deleted with the account. Unlike the server it does not
 * throttle.
 */

export const TRIP_CHANGED = 'The trip has changed since.';
export const TRIP_NO_VERSION =
  'Send the version of the trip you change in If-Match, e.g. If-Match: "7".';

const IF_MATCH = /^(?:(?:W\/)?"([0-9]{1,9})"|([0-9]{1,9}))$/;

/** The trip as GET answers it: the account's, or the empty one at version 0. */
export function tripOf(user: UserRecord) {
  const trip = (getDb().trips ?? []).find((kept) => kept.user_id === user.id);
  if (!trip) return { days: [{ name: '', stops: [] }], start: null, version: 0, updated: null };
  const { days, start, version, updated } = trip;
  return { days, start, version, updated };
}

/** The version an If-Match header names ("7", 7 or W/"7"), or null. */
export function expectedVersion(header: string | null): number | null {
  const match = IF_MATCH.exec((header ?? '').trim());
  return match ? Number(match[1] ?? match[2]) : null;
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

async function saveTrip(request: Request, user: UserRecord): Promise<Response> {
  const version = expectedVersion(request.headers.get('If-Match'));
  if (version === null) return detail(TRIP_NO_VERSION, 428);
  const checked = checkTrip(await readJson(request));
  if (checked.errors) return json(checked.errors, 400);
  const db = getDb();
  const trips = (db.trips ??= []);
  const stored = trips.find((kept) => kept.user_id === user.id);
  if ((stored?.version ?? 0) !== version) {
    return json({ detail: TRIP_CHANGED, current: tripOf(user) }, 412);
  }
  const saved: TripRecord = {
    user_id: user.id,
    ...checked.trip,
    version: version + 1,
    updated: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
  db.trips = [...trips.filter((kept) => kept !== stored), saved];
  saveDb();
  return json(tripOf(user));
}

export function tripHandlers(options: ServerOptions): RequestHandler[] {
  const url = `${options.apiUrl}/v1/trip/`;
  return [
    http.get(
      url,
      authenticated((_request, user) =>
        user ? json(tripOf(user)) : detail(NOT_AUTHENTICATED, 401),
      ),
    ),
    http.put(
      url,
      authenticated((request, user) =>
        user ? saveTrip(request, user) : detail(NOT_AUTHENTICATED, 401),
      ),
    ),
  ];
}
