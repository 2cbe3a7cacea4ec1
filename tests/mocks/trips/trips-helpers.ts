import { expect } from 'vitest';
import { demoIdToken } from '../../../src/lib/identity/provider';
import { SEED_CREDENTIALS } from '../../../src/mocks/seed/users';
import { call, type CallResult, signIn, type TokenPair } from '../helpers';

/**
 * One account's calls to the demo's `v1/trips/…`, as the reference server's contract makes them
 * (tests/e2e/server/contract/trips/planners.py), and the bodies it answers word for word.
 */

export const NOT_FOUND = { detail: 'Not found.' };
export const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };
export const REQUIRED = ['This field is required.'];
export const NOT_NULL = ['This field may not be null.'];
export const NOT_A_STRING = ['Not a valid string.'];
export const BLANK = ['This field may not be blank.'];
export const NAME_TOO_LONG = ['Ensure this field has no more than 80 characters.'];
export const NO_VERSION = {
  detail: 'Send the version of the trip you change in If-Match, e.g. If-Match: "7".',
};
export const CHANGED = 'The trip has changed since.';
export const INVALID_INVITE = { detail: 'This invitation is not valid any more.' };
export const FULL = { detail: 'This trip already has 12 members.' };
export const OWNER_ONLY_INVITE = { detail: "Only the trip's owner can invite." };
export const OWNER_ONLY_REVOKE = { detail: "Only the trip's owner can revoke invitations." };
export const OWNER_ONLY_REMOVE = { detail: "Only the trip's owner can remove a companion." };
export const OWNER_ONLY_DELETE = { detail: "Only the trip's owner can delete it." };
export const OWNER_STAYS = { detail: 'The owner cannot leave their trip.' };
export const UPDATED = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
export const EMPTY_TRIP = {
  days: [{ name: '', stops: [] }],
  start: null,
  version: 0,
  updated: null,
};

export type Role = 'owner' | 'companion';
export interface Stop {
  id: number;
  time?: string | null;
  by?: number | null;
}
export interface Day {
  name: string;
  stops: Stop[];
}
export interface Member {
  id: number;
  name: string;
  role: Role;
}
export interface TripBody {
  id: number;
  name: string;
  role: Role;
  members: Member[];
  days: Day[];
  start: string | null;
  version: number;
  updated: string;
}

export class Planner {
  constructor(
    readonly id: number,
    readonly name: string,
    public tokens: TokenPair,
  ) {}

  get access() {
    return this.tokens.access;
  }

  /** How the trips' answers name this account. */
  member(role: Role): Member {
    return { id: this.id, name: this.name, role };
  }

  call(method: string, path = '', json?: unknown, headers: Record<string, string> = {}) {
    return call(`v1/trips/${path}`, { method, json, token: this.access, headers });
  }

  trips = () => this.call('GET');
  create = (name: unknown) => this.call('POST', '', { name });
  get = (trip: number | string, headers: Record<string, string> = {}) =>
    this.call('GET', `${trip}/`, undefined, headers);
  put = (trip: number, body: unknown, version?: number | string) =>
    this.call(
      'PUT',
      `${trip}/`,
      body,
      version === undefined
        ? {}
        : { 'If-Match': typeof version === 'number' ? `"${version}"` : version },
    );
  delete = (trip: number) => this.call('DELETE', `${trip}/`);
  invite = (trip: number) => this.call('POST', `${trip}/invites/`);
  revoke = (trip: number) => this.call('DELETE', `${trip}/invites/`);
  join = (token: unknown) => this.call('POST', 'join/', { token });
  remove = (trip: number, account: number) => this.call('DELETE', `${trip}/members/${account}/`);

  /** A new invitation's token. */
  async tokenOf(trip: number): Promise<string> {
    const answer = await this.invite(trip);
    expect(answer.status).toBe(201);
    return (answer.body as { token: string }).token;
  }

  /** A trip this account made, by id. */
  async made(name: string): Promise<number> {
    const answer = await this.create(name);
    expect(answer.status).toBe(201);
    return (answer.body as TripBody).id;
  }
}

async function idOf(tokens: TokenPair): Promise<number> {
  return ((await call('v1/auth/users/me/', { token: tokens.access })).body as { id: number }).id;
}

/** A new active account made by a (demo) Google sign-in; `name` null gives it no first name. */
export async function newPlanner(name: string | null, email?: string): Promise<Planner> {
  const address = email ?? `${(name ?? 'nameless').toLowerCase()}@example.com`;
  const idToken = demoIdToken({
    uid: `g-${address}`,
    email: address,
    displayName: name === null ? '' : `${name} Planner`,
    photoURL: null,
    providerId: 'google.com',
  });
  const tokens = (await call('v1/auth/firebase/', { json: { id_token: idToken } }))
    .body as TokenPair;
  return new Planner(await idOf(tokens), name ?? address.split('@')[0] ?? '', tokens);
}

/** The seeded reader (Rita, id 2) and companion (Cora, id 4). */
export async function rita(): Promise<Planner> {
  const { email, password } = SEED_CREDENTIALS.reader;
  return new Planner(2, 'Rita', await signIn(email, password));
}

export async function cora(): Promise<Planner> {
  const { email, password } = SEED_CREDENTIALS.companion;
  return new Planner(4, 'Cora', await signIn(email, password));
}

/** {stop id: by} of a trip's answer. */
export const authors = (body: unknown) =>
  Object.fromEntries(
    (body as TripBody).days.flatMap((day) => day.stops.map((stop) => [stop.id, stop.by])),
  );

export const oneDay = (...stops: Stop[]) => [{ name: 'Beach day', stops }];

/** The answer's status, exact body and, when given, its ETag. */
export function expectAnswer(result: CallResult, status: number, body: unknown, etag?: number) {
  expect({ status: result.status, body: result.body }).toEqual({ status, body });
  if (etag !== undefined) expect(result.headers.get('ETag')).toBe(`"${etag}"`);
}

/** A trip body (GET `v1/trips/<id>/`) with any well-formed `updated`. */
export const tripBody = (
  id: number,
  name: string,
  role: Role,
  members: Member[],
  days: Day[],
  version: number,
  start: string | null = null,
) => ({
  id,
  name,
  role,
  members,
  days,
  start,
  version,
  updated: expect.stringMatching(UPDATED) as unknown as string,
});

/** An item of GET `v1/trips/` (and a join's answer). */
export const summary = (
  id: number,
  name: string,
  role: Role,
  members: Member[],
  version: number,
) => ({
  id,
  name,
  role,
  members,
  version,
  updated: expect.stringMatching(UPDATED) as unknown as string,
});
