import { HttpResponse } from 'msw';
import type { UserRecord } from '../../seed/types';
import { authenticated, detail, NOT_AUTHENTICATED } from '../common';
import { MAX_NAME, MESSAGES } from './tripRules';
import { membership, type Membership } from './tripStore';

/**
 * What the trip views share, as the reference server answers it: the request body as DRF reads
 * it, the body size limit, Django's 404 page for a path whose id is not a number, DRF's 401, 404
 * and 405, the trip's name as POST and PUT check it, and the ETag and If-None-Match of a trip.
 */

export const NOT_FOUND = 'Not found.';
export const BLANK = 'This field may not be blank.';
/** The largest body of `v1/trip/` and `v1/trips/<id>/`: the server answers 413 past it. */
export const TRIP_BODY_LIMIT = 64 * 1024;

export const notFound = () => detail(NOT_FOUND, 404);

const IF_MATCH = /^(?:(?:W\/)?"([0-9]{1,9})"|([0-9]{1,9}))$/;

/** The version an If-Match header (or an If-None-Match tag) names: "7", 7 or W/"7"; or null. */
export function expectedVersion(header: string | null): number | null {
  const match = IF_MATCH.exec((header ?? '').trim());
  return match ? Number(match[1] ?? match[2]) : null;
}

/** Django's own page for a path no route matches (a trip id that is not a number). */
const djangoNotFound = () =>
  new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });

/** DRF's answer to a method the view does not have. */
export const methodNotAllowed = (request: Request) =>
  detail(`Method "${request.method}" not allowed.`, 405);

/** The server's 413 for a body past the path's limit, which comes before anything reads it. */
export async function tooLarge(
  request: Request,
  limit = TRIP_BODY_LIMIT,
): Promise<Response | null> {
  const size = (await request.clone().arrayBuffer()).byteLength;
  return size > limit
    ? detail(`The request body is too large: at most ${limit} bytes.`, 413)
    : null;
}

/**
 * The JSON body as DRF reads it, when a view first looks at it: an empty body is `{}`, one that
 * is not JSON a 400.
 */
export async function readBody(
  request: Request,
): Promise<{ value: unknown; error?: undefined } | { error: Response }> {
  const text = await request.clone().text();
  if (text.trim() === '') return { value: {} };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: detail(`JSON parse error - ${(error as Error).message}`, 400) };
  }
}

export interface TripRequest {
  request: Request;
  user: UserRecord;
  /** The path's numbers: the trip's id, then the account's for a member's path. */
  ids: number[];
}

type TripView = (call: TripRequest) => Response | Promise<Response>;

/**
 * A trips view behind its route: a path whose ids are not numbers is Django's 404 page (no route
 * matches it), then the access token (401), then the view.
 */
export function tripRoute(view: TripView, names: string[] = []) {
  return ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const raw = names.map((name) => params[name]);
    if (!raw.every((value) => typeof value === 'string' && /^[0-9]+$/.test(value))) {
      return djangoNotFound();
    }
    const ids = raw.map(Number);
    return authenticated((_request, user) =>
      user ? view({ request, user, ids }) : detail(NOT_AUTHENTICATED, 401),
    )({ request });
  };
}

/** The account's membership of the path's trip, or the 404 a stranger gets. */
export function memberOr404(call: TripRequest): Membership | Response {
  return membership(call.user.id, call.ids[0] ?? 0) ?? notFound();
}

/** A trip's name as POST and PUT take it: trimmed, 1 to 80 characters. */
export function checkName(
  body: Record<string, unknown>,
  required: boolean,
): { name: string | null; errors: string[] | null } {
  if (!('name' in body)) return { name: null, errors: required ? [MESSAGES.required] : null };
  const name = body.name;
  if (name === null) return { name: null, errors: [MESSAGES.notNull] };
  if (typeof name !== 'string') return { name: null, errors: [MESSAGES.notAString] };
  // Python's strip: the whitespace JavaScript's trim knows.
  const trimmed = name.trim();
  if (trimmed === '') return { name: null, errors: [BLANK] };
  if (Array.from(trimmed).length > MAX_NAME) return { name: null, errors: [MESSAGES.nameTooLong] };
  return { name: trimmed, errors: null };
}

/** Whether If-None-Match names the version (`"7"`, `W/"7"`, `7`, one of a list, or `*`). */
export function notModified(request: Request, version: number): boolean {
  return (request.headers.get('If-None-Match') ?? '')
    .split(',')
    .some((tag) => tag.trim() === '*' || expectedVersion(tag) === version);
}

/** The answer with `ETag: "<version>"` (for a 412, the current trip's). */
export function tagged(
  body: { version: number } | { detail: string; current: { version: number } },
  status = 200,
): Response {
  const version = 'current' in body ? body.current.version : body.version;
  return HttpResponse.json(body, { status, headers: { ETag: `"${version}"` } });
}
