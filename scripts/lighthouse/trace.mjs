/**
 * A page load's trace (Chromium's trace events, microseconds) summed as `npm run lighthouse --
 * --cpu` prints it (scripts/lighthouse/cpu.mjs): no imports, so that its tests load nothing else.
 */

/** Lighthouse's mobile CPU slowdown, and the length past which a task blocks. */
export const SLOWDOWN = 4;
export const LONG_TASK_MS = 50;

const isTask = (event) =>
  event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

const end = (event) => event.ts + (event.dur ?? 0);

/**
 * What ran in a task: its longest event inside (the modules' evaluation, a timer, a script's
 * function), with its script's file name.
 */
function whatRan(task, thread) {
  const inside = thread.filter(
    (event) =>
      !isTask(event) &&
      event.ts >= task.ts &&
      end(event) <= end(task) &&
      event.name !== 'Receive mojo message',
  );
  const longest = inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!longest) return 'other';
  const url = longest.args?.data?.url?.split('/').pop();
  return url ? `${longest.name} ${url}` : longest.name;
}

/**
 * The page's main-thread tasks (the thread of the main frame's load event), outermost only: a
 * nested run loop reports tasks inside tasks, and one task may be reported under both names.
 */
function pageTasks(events) {
  const load = events
    .filter((event) => event.name === 'MarkLoad' && event.args?.data?.isMainFrame !== false)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!load) throw new Error('the trace has no load event');
  const thread = events.filter(
    (event) => event.pid === load.pid && event.tid === load.tid && event.ph === 'X',
  );
  const tasks = thread.filter(isTask).sort((a, b) => a.ts - b.ts || end(b) - end(a));
  const outer = [];
  for (const task of tasks) {
    const last = outer.at(-1);
    if (!last || task.ts >= end(last)) outer.push(task);
  }
  return { outer, thread };
}

/**
 * The figures of a page load's main-thread tasks: their CPU time (`tdur`; the wall time `dur`
 * where a task has none), the longest and what ran in it, and the blocking time Lighthouse would
 * simulate from them (Σ max(0, 4 × task − 50 ms)).
 */
export function summarizeTrace(events) {
  const { outer, thread } = pageTasks(events);
  const tasks = outer.map((task) => ({ task, ms: (task.tdur ?? task.dur ?? 0) / 1000 }));
  const longest = [...tasks].sort((a, b) => b.ms - a.ms)[0];
  return {
    cpu: tasks.reduce((sum, { ms }) => sum + ms, 0),
    longest: longest?.ms ?? 0,
    longestRan: longest ? whatRan(longest.task, thread) : 'none',
    blocking: tasks.reduce((sum, { ms }) => sum + Math.max(0, SLOWDOWN * ms - LONG_TASK_MS), 0),
  };
}
