import { LANGUAGE_SCROLL_KEY, sessionStore } from './language';
import { scrollToWhenThere } from '../scrollMemory';

/**
 * The scroll position the switcher carried from the same page in another language (./language.ts
 * keeps it): its own chunk, fetched only by a page that finds one.
 */

function drop(): void {
  try {
    sessionStore()?.removeItem(LANGUAGE_SCROLL_KEY);
  } catch {
    // Nothing kept can be read back either.
  }
}

/** The position kept for `path`, or null; one kept for another page (a switch that never arrived) is dropped. */
function keptScroll(path: string): number | null {
  let kept: unknown = null;
  try {
    kept = JSON.parse(sessionStore()?.getItem(LANGUAGE_SCROLL_KEY) ?? 'null');
  } catch {
    // A value that does not parse is dropped below.
  }
  const y =
    typeof kept === 'object' && kept !== null && 'path' in kept && 'scrollY' in kept
      ? kept.path === path && kept.scrollY
      : null;
  if (typeof y !== 'number' || !Number.isFinite(y) || y <= 0) {
    drop();
    return null;
  }
  return y;
}

/**
 * Scrolls to the position kept for `path` once the page is tall enough (its content may still be
 * arriving), then forgets it; the visitor scrolling, tapping or typing first wins.
 */
export function restoreKeptScroll(path: string): void {
  const y = keptScroll(path);
  if (y === null) return;
  drop();
  scrollToWhenThere(y);
}
