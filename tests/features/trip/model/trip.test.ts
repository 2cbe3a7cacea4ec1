// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayDirectionsHref } from '../../../../src/features/guide/model/directions';
import { dayLegs, distanceKm, formatKm } from '../../../../src/features/guide/model/distance';
import {
  accountTripUnsent,
  emptyTrip,
  MAX_DAYS,
  MAX_STOPS,
  TRIP_KEY,
  TRIP_SYNC_KEY,
  writeTrip,
  type Trip,
} from '../../../../src/features/trip/model/trip';
import {
  addDay,
  addSharedDays,
  isFull,
  moveStop,
  placesLeftOut,
  moveToAdjacentDay,
  moveWithinDay,
  removeDay,
  removeStop,
  renameDay,
  setStart,
  setStopTime,
  toggleStop,
} from '../../../../src/features/trip/store/tripEdits';
import { parseTrip, readStoredTrip } from '../../../../src/features/trip/model/tripStore';
import { setLocale } from '../../../../src/lib/i18n/runtime';
import { guideWith } from '../../guide/helpers';

const stops = (...ids: number[]) => ids.map((id) => ({ id, time: null }));
const tripOf = (...days: number[][]): Trip => ({
  start: null,
  days: days.map((ids) => ({ name: '', stops: stops(...ids) })),
});
const ids = (trip: Trip) => trip.days.map((day) => day.stops.map((stop) => stop.id));

afterEach(() => {
  setLocale('en');
});

describe('the trip kept in this browser', () => {
  it('keeps the versioned form, and nothing for a trip with nothing on it', () => {
    const trip: Trip = {
      start: '2026-12-24',
      days: [
        { name: 'Cliffs', stops: [{ id: 12, time: 600 }, ...stops(7)] },
        { name: '', stops: stops(3) },
      ],
    };
    expect(writeTrip(trip)).toBe(true);
    expect(JSON.parse(localStorage.getItem(TRIP_KEY) ?? 'null')).toEqual({ v: 2, ...trip });
    expect(readStoredTrip()).toEqual({ trip, dropped: false });
    expect(writeTrip(emptyTrip())).toBe(true);
    expect(localStorage.getItem(TRIP_KEY)).toBeNull();
    expect(readStoredTrip()).toEqual({ trip: emptyTrip(), dropped: false });
  });

  it('reads the first form (a list of ids) as one day', () => {
    localStorage.setItem(TRIP_KEY, JSON.stringify([12, 7, 3]));
    expect(readStoredTrip()).toEqual({ trip: tripOf([12, 7, 3]), dropped: false });
  });

  it('reads a partly wrong value as far as it can, says so, and keeps only what it read', () => {
    localStorage.setItem(
      TRIP_KEY,
      JSON.stringify({
        v: 2,
        start: 'next tuesday',
        extra: { ignored: true },
        days: [
          { name: 'Beach', stops: [{ id: 4, time: 540 }, { id: 'x' }, { id: 5, time: 2000 }] },
          'not a day',
          { stops: [{ id: 4 }, { id: '6', note: 'kept' }] },
          { name: 7, stops: 'none' },
        ],
      }),
    );
    const read = readStoredTrip();
    expect(read).toEqual({
      dropped: true,
      trip: {
        start: null,
        days: [
          {
            name: 'Beach',
            stops: [
              { id: 4, time: 540 },
              { id: 5, time: null },
            ],
          },
          { name: '', stops: [{ id: 6, time: null }] },
        ],
      },
    });
    // What was left out is left out of storage too: the visitor is told once.
    expect(readStoredTrip()).toEqual({ trip: read?.trip, dropped: false });
    expect(parseTrip([3, 3, '4', 1.5, null, 9])).toEqual({
      trip: tripOf([3, 4, 9]),
      dropped: true,
    });
  });

  it('reads a corrupted value as an empty trip, with the note, and removes it', () => {
    for (const corrupted of ['{not json', '"text"', '{"v":2}', '42']) {
      localStorage.setItem(TRIP_KEY, corrupted);
      expect(readStoredTrip()).toEqual({ trip: emptyTrip(), dropped: true });
      expect(localStorage.getItem(TRIP_KEY)).toBeNull();
    }
  });

  it('says so when storage refuses the trip, and does not read a blocked storage as empty', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(writeTrip(tripOf([1]))).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(readStoredTrip()).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('changing the trip', () => {
  it('saves to the end of the last day, and takes a place out wherever it is', () => {
    const trip = toggleStop(9)(tripOf([1], [2]));
    expect(ids(trip)).toEqual([[1], [2, 9]]);
    expect(ids(toggleStop(1)(trip))).toEqual([[], [2, 9]]);
    expect(ids(removeStop(2)(trip))).toEqual([[1], [9]]);
    expect(removeStop(5)(trip)).toBe(trip);
  });

  it('adds, names and removes days; a removed day gives its places to the day before', () => {
    const trip = addDay(tripOf([1, 2], [3]));
    expect(ids(trip)).toEqual([[1, 2], [3], []]);
    expect(renameDay(1, 'Cliffs')(trip).days[1]?.name).toBe('Cliffs');
    expect(ids(removeDay(1)(trip))).toEqual([[1, 2, 3], []]);
    // The first day's go to the start of the next one.
    expect(ids(removeDay(0)(trip))).toEqual([[1, 2, 3], []]);
    // The last day stays.
    const one = tripOf([1]);
    expect(removeDay(0)(one)).toBe(one);
  });

  it('moves a place up, down, to the day before or after, and anywhere by dragging', () => {
    const trip = tripOf([1, 2, 3], [4, 5]);
    expect(ids(moveWithinDay(3, -1)(trip))).toEqual([
      [1, 3, 2],
      [4, 5],
    ]);
    expect(ids(moveWithinDay(1, 1)(trip))).toEqual([
      [2, 1, 3],
      [4, 5],
    ]);
    expect(moveWithinDay(1, -1)(trip)).toBe(trip);
    expect(moveWithinDay(3, 1)(trip)).toBe(trip);
    // To the end of the day before, to the start of the day after: where it was nearest.
    expect(ids(moveToAdjacentDay(4, -1)(trip))).toEqual([[1, 2, 3, 4], [5]]);
    expect(ids(moveToAdjacentDay(3, 1)(trip))).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(moveToAdjacentDay(1, -1)(trip)).toBe(trip);
    expect(ids(moveStop(1, 1, 1)(trip))).toEqual([
      [2, 3],
      [4, 1, 5],
    ]);
    expect(ids(moveStop(1, 0, 99)(trip))).toEqual([
      [2, 3, 1],
      [4, 5],
    ]);
    expect(moveStop(1, 5, 0)(trip)).toBe(trip);
  });

  it('keeps a time on a place and the start date, and nothing else moves', () => {
    const trip = tripOf([1, 2]);
    const timed = setStopTime(2, 17 * 60)(trip);
    expect(timed.days[0]?.stops).toEqual([
      { id: 1, time: null },
      { id: 2, time: 1020 },
    ]);
    expect(ids(moveWithinDay(2, -1)(timed))).toEqual([[2, 1]]);
    expect(moveWithinDay(2, -1)(timed).days[0]?.stops[0]).toEqual({ id: 2, time: 1020 });
    expect(setStart('2026-12-24')(trip).start).toBe('2026-12-24');
  });

  it('adds a shared trip’s days after the visitor’s, without the places already saved', () => {
    const shared = tripOf([1, 5], [2]).days;
    expect(ids(addSharedDays(shared)(tripOf([1, 3])))).toEqual([[1, 3], [5], [2]]);
    // A trip with nothing on it is replaced.
    expect(ids(addSharedDays(shared)(emptyTrip()))).toEqual([[1, 5], [2]]);
    const all = tripOf([1, 2]);
    expect(addSharedDays(tripOf([2], [1]).days)(all)).toBe(all);
  });

  it('keeps a shared trip’s names, times, empty days and start when it replaces an empty trip', () => {
    const shared: Trip['days'] = [
      { name: 'Cliffs day', stops: [{ id: 4, time: 750 }] },
      { name: '', stops: [] },
      { name: 'Beach', stops: [{ id: 5, time: null }] },
    ];
    expect(addSharedDays(shared, '2026-12-28')(emptyTrip())).toEqual({
      start: '2026-12-28',
      days: shared,
    });
    // Added after the visitor's own days: their start stays, empty days are not added.
    const mine = { ...tripOf([1]), start: '2026-12-20' };
    expect(addSharedDays(shared, '2026-12-28')(mine)).toEqual({
      start: '2026-12-20',
      days: [mine.days[0], shared[0], shared[2]],
    });
  });
});

describe('the server’s limits, kept by every change', () => {
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it('takes no place past 300, and no day past 30; removing still works', () => {
    const full = tripOf(range(1, MAX_STOPS));
    expect(isFull(full)).toBe(true);
    expect(toggleStop(9999)(full)).toBe(full);
    expect(ids(toggleStop(1)(full))[0]).toHaveLength(MAX_STOPS - 1);
    const month = tripOf(...range(0, MAX_DAYS).map(() => []));
    expect(addDay(month)).toBe(month);
    expect(addDay(tripOf([])).days).toHaveLength(2);
  });

  it('names a day with 80 characters at most, counted as the server counts them', () => {
    // 90 palm trees: each one character (code point), two UTF-16 units.
    const palms = '\u{1F334}'.repeat(90);
    const named = renameDay(0, palms)(tripOf([1]));
    expect(Array.from(named.days[0]?.name ?? '')).toHaveLength(80);
    expect(named.days[0]?.name).toBe('\u{1F334}'.repeat(80));
    // Cut at 80 UTF-16 units it would have been 40 palm trees.
    expect(renameDay(0, `${'a'.repeat(79)}\u{1F334}x`)(tripOf([1])).days[0]?.name).toBe(
      `${'a'.repeat(79)}\u{1F334}`,
    );
  });

  it('adds of a shared trip what fits, in its order, and counts what did not', () => {
    const mine = tripOf(range(1, 295), []);
    const shared = tripOf([1, 1000, 1001], range(2000, 10)).days;
    const after = addSharedDays(shared)(mine);
    expect(ids(after).slice(2)).toEqual([
      [1000, 1001],
      [2000, 2001, 2002],
    ]);
    expect(after.days.flatMap((day) => day.stops)).toHaveLength(MAX_STOPS);
    expect(placesLeftOut(shared, mine, after)).toBe(7);
    // Days past 30: the trip has 29, so one more fits.
    const long = tripOf(...range(0, 29).map((day) => [day + 1]));
    const days = addSharedDays(tripOf([500], [501], [502]).days)(long);
    expect(days.days).toHaveLength(MAX_DAYS);
    expect(placesLeftOut(tripOf([500], [501], [502]).days, long, days)).toBe(2);
  });
});

describe('what a sign-out would take with it', () => {
  afterEach(() => {
    localStorage.clear();
  });
  const sync = (base: Trip | null, local = false) => {
    localStorage.setItem(
      TRIP_SYNC_KEY,
      JSON.stringify(
        local ? { v: 1, owner: '2', local: true } : { v: 1, owner: '2', version: 3, base },
      ),
    );
  };

  it('is nothing when the trip here is the one the account has, or was never the account’s', () => {
    expect(accountTripUnsent()).toBe(false);
    writeTrip(tripOf([1, 2]));
    expect(accountTripUnsent()).toBe(false);
    sync(tripOf([1, 2]));
    expect(accountTripUnsent()).toBe(false);
    sync(null, true);
    expect(accountTripUnsent()).toBe(false);
  });

  it('is the edits the account has not received, or a record that cannot be read', () => {
    sync(tripOf([1, 2]));
    writeTrip(tripOf([1, 2, 3]));
    expect(accountTripUnsent()).toBe(true);
    localStorage.setItem(TRIP_SYNC_KEY, '{not json');
    expect(accountTripUnsent()).toBe(true);
    // An emptied trip (nothing stored) against a base with places: unsent too.
    sync(tripOf([1]));
    localStorage.removeItem(TRIP_KEY);
    expect(accountTripUnsent()).toBe(true);
    sync(emptyTrip());
    expect(accountTripUnsent()).toBe(false);
  });

  it('counts the edits not yet sent of a trip joined, kept under its own keys', () => {
    sync(emptyTrip());
    localStorage.setItem(
      `${TRIP_SYNC_KEY}.7`,
      JSON.stringify({ v: 1, owner: '2', version: 4, base: tripOf([1]) }),
    );
    writeTrip(tripOf([1]), `${TRIP_KEY}.7`);
    expect(accountTripUnsent()).toBe(false);
    writeTrip(tripOf([1, 5]), `${TRIP_KEY}.7`);
    expect(accountTripUnsent()).toBe(true);
  });
});

describe('distances and directions', () => {
  // Rick's Café (West End) and Seven Mile Beach (Bloody Bay end), as the guide's data has them.
  const ricks = { latitude: 18.2531, longitude: -78.3712 };
  const sevenMile = { latitude: 18.3326, longitude: -78.3397 };

  it('measures the straight line by the haversine formula', () => {
    // 9.4449 km by the spherical law of cosines, worked out apart, on the same radius.
    expect(distanceKm(ricks, sevenMile)).toBeCloseTo(9.4449, 3);
    expect(distanceKm(ricks, ricks)).toBe(0);
    // A quarter of a meridian: π/2 × 6371.0088.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(
      10007.557,
      2,
    );
  });

  it('says a distance in the page’s language, and sums a day’s known legs', () => {
    expect(formatKm(1.234)).toBe('1.2 km');
    setLocale('de');
    expect(formatKm(1.234)).toBe('1,2 km');
    const legs = dayLegs([
      guideWith(1, ricks),
      guideWith(2, sevenMile),
      guideWith(3),
      guideWith(4, ricks),
    ]);
    expect(legs.legs.map((leg) => (leg === null ? null : Math.round(leg * 10) / 10))).toEqual([
      9.4,
      null,
      null,
    ]);
    expect(legs.total).toBeCloseTo(9.4449, 3);
  });

  it('gives Google Maps’ directions through a day, coordinates where known', () => {
    const href = dayDirectionsHref([
      guideWith(1, { name: "Rick's Café", ...ricks }),
      guideWith(2, { name: 'Mystery Cove' }),
      guideWith(3, { name: 'Bar', latitude: 18.3, longitude: -78.34 }),
      guideWith(4, { name: 'Seven Mile Beach', ...sevenMile }),
    ]);
    const url = new URL(href ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('18.2531,-78.3712');
    expect(url.searchParams.get('destination')).toBe('18.3326,-78.3397');
    expect(url.searchParams.get('waypoints')).toBe('Mystery Cove, Negril, Jamaica|18.3,-78.34');
    const one = new URL(dayDirectionsHref([guideWith(1, ricks)]) ?? '');
    expect(one.searchParams.has('origin')).toBe(false);
    expect(one.searchParams.get('destination')).toBe('18.2531,-78.3712');
    expect(dayDirectionsHref([])).toBeNull();
  });
});
