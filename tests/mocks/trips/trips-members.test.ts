// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../src/mocks/db';
import { call } from '../helpers';
import {
  authors,
  BLANK,
  CHANGED,
  cora,
  EMPTY_TRIP,
  expectAnswer,
  INVALID_INVITE,
  newPlanner,
  NOT_A_STRING,
  NOT_FOUND,
  NOT_NULL,
  oneDay,
  OWNER_ONLY_DELETE,
  OWNER_ONLY_INVITE,
  OWNER_ONLY_REMOVE,
  OWNER_ONLY_REVOKE,
  OWNER_STAYS,
  type Planner,
  REQUIRED,
  rita,
  summary,
  type TripBody,
} from './trips-helpers';

/**
 * Who plans a trip in the demo: invitations, joining, two companions' conflicting PUTs, removing
 * and leaving, and what deleting an account does to its trips, as the reference server answers
 * (tests/e2e/server/contract/trips/members.py).
 */

afterEach(() => {
  vi.useRealTimers();
});

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Anna's trip with Ben as companion: (trip, version). */
async function withCompanion(anna: Planner, ben: Planner): Promise<[number, number]> {
  const trip = await anna.made('Negril in May');
  await anna.put(trip, { days: oneDay({ id: 1, time: '09:00' }) }, 1);
  expect((await ben.join(await anna.tokenOf(trip))).status).toBe(200);
  return [trip, 3];
}

describe('invitations', () => {
  it('gives the owner a URL-safe token of at least 128 bits, valid for 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2027-05-01T10:00:00.600Z'));
    const anna = await newPlanner('Anna');
    const trip = await anna.made('Negril in May');
    const answer = await anna.invite(trip);
    expect(answer.status).toBe(201);
    const body = answer.body as { token: string; expires: string };
    expect(Object.keys(body)).toEqual(['token', 'expires']);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expires).toBe('2027-05-08T10:00:00Z');
    const other = await anna.tokenOf(trip);
    expect(other).not.toBe(body.token);
    // An invitation does not change the trip; the database keeps no token.
    expect(((await anna.get(trip)).body as TripBody).version).toBe(1);
    const kept = JSON.stringify(getDb());
    expect(kept).not.toContain(body.token);
    expect(kept).not.toContain(other);
    expect(getDb().invites).toHaveLength(2);
  });

  it('works between two demo accounts in one browser: the reader invites, Cora joins', async () => {
    const reader = await rita();
    const trip = await reader.made('Rita’s week');
    const token = await reader.tokenOf(trip);
    // The reader signs out; the companion signs in on the same demo and joins.
    const companion = await cora();
    expectAnswer(
      await companion.join(token),
      200,
      summary(
        trip,
        'Rita’s week',
        'companion',
        [reader.member('owner'), companion.member('companion')],
        2,
      ),
    );
  });
});

describe('POST v1/trips/join/', () => {
  it('checks the token, joins once, and gives a companion the trip but not its rights', async () => {
    const anna = await newPlanner('Anna');
    const ben = await newPlanner('Ben');
    const cara = await newPlanner('Cara');
    const trip = await anna.made('Negril in May');
    const token = await anna.tokenOf(trip);
    const changed = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const [body, status, answer] of [
      [{}, 400, { token: REQUIRED }],
      [{ token: null }, 400, { token: NOT_NULL }],
      [{ token: 5 }, 400, { token: NOT_A_STRING }],
      [{ token: '' }, 400, { token: BLANK }],
      [[token], 400, { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
      [{ token: 'x'.repeat(43) }, 404, INVALID_INVITE],
      [{ token: changed }, 404, INVALID_INVITE],
    ] as const) {
      expectAnswer(await ben.call('POST', 'join/', body), status, answer);
    }

    const two = [anna.member('owner'), ben.member('companion')];
    const want = summary(trip, 'Negril in May', 'companion', two, 2);
    expectAnswer(await ben.join(token), 200, want);
    expectAnswer(await ben.join(` ${token} `), 200, want);
    expectAnswer(await anna.join(token), 200, { ...want, role: 'owner' });

    const owners = await anna.get(trip);
    const theirs = await ben.get(trip);
    expectAnswer(theirs, 200, { ...(owners.body as TripBody), role: 'companion' }, 2);
    expectAnswer(await ben.trips(), 200, [want]);
    expectAnswer(await call('v1/trip/', { token: ben.access }), 200, EMPTY_TRIP);
    expectAnswer(await ben.invite(trip), 403, OWNER_ONLY_INVITE);
    expectAnswer(await ben.revoke(trip), 403, OWNER_ONLY_REVOKE);
    expectAnswer(await ben.delete(trip), 403, OWNER_ONLY_DELETE);
    expectAnswer(await ben.remove(trip, anna.id), 403, OWNER_ONLY_REMOVE);

    const three = [...two, cara.member('companion')];
    expectAnswer(
      await cara.join(token),
      200,
      summary(trip, 'Negril in May', 'companion', three, 3),
    );
  });

  it('names a member without a first name by their email’s local part, never the email', async () => {
    const anna = await newPlanner('Anna');
    const nameless = await newPlanner(null, 'nameless-1234@example.com');
    const trip = await anna.made('Negril in May');
    const answer = await nameless.join(await anna.tokenOf(trip));
    expect((answer.body as TripBody).members.at(-1)).toEqual({
      id: nameless.id,
      name: 'nameless-1234',
      role: 'companion',
    });
    expect(answer.text).not.toContain('@');
    expect((await anna.get(trip)).text).not.toContain('@');
  });
});

describe('two companions’ PUTs with one If-Match', () => {
  it('stores one, answers 412 with the winner’s trip, and takes the merged retry', async () => {
    const anna = await newPlanner('Anna');
    const ben = await newPlanner('Ben');
    const cara = await newPlanner('Cara');
    const [trip, version] = await withCompanion(anna, ben);
    await cara.join(await anna.tokenOf(trip));
    const base = (await ben.get(trip)).body as TripBody;
    const adding = (stop: object) => ({
      days: [{ ...base.days[0], stops: [...(base.days[0]?.stops ?? []), stop] }],
      start: base.start,
    });
    // What a client sends as `by` is ignored: the server sets the writer.
    const won = await ben.put(trip, adding({ id: 201, time: '12:00', by: cara.id }), version + 1);
    expect(won.status).toBe(200);
    const lost = await cara.put(trip, adding({ id: 301, time: null, by: anna.id }), version + 1);
    expectAnswer(
      lost,
      412,
      { detail: CHANGED, current: { ...(won.body as TripBody), role: 'companion' } },
      version + 2,
    );

    const current = (lost.body as { current: TripBody }).current;
    const retry = {
      ...current,
      days: [
        {
          ...current.days[0],
          stops: [...(current.days[0]?.stops ?? []), { id: 301, time: null }].map((stop) => ({
            ...stop,
            by: cara.id,
          })),
        },
      ],
    };
    const merged = await cara.put(trip, retry, version + 2);
    expect(merged.status).toBe(200);
    expect(merged.headers.get('ETag')).toBe(`"${version + 3}"`);
    const want = { 1: anna.id, 201: ben.id, 301: cara.id };
    expect(authors(merged.body)).toEqual(want);
    expect(authors((await anna.get(trip)).body)).toEqual(want);
  });
});

describe('DELETE v1/trips/<id>/members/<account>/', () => {
  it('lets the owner remove a companion and a companion leave; stops keep their `by`', async () => {
    const anna = await newPlanner('Anna');
    const ben = await newPlanner('Ben');
    const cara = await newPlanner('Cara');
    const dave = await newPlanner('Dave');
    const [trip] = await withCompanion(anna, ben);
    const token = await anna.tokenOf(trip);
    await cara.join(token);
    const seen = (await cara.get(trip)).body as TripBody;
    await cara.put(
      trip,
      { days: oneDay({ id: 1, time: '09:00' }, { id: 301, time: null }) },
      seen.version,
    );
    const version = seen.version + 1;

    expectAnswer(await anna.remove(trip, anna.id), 400, OWNER_STAYS);
    expectAnswer(await ben.remove(trip, cara.id), 403, OWNER_ONLY_REMOVE);
    expectAnswer(await anna.remove(trip, dave.id), 404, NOT_FOUND);
    expectAnswer(await anna.remove(trip, 2_000_000_000), 404, NOT_FOUND);
    const removed = await anna.remove(trip, cara.id);
    expect({ status: removed.status, text: removed.text }).toEqual({ status: 204, text: '' });
    expectAnswer(await cara.get(trip), 404, NOT_FOUND);
    expectAnswer(await cara.trips(), 200, []);
    const after = (await anna.get(trip)).body as TripBody;
    expect(after.members).toEqual([anna.member('owner'), ben.member('companion')]);
    expect(after.version).toBe(version + 1);
    expect(authors(after)[301]).toBe(cara.id);

    const left = await ben.remove(trip, ben.id);
    expect({ status: left.status, text: left.text }).toEqual({ status: 204, text: '' });
    expectAnswer(await ben.get(trip), 404, NOT_FOUND);
    expectAnswer(await ben.remove(trip, ben.id), 404, NOT_FOUND);
    // The invitation still serves others.
    expectAnswer(
      await dave.join(token),
      200,
      summary(
        trip,
        'Negril in May',
        'companion',
        [anna.member('owner'), dave.member('companion')],
        version + 3,
      ),
    );
  });
});

describe('revoked and expired invitations', () => {
  it('refuses a revoked invitation, and one past its 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2027-05-01T10:00:00Z');
    vi.setSystemTime(start);
    const reader = await rita();
    const trip = await reader.made('Negril in May');
    const first = await reader.tokenOf(trip);
    const second = await reader.tokenOf(trip);
    const revoked = await reader.revoke(trip);
    expect({ status: revoked.status, text: revoked.text }).toEqual({ status: 204, text: '' });
    const companion = await cora();
    expectAnswer(await companion.join(first), 404, INVALID_INVITE);
    expectAnswer(await companion.join(second), 404, INVALID_INVITE);
    expect((await reader.revoke(trip)).status).toBe(204);

    const third = await reader.tokenOf(trip);
    vi.setSystemTime(start + WEEK_MS);
    const late = await cora();
    expectAnswer(await late.join(third), 404, INVALID_INVITE);
    // A second earlier it was still open; a new invitation works again.
    vi.setSystemTime(start + WEEK_MS - 1000);
    const inTime = await cora();
    expect((await inTime.join(third)).status).toBe(200);
    vi.setSystemTime(start + WEEK_MS);
    const again = await rita();
    const fresh = await again.tokenOf(trip);
    const newcomer = await newPlanner('Ben');
    expect((await newcomer.join(fresh)).status).toBe(200);
    // The spent invitation went when the new one was made.
    expect(getDb().invites).toHaveLength(1);
  });
});

describe('a full trip', () => {
  it('takes twelve members at most', async () => {
    const anna = await newPlanner('Anna');
    const trip = await anna.made('Full house');
    const token = await anna.tokenOf(trip);
    const others: Planner[] = [];
    for (let index = 0; index < 12; index += 1) others.push(await newPlanner(`P${index}`));
    for (const planner of others.slice(0, 11)) expect((await planner.join(token)).status).toBe(200);
    const late = others[11] as Planner;
    const inside = others[0] as Planner;
    expectAnswer(await late.join(token), 409, { detail: 'This trip already has 12 members.' });
    const full = (await anna.get(trip)).body as TripBody;
    expect(full.members).toHaveLength(12);
    expect(full.members[0]).toEqual(anna.member('owner'));
    expectAnswer(
      await inside.join(token),
      200,
      summary(trip, 'Full house', 'companion', full.members, full.version),
    );
    expect((await inside.remove(trip, inside.id)).status).toBe(204);
    expect((await late.join(token)).status).toBe(200);
    expect((await anna.delete(trip)).status).toBe(204);
    expectAnswer(await late.join(token), 404, INVALID_INVITE);
  });
});

describe('deleting an account', () => {
  const deleteGoogleAccount = async (planner: Planner, email: string) => {
    const { demoIdToken } = await import('../../../src/lib/identity/provider');
    const idToken = demoIdToken({
      uid: `g-${email}`,
      email,
      displayName: planner.name,
      photoURL: null,
      providerId: 'google.com',
    });
    const answer = await call('v1/auth/firebase/delete/', {
      json: { id_token: idToken },
      token: planner.access,
    });
    expect(answer.status).toBe(204);
  };

  it('passes the trips it owns to the first companion and nulls its stops’ `by`', async () => {
    const eve = await newPlanner('Eve');
    const finn = await newPlanner('Finn');
    const gus = await newPlanner('Gus');
    const hana = await newPlanner('Hana');
    const trip = await eve.made('Eve’s trip');
    expect((await call('v1/trip/', { token: eve.access })).body).toMatchObject({ version: 1 });
    await eve.put(trip, { days: oneDay({ id: 501, time: null }) }, 1);
    const token = await eve.tokenOf(trip);
    await finn.join(token);
    await gus.join(token);
    for (const [who, place] of [
      [finn, 502],
      [gus, 503],
    ] as const) {
      const body = (await who.get(trip)).body as TripBody;
      body.days[0]?.stops.push({ id: place, time: null });
      expect((await who.put(trip, body, body.version)).status).toBe(200);
    }
    const before = (await finn.get(trip)).body as TripBody;
    expect(authors(before)).toEqual({ 501: eve.id, 502: finn.id, 503: gus.id });

    await deleteGoogleAccount(eve, 'eve@example.com');
    const after = (await finn.get(trip)).body as TripBody;
    expect(after.role).toBe('owner');
    expect(after.members).toEqual([finn.member('owner'), gus.member('companion')]);
    expect(authors(after)).toEqual({ 501: null, 502: finn.id, 503: gus.id });
    expect(after.version).toBeGreaterThan(before.version);
    // Not the new owner's v1/trip/; the deleted owner's invitation is gone.
    expectAnswer(await call('v1/trip/', { token: finn.access }), 200, EMPTY_TRIP);
    const listed = ((await gus.trips()).body as TripBody[])[0];
    expect(listed).toMatchObject({
      id: trip,
      role: 'companion',
      members: [finn.member('owner'), gus.member('companion')],
    });
    expectAnswer(await hana.join(token), 404, INVALID_INVITE);
    expect((await finn.invite(trip)).status).toBe(201);

    await deleteGoogleAccount(gus, 'gus@example.com');
    const alone = (await finn.get(trip)).body as TripBody;
    expect(alone.members).toEqual([finn.member('owner')]);
    expect(authors(alone)).toEqual({ 501: null, 502: finn.id, 503: null });

    const solo = await hana.made('Solo');
    const soloToken = await hana.tokenOf(solo);
    await deleteGoogleAccount(hana, 'hana@example.com');
    expectAnswer(await finn.join(soloToken), 404, INVALID_INVITE);
    const gone = [eve.id, gus.id, hana.id];
    expect(getDb().trips?.some((kept) => kept.id === solo)).toBe(false);
    expect(
      getDb().trips?.some(
        (kept) =>
          gone.includes(kept.user_id ?? 0) ||
          kept.members.some((member) => gone.includes(member.user_id)),
      ),
    ).toBe(false);
  });
});
