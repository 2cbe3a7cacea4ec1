// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fanOut, PIN_GAP } from '../../../../src/features/guide/map/draw/fan';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** Every pair of drawn pins at least `gap` apart (a rounding's worth of slack). */
const apart = (points: { x: number; y: number }[], gap = PIN_GAP) =>
  points.every((a, i) => points.every((b, j) => i === j || distance(a, b) >= gap - 1e-9));

describe('fanning out pins that cover each other', () => {
  it('leaves pins that are apart where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: PIN_GAP },
    ];
    expect(fanOut(points)).toEqual(points);
  });

  it('sets two pins on one spot side by side around it, the first above', () => {
    const [first, second] = fanOut([
      { x: 50, y: 50 },
      { x: 50, y: 50 },
    ]);
    expect(first?.x).toBeCloseTo(50);
    expect(first?.y).toBeCloseTo(50 - PIN_GAP / 2);
    expect(second?.x).toBeCloseTo(50);
    expect(second?.y).toBeCloseTo(50 + PIN_GAP / 2);
  });

  it('sets a crowd on a circle around its middle, in order clockwise, each a pin apart', () => {
    const crowd = [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
      { x: 10, y: 14 },
      { x: 11, y: 11 },
      { x: 200, y: 200 },
    ];
    const placed = fanOut(crowd);
    expect(apart(placed)).toBe(true);
    // The pin far away stays put.
    expect(placed[4]).toEqual({ x: 200, y: 200 });
    // The first of the crowd is straight above the crowd's middle, the second to its right.
    const middle = { x: 10.75, y: 11.25 };
    expect(placed[0]?.x).toBeCloseTo(middle.x);
    expect(placed[0]?.y).toBeLessThan(middle.y);
    expect(placed[1]?.x).toBeGreaterThan(middle.x);
  });

  it('takes in what a circle comes to cover, until nothing covers anything', () => {
    // Layouts where one pass left two stops on each other (3.9 px apart, and on one pixel).
    const found = [
      [9, 1, 22, 29, 29, 22],
      [79, 1, 80, 36, 60, 28, 61, 3],
    ].map((xy) =>
      Array.from({ length: xy.length / 2 }, (_, index) => ({
        x: xy[2 * index] ?? 0,
        y: xy[2 * index + 1] ?? 0,
      })),
    );
    for (const layout of found) expect(apart(fanOut(layout)), JSON.stringify(layout)).toBe(true);
    // And any crowd of 2 to 8 stops in a small box (a fixed sequence of pseudo-random layouts).
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let layout = 0; layout < 300; layout += 1) {
      const count = 2 + Math.floor(next() * 7);
      const crowd = Array.from({ length: count }, () => ({ x: next() * 80, y: next() * 40 }));
      expect(apart(fanOut(crowd)), JSON.stringify(crowd)).toBe(true);
    }
  });

  it('keeps a street of stops, each near the last, readable', () => {
    const street = Array.from({ length: 6 }, (_, index) => ({ x: index * 12, y: 0 }));
    expect(apart(fanOut(street))).toBe(true);
  });
});
