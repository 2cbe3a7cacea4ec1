import { describe, expect, it } from 'vitest';
import {
  parseServerTrip,
  timeMinutes,
  timeText,
  toWire,
} from '../../../../src/features/trip/model/tripWire';

/** The trip as the server sends and takes it: times as "HH:MM", read tolerantly. */
describe('the trip’s wire form', () => {
  it('writes minutes as HH:MM and reads them back', () => {
    expect(timeText(0)).toBe('00:00');
    expect(timeText(18 * 60 + 5)).toBe('18:05');
    expect(timeText(1439)).toBe('23:59');
    expect(timeText(null)).toBeNull();
    expect(timeMinutes('18:05')).toBe(18 * 60 + 5);
    expect(timeMinutes('24:00')).toBeUndefined();
    expect(timeMinutes('7:30')).toBeUndefined();
    expect(
      toWire({
        start: '2026-12-28',
        days: [
          {
            name: 'A',
            stops: [
              { id: 3, time: 600 },
              { id: 4, time: null },
            ],
          },
        ],
      }),
    ).toEqual({
      start: '2026-12-28',
      days: [
        {
          name: 'A',
          stops: [
            { id: 3, time: '10:00' },
            { id: 4, time: null },
          ],
        },
      ],
    });
  });

  it('reads the server’s trip, leaving out what it cannot read and ignoring unknown fields', () => {
    const read = parseServerTrip({
      days: [
        {
          name: 'x'.repeat(90),
          stops: [
            { id: 12, time: '18:30' },
            { id: 12 },
            { id: -1 },
            { id: 'a' },
            { id: 13, time: '99:99' },
          ],
        },
      ],
      start: 'not a date',
      version: 7,
      updated: '2026-11-27T18:00:00Z',
      extra: true,
    });
    expect(read.version).toBe(7);
    expect(read.trip.start).toBeNull();
    expect(read.trip.days[0]?.name).toHaveLength(80);
    expect(read.trip.days[0]?.stops).toEqual([
      { id: 12, time: 18 * 60 + 30 },
      { id: 13, time: null },
    ]);
    // An account without a trip.
    expect(
      parseServerTrip({ days: [{ name: '', stops: [] }], start: null, version: 0, updated: null }),
    ).toEqual({
      trip: { start: null, days: [{ name: '', stops: [] }] },
      version: 0,
    });
  });

  it('throws a MalformedResponseError for what is not a trip', () => {
    for (const answer of [
      null,
      '<html>',
      [],
      { days: 'x', version: 1 },
      { days: [] },
      { days: [], version: -1 },
      { days: [1], version: 1 },
    ]) {
      expect(() => parseServerTrip(answer)).toThrow(
        expect.objectContaining({ name: 'MalformedResponseError' }),
      );
    }
  });
});
