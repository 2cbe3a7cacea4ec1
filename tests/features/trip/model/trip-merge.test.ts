import { describe, expect, it } from 'vitest';
import { MAX_DAYS, type Trip } from '../../../../src/features/trip/model/trip';
import { mergeTrip, sameTrip } from '../../../../src/features/trip/model/tripMerge';

/** A trip from its days' ids (`[[1, 2], [3]]`), with names and times given apart. */
function trip(
  days: number[][],
  {
    names = [],
    times = {},
    start = null,
  }: { names?: string[]; times?: Record<number, number>; start?: string | null } = {},
): Trip {
  return {
    start,
    days: days.map((ids, index) => ({
      name: names[index] ?? '',
      stops: ids.map((id) => ({ id, time: times[id] ?? null })),
    })),
  };
}

const layout = (merged: Trip) => merged.days.map((day) => day.stops.map((stop) => stop.id));

describe('mergeTrip', () => {
  it('keeps a place added on either side: the server’s where it put it, mine on the same day', () => {
    const base = trip([[1, 2], [3]]);
    const mine = trip([[1, 2, 10], [3]]);
    const theirs = trip([
      [1, 2],
      [3, 20],
    ]);
    expect(layout(mergeTrip(base, mine, theirs).trip)).toEqual([
      [1, 2, 10],
      [3, 20],
    ]);
  });

  it('keeps a place removed on one side removed when the other did not touch it', () => {
    const base = trip([[1, 2, 3]]);
    expect(layout(mergeTrip(base, trip([[1, 3]]), base).trip)).toEqual([[1, 3]]);
    expect(layout(mergeTrip(base, base, trip([[2, 3]])).trip)).toEqual([[2, 3]]);
  });

  it('lets a removal win over a move or a new time on the other side', () => {
    const base = trip([[1, 2, 3]]);
    const mine = trip([[1, 3]]);
    const theirs = trip([[2, 1, 3]], { times: { 2: 600 } });
    expect(layout(mergeTrip(base, mine, theirs).trip)).toEqual([[1, 3]]);
  });

  it('takes the server’s order when it moved places, and mine when only mine did', () => {
    const base = trip([[1, 2, 3]]);
    const mine = trip([[3, 2, 1]]);
    const theirs = trip([[2, 1, 3]]);
    expect(layout(mergeTrip(base, mine, theirs).trip)).toEqual([[2, 1, 3]]);
    // The server only added a place: its arrangement of the common places did not change.
    expect(layout(mergeTrip(base, mine, trip([[1, 2, 3, 4]])).trip)).toEqual([[3, 2, 1, 4]]);
  });

  it('takes each name, time and start date from the side that changed it, the server’s when both did', () => {
    const base = trip([[1, 2], [3]], { names: ['Arrival', ''], start: '2026-12-28' });
    const mine = trip([[1, 2], [3]], {
      names: ['Arrival', 'Beach'],
      times: { 1: 540, 2: 600 },
      start: '2026-12-29',
    });
    const theirs = trip([[1, 2], [3]], {
      names: ['First night', ''],
      times: { 2: 720 },
      start: '2026-12-30',
    });
    const merged = mergeTrip(base, mine, theirs).trip;
    expect(merged.days.map((day) => day.name)).toEqual(['First night', 'Beach']);
    expect(merged.days[0]?.stops).toEqual([
      { id: 1, time: 540 },
      { id: 2, time: 720 },
    ]);
    expect(merged.start).toBe('2026-12-30');
    expect(mergeTrip(base, mine, base).trip.start).toBe('2026-12-29');
  });

  it('adds days for mine’s places on a day the server does not have, and keeps mine’s name for it', () => {
    const base = trip([[1]]);
    const mine = trip([[1], [5]], { names: ['', 'Dinner day'] });
    const theirs = trip([[1, 2]]);
    const merged = mergeTrip(base, mine, theirs).trip;
    expect(layout(merged)).toEqual([[1, 2], [5]]);
    expect(merged.days[1]?.name).toBe('Dinner day');
  });

  it('at the first sync (an empty base) keeps both sides, the server’s order first', () => {
    const empty = trip([[]]);
    const mine = trip([[7, 1]]);
    const theirs = trip([[1, 2], [3]], { names: ['Arrival'] });
    const merged = mergeTrip(empty, mine, theirs).trip;
    expect(layout(merged)).toEqual([[1, 2, 7], [3]]);
    expect(merged.days[0]?.name).toBe('Arrival');
  });

  it('never puts a place twice, added on both sides on different days', () => {
    const base = trip([[1], []]);
    // The server did not move the places both had: mine's arrangement, 9 where mine put it.
    expect(layout(mergeTrip(base, trip([[1, 9], []]), trip([[1], [9]])).trip)).toEqual([
      [1, 9],
      [],
    ]);
    // The server moved them: its arrangement, 9 where it put it.
    expect(layout(mergeTrip(base, trip([[1, 9], []]), trip([[], [9, 1]])).trip)).toEqual([
      [],
      [9, 1],
    ]);
  });

  it('leaves out, and reports, places the guide no longer has', () => {
    const base = trip([[1, 2]]);
    const result = mergeTrip(base, trip([[1, 2, 3]]), trip([[1, 2, 4]]), new Set([1, 3]));
    expect(layout(result.trip)).toEqual([[1, 3]]);
    expect(result.dropped.sort()).toEqual([2, 4]);
  });

  it('keeps to 30 days: places past it join the last day', () => {
    const base = trip([[]]);
    const many = Array.from({ length: 32 }, (_, index) => [index + 1]);
    const merged = mergeTrip(base, trip(many), trip([[]])).trip;
    expect(merged.days).toHaveLength(MAX_DAYS);
    expect(layout(merged)[MAX_DAYS - 1]).toEqual([30, 31, 32]);
  });

  it('cuts a day name to 80 characters and always leaves a day', () => {
    const long = 'x'.repeat(90);
    const merged = mergeTrip(trip([[]]), trip([[]], { names: [long] }), trip([[]])).trip;
    expect(merged.days[0]?.name).toHaveLength(80);
    const none: Trip = { start: null, days: [] };
    expect(mergeTrip(none, none, none).trip.days).toHaveLength(1);
  });

  it('merges a trip with itself into the same trip', () => {
    const same = trip([[1, 2], [3]], { names: ['A', 'B'], times: { 3: 60 }, start: '2027-01-02' });
    expect(sameTrip(mergeTrip(same, same, same).trip, same)).toBe(true);
  });
});

/** A small seeded generator (mulberry32): the same runs every time. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int };
}

type Random = ReturnType<typeof random>;

/** A trip of up to 6 days of places chosen among 1..60, each once. */
function randomTrip(rng: Random): Trip {
  const ids = Array.from({ length: 60 }, (_, index) => index + 1).filter(() => rng.next() < 0.3);
  const days = Array.from({ length: 1 + rng.int(6) }, () => [] as number[]);
  for (const id of ids) days[rng.int(days.length)]?.push(id);
  return trip(days, { names: days.map(() => (rng.next() < 0.3 ? `Day ${rng.int(9)}` : '')) });
}

/** Edits of the base: some places removed, some moved, some added (ids 100+ are new). */
function edited(base: Trip, rng: Random, added: number): Trip {
  const days = base.days.map((day) =>
    day.stops.map((stop) => stop.id).filter(() => rng.next() > 0.2),
  );
  if (rng.next() < 0.3) days.push([]);
  for (let index = 0; index < added; index += 1) {
    days[rng.int(days.length)]?.push(100 + rng.int(60));
  }
  const unique = new Set<number>();
  const shuffled = days.map((ids) =>
    ids.filter((id) => !unique.has(id) && unique.add(id)).sort(() => (rng.next() < 0.3 ? -1 : 0)),
  );
  return trip(shuffled, {
    times: Object.fromEntries([...unique].map((id) => [id, rng.int(1440)])),
  });
}

const ids = (value: Trip) => value.days.flatMap((day) => day.stops.map((stop) => stop.id));

describe('mergeTrip, on 500 random trips', () => {
  it('never loses a place added on either side, never keeps one removed, never gives a place twice', () => {
    const rng = random(20261127);
    for (let run = 0; run < 500; run += 1) {
      const base = randomTrip(rng);
      const mine = edited(base, rng, rng.int(8));
      const theirs = edited(base, rng, rng.int(8));
      const merged = mergeTrip(base, mine, theirs).trip;
      const result = ids(merged);
      const baseIds = new Set(ids(base));
      const context = JSON.stringify({ run, base, mine, theirs });

      expect(new Set(result).size, context).toBe(result.length);
      for (const side of [mine, theirs]) {
        for (const id of ids(side)) {
          if (!baseIds.has(id)) expect(result, context).toContain(id);
        }
      }
      for (const id of baseIds) {
        const kept = ids(mine).includes(id) && ids(theirs).includes(id);
        expect(result.includes(id), context).toBe(kept);
      }
      expect(merged.days.length).toBeGreaterThanOrEqual(1);
      expect(merged.days.length).toBeLessThanOrEqual(MAX_DAYS);
      expect(result.length).toBeLessThanOrEqual(300);
      for (const day of merged.days) expect(day.name.length).toBeLessThanOrEqual(80);
    }
  });
});
