// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEMO_DB_KEY, getDb, persistDb, resetDb } from '../../../src/mocks/db';
import { call, signInAdmin, signInReader } from '../helpers';

/** The demo's `v1/trip/`, as the reference server answers it (tests/e2e/server/contract/trips/trip.py). */

const EMPTY = { days: [{ name: '', stops: [] }], start: null, version: 0, updated: null };
const TRIP = {
  days: [
    {
      name: 'Beach day',
      stops: [
        { id: 12, time: '18:30' },
        { id: 3, time: null },
      ],
    },
  ],
  start: '2026-12-28',
};
const put = (token: string, body: unknown, ifMatch?: string) =>
  call('v1/trip/', {
    method: 'PUT',
    json: body,
    token,
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });

describe('the mock server’s trip', () => {
  it('answers 401 without a valid session', async () => {
    expect(await call('v1/trip/')).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect((await call('v1/trip/', { token: 'garbage' })).status).toBe(401);
    expect((await put('', TRIP, '"0"')).status).toBe(401);
  });

  it('gives an account without a trip the empty one, then keeps versions', async () => {
    const { access } = await signInReader();
    expect(await call('v1/trip/', { token: access })).toMatchObject({ status: 200, body: EMPTY });

    const first = await put(access, TRIP, '"0"');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...TRIP, version: 1 });
    expect((first.body as { updated: string }).updated).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
    );
    expect((await call('v1/trip/', { token: access })).body).toEqual(first.body);

    // A bare number is taken too; a version and updated in the body are ignored.
    const second = await put(access, { ...TRIP, start: null, version: 99, updated: 'x' }, '1');
    expect(second.body).toMatchObject({ start: null, version: 2 });
    // Another account's trip is its own.
    const admin = await signInAdmin();
    expect((await call('v1/trip/', { token: admin.access })).body).toEqual(EMPTY);
  });

  it('answers 412 with the current trip when the version is not the stored one', async () => {
    const { access } = await signInReader();
    const stored = (await put(access, TRIP, '"0"')).body;
    for (const stale of ['"0"', '"5"']) {
      expect(await put(access, { ...TRIP, start: null }, stale)).toMatchObject({
        status: 412,
        body: { detail: 'The trip has changed since.', current: stored },
      });
    }
    expect((await call('v1/trip/', { token: access })).body).toEqual(stored);
  });

  it('answers 428 without a numeric If-Match, and 400 with field errors', async () => {
    const { access } = await signInReader();
    const required = {
      status: 428,
      body: { detail: 'Send the version of the trip you change in If-Match, e.g. If-Match: "7".' },
    };
    expect(await put(access, TRIP)).toMatchObject(required);
    expect(await put(access, TRIP, '"seven"')).toMatchObject(required);
    expect(await put(access, { days: [{ name: 'x'.repeat(81), stops: [] }] }, '"0"')).toMatchObject(
      {
        status: 400,
        body: { days: { '0': { name: ['Ensure this field has no more than 80 characters.'] } } },
      },
    );
    expect(
      await put(access, { days: [{ stops: [{ id: 1, time: '25:00' }] }] }, '"0"'),
    ).toMatchObject({
      status: 400,
      body: {
        days: {
          '0': {
            stops: { '0': { time: ['Enter a time as HH:MM, from 00:00 to 23:59, or null.'] } },
          },
        },
      },
    });
    expect((await call('v1/trip/', { token: access })).body).toEqual(EMPTY);
  });

  it('keeps the trip in the demo’s database, by account, across a reload', async () => {
    persistDb();
    const { access } = await signInReader();
    await put(access, TRIP, '"0"');
    // The reader's own first trip, beside the seeded trip she plans with the companion.
    const record = {
      id: 2,
      user_id: 2,
      name: 'My trip',
      days: TRIP.days.map((day) => ({
        ...day,
        stops: day.stops.map((stop) => ({ ...stop, by: 2 })),
      })),
      start: TRIP.start,
      version: 1,
      updated: expect.any(String) as string,
      members: [{ user_id: 2, role: 'owner' }],
    };
    const own = (trips: { user_id: number | null }[] | undefined) =>
      trips?.filter((trip) => trip.user_id === 2);
    expect(own(getDb().trips)).toEqual([record]);
    const stored = JSON.parse(localStorage.getItem(DEMO_DB_KEY) ?? 'null') as {
      trips: { user_id: number | null }[];
    };
    expect(own(stored.trips)).toEqual([record]);
    // A reload: the database read back from storage still has the trip.
    resetDb();
    persistDb();
    expect((await call('v1/trip/', { token: access })).body).toMatchObject({ ...TRIP, version: 1 });
  });
});
