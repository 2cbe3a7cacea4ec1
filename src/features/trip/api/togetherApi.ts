import { http } from '../../../lib/http/http';
import { MalformedResponseError } from '../../../lib/http/errors';
import { integerId, isRecord } from '../../../lib/records';
import { parseMembers, type Member, type TripRole } from '../model/tripWire';

export type { Member, TripRole };

/**
 * Planning together (`/v1/trips/`): the account's trips with their members, invitations, joining
 * and leaving. A server that answers 404 to the list has none of it: the callers then offer
 * nothing of planning together (`parseTripList` is never reached).
 */

/** One trip of the account's, as listed. */
export interface TripSummary {
  id: number;
  name: string;
  role: TripRole;
  members: Member[];
  version: number;
}

/** An invitation: the token to put in the link, and when it stops working (ISO time). */
export interface Invitation {
  token: string;
  expires: string;
}

const role = (value: unknown): TripRole | null =>
  value === 'owner' || value === 'companion' ? value : null;

const MAX_NAME = 80;

/** A trip's summary, read tolerantly; null when it has no id or no role to act on. */
export function parseSummary(value: unknown): TripSummary | null {
  if (!isRecord(value)) return null;
  const id = integerId(value.id);
  const mine = role(value.role);
  if (id === null || id <= 0 || mine === null) return null;
  const members = parseMembers(value.members) ?? [];
  const version =
    typeof value.version === 'number' && Number.isSafeInteger(value.version) ? value.version : 0;
  const name = typeof value.name === 'string' ? value.name.slice(0, MAX_NAME) : '';
  return { id, name, role: mine, members, version };
}

/** The list, each trip it cannot read left out; what is not a list is malformed. */
export function parseTripList(value: unknown): TripSummary[] {
  if (!Array.isArray(value)) throw new MalformedResponseError('your trips');
  return value.map(parseSummary).filter((trip): trip is TripSummary => trip !== null);
}

/** `GET /v1/trips/`. */
export async function listTrips(): Promise<TripSummary[]> {
  const { data } = await http.get('/v1/trips/');
  return parseTripList(data);
}

/** `POST /v1/trips/`: a new trip (the account's own, when it has none yet). */
export async function createTrip(name: string): Promise<TripSummary> {
  const { data } = await http.post('/v1/trips/', { name });
  const trip = parseSummary(data);
  if (!trip) throw new MalformedResponseError('the new trip');
  return trip;
}

/** `POST /v1/trips/{id}/invites/` (the owner): a new invitation. */
export async function createInvitation(trip: number): Promise<Invitation> {
  const { data } = await http.post(`/v1/trips/${trip}/invites/`);
  if (!isRecord(data) || typeof data.token !== 'string' || !/^[\w-]{16,}$/.test(data.token)) {
    throw new MalformedResponseError('the invitation');
  }
  return { token: data.token, expires: typeof data.expires === 'string' ? data.expires : '' };
}

/** `DELETE /v1/trips/{id}/invites/` (the owner): every open invitation stops working. */
export async function revokeInvitations(trip: number): Promise<void> {
  await http.request({ method: 'DELETE', url: `/v1/trips/${trip}/invites/` });
}

/** `POST /v1/trips/join/`: the trip joined (also when already a member). */
export async function joinTrip(token: string): Promise<TripSummary> {
  const { data } = await http.post('/v1/trips/join/', { token });
  const trip = parseSummary(data);
  if (!trip) throw new MalformedResponseError('the trip joined');
  return trip;
}

/** `DELETE /v1/trips/{id}/members/{account}/`: the owner removes a companion, or one leaves. */
export async function removeMember(trip: number, account: number): Promise<void> {
  await http.request({ method: 'DELETE', url: `/v1/trips/${trip}/members/${account}/` });
}
