import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { prefersReducedMotion } from '../../../lib/browser/motion';
import { IN_PLACE, paths } from '../../../lib/routes';
import { cardId } from './PlaceCard';
import {
  closeCard,
  openCard,
  selectGuide,
  useGuideDispatch,
  useGuideSelector,
} from '../store/guideSlice';
import type { Place } from '../model/types';

/** The parameter of the place open in detail, beside the filters': `/negril?category=food-drink&place=12`. */
export const PLACE_PARAM = 'place';

/**
 * The state of the history entry a place opened here adds: a change in place (the list stays
 * where it is), and the mark that closing may go back to the entry before it.
 */
const OPENED_HERE = { ...IN_PLACE, openedHere: true } as const;

function isOpenedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedHere' in state;
}

/** The guide's address with this place open (or none), its other parameters kept. */
export function placeHref(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(PLACE_PARAM);
  else params.set(PLACE_PARAM, String(id));
  return paths.negril.getHref(params);
}

/**
 * Opens a place: a history entry of its own, so the browser's Back closes it. One function for
 * the whole visit: the cards are memoised. `flushFilters` first writes into the list's entry the
 * filters not yet in the address (useGuideView writes them once the browser is idle), and gives
 * its new search: opened sooner, the place's entry would lack them, and closing the place would
 * go back to a list without the letters just typed.
 */
export function useOpenPlace(flushFilters: () => string | null): (place: Place) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const current = useRef(search);
  useEffect(() => {
    current.current = search;
  }, [search]);
  return useCallback(
    (place: Place) => {
      const from = flushFilters() ?? current.current;
      navigate(placeHref(from, place.id), {
        state: OPENED_HERE,
      });
    },
    [navigate, flushFilters],
  );
}

/**
 * The place open in detail is the address's (`?place=12`), shown once the guide's list has it:
 * a link to a place opens its details. Closing goes back to the entry it was opened from, or,
 * opened by a link, replaces the address with the same one without the place. A place the guide
 * no longer has (deleted, or a link gone stale) leaves the address once the list is there.
 */
export function usePlaceAddress(byId: ReadonlyMap<number, Place>): { close: () => void } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useGuideDispatch();
  const raw = params.get(PLACE_PARAM);
  const id = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const place = id === null ? undefined : byId.get(id);
  const openedHere = isOpenedHere(location.state);

  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else {
      navigate(placeHref(location.search, null), {
        replace: true,
        state: IN_PLACE,
      });
    }
  }, [navigate, openedHere, location.search]);

  // The details follow the address. A place the list loses while open (the server has it no
  // more) stays open with what went wrong until the visitor closes it.
  useEffect(() => {
    if (id === null) dispatch(closeCard());
    else if (place) dispatch(openCard(place));
  }, [dispatch, id, place]);

  const open = useGuideSelector(selectGuide).currentCard !== null;
  const stale = raw !== null && byId.size > 0 && place === undefined && !open;
  useEffect(() => {
    if (!stale) return;
    navigate(placeHref(location.search, null), {
      replace: true,
      state: IN_PLACE,
    });
  }, [stale, navigate, location.search]);

  return { close };
}

/** The map a card's list shares its selection with: the first child of the list's `WithMap`. */
function mapOf(place: Place): Element | null {
  return (
    document.getElementById(cardId(place))?.closest('[data-with-map]')?.firstElementChild ?? null
  );
}

/**
 * "Show on map" where the map is out of sight (above the list, on a narrow screen): the map is
 * brought into view (smoothly, unless the visitor asked for less motion), in a history entry of
 * its own, so that Back returns to the list where the reader left it.
 *
 * The page moves only once the new entry is the one drawn: every address renders as a transition
 * (app/router.tsx), and until it is drawn the scroll memory counts the page's scrolling as the
 * list's. Scrolled sooner, a slow phone kept a position part-way to the map as the list's, and
 * Back returned there.
 */
export function useBringMap(): (place: Place) => void {
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();
  const current = useRef({ href: pathname + search, key });
  // The place whose map waits for the entry "Show on map" adds, and the entry it was pressed in.
  const pending = useRef<{ place: Place; from: string } | null>(null);
  useEffect(() => {
    current.current = { href: pathname + search, key };
    const waiting = pending.current;
    if (!waiting || waiting.from === key) return;
    pending.current = null;
    mapOf(waiting.place)?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [pathname, search, key]);
  return useCallback(
    (place: Place) => {
      const map = mapOf(place);
      if (!map) return;
      const { top, bottom } = map.getBoundingClientRect();
      if (bottom > 0 && top < window.innerHeight) return;
      pending.current = { place, from: current.current.key };
      navigate(current.current.href, {
        replace: false,
        state: IN_PLACE,
      });
    },
    [navigate],
  );
}
