import { useEffect, useLayoutEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigationType, type Location } from '../lib/router';
import { unlocalizedPath } from '../lib/i18n/locales';
import { isInPlace, routeList } from '../lib/routes';
import { LANGUAGE_SCROLL_KEY, SCROLL_POSITIONS_KEY, sessionStore } from './language/language';

/**
 * Where each page opens: a new page at its top (or at its `#fragment`), a page come back to by
 * Back or Forward where the visitor left it. Positions are kept by history entry, in memory and
 * in session storage (a reload, or a page of another document come back to, finds them).
 */

/**
 * Where a history entry was left: its offset, and the element with an id in the middle of the
 * screen with where it was on screen. Back puts that element where it was (what was above it may
 * have changed height since: a lazy part arrived, a card laid out for the first time), else the
 * offset.
 */
type Kept = number | [y: number, anchor: string, top: number];

let positions: Record<string, Kept> | null = null;

/** A page left at its end is kept as this, and returned to at its end (content may come later). */
const AT_END = -1;

/** The element with an id nearest around the middle of the screen, within the page's main. */
function anchorHere(): [string, number] | null {
  const main = document.getElementById('main');
  if (!main || typeof document.elementFromPoint !== 'function') return null;
  let element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  while (element && element !== main && !element.id) element = element.parentElement;
  if (!element || element === main || !main.contains(element)) return null;
  return [element.id, Math.round(element.getBoundingClientRect().top)];
}

/** Where the page is: its position (with its anchor), or `AT_END` when scrolled to its end. */
function position(): Kept {
  const room = document.documentElement.scrollHeight - window.innerHeight;
  if (room > 0 && window.scrollY >= room - 2) return AT_END;
  const anchor = anchorHere();
  return anchor ? [window.scrollY, ...anchor] : window.scrollY;
}

function kept(): Record<string, Kept> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStore()?.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
        string,
        Kept
      >;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** A kept position as read back (storage may hold anything): its offset and anchor, or null. */
function readKept(value: unknown): { y: number; anchor?: [string, number] } | null {
  if (typeof value === 'number' && Number.isFinite(value)) return { y: value };
  if (
    Array.isArray(value) &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'string' &&
    typeof value[2] === 'number'
  )
    return { y: value[0], anchor: [value[1], value[2]] };
  return null;
}

function keep(): void {
  try {
    sessionStore()?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(kept()));
  } catch {
    // Storage refused: positions live as long as the page does.
  }
}

/**
 * A history entry's name; a document's first entry has no key of its own, its address names it,
 * or its route's pattern when the address carries a mailed link's token (never kept, not even in
 * session storage).
 */
function entryOf(location: Location): string {
  if (location.key !== 'default') return location.key;
  const path = unlocalizedPath(location.pathname);
  const secret = routeList.find((route) => route.secret && matchPath(route.path, path));
  return secret ? secret.path : location.pathname + location.search;
}

/**
 * Whether the document was opened by a link or a typed address (not a reload, nor Back or
 * Forward): a new page, which the browser opens at its top. Unknown (an older browser) is not.
 */
function openedAfresh(): boolean {
  // Not every browser measures navigations.
  const entry =
    'getEntriesByType' in performance ? performance.getEntriesByType('navigation')[0] : undefined;
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

/**
 * Whether the language switcher carried a position to this page (./languageScroll.ts restores
 * it, and forgets it once used): the first load then leaves the scroll to it.
 */
function carriedHere(location: Location): boolean {
  try {
    const carried: unknown = JSON.parse(sessionStore()?.getItem(LANGUAGE_SCROLL_KEY) ?? 'null');
    return (
      typeof carried === 'object' &&
      carried !== null &&
      'path' in carried &&
      carried.path === unlocalizedPath(location.pathname + location.search)
    );
  } catch {
    return false;
  }
}

const STOP = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
let stopLast: (() => void) | null = null;

/**
 * Calls `apply` now and at every frame until it says it is done, for up to 4 s (a last call is
 * told so): a page whose content is still arriving is scrolled once it is there. The visitor
 * scrolling, tapping or typing first wins; a new call ends the one before.
 */
export function untilThere(apply: (last: boolean) => boolean): void {
  stopLast?.();
  const deadline = performance.now() + 4000;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of STOP) window.removeEventListener(type, stop);
    if (stopLast === stop) stopLast = null;
  };
  const attempt = () => {
    if (apply(performance.now() > deadline)) stop();
    else frame = requestAnimationFrame(attempt);
  };
  stopLast = stop;
  for (const type of STOP) window.addEventListener(type, stop, { passive: true });
  attempt();
}

/**
 * Scrolls to `y` once the page is tall enough for it (or as far as it goes at the end); to the
 * page's end for `AT_END`, following what still arrives there until the reader moves.
 */
export function scrollToWhenThere(y: number, anchor?: [id: string, top: number]): void {
  // Frames in a row the anchor has stayed where it belongs.
  let steady = 0;
  // Where the end was last scrolled to: moved from there by something else (a link within the
  // page, "Show on map", the keyboard), the page is not pulled back to its end.
  let atEnd: number | null = null;
  untilThere((last) => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (y === AT_END) {
      if (atEnd !== null && Math.abs(window.scrollY - atEnd) > 1 && room >= atEnd) return true;
      atEnd = Math.max(room, 0);
      window.scrollTo(0, atEnd);
      return last;
    }
    const element = anchor ? document.getElementById(anchor[0]) : null;
    if (!element || !anchor) {
      if (room < y && !last) return false;
      window.scrollTo(0, Math.max(Math.min(y, room), 0));
      return true;
    }
    // The anchor where it was on the screen, followed for a few frames while what is above it
    // settles (cards laid out as they come near, a part that arrives).
    const target = Math.round(window.scrollY + element.getBoundingClientRect().top - anchor[1]);
    if (room < target && !last) return false;
    const goal = Math.max(Math.min(target, room), 0);
    if (Math.abs(window.scrollY - goal) > 1) {
      window.scrollTo(0, goal);
      steady = 0;
      return last;
    }
    steady += 1;
    return steady >= 10 || last;
  });
}

function scrollToFragment(hash: string): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // An id that does not decode is looked for as written.
  }
  untilThere((last) => {
    const element = document.getElementById(id);
    element?.scrollIntoView();
    return element !== null || last;
  });
}

/**
 * The layout's scroll memory. A change made in place (a search typed, a place opened) keeps the
 * position; the first page keeps the browser's own (a painted page the visitor may already have
 * scrolled, or the position the browser restored on a reload), unless the browser restored none
 * and one was kept for it. A document opened by a link is a new page (its top), and one the
 * language switcher opened goes where the visitor was in the other language (./languageScroll.ts),
 * never to a position this page had before.
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const type = useNavigationType();
  const entry = entryOf(location);
  const current = useRef<string | null>(null);

  useEffect(() => {
    const record = () => {
      if (current.current !== null) kept()[current.current] = position();
    };
    // A click or a key records at the next frame, not inside the event: measuring the page there
    // forced a layout in the middle of every keystroke and click (the list just redrawn behind a
    // letter typed, 20 to 40 ms on a slow phone). A navigation renders as a transition, so the
    // page is still the one left at that frame; if the next page is there already, what the last
    // scroll recorded stays.
    let frame = 0;
    const recordSoon = () => {
      if (frame !== 0) return;
      const entry = current.current;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (entry !== null && current.current === entry) kept()[entry] = position();
      });
    };
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    // The browser restores a document it loads again (a reload, Back to another document).
    const leave = () => {
      record();
      keep();
      window.history.scrollRestoration = 'auto';
    };
    // Where the visitor scrolled the painted page before the app ran counts as well.
    record();
    manual();
    window.addEventListener('scroll', record, { passive: true });
    // A click or a key that leaves the page records it as it is then: what arrived since the
    // last scroll may have moved the anchor on the screen.
    window.addEventListener('click', recordSoon, { capture: true, passive: true });
    window.addEventListener('keydown', recordSoon, { capture: true, passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('click', recordSoon, { capture: true });
      window.removeEventListener('keydown', recordSoon, { capture: true });
      cancelAnimationFrame(frame);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', manual);
    };
  }, []);

  useLayoutEffect(() => {
    if (current.current === entry) return;
    const first = current.current === null;
    current.current = entry;
    const left = readKept(kept()[entry]);
    if (first) {
      if (
        left &&
        (left.y > 0 || left.y === AT_END) &&
        window.scrollY === 0 &&
        !openedAfresh() &&
        !carriedHere(location)
      )
        scrollToWhenThere(left.y, left.anchor);
      return;
    }
    keep();
    if (type === 'POP' && left) scrollToWhenThere(left.y, left.anchor);
    else if (isInPlace(location.state)) return;
    else if (location.hash) scrollToFragment(location.hash);
    else {
      stopLast?.();
      window.scrollTo(0, 0);
    }
    // Once per history entry: the entry names the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);
}
