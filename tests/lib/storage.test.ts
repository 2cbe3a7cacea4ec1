// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keysStartingWith,
  readJson,
  readText,
  writeJson,
  writeText,
} from '../../src/lib/browser/storage';
import { isRecord } from '../../src/lib/records';

const isPoint = (value: unknown) =>
  isRecord(value) && typeof value.x === 'number' ? { x: value.x } : undefined;

describe('storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads back what it wrote', () => {
    writeJson('point', { x: 3 });
    expect(readJson('point', isPoint)).toEqual({ x: 3 });
  });

  it('discards a value that is not JSON instead of throwing', () => {
    localStorage.setItem('point', '{not json');
    expect(readJson('point', isPoint)).toBeUndefined();
    expect(localStorage.getItem('point')).toBeNull();
  });

  it('discards a value of a foreign shape', () => {
    localStorage.setItem('point', JSON.stringify({ x: 'three' }));
    expect(readJson('point', isPoint)).toBeUndefined();
    expect(localStorage.getItem('point')).toBeNull();
  });

  it('reports a full or blocked storage as a failed write, not an exception', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(writeText('key', 'value')).toBe(false);
  });

  it('treats a storage that cannot be read as empty', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(readText('key')).toBeUndefined();
    expect(readJson('key', isPoint)).toBeUndefined();
  });

  it('lists the keys kept under a prefix, and none where storage cannot be read', () => {
    localStorage.clear();
    writeText('negrilTripDays', 'own');
    writeText('negrilTripDays.7', 'joined');
    writeText('negrilTripDays.12', 'joined');
    expect(keysStartingWith('negrilTripDays.').sort()).toEqual([
      'negrilTripDays.12',
      'negrilTripDays.7',
    ]);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(keysStartingWith('negrilTripDays.')).toEqual([]);
  });
});
