// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { call } from '../helpers';
import {
  BLANK,
  CHANGED,
  EMPTY_TRIP,
  expectAnswer,
  NAME_TOO_LONG,
  newPlanner,
  NO_VERSION,
  NOT_A_STRING,
  NOT_AUTHENTICATED,
  NOT_FOUND,
  NOT_NULL,
  oneDay,
  type Planner,
  REQUIRED,
  summary,
  type TripBody,
  tripBody,
} from './trips-helpers';

/**
 * The demo's trips together (`v1/trips/…`): the list, a new trip, a trip's GET (ETag, 304), PUT
 * and DELETE, and strangers' 404s, as the reference server answers them
 * (tests/e2e/server/contract/trips/together.py). Invitations and members: trips-members.test.ts.
 */

const putFirst = (planner: Planner, body: unknown, version: string) =>
  call('v1/trip/', {
    method: 'PUT',
    json: body,
    token: planner.access,
    headers: { 'If-Match': version },
  });

/** Anna's first trip, made through `v1/trip/` then renamed and grown through `v1/trips/<id>/`. */
async function firstTrip(anna: Planner): Promise<number> {
  await putFirst(anna, { days: oneDay({ id: 1, time: '09:00' }), start: '2027-05-02' }, '"0"');
  const trip = ((await anna.trips()).body as TripBody[])[0]?.id ?? 0;
  const days = [
    {
      name: 'Beach day',
      stops: [
        { id: 1, time: '09:00' },
        { id: 3, time: null },
      ],
    },
  ];
  expect(
    (await anna.put(trip, { name: 'Negril in May', days, start: '2027-05-02' }, 1)).status,
  ).toBe(200);
  return trip;
}

describe('v1/trips/ signed out', () => {
  it('answers 401 for every trips URL without a valid access token', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '1/'],
      ['PUT', '1/'],
      ['DELETE', '1/'],
      ['POST', '1/invites/'],
      ['DELETE', '1/invites/'],
      ['POST', 'join/'],
      ['DELETE', '1/members/2/'],
    ] as const) {
      const answer = await call(`v1/trips/${path}`, {
        method,
        json: path === 'join/' ? { token: 'x' } : method === 'POST' ? { name: 'x' } : undefined,
        headers: { 'If-Match': '"1"' },
      });
      expectAnswer(answer, 401, NOT_AUTHENTICATED);
    }
    expect(await call('v1/trips/', { token: 'garbage' })).toMatchObject({
      status: 401,
      body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
    });
  });
});

describe('v1/trips/ and the first trip', () => {
  it('lists nothing for an account without trips, then v1/trip/ as its first trip', async () => {
    const anna = await newPlanner('Anna');
    expectAnswer(await anna.trips(), 200, []);
    const plain = await putFirst(
      anna,
      { days: oneDay({ id: 1, time: '09:00' }, { id: 2, time: null }), start: '2027-05-02' },
      '"0"',
    );
    expect(plain.status).toBe(200);
    const listed = await anna.trips();
    const trip = (listed.body as TripBody[])[0]?.id ?? 0;
    const owner = [anna.member('owner')];
    expectAnswer(listed, 200, [summary(trip, 'My trip', 'owner', owner, 1)]);
    expect(listed.headers.get('ETag')).toBeNull();

    const days = [
      {
        name: 'Beach day',
        stops: [
          { id: 1, time: '09:00', by: anna.id },
          { id: 2, time: null, by: anna.id },
        ],
      },
    ];
    const want = tripBody(trip, 'My trip', 'owner', owner, days, 1, '2027-05-02');
    const got = await anna.get(trip);
    expectAnswer(got, 200, want, 1);
    // The same data as GET v1/trip/, whose stops carry no `by`.
    const mine = (await call('v1/trip/', { token: anna.access })).body as Record<string, unknown>;
    const body = got.body as TripBody;
    expect(mine).toEqual({
      days: body.days.map((day) => ({
        name: day.name,
        stops: day.stops.map(({ id, time }) => ({ id, time })),
      })),
      start: body.start,
      version: body.version,
      updated: body.updated,
    });
    expect(plain.body).toEqual(mine);
  });

  it('answers 304 with the ETag when If-None-Match names the version, else the trip', async () => {
    const anna = await newPlanner('Anna');
    const trip = await anna.made('Beach week');
    for (const tag of ['"1"', 'W/"1"', '1', '"0", "1"', '*']) {
      const answer = await anna.get(trip, { 'If-None-Match': tag });
      expect({
        status: answer.status,
        text: answer.text,
        etag: answer.headers.get('ETag'),
      }).toEqual({ status: 304, text: '', etag: '"1"' });
    }
    const older = await anna.get(trip, { 'If-None-Match': '"0"' });
    expectAnswer(older, 200, (await anna.get(trip)).body, 1);
  });

  it('takes PUTs with If-Match: `by` set by the server, a new name, 428 and 412', async () => {
    const anna = await newPlanner('Anna');
    await putFirst(anna, { days: oneDay({ id: 1, time: '09:00' }, { id: 2, time: null }) }, '"0"');
    const trip = ((await anna.trips()).body as TripBody[])[0]?.id ?? 0;
    const body = {
      name: 'Negril in May',
      days: oneDay(
        { id: 1, time: '09:00', by: 999 },
        { id: 2, time: null },
        { id: 3, time: '18:30', by: 999 },
      ),
      start: '2027-05-02',
      id: 777,
      role: 'owner',
      members: [],
      version: 99,
      updated: '2020-01-01T00:00:00Z',
    };
    expectAnswer(await anna.put(trip, body), 428, NO_VERSION);
    expectAnswer(await anna.put(trip, body, '"seven"'), 428, NO_VERSION);

    const owner = [anna.member('owner')];
    const stops = [
      { id: 1, time: '09:00', by: anna.id },
      { id: 2, time: null, by: anna.id },
      { id: 3, time: '18:30', by: anna.id },
    ];
    const second = tripBody(
      trip,
      'Negril in May',
      'owner',
      owner,
      [{ name: 'Beach day', stops }],
      2,
      '2027-05-02',
    );
    expectAnswer(await anna.put(trip, body, 1), 200, second, 2);

    // A stop put through v1/trip/ is the writer's too; the name stays.
    const plainDays = [
      {
        name: 'Beach day',
        stops: [...stops.map(({ id, time }) => ({ id, time })), { id: 4, time: null }],
      },
    ];
    const plain = await putFirst(anna, { days: plainDays, start: '2027-05-02' }, '2');
    expect(plain.body).toMatchObject({ version: 3 });
    const third = tripBody(
      trip,
      'Negril in May',
      'owner',
      owner,
      [{ name: 'Beach day', stops: [...stops, { id: 4, time: null, by: anna.id }] }],
      3,
      '2027-05-02',
    );
    expectAnswer(await anna.get(trip), 200, third, 3);
    expectAnswer(await anna.put(trip, body, 1), 412, { detail: CHANGED, current: third }, 3);
    expectAnswer(await anna.put(trip, body, 9), 412, { detail: CHANGED, current: third }, 3);
  });
});

describe('POST v1/trips/', () => {
  it('checks the name, makes the trip, and lists the first trip first', async () => {
    const anna = await newPlanner('Anna');
    for (const [body, errors] of [
      [{}, { name: REQUIRED }],
      [{ name: '' }, { name: BLANK }],
      [{ name: '   ' }, { name: BLANK }],
      [{ name: null }, { name: NOT_NULL }],
      [{ name: 5 }, { name: NOT_A_STRING }],
      [{ name: 'x'.repeat(81) }, { name: NAME_TOO_LONG }],
      [['Beach'], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
    ] as const) {
      expectAnswer(await anna.call('POST', '', body), 400, errors);
    }
    expectAnswer(await anna.trips(), 200, []);

    const owner = [anna.member('owner')];
    const made = await anna.create('  Beach week  ');
    const beach = (made.body as TripBody).id;
    expectAnswer(
      made,
      201,
      tripBody(beach, 'Beach week', 'owner', owner, [{ name: '', stops: [] }], 1),
      1,
    );
    // The first trip an account makes is its v1/trip/.
    expect((await call('v1/trip/', { token: anna.access })).body).toMatchObject({
      days: [{ name: '', stops: [] }],
      version: 1,
    });
    const long = await anna.made('y'.repeat(80));
    await anna.put(beach, { days: oneDay({ id: 7, time: null }) }, 1);
    expectAnswer(await anna.trips(), 200, [
      summary(beach, 'Beach week', 'owner', owner, 2),
      summary(long, 'y'.repeat(80), 'owner', owner, 1),
    ]);
    // The second trip is not the account's v1/trip/.
    expect((await call('v1/trip/', { token: anna.access })).body).toMatchObject({ version: 2 });
  });

  it('answers in the server’s key order', async () => {
    const anna = await newPlanner('Anna');
    const made = (await anna.create('Beach week')).body as TripBody;
    expect(Object.keys(made)).toEqual([
      'id',
      'name',
      'role',
      'members',
      'days',
      'start',
      'version',
      'updated',
    ]);
    expect(Object.keys(made.members[0] ?? {})).toEqual(['id', 'name', 'role']);
    const [item] = (await anna.trips()).body as Record<string, unknown>[];
    expect(Object.keys(item ?? {})).toEqual([
      'id',
      'name',
      'role',
      'members',
      'version',
      'updated',
    ]);
    const put = (await anna.put(made.id, { days: oneDay({ id: 9, time: '10:00' }) }, 1))
      .body as TripBody;
    expect(Object.keys(put.days[0]?.stops[0] ?? {})).toEqual(['id', 'time', 'by']);
  });
});

describe('PUT v1/trips/<id>/ limits', () => {
  it('answers the same 400s as v1/trip/, the name first, and changes nothing', async () => {
    const anna = await newPlanner('Anna');
    const trip = await anna.made('Limits');
    const before = (await anna.get(trip)).body;
    for (const [body, errors] of [
      [{ days: [] }, { days: ['At least 1 day.'] }],
      [{ name: 'New name' }, { days: REQUIRED }],
      [
        { days: oneDay({ id: 0 }, { id: '7' } as never) },
        {
          days: {
            '0': {
              stops: {
                '0': { id: ['Ensure this value is greater than or equal to 1.'] },
                '1': { id: ['A valid integer is required.'] },
              },
            },
          },
        },
      ],
      [
        { days: oneDay({ id: 4, time: null }, { id: 4, time: null }) },
        {
          days: ['A place can be in the trip only once: 4 is there twice.'],
        },
      ],
      [{ days: oneDay(), name: 'x'.repeat(81) }, { name: NAME_TOO_LONG }],
      [{ days: oneDay(), name: '' }, { name: BLANK }],
      [{ days: oneDay(), name: null }, { name: NOT_NULL }],
      [[oneDay()], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
    ] as const) {
      expectAnswer(await anna.put(trip, body, 1), 400, errors);
    }
    const both = await anna.put(trip, { name: ['x'], start: '2027-02-29' }, 1);
    expectAnswer(both, 400, {
      name: NOT_A_STRING,
      days: REQUIRED,
      start: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    });
    expect(Object.keys(both.body as object)).toEqual(['name', 'days', 'start']);
    expectAnswer(await anna.get(trip), 200, before);

    expectAnswer(
      await anna.put(trip, { days: oneDay(), name: 'z'.repeat(80) }, 1),
      200,
      expect.objectContaining({ name: 'z'.repeat(80), version: 2 }),
    );
    const large = await anna.put(trip, { days: [{ name: 'x'.repeat(64 * 1024), stops: [] }] }, 2);
    expectAnswer(large, 413, { detail: 'The request body is too large: at most 65536 bytes.' });
    // Before the session is looked at, as the server's middleware.
    const signedOut = await call(`v1/trips/${trip}/`, {
      method: 'PUT',
      json: { days: [{ name: 'x'.repeat(64 * 1024), stops: [] }] },
    });
    expect(signedOut.status).toBe(413);
  });
});

describe('strangers', () => {
  it('answer 404 for every URL of a trip they do not plan, as for no trip at all', async () => {
    const anna = await newPlanner('Anna');
    const cara = await newPlanner('Cara');
    const trip = await firstTrip(anna);
    const before = (await anna.get(trip)).body as TripBody;
    for (const answer of [
      await cara.get(trip),
      await cara.get(trip, { 'If-None-Match': `"${before.version}"` }),
      await cara.put(trip, { days: oneDay() }, before.version),
      await cara.put(trip, { days: oneDay() }),
      await cara.put(trip, { days: [] }, before.version),
      await cara.delete(trip),
      await cara.invite(trip),
      await cara.revoke(trip),
      await cara.remove(trip, anna.id),
      await cara.remove(trip, cara.id),
      await cara.get(2_000_000_000),
      await cara.get('100000000000000000000'),
      await cara.invite(2_000_000_000),
    ]) {
      expectAnswer(answer, 404, NOT_FOUND);
    }
    // A path whose id is not a number is no route: Django's own page.
    const page = await cara.get('abc');
    expect(page.status).toBe(404);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expectAnswer(await cara.trips(), 200, []);
    expectAnswer(await anna.get(trip), 200, before);
  });

  it('answers 405 for a method a trips URL does not have', async () => {
    const anna = await newPlanner('Anna');
    const trip = await anna.made('Methods');
    expectAnswer(await anna.call('PATCH', `${trip}/`, {}), 405, {
      detail: 'Method "PATCH" not allowed.',
    });
    expectAnswer(await anna.call('GET', 'join/'), 405, { detail: 'Method "GET" not allowed.' });
    expectAnswer(await anna.call('DELETE', ''), 405, { detail: 'Method "DELETE" not allowed.' });
  });
});

describe('DELETE v1/trips/<id>/', () => {
  it('deletes the owner’s trip; the first trip’s deletion empties v1/trip/ until a new one', async () => {
    const anna = await newPlanner('Anna');
    const first = await firstTrip(anna);
    const other = await anna.made('Gone soon');
    const deleted = await anna.delete(other);
    expect({ status: deleted.status, text: deleted.text }).toEqual({ status: 204, text: '' });
    expectAnswer(await anna.get(other), 404, NOT_FOUND);
    expect((await anna.delete(first)).status).toBe(204);
    expect((await call('v1/trip/', { token: anna.access })).body).toEqual(EMPTY_TRIP);
    expect((await putFirst(anna, { days: oneDay({ id: 9, time: null }) }, '"0"')).status).toBe(200);
    const listed = (await anna.trips()).body as TripBody[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'My trip', version: 1 });
    // Ids are not given again.
    expect(listed[0]?.id).toBeGreaterThan(other);
  });
});
