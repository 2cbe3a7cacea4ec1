import type { AppStore } from '../app/store/store';
import { isRecord } from '../lib/records';
import {
  OTHER_PAGE_ATTRIBUTE,
  PAGE_DATA_ID,
  PAINTED_ATTRIBUTE,
  ROOT_ID,
  TAPPED_ATTRIBUTE,
} from '../lib/painted/pageNames';
import { anyKind } from '../app/dataKinds';

/**
 * The app's side of a painted page (vite-plugins/painted/page-writer.ts writes it): the route's markup
 * inside `#root`, which names the page's path, and the content it was rendered from as JSON beside
 * it. Whether the painted markup is this address's page is the guard's call (./guard.ts), made
 * before the page is shown; the app reads its verdict. The app takes the attribute off once React
 * answers the page's events (src/start.tsx).
 */

/**
 * Presses the button the visitor tapped before the app ran, now that the app answers it: the
 * same element, adopted by hydration (one drawn afresh after a mismatch is not pressed).
 */
export function pressTappedButton(container: HTMLElement): void {
  const tapped = container.querySelector(`[${TAPPED_ATTRIBUTE}]`);
  tapped?.removeAttribute(TAPPED_ATTRIBUTE);
  if (tapped instanceof HTMLButtonElement && tapped.isConnected && !tapped.disabled) {
    tapped.click();
  }
}

/**
 * The data of the page painted for this very address, to be hydrated (`{}` when it carries none
 * or it cannot be read), or null: no painted page, or one the guard set aside (another page's,
 * served by a host's SPA fallback, or one past its time).
 */
export function readPaintedPage(doc: Document): { data: unknown } | null {
  if (!doc.getElementById(ROOT_ID)?.hasAttribute(PAINTED_ATTRIBUTE)) return null;
  if (doc.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE)) return null;
  // Only the data script the build wrote, never another element with its id (found by type
  // first: some selector engines answer `script#id` from the first element with the id only).
  const script = [...doc.querySelectorAll('script[type="application/json"]')].find(
    (element) => element.id === PAGE_DATA_ID,
  );
  try {
    return { data: JSON.parse(script?.textContent || '{}') as unknown };
  } catch {
    return { data: {} };
  }
}

/** Whether the painted page carries this data (the blog's entries, the feed's first page). */
export function paintedWith(data: unknown, what: string): boolean {
  return isRecord(data) && data[what] !== undefined;
}

/**
 * Puts a page's content in the store, each kind as src/app/dataKinds.ts says. The build renders from the
 * very state the browser hydrates with.
 */
export function applyPageData(store: AppStore, data: unknown): void {
  if (!isRecord(data)) return;
  for (const [name, kind] of Object.entries(anyKind)) {
    if (data[name] !== undefined) kind.adopt?.(store, data[name]);
  }
}
