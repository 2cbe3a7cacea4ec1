// @vitest-environment node
// `npm run lighthouse -- --cpu` (scripts/lighthouse/trace.mjs): what it reads from a page load's
// trace. The events are shaped as Chromium writes them (microseconds; `tdur` the thread's CPU
// time, `dur` the wall time).
import { describe, expect, it } from 'vitest';
import { summarizeTrace, type TraceEvent } from '../../scripts/lighthouse/trace.mjs';

const PAGE = { pid: 7, tid: 1 };
const ms = (value: number) => value * 1000;

function task(start: number, wall: number, cpu: number, where = PAGE): TraceEvent {
  return {
    name: 'ThreadControllerImpl::RunTask',
    ph: 'X',
    ...where,
    ts: ms(start),
    dur: ms(wall),
    tdur: ms(cpu),
  };
}

function inside(name: string, start: number, wall: number, url?: string): TraceEvent {
  return { name, ph: 'X', ...PAGE, ts: ms(start), dur: ms(wall), args: { data: { url } } };
}

const load: TraceEvent = { name: 'MarkLoad', ph: 'R', ...PAGE, ts: ms(100), args: { data: {} } };

describe('summarizeTrace', () => {
  it("sums the CPU time of the page's outermost tasks, and the blocking Lighthouse would simulate", () => {
    const figures = summarizeTrace([
      load,
      task(0, 30, 20),
      // A run loop nested in the first task reports a task inside it: counted once.
      task(5, 10, 8),
      task(200, 90, 45),
      inside('v8.evaluateModule', 201, 80, 'http://127.0.0.1/assets/react-abc.js'),
      task(400, 12, 10),
      // Another process (the browser's, a worker's) is not the page's main thread.
      task(0, 500, 400, { pid: 9, tid: 1 }),
      task(0, 500, 400, { pid: 7, tid: 2 }),
    ]);
    expect(figures.cpu).toBeCloseTo(75);
    expect(figures.longest).toBeCloseTo(45);
    expect(figures.longestRan).toBe('v8.evaluateModule react-abc.js');
    // 4 × 20 − 50 = 30, 4 × 45 − 50 = 130, 4 × 10 − 50 < 0.
    expect(figures.blocking).toBeCloseTo(160);
  });

  it('counts once a task reported under both its names, or inside another', () => {
    const twin = { ...task(0, 60, 60), name: 'RunTask' };
    const figures = summarizeTrace([load, task(0, 60, 60), twin, task(10, 20, 20)]);
    expect(figures.cpu).toBeCloseTo(60);
    expect(figures.blocking).toBeCloseTo(190);
  });

  it("reads the main frame's load, not a frame's inside it", () => {
    const frameLoad: TraceEvent = {
      ...load,
      pid: 9,
      ts: ms(50),
      args: { data: { isMainFrame: false } },
    };
    const figures = summarizeTrace([
      frameLoad,
      load,
      task(0, 30, 30, { pid: 9, tid: 1 }),
      task(0, 20, 20),
    ]);
    expect(figures.cpu).toBeCloseTo(20);
  });

  it('reads the CPU time, not the wall time, and the wall time only where a task has no CPU time', () => {
    const noCpu = { ...task(300, 15, 0), tdur: undefined };
    const figures = summarizeTrace([load, task(0, 200, 10), noCpu]);
    expect(figures.cpu).toBeCloseTo(25);
    expect(figures.longest).toBeCloseTo(15);
    expect(figures.blocking).toBeCloseTo(10);
  });

  it('names a task with nothing inside it "other", and a page with no task "none"', () => {
    expect(summarizeTrace([load, task(0, 20, 20)]).longestRan).toBe('other');
    expect(summarizeTrace([load])).toEqual({ cpu: 0, longest: 0, longestRan: 'none', blocking: 0 });
  });

  it('fails on a trace without the load event (a page that never loaded)', () => {
    expect(() => summarizeTrace([task(0, 20, 20)])).toThrow('the trace has no load event');
  });
});
