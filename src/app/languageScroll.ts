import { LANGUAGE_SCROLL_KEY, sessionStore } from './language';

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

let restoring = false;

/**
 * Scrolls to the position kept for `path` once the page is tall enough (its content may still be
 * arriving), for up to a few seconds, then forgets it; the visitor scrolling, tapping or typing
 * first wins.
 */
export function restoreKeptScroll(path: string): void {
  if (restoring) return;
  const y = keptScroll(path);
  if (y === null) return;
  restoring = true;
  const deadline = performance.now() + 4000;
  const stopEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let frame = 0;
  const finish = () => {
    cancelAnimationFrame(frame);
    for (const type of stopEvents) window.removeEventListener(type, finish);
    drop();
    restoring = false;
  };
  const attempt = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y || performance.now() > deadline) {
      window.scrollTo(0, Math.min(y, Math.max(room, 0)));
      finish();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  for (const type of stopEvents) window.addEventListener(type, finish, { passive: true });
  frame = requestAnimationFrame(attempt);
}
