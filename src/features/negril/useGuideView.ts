import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IN_PLACE } from '../../lib/routes';
import { readFilters, writeFilters, type GuideFilters } from './filters';
import { readTripParam } from './tripLink';

/** Which list the guide shows: every place (filtered), the visitor's trip, or a shared one. */
export type GuideView =
  { kind: 'all'; filters: GuideFilters } | { kind: 'saved' } | { kind: 'shared'; days: number[][] };

/**
 * The guide's view as its address says it (`/negril?q=jerk&open=1&category=food-drink`,
 * `?view=saved`, `?trip=12.7.3_5.9`), so every list can be shared and Back returns to the last one.
 * Typing in the search replaces the entry instead of adding one per letter.
 */
export function useGuideView() {
  const [params, setParams] = useSearchParams();
  // The same view while the address stays the same, so that what depends on it (the filtered
  // list, the map's framing) is not worked out again on every render.
  const search = params.toString();
  const view = useMemo<GuideView>(() => {
    const current = new URLSearchParams(search);
    const shared = readTripParam(current);
    if (shared) return { kind: 'shared', days: shared };
    if (current.get('view') === 'saved') return { kind: 'saved' };
    return { kind: 'all', filters: readFilters(current) };
  }, [search]);

  const setFilters = useCallback(
    (filters: GuideFilters, options: { typing?: boolean } = {}) => {
      // The address is updated at once (not in a transition): the search box and the boxes,
      // whose values are the address's, would otherwise drop letters typed or show a tick late.
      const typing = options.typing === true;
      setParams((current) => writeFilters(filters, current), {
        replace: typing,
        flushSync: true,
        preventScrollReset: true,
        state: IN_PLACE,
      });
    },
    [setParams],
  );

  /** Another view: its own address, without the other views' parameters. */
  const show = useCallback(
    (kind: 'all' | 'saved') => {
      setParams(kind === 'saved' ? { view: 'saved' } : {}, {
        preventScrollReset: true,
        state: IN_PLACE,
      });
    },
    [setParams],
  );

  return { view, setFilters, show };
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
