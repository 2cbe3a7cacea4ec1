/** Types of trace.mjs, for the tests (which type-check without JavaScript sources). */

/** One event of a Chromium trace, as far as the summary reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; isMainFrame?: boolean } };
}

export interface StartFigures {
  /** The CPU milliseconds of every main-thread task. */
  cpu: number;
  /** The longest task's CPU milliseconds. */
  longest: number;
  /** What ran in it: its longest event, with its script's file name. */
  longestRan: string;
  /** Σ max(0, 4 × task − 50 ms). */
  blocking: number;
}

export function summarizeTrace(events: TraceEvent[]): StartFigures;

export const SLOWDOWN: number;
export const LONG_TASK_MS: number;
