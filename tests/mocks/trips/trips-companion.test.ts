// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DB_KEY, getDb, persistDb, resetDb, seedDb } from '../../../src/mocks/db';
import { COMPANION_STEP_DELAY_MS } from '../../../src/mocks/server/trips/companion';
import { call, signIn } from '../helpers';
import {
  authors,
  cora,
  EMPTY_TRIP,
  expectAnswer,
  type Planner,
  rita,
  summary,
  type TripBody,
  tripBody,
} from './trips-helpers';

/**
 * The demo's seeded companion: Cora (id 4) plans "Negril with Cora" with the reader (Rita, id 2),
 * and her scripted edits reach the reader as a real companion's would. And a database kept in
 * the browser from before trips together still loads.
 */

const START = Date.parse('2027-05-01T10:00:00Z');
const TRIP = 1;
const seededDays = [
  {
    name: 'Beach day',
    stops: [
      { id: 2, time: '10:00', by: 4 },
      { id: 10, time: '14:00', by: 4 },
    ],
  },
  { name: '', stops: [{ id: 13, time: null, by: 4 }] },
];
const RICKS = { id: 1, time: '17:30', by: 4 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  resetDb();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The clock `ms` after START. */
const at = (ms: number) => vi.setSystemTime(START + ms);

const read = async (reader: Planner) => (await reader.get(TRIP)).body as TripBody;

describe('the seeded companion', () => {
  it('signs in as Cora and plans "Negril with Cora" with the reader', async () => {
    const reader = await rita();
    const companion = await cora();
    expect((await call('v1/auth/users/me/', { token: companion.access })).body).toEqual({
      username: 'companion@example.com',
      first_name: 'Cora',
      last_name: 'Companion',
      id: 4,
      email: 'companion@example.com',
    });
    const members = [companion.member('owner'), reader.member('companion')];
    expectAnswer(await reader.trips(), 200, [
      summary(TRIP, 'Negril with Cora', 'companion', members, 2),
    ]);
    expectAnswer(
      await reader.get(TRIP),
      200,
      tripBody(TRIP, 'Negril with Cora', 'companion', members, seededDays, 2),
      2,
    );
    // It is Cora's own first trip, never the reader's.
    expectAnswer(await call('v1/trip/', { token: reader.access }), 200, EMPTY_TRIP);
    expect((await call('v1/trip/', { token: companion.access })).body).toMatchObject({
      days: seededDays.map((day) => ({
        name: day.name,
        stops: day.stops.map(({ id, time }) => ({ id, time })),
      })),
      version: 2,
    });
  });

  it('adds a place, then renames day 2, each once and after the delay, as version bumps', async () => {
    const reader = await rita();
    expect((await read(reader)).version).toBe(2);
    at(COMPANION_STEP_DELAY_MS - 1);
    expect((await read(reader)).version).toBe(2);
    const unchanged = await reader.get(TRIP, { 'If-None-Match': '"2"' });
    expect(unchanged.status).toBe(304);

    at(COMPANION_STEP_DELAY_MS);
    const first = await reader.get(TRIP, { 'If-None-Match': '"2"' });
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe('"3"');
    const one = first.body as TripBody;
    expect(one.days).toEqual([
      seededDays[0],
      { name: '', stops: [...(seededDays[1]?.stops ?? []), RICKS] },
    ]);
    expect(one.updated).toBe('2027-05-01T10:00:20Z');
    expect((await read(reader)).version).toBe(3);

    at(2 * COMPANION_STEP_DELAY_MS - 1);
    expect((await reader.get(TRIP, { 'If-None-Match': '"3"' })).status).toBe(304);
    at(2 * COMPANION_STEP_DELAY_MS);
    const two = await read(reader);
    expect(two.version).toBe(4);
    expect(two.days[1]).toEqual({
      name: 'Cliffs and sunset',
      stops: [...(seededDays[1]?.stops ?? []), RICKS],
    });

    // Then no more.
    for (const later of [3, 10, 100]) {
      at(later * COMPANION_STEP_DELAY_MS);
      // A new session: the access token lives 5 minutes.
      expect((await read(await rita())).version).toBe(4);
    }
  });

  it('merges onto the reader’s edits: her PUT gets a 412, her stops stay', async () => {
    const reader = await rita();
    const seen = await read(reader);
    const mine = structuredClone(seen);
    mine.days[0]?.stops.push({ id: 5, time: null });
    expect((await reader.put(TRIP, mine, 2)).status).toBe(200);

    // Her next PUT, after the delay, meets Cora's step first.
    at(COMPANION_STEP_DELAY_MS);
    const next = structuredClone(mine);
    next.days[0]?.stops.push({ id: 6, time: '12:00' });
    const refused = await reader.put(TRIP, next, 3);
    expect(refused.status).toBe(412);
    expect(refused.headers.get('ETag')).toBe('"4"');
    const current = (refused.body as { detail: string; current: TripBody }).current;
    expect(authors(current)).toEqual({ 2: 4, 10: 4, 5: 2, 13: 4, 1: 4 });

    const merged = structuredClone(current);
    merged.days[0]?.stops.push({ id: 6, time: '12:00' });
    const saved = await reader.put(TRIP, merged, 4);
    expect(saved.status).toBe(200);
    expect(authors(saved.body)).toEqual({ 2: 4, 10: 4, 5: 2, 6: 2, 13: 4, 1: 4 });

    at(2 * COMPANION_STEP_DELAY_MS);
    const renamed = await read(reader);
    expect(renamed.version).toBe(6);
    expect(renamed.days[1]?.name).toBe('Cliffs and sunset');
    expect(authors(renamed)).toEqual({ 2: 4, 10: 4, 5: 2, 6: 2, 13: 4, 1: 4 });
  });

  it('skips a place already there and a day that is gone, and never plays for others', async () => {
    const reader = await rita();
    const companion = await cora();
    // Cora's own reads start nothing.
    expect(((await companion.get(TRIP)).body as TripBody).version).toBe(2);
    await read(reader);
    // The reader put Rick's Cafe in herself, on one day only.
    const oneDay = [
      {
        name: 'Beach day',
        stops: [
          { id: 1, time: null },
          { id: 2, time: '10:00' },
        ],
      },
    ];
    expect((await reader.put(TRIP, { days: oneDay }, 2)).status).toBe(200);
    at(COMPANION_STEP_DELAY_MS);
    const after = await read(reader);
    expect(after.version).toBe(3);
    expect(authors(after)).toEqual({ 1: 2, 2: 4 });
    at(2 * COMPANION_STEP_DELAY_MS);
    expect((await read(reader)).version).toBe(3);
    expect(getDb().companion?.step).toBe(2);
    expect(((await companion.get(TRIP)).body as TripBody).days).toHaveLength(1);
  });

  it('stops once the reader has left the trip', async () => {
    const reader = await rita();
    await read(reader);
    expect((await reader.remove(TRIP, 2)).status).toBe(204);
    at(COMPANION_STEP_DELAY_MS);
    expectAnswer(await reader.get(TRIP), 404, { detail: 'Not found.' });
    const companion = await cora();
    expect(((await companion.get(TRIP)).body as TripBody).version).toBe(3);
  });
});

describe('a database kept from before trips together', () => {
  const oldDb = () => {
    const seed = seedDb();
    return {
      version: 3,
      // A visitor registered id 4 then; no companion yet.
      users: [
        ...seed.users.filter((user) => user.id !== 4),
        { ...seed.users[1], id: 4, email: 'kept@example.com', username: 'kept@example.com' },
      ],
      guides: seed.guides,
      press: seed.press,
      media: {},
      outbox: [],
      lastUserId: 4,
      trips: [
        {
          user_id: 2,
          days: [
            {
              name: 'Mine',
              stops: [
                { id: 12, time: '18:30' },
                { id: 3, time: null },
              ],
            },
          ],
          start: '2026-12-28',
          version: 3,
          updated: '2026-11-27T18:00:00Z',
        },
      ],
    };
  };

  it('loads: its trips get ids, names, owners and authors; Cora and her trip are added once', async () => {
    localStorage.setItem(DEMO_DB_KEY, JSON.stringify(oldDb()));
    resetDb();
    persistDb();
    const reader = await rita();
    expectAnswer(await call('v1/trip/', { token: reader.access }), 200, {
      days: [
        {
          name: 'Mine',
          stops: [
            { id: 12, time: '18:30' },
            { id: 3, time: null },
          ],
        },
      ],
      start: '2026-12-28',
      version: 3,
      updated: '2026-11-27T18:00:00Z',
    });
    const listed = (await reader.trips()).body as TripBody[];
    expect(listed.map(({ id, name, role, version }) => ({ id, name, role, version }))).toEqual([
      { id: 1, name: 'My trip', role: 'owner', version: 3 },
      { id: 2, name: 'Negril with Cora', role: 'companion', version: 2 },
    ]);
    expect(authors((await reader.get(1)).body)).toEqual({ 12: 2, 3: 2 });
    // Cora's id is a new one: the kept account has id 4.
    const { email, password } = {
      email: 'companion@example.com',
      password: 'Rock-House-Cliffs-26',
    };
    const tokens = await signIn(email, password);
    const me = (await call('v1/auth/users/me/', { token: tokens.access })).body as { id: number };
    expect(me.id).toBe(5);
    expect(listed[1]?.members).toEqual([
      { id: 5, name: 'Cora', role: 'owner' },
      { id: 2, name: 'Rita', role: 'companion' },
    ]);

    // Stored upgraded; a reload adds nothing more.
    resetDb();
    persistDb();
    expect(getDb().users.filter((user) => user.email === email)).toHaveLength(1);
    expect(getDb().trips?.map((trip) => trip.id)).toEqual([1, 2]);
    const stored = JSON.parse(localStorage.getItem(DEMO_DB_KEY) ?? 'null') as {
      trips: { id: number; members: unknown }[];
    };
    expect(stored.trips[0]).toMatchObject({ id: 1, members: [{ user_id: 2, role: 'owner' }] });
  });

  it('keeps the companion’s script where it was across a reload', async () => {
    persistDb();
    const reader = await rita();
    await read(reader);
    at(COMPANION_STEP_DELAY_MS);
    expect((await read(reader)).version).toBe(3);
    resetDb();
    persistDb();
    at(COMPANION_STEP_DELAY_MS * 2);
    expect((await read(reader)).version).toBe(4);
  });
});
