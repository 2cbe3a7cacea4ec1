import { blogSnapshotLoaded, parseBlogEntries } from '../features/blog';
import { feedSnapshotLoaded } from '../features/feed';
import { parseFeedPage, type FeedPage } from '../features/feed/parse';
import type { RawEntry } from '../lib/contentful';
import { versionOf } from '../lib/contentful-versions';
import { isRecord } from '../lib/storage';
import type { AppStore } from './store';

/**
 * A page painted by the build (scripts/prerender.ts): the route's markup inside `#root`, in an
 * element that names its path, and the content it was rendered from as JSON beside it. The app
 * starts from that content and replaces the markup once the route can render in full.
 */
export const SNAPSHOT_ATTRIBUTE = 'data-snapshot';
export const PAGE_DATA_ID = 'page-data';
/** Set on <html> by the guard script when the painted page is not to be shown (see above). */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';

/** `/blog/` and `/blog` are one page; the root stays `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export interface PageSnapshot {
  path: string;
  /** The blog's entries as the content service sent them; null when the page has none. */
  blogItems: RawEntry[] | null;
  /** The feed's first page as the graph sent it (`{data, paging}`), parsed; null when none. */
  feed?: FeedPage | null;
}

/** The page's data (`{path, blog?, feed?}`), if it is this page's. */
function readPageData(doc: Document, path: string): Record<string, unknown> | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  let data: unknown;
  try {
    data = JSON.parse(script.textContent);
  } catch {
    return null;
  }
  return isRecord(data) && data.path === path ? data : null;
}

function readFeed(data: Record<string, unknown> | null): FeedPage | null {
  if (!data || data.feed === undefined) return null;
  try {
    return parseFeedPage(data.feed);
  } catch {
    return null;
  }
}

function readBlogItems(data: Record<string, unknown> | null): RawEntry[] | null {
  if (!data || !Array.isArray(data.blog)) return null;
  return (data.blog as unknown[]).flatMap((item) =>
    isRecord(item) && typeof item.id === 'string' && isRecord(item.fields)
      ? [
          {
            id: item.id,
            fields: item.fields,
            ...(typeof item.updatedAt === 'string' ? { updatedAt: item.updatedAt } : {}),
          },
        ]
      : [],
  );
}

/**
 * The snapshot painted for this very address, or null: none, one of another page (a host's SPA
 * fallback serves the home page's file for every path), or one past its time (the guard script
 * marked either so and hid it).
 */
export function readPageSnapshot(doc: Document, location: Location): PageSnapshot | null {
  const painted = doc.querySelector(`#root > [${SNAPSHOT_ATTRIBUTE}]`);
  const path = painted?.getAttribute(SNAPSHOT_ATTRIBUTE);
  if (!path || path !== pagePath(location.pathname) || location.search !== '') return null;
  if (doc.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE)) return null;
  const data = readPageData(doc, path);
  return { path, blogItems: readBlogItems(data), feed: readFeed(data) };
}

/** Puts the snapshot's content in the store, through the same parser as a live answer. */
export function applyPageSnapshot(store: AppStore, snapshot: PageSnapshot): void {
  if (snapshot.blogItems) {
    store.dispatch(
      blogSnapshotLoaded({
        entries: parseBlogEntries(snapshot.blogItems),
        version: versionOf(snapshot.blogItems),
      }),
    );
  }
  if (snapshot.feed) store.dispatch(feedSnapshotLoaded(snapshot.feed));
}

interface InitialisingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/** Resolves once the router has loaded the first route's code (and its sections). */
export function routerReady(router: InitialisingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

interface RestoringPersistor {
  getState: () => { bootstrapped: boolean };
  subscribe: (listener: () => void) => () => void;
}

/** Resolves once the persisted state has been restored (or there is none to restore). */
export function persistorReady(persistor: RestoringPersistor | null): Promise<void> {
  if (!persistor || persistor.getState().bootstrapped) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}
