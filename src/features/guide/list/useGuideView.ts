import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { IN_PLACE } from '../../../lib/routes';
import { readFilters, writeFilters, type GuideFilters } from './filters';
import { readSharedTrip, type SharedTripLink } from '../../trip/lazy';

/** Which list the guide shows: every place (filtered), the visitor's trip, or a shared one. */
export type GuideView =
  | { kind: 'all'; filters: GuideFilters }
  | { kind: 'saved' }
  | { kind: 'shared'; trip: SharedTripLink };

/** Filters as the address writes them: two that write the same address are the same filters. */
function addressOf(filters: GuideFilters): string {
  return writeFilters(filters, new URLSearchParams()).toString();
}

interface BrowserScheduler {
  postTask: (task: () => void, options: { priority: 'background' }) => Promise<unknown>;
}

/**
 * Runs `task` once the browser has nothing more urgent to do (it has painted what the visitor
 * did, and drawn the list): a background task where the browser has them, else a timeout.
 */
function whenIdle(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<BrowserScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    void scheduler.postTask(task, { priority: 'background' });
    return;
  }
  window.setTimeout(task, 0);
}

/**
 * The guide's view as its address says it (`/negril?q=jerk&open=1&category=food-drink`,
 * `?view=saved`, `?trip=12-1830.7.3_5.9&day=Cliffs+day&start=2026-12-28`), so every list can be shared and Back returns to the last one.
 * Typing in the search replaces the entry instead of adding one per letter.
 *
 * A filter changed shows at once (the search box, the boxes, and the list a moment later), and
 * goes into the address just after, once the browser has painted it: writing the address (the
 * History API, and the router drawing the page again) took as long as the rest of a keystroke.
 */
export function useGuideView() {
  const [params, setParams] = useSearchParams();
  // The same view while the address stays the same, so that what depends on it (the filtered
  // list, the map's framing) is not worked out again on every render.
  const search = params.toString();
  const fromAddress = useMemo<GuideView>(() => {
    const current = new URLSearchParams(search);
    const shared = readSharedTrip(current);
    if (shared) return { kind: 'shared', trip: shared };
    if (current.get('view') === 'saved') return { kind: 'saved' };
    return { kind: 'all', filters: readFilters(current) };
  }, [search]);
  // The latest address and its setter, for a write that waited: the address may have moved
  // meanwhile (a place opened), and the setter of the render that scheduled it knows only the
  // address then.
  const latest = useRef({ setParams, search });
  useEffect(() => {
    latest.current = { setParams, search };
  }, [setParams, search]);

  // Filters chosen but not yet in the address; forgotten once the address has them.
  const [pending, setPending] = useState<GuideFilters | null>(null);
  const addressFilters = fromAddress.kind === 'all' ? fromAddress.filters : null;
  if (
    pending !== null &&
    (addressFilters === null || addressOf(pending) === addressOf(addressFilters))
  ) {
    setPending(null);
  }
  const shownFilters = addressFilters === null ? null : (pending ?? addressFilters);
  // The same object for the same filters, whether they come from the address or not yet.
  const filtersKey = shownFilters === null ? null : JSON.stringify(shownFilters);
  const filters = useMemo(
    () => (filtersKey === null ? null : (JSON.parse(filtersKey) as GuideFilters)),
    [filtersKey],
  );
  const view = useMemo<GuideView>(
    () => (filters === null ? fromAddress : { kind: 'all', filters }),
    [filters, fromAddress],
  );

  // What the next write puts in the address, and whether it replaces the entry (only letters
  // typed since the last write); null when no write is waiting.
  const toWrite = useRef<{ filters: GuideFilters; replace: boolean } | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /**
   * Writes the filters waiting for the address now (a place about to open must find them there,
   * or closing it would go back to an entry without them), and returns the address's new search;
   * null when none waited.
   */
  const flush = useCallback((): string | null => {
    const write = toWrite.current;
    toWrite.current = null;
    // The guide was left meanwhile: the address is another page's.
    if (!write || !live.current) return null;
    const now = latest.current;
    const next = writeFilters(write.filters, new URLSearchParams(now.search));
    now.setParams(next, { replace: write.replace, state: IN_PLACE });
    return next.toString();
  }, []);

  const setFilters = useCallback(
    (next: GuideFilters, options: { typing?: boolean } = {}) => {
      const typing = options.typing === true;
      setPending(next);
      const waiting = toWrite.current;
      toWrite.current = { filters: next, replace: typing && (waiting?.replace ?? true) };
      if (!waiting) whenIdle(flush);
    },
    [flush],
  );

  /** Another view: its own address, without the other views' parameters. */
  const show = useCallback(
    (kind: 'all' | 'saved') => {
      // Filters not yet written belong to the list left.
      toWrite.current = null;
      setParams(kind === 'saved' ? { view: 'saved' } : {}, {
        state: IN_PLACE,
      });
    },
    [setParams],
  );

  return { view, setFilters, show, flush };
}

/** Negril's "now" for opening hours, moved on every minute while the guide is open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(new Date());
    }, 60_000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return now;
}
