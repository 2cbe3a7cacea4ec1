import { http, HttpResponse, type RequestHandler } from 'msw';
import { saveDb } from '../../db';
import type { TripRecord } from '../../seed/types';
import { detail, json, noContent, type ServerOptions } from '../common';
import { playCompanion } from './companion';
import { TRIP_CHANGED, TRIP_NO_VERSION } from './trip';
import { invite, join, removeMember, revokeInvites } from './tripMembers';
import {
  checkName,
  expectedVersion,
  memberOr404,
  methodNotAllowed,
  notModified,
  readBody,
  tagged,
  tooLarge,
  tripRoute,
  type TripRequest,
} from './tripRequests';
import { checkTrip, notAnObject } from './tripRules';
import { createTrip, deleteTrip, saveTrip, summary, trips, tripAnswer } from './tripStore';

/**
 * Trips together, as the reference server answers them: the trips an account plans, alone or
 * with others.
 *
 * - GET  v1/trips/       the account's trips, its own first trip first, then the others by id
 * - POST v1/trips/       {"name"} -> 201 a new trip at version 1 (its first trip if it has none)
 * - GET  v1/trips/<id>/  the trip with `ETag: "<version>"`; If-None-Match naming it -> 304
 * - PUT  v1/trips/<id>/  as PUT v1/trip/ (If-Match, 428, 412 with `current`, the same 400s),
 *                        and an optional new `name`; each stop's `by` is set by the server
 * - DELETE v1/trips/<id>/  the owner deletes the trip (204); a companion 403
 *
 * Invitations and members: tripMembers.ts. Anyone not a member gets 404 for every trip URL,
 * never a 403. Signed in only (401). Unlike the server the demo does not throttle.
 */

export const OWNER_ONLY_DELETE = "Only the trip's owner can delete it.";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function listTrips({ user }: TripRequest): Response {
  const mine = trips().flatMap((trip) => {
    const member = trip.members.find((kept) => kept.user_id === user.id);
    return member ? [{ trip, role: member.role }] : [];
  });
  // The account's own first trip first, then the others by id.
  const later = (trip: TripRecord) => Number(trip.user_id !== user.id);
  mine.sort((a, b) => later(a.trip) - later(b.trip) || a.trip.id - b.trip.id);
  return json(mine.map(({ trip, role }) => summary(trip, role)));
}

async function addTrip({ request, user }: TripRequest): Promise<Response> {
  const body = await readBody(request);
  if (body.error) return body.error;
  if (!isObject(body.value)) {
    return json({ non_field_errors: [notAnObject(body.value)] }, 400);
  }
  const { name, errors } = checkName(body.value, true);
  if (errors) return json({ name: errors }, 400);
  const trip = createTrip(user.id, name ?? '', [{ name: '', stops: [] }], null);
  saveDb();
  return tagged(tripAnswer(trip, 'owner'), 201);
}

function getTrip(call: TripRequest): Response {
  const mine = memberOr404(call);
  if (mine instanceof Response) return mine;
  playCompanion(mine.trip, call.user.id);
  const { version } = mine.trip;
  if (notModified(call.request, version)) {
    return new HttpResponse(null, { status: 304, headers: { ETag: `"${version}"` } });
  }
  return tagged(tripAnswer(mine.trip, mine.role));
}

async function putTrip(call: TripRequest): Promise<Response> {
  const mine = memberOr404(call);
  if (mine instanceof Response) return mine;
  playCompanion(mine.trip, call.user.id);
  const version = expectedVersion(call.request.headers.get('If-Match'));
  if (version === null) return detail(TRIP_NO_VERSION, 428);
  const body = await readBody(call.request);
  if (body.error) return body.error;
  const checked = checkTrip(body.value);
  const named = isObject(body.value) ? checkName(body.value, false) : { name: null, errors: null };
  if (checked.errors || named.errors) {
    // The name's errors first, then the days' and the start's, as the server lists them.
    return json({ ...(named.errors ? { name: named.errors } : {}), ...checked.errors }, 400);
  }
  const saved = saveTrip(mine.trip, version, checked.trip, call.user.id, named.name);
  if (!saved) {
    return tagged({ detail: TRIP_CHANGED, current: tripAnswer(mine.trip, mine.role) }, 412);
  }
  saveDb();
  return tagged(tripAnswer(saved, mine.role));
}

function removeTrip(call: TripRequest): Response {
  const mine = memberOr404(call);
  if (mine instanceof Response) return mine;
  if (mine.role !== 'owner') return detail(OWNER_ONLY_DELETE, 403);
  deleteTrip(mine.trip);
  saveDb();
  return noContent();
}

export function tripsHandlers(options: ServerOptions): RequestHandler[] {
  const at = (path: string) => `${options.apiUrl}/v1/trips/${path}`;
  const trip = ['id'];
  const member = ['id', 'account'];
  // DRF's 405 for a method the view does not have, once the path and the session are checked.
  const refuse = (names: string[] = []) =>
    tripRoute(({ request }) => methodNotAllowed(request), names);
  return [
    http.get(at(''), tripRoute(listTrips)),
    http.post(at(''), tripRoute(addTrip)),
    http.all(at(''), refuse()),
    http.post(at('join/'), tripRoute(join)),
    http.all(at('join/'), refuse()),
    http.get(at(':id/'), tripRoute(getTrip, trip)),
    http.put(at(':id/'), async (info) => {
      // The body's size is checked before anything else, as the server's middleware does.
      const refused = /^[0-9]+$/.test(String(info.params.id)) && (await tooLarge(info.request));
      return refused || tripRoute(putTrip, trip)(info);
    }),
    http.delete(at(':id/'), tripRoute(removeTrip, trip)),
    http.all(at(':id/'), refuse(trip)),
    http.post(at(':id/invites/'), tripRoute(invite, trip)),
    http.delete(at(':id/invites/'), tripRoute(revokeInvites, trip)),
    http.all(at(':id/invites/'), refuse(trip)),
    http.delete(at(':id/members/:account/'), tripRoute(removeMember, member)),
    http.all(at(':id/members/:account/'), refuse(member)),
  ];
}
