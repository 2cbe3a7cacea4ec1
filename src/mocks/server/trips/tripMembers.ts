import { getDb, saveDb } from '../../db';
import type { TripInviteRecord, TripRecord } from '../../seed/types';
import { bytesToBase64, smallHash } from '../../util/encoding';
import { detail, json, noContent } from '../common';
import { BLANK, memberOr404, notFound, readBody, type TripRequest } from './tripRequests';
import { MESSAGES, notAnObject } from './tripRules';
import { bump, iso, MAX_MEMBERS, nowMs, summary, trips } from './tripStore';

/**
 * Who plans a trip, as the reference server answers it: invitations, joining, leaving and
 * removing (trips.ts routes them).
 *
 * - POST   v1/trips/<id>/invites/  the owner -> 201 {"token", "expires"}: a URL-safe token of
 *                                  256 bits, usable by anyone who has it for 7 days; a companion 403
 * - DELETE v1/trips/<id>/invites/  the owner -> 204, every open invitation revoked; a companion 403
 * - POST   v1/trips/join/ {"token"} -> 200 the trip's summary (also for a member joining again),
 *                                  404 unknown, expired or revoked, 409 when it has 12 members
 * - DELETE v1/trips/<id>/members/<account>/  the owner removes a companion, a companion leaves:
 *                                  204; the owner themself 400; a companion removing another 403
 *
 * A member joining or leaving counts as a change of the trip (one version more). The demo keeps
 * invitations in its shared database, so two demo accounts in one browser can use them.
 */

export const OWNER_ONLY_INVITE = "Only the trip's owner can invite.";
export const OWNER_ONLY_REVOKE = "Only the trip's owner can revoke invitations.";
export const OWNER_ONLY_REMOVE = "Only the trip's owner can remove a companion.";
export const OWNER_STAYS = 'The owner cannot leave their trip.';
export const INVALID_INVITE = 'This invitation is not valid any more.';
export const FULL = `This trip already has ${MAX_MEMBERS} members.`;
/** How long an invitation stays valid: 7 days, the server's TRIP_INVITE_SECONDS. */
export const INVITE_SECONDS = 7 * 24 * 3600;

const TOKEN_BYTES = 32;

/** A new token: 256 random bits in URL-safe base64 (43 characters), as the server's. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * What the database keeps of a token instead of the token itself (the server keeps its SHA-256):
 * 128 bits of the demo's small hash, computed at once without the browser's crypto.subtle.
 */
export function tokenHash(token: string): string {
  return [0, 1, 2, 3]
    .map((seed) => smallHash(`trip-invite:${seed}:${token}`).toString(16).padStart(8, '0'))
    .join('');
}

/** Now to the second, as the server stamps invitations. */
const second = () => Math.floor(nowMs() / 1000) * 1000;

const invites = (): TripInviteRecord[] => (getDb().invites ??= []);

export function invite(call: TripRequest): Response {
  const mine = memberOr404(call);
  if (mine instanceof Response) return mine;
  if (mine.role !== 'owner') return detail(OWNER_ONLY_INVITE, 403);
  const now = second();
  const tripId = mine.trip.id;
  // The trip's spent invitations go.
  getDb().invites = invites().filter(
    (kept) => kept.trip_id !== tripId || Date.parse(kept.expires) > now,
  );
  const token = newToken();
  const expires = iso(now + INVITE_SECONDS * 1000);
  invites().push({ trip_id: tripId, token_hash: tokenHash(token), expires });
  saveDb();
  return json({ token, expires }, 201);
}

export function revokeInvites(call: TripRequest): Response {
  const mine = memberOr404(call);
  if (mine instanceof Response) return mine;
  if (mine.role !== 'owner') return detail(OWNER_ONLY_REVOKE, 403);
  getDb().invites = invites().filter((kept) => kept.trip_id !== mine.trip.id);
  saveDb();
  return noContent();
}

/** The token a join sends, trimmed, or the field errors. */
function checkToken(body: unknown): { token: string } | { errors: Record<string, string[]> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { errors: { non_field_errors: [notAnObject(body)] } };
  }
  if (!('token' in body)) return { errors: { token: [MESSAGES.required] } };
  const token = body.token;
  if (token === null) return { errors: { token: [MESSAGES.notNull] } };
  if (typeof token !== 'string') return { errors: { token: [MESSAGES.notAString] } };
  if (token.trim() === '') return { errors: { token: [BLANK] } };
  return { token: token.trim() };
}

/** The trip an open invitation with this token leads to, if any. */
function invitedTo(token: string): TripRecord | undefined {
  const now = second();
  const hash = tokenHash(token);
  const found = invites().find(
    (kept) => kept.token_hash === hash && Date.parse(kept.expires) > now,
  );
  return found && trips().find((trip) => trip.id === found.trip_id);
}

export async function join({ request, user }: TripRequest): Promise<Response> {
  const body = await readBody(request);
  if (body.error) return body.error;
  const checked = checkToken(body.value);
  if ('errors' in checked) return json(checked.errors, 400);
  const trip = invitedTo(checked.token);
  if (!trip) return detail(INVALID_INVITE, 404);
  // A member joining again: the same summary, and nothing changes (even when the trip is full).
  const already = trip.members.find((member) => member.user_id === user.id);
  if (already) return json(summary(trip, already.role));
  if (trip.members.length >= MAX_MEMBERS) return detail(FULL, 409);
  trip.members.push({ user_id: user.id, role: 'companion' });
  bump(trip);
  saveDb();
  return json(summary(trip, 'companion'));
}

export function removeMember(call: TripRequest): Response {
  const mine = memberOr404(call);
  if (mine instanceof Response) return mine;
  const account = call.ids[1];
  const { trip } = mine;
  if (account === call.user.id && mine.role === 'owner') return detail(OWNER_STAYS, 400);
  const target = trip.members.find((member) => member.user_id === account);
  if (!target) return notFound();
  if (account !== call.user.id && mine.role !== 'owner') return detail(OWNER_ONLY_REMOVE, 403);
  // A removed companion's stops keep their `by`.
  trip.members = trip.members.filter((member) => member !== target);
  bump(trip);
  saveDb();
  return noContent();
}
