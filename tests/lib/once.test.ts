import { describe, expect, it } from 'vitest';
import { once } from '../../src/lib/once';

/** A loader that counts its loads and fails the ones whose number is in `failing`. */
function countingLoader(failing: number[] = []) {
  let loads = 0;
  const load = (name: string) => {
    loads += 1;
    const number = loads;
    return new Promise<string>((resolve, reject) => {
      setTimeout(() => {
        if (failing.includes(number)) reject(new Error(`load ${number} failed`));
        else resolve(`${name} #${number}`);
      }, 1);
    });
  };
  return { load, loads: () => loads };
}

describe('once', () => {
  it('does not load before the first call', () => {
    const loader = countingLoader();
    once(loader.load);
    expect(loader.loads()).toBe(0);
  });

  it('loads once, and every later call gets the same result', async () => {
    const loader = countingLoader();
    const load = once(loader.load);
    await expect(load('sdk')).resolves.toBe('sdk #1');
    await expect(load('sdk')).resolves.toBe('sdk #1');
    // A later call's arguments do not start another load.
    await expect(load('other')).resolves.toBe('sdk #1');
    expect(loader.loads()).toBe(1);
  });

  it('shares one load between calls made while it is on its way', async () => {
    const loader = countingLoader();
    const load = once(loader.load);
    const first = load('sdk');
    const second = load('sdk');
    expect(second).toBe(first);
    expect(await Promise.all([first, second, load('sdk')])).toEqual(['sdk #1', 'sdk #1', 'sdk #1']);
    expect(loader.loads()).toBe(1);
  });

  it('loads again after a failure, and keeps the load that succeeds', async () => {
    const loader = countingLoader([1]);
    const load = once(loader.load);
    const failed = load('sdk');
    // Callers waiting on the failed load all see its failure.
    await expect(Promise.all([failed, load('sdk')])).rejects.toThrow('load 1 failed');
    await expect(load('sdk')).resolves.toBe('sdk #2');
    await expect(load('sdk')).resolves.toBe('sdk #2');
    expect(loader.loads()).toBe(2);
  });

  it('marks its promise fulfilled with the value, which React’s `use` reads at once', async () => {
    const load = once(() => Promise.resolve(42));
    const promise: Promise<number> & { status?: string; value?: number } = load();
    expect(promise.status).toBeUndefined();
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: 42 });
    expect(load()).toBe(promise);
  });
});
