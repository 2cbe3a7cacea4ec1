import { blogSnapshotLoaded, parseBlogEntries } from '../features/blog';
import { feedSnapshotLoaded } from '../features/feed';
import { parseFeedPage } from '../features/feed/parse';
import type { RawEntry } from '../lib/contentful';
import { versionOf } from '../lib/contentful-versions';
import { PAGE_IDS } from '../lib/pageIds';
import { isRecord } from '../lib/records';
import type { AppStore } from './store';

/**
 * A page painted by the build (scripts/prerender.ts): the route's markup inside `#root`, which
 * names the page's path, and the content it was rendered from as JSON beside it. Whether the
 * painted markup is this address's page is the guard's call (src/app/page-guard.ts), made before
 * the page is shown; the app reads its verdict. The app takes the attribute off once React
 * answers the page's events (src/main.tsx).
 */
export const PAINTED_ATTRIBUTE = 'data-painted';
export const PAGE_DATA_ID = PAGE_IDS.pageData;
/** Set on <html> by the guard script when the painted page is not to be shown. */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';
/** Set by the guard on the button tapped before the app ran (at most one). */
export const TAPPED_ATTRIBUTE = 'data-tapped';

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
 * The content a page was painted with, as the build writes it and the app reads it back: the
 * blog's entries as the content service sent them, the feed's first page as the graph sends it.
 */
export interface PageData {
  blog?: RawEntry[];
  feed?: { data: unknown[]; paging: { next?: string } };
}

/**
 * The data of the page painted for this very address, to be hydrated (`{}` when it carries none
 * or it cannot be read), or null: no painted page, or one the guard set aside (another page's,
 * served by a host's SPA fallback, or one past its time).
 */
export function readPaintedPage(doc: Document): { data: unknown } | null {
  if (!doc.getElementById(PAGE_IDS.root)?.hasAttribute(PAINTED_ATTRIBUTE)) return null;
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

const isRawEntry = (item: unknown): item is RawEntry =>
  isRecord(item) && typeof item.id === 'string' && isRecord(item.fields);

/**
 * Puts a page's content in the store through the parsers of a live answer, what cannot be read
 * left for the app to fetch. The build renders from the very state the browser hydrates with.
 */
/** Whether the painted page carries this data (the blog's entries, the feed's first page). */
export function paintedWith(data: unknown, what: string): boolean {
  return isRecord(data) && data[what] !== undefined;
}

export function applyPageData(store: AppStore, data: unknown): void {
  if (!isRecord(data)) return;
  if (Array.isArray(data.blog)) {
    const items = (data.blog as unknown[]).filter(isRawEntry);
    store.dispatch(
      blogSnapshotLoaded({ entries: parseBlogEntries(items), version: versionOf(items) }),
    );
  }
  if (data.feed === undefined) return;
  try {
    store.dispatch(feedSnapshotLoaded(parseFeedPage(data.feed)));
  } catch {
    // Not a page of the graph: the feed is fetched as if nothing was painted.
  }
}

interface InitialisingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/** Resolves once the router has loaded the first route's code (and its sections). */
export function routerReady(router: InitialisingRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
