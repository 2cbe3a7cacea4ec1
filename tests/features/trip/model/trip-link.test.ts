import { describe, expect, it } from 'vitest';
import type { Trip } from '../../../../src/features/trip/model/trip';
import { readSharedTrip, tripSearch } from '../../../../src/features/trip/model/tripLink';

const stops = (...ids: number[]) => ids.map((id) => ({ id, time: null }));
const read = (query: string) => readSharedTrip(new URLSearchParams(query));
const idsOf = (query: string) => read(query)?.days.map((day) => day.stops.map((stop) => stop.id));

const whole: Trip = {
  start: '2026-12-28',
  days: [
    {
      name: 'Cliffs day',
      stops: [
        { id: 4, time: 750 },
        { id: 6, time: null },
        { id: 8, time: 1110 },
      ],
    },
    { name: '', stops: [] },
    { name: 'Beach & Booby Cay', stops: [{ id: 5, time: 0 }] },
  ],
};

describe('the share link', () => {
  it('carries the days’ names, the times and day 1’s date, and reads back the same trip', () => {
    const search = tripSearch(whole);
    expect(search.toString()).toBe(
      'trip=4-1230.6.8-1830_x_5-0000&day=Cliffs+day&day=&day=Beach+%26+Booby+Cay&start=2026-12-28',
    );
    expect(readSharedTrip(new URLSearchParams(search.toString()))).toEqual(whole);
  });

  it('stays short, and the same through encodeURIComponent, for a trip of places alone', () => {
    const search = tripSearch({ start: null, days: [{ name: '', stops: stops(12, 7, 3) }] });
    expect(search.toString()).toBe('trip=12.7.3');
    const value = search.get('trip')!;
    expect(encodeURIComponent(value)).toBe(value);
  });

  it('leaves out empty days at either end, and moves day 1’s date with them', () => {
    const trip: Trip = {
      start: '2026-12-28',
      days: [
        { name: 'Arrive', stops: [] },
        { name: '', stops: stops(3) },
        { name: '', stops: [] },
      ],
    };
    expect(tripSearch(trip).toString()).toBe('trip=3&start=2026-12-29');
    expect(tripSearch({ start: '2026-12-28', days: [{ name: 'x', stops: [] }] }).toString()).toBe(
      'trip=',
    );
  });

  it('reads the links of the first forms as before', () => {
    expect(read('q=jerk')).toBeNull();
    expect(read('trip=')).toEqual({ days: [], start: null });
    expect(idsOf('trip=12.7.3')).toEqual([[12, 7, 3]]);
    expect(read('trip=4.6.8_5')).toEqual({
      start: null,
      days: [
        { name: '', stops: stops(4, 6, 8) },
        { name: '', stops: stops(5) },
      ],
    });
    expect(idsOf('trip=12.x.7..-3_1e3__7.2~5%7E8')).toEqual([[12, 7], [2], [5], [8]]);
    expect(idsOf('trip=1234567890123456')).toEqual([]);
  });

  it('reads hostile values tolerantly', () => {
    // Bad times are dropped, the place kept; a place twice is kept where it first appears.
    expect(read('trip=4-2460.5-1299.6-9.7-12-30.8-12:30.4-1000')?.days[0]?.stops).toEqual([
      { id: 4, time: null },
      { id: 5, time: null },
      { id: 6, time: null },
      { id: 7, time: null },
      { id: 8, time: 750 },
    ]);
    // Names cut at 80 characters, control characters gone; more names than days ignored.
    const long = 'a'.repeat(200);
    const named = read(`trip=1_2&day=${long}&day=%00Rick%E2%80%99s%0A&day=nobody`)?.days.map(
      (day) => day.name,
    );
    expect(named).toEqual(['a'.repeat(80), 'Rick’s']);
    // A date that is not a real day is ignored.
    expect(read('trip=1&start=2026-02-30')?.start).toBeNull();
    expect(read('trip=1&start=tomorrow')?.start).toBeNull();
    expect(read('trip=1&start=2026-12-28')?.start).toBe('2026-12-28');
    // Ids are positive; at most 30 days and 300 places.
    expect(idsOf('trip=0.-1.2')).toEqual([[2]]);
    const many = Array.from({ length: 40 }, (_, day) => `${day + 1}`).join('_');
    expect(read(`trip=${many}`)?.days).toHaveLength(30);
    const crowded = Array.from({ length: 400 }, (_, index) => `${index + 1}`).join('.');
    expect(read(`trip=${crowded}`)?.days[0]?.stops).toHaveLength(300);
    // Empty days only between days with places.
    expect(idsOf('trip=x_x_1_x_2_x')).toEqual([[1], [], [2]]);
    expect(read('trip=x_1&start=2026-12-28')?.start).toBe('2026-12-29');
  });
});
