import { describe, expect, it, vi } from 'vitest';
import {
  readTrip,
  readTripParam,
  TRIP_KEY,
  tripParam,
  writeTrip,
} from '../../../src/features/negril/trip';

describe('the saved places in this browser', () => {
  it('keeps the ids in the order they were saved', () => {
    expect(readTrip()).toEqual([]);
    expect(writeTrip([12, 7, 3])).toBe(true);
    expect(localStorage.getItem(TRIP_KEY)).toBe('[12,7,3]');
    expect(readTrip()).toEqual([12, 7, 3]);
  });

  it('leaves nothing behind for an empty trip', () => {
    writeTrip([4]);
    expect(writeTrip([])).toBe(true);
    expect(localStorage.getItem(TRIP_KEY)).toBeNull();
  });

  it('drops and removes a corrupted value', () => {
    for (const corrupted of ['{not json', '{"ids":[1]}', '"12.7"', '7', 'null']) {
      localStorage.setItem(TRIP_KEY, corrupted);
      expect(readTrip()).toEqual([]);
      expect(localStorage.getItem(TRIP_KEY)).toBeNull();
    }
  });

  it('skips repeated ids and what is not an id', () => {
    localStorage.setItem(TRIP_KEY, JSON.stringify([3, 3, '4', 1.5, '-2', null, 9, 3, 1e20, {}]));
    expect(readTrip()).toEqual([3, 4, 9]);
    writeTrip([5, 5, 2.5, 6]);
    expect(readTrip()).toEqual([5, 6]);
  });

  it('says so when storage refuses the trip, and reads a blocked storage as empty', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(writeTrip([1])).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(readTrip()).toEqual([]);
  });
});

describe('the shared trip in the address', () => {
  it('writes and reads the ids in order', () => {
    expect(tripParam([12, 7, 3])).toBe('12.7.3');
    expect(tripParam([12, 12, 7])).toBe('12.7');
    expect(tripParam([])).toBe('');
    const params = new URLSearchParams({ trip: tripParam([12, 7, 3]) });
    expect(readTripParam(params)).toEqual([12, 7, 3]);
  });

  it('has no trip without the parameter, and skips what is not an id', () => {
    expect(readTripParam(new URLSearchParams('q=jerk'))).toBeNull();
    expect(readTripParam(new URLSearchParams('trip='))).toEqual([]);
    expect(readTripParam(new URLSearchParams('trip=12.x.7..-3.1e3.7.2.5'))).toEqual([12, 7, 2, 5]);
    expect(readTripParam(new URLSearchParams('trip=1234567890123456'))).toEqual([]);
  });
});
