import { describe, expect, it } from 'vitest';
import { type Trip, withBy } from '../../../../src/features/trip/model/trip';
import { mergeTrip, sameShown } from '../../../../src/features/trip/model/tripMerge';
import {
  addDay,
  moveStop,
  removeStop,
  renameDay,
  setStopTime,
  toggleStop,
  type TripEdit,
} from '../../../../src/features/trip/store/tripEdits';

/**
 * Two companions plan one trip. Each edits a copy as My trip does (the edits of tripEdits.ts) and
 * syncs as the sync does: a three-way merge of the last trip seen from the server, the copy, and
 * the server's newer trip, then a save; the server records who added each place it had not seen.
 */
const [ANNA, BEN] = [9, 12];

/** The server's side of a save: the trip as sent, each place it had not seen marked as `who`'s. */
function saved(stored: Trip, sent: Trip, who: number): Trip {
  const had = new Map(stored.days.flatMap((day) => day.stops.map((stop) => [stop.id, stop.by])));
  return {
    start: sent.start,
    days: sent.days.map((day) => ({
      name: day.name,
      stops: day.stops.map((stop) => withBy(stop, had.has(stop.id) ? had.get(stop.id) : who)),
    })),
  };
}

/** A companion's device: the last trip it saw from the server, and its copy with its edits. */
class Companion {
  base: Trip;
  copy: Trip;
  said: string[] = [];
  constructor(
    readonly id: number,
    server: Trip,
  ) {
    this.base = server;
    this.copy = server;
  }
  edit(...edits: TripEdit[]) {
    for (const edit of edits) this.copy = edit(this.copy);
  }
  /** Pull, merge, save: the server's trip afterwards. */
  sync(server: Trip): Trip {
    const merged = mergeTrip(this.base, this.copy, server);
    this.said.push(...merged.decided.map((decision) => decision.kind));
    const next = saved(server, merged.trip, this.id);
    this.base = next;
    this.copy = next;
    return next;
  }
}

const ids = (trip: Trip) => trip.days.map((day) => day.stops.map((stop) => stop.id));
const byOf = (trip: Trip) =>
  Object.fromEntries(trip.days.flatMap((day) => day.stops.map((stop) => [stop.id, stop.by])));

const start: Trip = {
  start: '2026-12-28',
  days: [
    { name: 'Beach day', stops: [{ id: 1, time: null, by: ANNA }] },
    { name: '', stops: [{ id: 2, time: null, by: ANNA }] },
  ],
};

describe('two companions’ histories, merged', () => {
  it('both add places at once: every place either added is kept, with who added it', () => {
    const [anna, ben] = [new Companion(ANNA, start), new Companion(BEN, start)];
    anna.edit(toggleStop(3), toggleStop(4));
    ben.edit(toggleStop(5), moveStop(5, 0, 1));
    let server = ben.sync(start);
    server = anna.sync(server);
    server = ben.sync(server);
    expect(ids(server)).toEqual([
      [1, 5],
      [2, 3, 4],
    ]);
    expect(byOf(server)).toEqual({ 1: ANNA, 2: ANNA, 3: ANNA, 4: ANNA, 5: BEN });
    expect(sameShown(anna.sync(server), ben.copy)).toBe(true);
    expect([...anna.said, ...ben.said]).toEqual([]);
  });

  it('one removes a place the other moves: the removal wins, and the merge says so once', () => {
    const [anna, ben] = [new Companion(ANNA, start), new Companion(BEN, start)];
    ben.edit(removeStop(2));
    anna.edit(moveStop(2, 0, 0));
    let server = ben.sync(start);
    server = anna.sync(server);
    expect(ids(server)).toEqual([[1], []]);
    expect(anna.said).toEqual(['removed']);
    server = ben.sync(server);
    expect(ben.said).toEqual([]);
    expect(ids(ben.copy)).toEqual([[1], []]);
  });

  it('both rename the same day: the name saved first stays, said to the one whose name lost', () => {
    const [anna, ben] = [new Companion(ANNA, start), new Companion(BEN, start)];
    ben.edit(renameDay(1, 'Cliffs'));
    anna.edit(renameDay(1, 'West End'), renameDay(0, 'Seven Mile'));
    let server = ben.sync(start);
    server = anna.sync(server);
    expect(server.days.map((day) => day.name)).toEqual(['Seven Mile', 'Cliffs']);
    expect(anna.said).toEqual(['renamedBoth']);
    server = ben.sync(server);
    expect(ben.copy.days.map((day) => day.name)).toEqual(['Seven Mile', 'Cliffs']);
  });

  it('one offline for a day while the other plans: both end with the same trip and every place', () => {
    const [anna, ben] = [new Companion(ANNA, start), new Companion(BEN, start)];
    let server = start;
    // Ben, online, saves after each change.
    ben.edit(toggleStop(10));
    server = ben.sync(server);
    ben.edit(addDay, toggleStop(11), setStopTime(1, 18 * 60));
    server = ben.sync(server);
    ben.edit(moveStop(2, 0, 1), renameDay(2, 'Negril Hills'));
    server = ben.sync(server);
    // Anna, offline all the while, from the trip she saw in the morning.
    anna.edit(toggleStop(20), addDay, toggleStop(21), setStopTime(1, 9 * 60), removeStop(10));
    expect(ids(anna.copy)).toEqual([[1], [2], [21]].map((day, i) => (i === 1 ? [2, 20] : day)));
    server = anna.sync(server);
    server = ben.sync(server);
    const everyPlace = new Set(ids(server).flat());
    for (const id of [1, 2, 11, 20, 21]) expect(everyPlace.has(id)).toBe(true);
    // Ben added 10 and Anna never had it: her removal of a place she never saw removes nothing.
    expect(everyPlace.has(10)).toBe(true);
    expect(server.days[0]?.stops[0]).toEqual({ id: 1, time: 18 * 60, by: ANNA });
    expect(anna.said).toContain('time');
    expect(byOf(server)).toMatchObject({ 10: BEN, 11: BEN, 20: ANNA, 21: ANNA });
    expect(sameShown(anna.sync(server), ben.copy)).toBe(true);
    expect(new Set(ids(server).flat()).size).toBe(ids(server).flat().length);
  });

  it('reports no clash where each moved a different place, nor for a place only one side moved', () => {
    const base: Trip = {
      start: null,
      days: [{ name: '', stops: [1, 2, 3].map((id) => ({ id, time: null })) }],
    };
    const mine = moveStop(3, 0, 0)(base);
    const theirs = moveStop(1, 0, 2)(base);
    expect(mergeTrip(base, mine, theirs).decided).toEqual([]);
  });

  it('says a removal won only when the other side removed what this side changed', () => {
    const base = start;
    // The companion (the server's side) removed 2 while this side moved it: said.
    expect(mergeTrip(base, moveStop(2, 0, 0)(base), removeStop(2)(base)).decided).toEqual([
      { kind: 'removed', stop: 2 },
    ]);
    // This side removed 2 while the companion moved it: this side knows, nothing to say.
    expect(mergeTrip(base, removeStop(2)(base), moveStop(2, 0, 0)(base)).decided).toEqual([]);
  });
});
