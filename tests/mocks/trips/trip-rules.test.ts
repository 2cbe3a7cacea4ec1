import { describe, expect, it } from 'vitest';
import { checkTrip, MESSAGES } from '../../../src/mocks/server/trips/tripRules';

/** The demo's trip rules answer the reference server's errors word for word. */

const stop = (id: unknown, time: unknown = null) => ({ id, time });
const days = (count: number, stopsEach = 0, firstId = 1) =>
  Array.from({ length: count }, (_, d) => ({
    name: `Day ${d + 1}`,
    stops: Array.from({ length: stopsEach }, (_, s) => stop(firstId + d * stopsEach + s)),
  }));
const oneDay = (...stops: unknown[]) => [{ name: 'Beach day', stops }];

describe('the trip rules (PUT v1/trip/ bodies)', () => {
  it('keep a good trip, a missing name as "" and a missing time as null', () => {
    expect(
      checkTrip({ days: [{ stops: [{ id: 7 }, stop(3, '23:59')] }], start: '2028-02-29' }),
    ).toEqual({
      trip: {
        days: [{ name: '', stops: [stop(7), stop(3, '23:59')] }],
        start: '2028-02-29',
      },
    });
    expect(checkTrip({ days: oneDay(stop(1, '00:00')) })).toEqual({
      trip: { days: oneDay(stop(1, '00:00')), start: null },
    });
  });

  it('take every limit at the limit', () => {
    expect(checkTrip({ days: days(30) }).errors).toBeUndefined();
    expect(checkTrip({ days: days(30, 10) }).errors).toBeUndefined();
    expect(checkTrip({ days: days(1, 300) }).errors).toBeUndefined();
    expect(checkTrip({ days: [{ name: 'x'.repeat(80), stops: [] }] }).errors).toBeUndefined();
  });

  it('refuse one past each limit, naming the field', () => {
    expect(checkTrip({ days: days(31) }).errors).toEqual({ days: [MESSAGES.tooManyDays] });
    expect(checkTrip({ days: [...days(30, 10), { stops: [stop(9999)] }] }).errors).toEqual({
      days: [MESSAGES.tooManyDays],
    });
    const stops301 = days(30, 10);
    stops301[29]?.stops.push(stop(9999));
    expect(checkTrip({ days: stops301 }).errors).toEqual({ days: [MESSAGES.tooManyStops] });
    expect(checkTrip({ days: days(1, 301) }).errors).toEqual({ days: [MESSAGES.tooManyStops] });
    expect(checkTrip({ days: [{ name: 'x'.repeat(81), stops: [] }] }).errors).toEqual({
      days: { '0': { name: ['Ensure this field has no more than 80 characters.'] } },
    });
    expect(checkTrip({ days: [] }).errors).toEqual({ days: ['At least 1 day.'] });
  });

  it('refuse bad times, ids and duplicates where they are', () => {
    const badTime = ['Enter a time as HH:MM, from 00:00 to 23:59, or null.'];
    const notAnInteger = ['A valid integer is required.'];
    expect(
      checkTrip({
        days: oneDay(stop(1, '25:00'), stop(2, '7:30'), stop(3, '12:60'), stop(4, '２３:００')),
      }).errors,
    ).toEqual({
      days: {
        '0': {
          stops: {
            '0': { time: badTime },
            '1': { time: badTime },
            '2': { time: badTime },
            '3': { time: badTime },
          },
        },
      },
    });
    expect(
      checkTrip({ days: oneDay(stop(0), stop('x'), stop(true), stop('12'), stop(1.5)) }).errors,
    ).toEqual({
      days: {
        '0': {
          stops: {
            '0': { id: ['Ensure this value is greater than or equal to 1.'] },
            '1': { id: notAnInteger },
            '2': { id: notAnInteger },
            '3': { id: notAnInteger },
            '4': { id: notAnInteger },
          },
        },
      },
    });
    expect(checkTrip({ days: oneDay({ time: '10:00' }) }).errors).toEqual({
      days: { '0': { stops: { '0': { id: ['This field is required.'] } } } },
    });
    expect(
      checkTrip({ days: [{ stops: [stop(4)] }, { stops: [stop(9), stop(4)] }] }).errors,
    ).toEqual({ days: ['A place can be in the trip only once: 4 is there twice.'] });
  });

  it('refuse bad shapes and bad dates as DRF words them', () => {
    const badDate = ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'];
    expect(checkTrip({ start: null }).errors).toEqual({ days: ['This field is required.'] });
    expect(checkTrip({ days: { '0': { stops: [] } } }).errors).toEqual({
      days: ['Expected a list of items but got type "dict".'],
    });
    expect(checkTrip({ days: ['Beach'] }).errors).toEqual({
      days: { '0': { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] } },
    });
    expect(checkTrip({ days: [{ name: 'a' }, { name: null, stops: 'x' }] }).errors).toEqual({
      days: {
        '0': { stops: ['This field is required.'] },
        '1': {
          name: ['This field may not be null.'],
          stops: ['Expected a list of items but got type "str".'],
        },
      },
    });
    for (const start of ['2026-02-30', '28/12/2026', '0000-01-01', '２０２６-12-28', 20261228]) {
      expect(checkTrip({ days: oneDay(), start }).errors).toEqual({ start: badDate });
    }
    expect(checkTrip({ days: [], start: 'soon' }).errors).toEqual({
      days: ['At least 1 day.'],
      start: badDate,
    });
    expect(checkTrip([oneDay()]).errors).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });
});
