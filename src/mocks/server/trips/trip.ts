import { http, type RequestHandler } from 'msw';
import { saveDb } from '../../db';
import type { UserRecord } from '../../seed/types';
import { authenticated, detail, json, NOT_AUTHENTICATED, type ServerOptions } from '../common';
import { expectedVersion, readBody, tooLarge } from './tripRequests';
import { checkTrip } from './tripRules';
import { createTrip, DEFAULT_NAME, firstTrip, plainDays, saveTrip } from './tripStore';

/**
 * The account's trip, as the reference server keeps it (GET and PUT `v1/trip/`): its own first
 * trip (tripStore.ts), one of its trips in `v1/trips/` (named "My trip" when this PUT makes it),
 * never a trip it joined or inherited. Versions named by If-Match (428 without one), a 412 with
 * the current trip when the version is not the stored one, the trip rules' 400s, 401 without a
 * valid session. Unlike the server it does not throttle.
 */

export const TRIP_CHANGED = 'The trip has changed since.';
export const TRIP_NO_VERSION =
  'Send the version of the trip you change in If-Match, e.g. If-Match: "7".';

export { expectedVersion };

/** The trip as GET answers it: the account's first trip, or the empty one at version 0. */
export function tripOf(user: UserRecord) {
  const trip = firstTrip(user.id);
  if (!trip) return { days: [{ name: '', stops: [] }], start: null, version: 0, updated: null };
  const { start, version, updated } = trip;
  return { days: plainDays(trip.days), start, version, updated };
}

async function putTrip(request: Request, user: UserRecord): Promise<Response> {
  const version = expectedVersion(request.headers.get('If-Match'));
  if (version === null) return detail(TRIP_NO_VERSION, 428);
  const body = await readBody(request);
  if (body.error) return body.error;
  const checked = checkTrip(body.value);
  if (checked.errors) return json(checked.errors, 400);
  const { days, start } = checked.trip;
  const stored = firstTrip(user.id);
  // Version 0 makes the account's first trip, unless it has one (then a 412).
  const saved =
    version === 0
      ? createTrip(user.id, DEFAULT_NAME, days, start, true)
      : stored && saveTrip(stored, version, checked.trip, user.id);
  if (!saved) return json({ detail: TRIP_CHANGED, current: tripOf(user) }, 412);
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
    http.put(url, async ({ request }) => {
      // The body's size is checked before anything else, as the server's middleware does.
      const refused = await tooLarge(request);
      if (refused) return refused;
      return authenticated((_request, user) =>
        user ? putTrip(request, user) : detail(NOT_AUTHENTICATED, 401),
      )({ request });
    }),
  ];
}
