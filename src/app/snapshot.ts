import { blogSnapshotLoaded, parseBlogEntries } from '../features/blog';
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

/** `/blog/` and `/blog` are one page; the root stays `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export interface PageSnapshot {
  path: string;
  /** The blog's entries as the content service sent them; null when the page has none. */
  blogItems: RawEntry[] | null;
}

function readBlogItems(doc: Document, path: string): RawEntry[] | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  let data: unknown;
  try {
    data = JSON.parse(script.textContent);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.path !== path || !Array.isArray(data.blog)) return null;
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
 * The snapshot painted for this very address, or null: none, or one of another page (a host's
 * SPA fallback serves the home page's file for every path; its guard script hid it).
 */
export function readPageSnapshot(doc: Document, location: Location): PageSnapshot | null {
  const painted = doc.querySelector(`#root > [${SNAPSHOT_ATTRIBUTE}]`);
  const path = painted?.getAttribute(SNAPSHOT_ATTRIBUTE);
  if (!path || path !== pagePath(location.pathname) || location.search !== '') return null;
  return { path, blogItems: readBlogItems(doc, path) };
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
