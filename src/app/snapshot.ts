import { blogSnapshotLoaded, parseBlogEntries } from '../features/blog';
import { feedSnapshotLoaded } from '../features/feed';
import { parseFeedPage, type FeedPage } from '../features/feed/parse';
import type { RawEntry } from '../lib/contentful';
import { versionOf } from '../lib/contentful-versions';
import { isRecord } from '../lib/storage';
import type { AppStore } from './store';

/**
 * A page painted by the build (src/app/prerender.tsx, written by scripts/prerender.ts): the
 * route's markup inside `#root`, which names the page's path, and the content it was rendered
 * from as JSON beside it. Both sides of that exchange are in this file.
 */
export const PAINTED_ATTRIBUTE = 'data-painted';
export const PAGE_DATA_ID = 'page-data';
/** Set on <html> by the guard script when the painted page is not to be shown. */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';

/** `/blog/` and `/blog` are one page; the root stays `/`. */
function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** The content a page was painted with. */
export interface PageData {
  path: string;
  /** The blog's entries as the content service sent them; null when the page has none. */
  blogItems: RawEntry[] | null;
  /** The feed's first page, parsed; null when the page has none. */
  feed: FeedPage | null;
}

/**
 * The page data as the build writes it into the page: the feed's page as the graph sends it
 * (`{data, paging}`), so the app reads it with the parser of a live answer.
 */
export function pageDataJson({ path, blogItems, feed }: PageData): unknown {
  return {
    path,
    ...(blogItems ? { blog: blogItems } : {}),
    ...(feed ? { feed: { data: feed.posts, paging: feed.next ? { next: feed.next } : {} } } : {}),
  };
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
 * The page painted for this very address, to be hydrated, or null: none, one of another page (a
 * host's SPA fallback serves the home page's file for every path), or one past its time (the
 * guard script marked either so and hid it).
 */
export function readPaintedPage(doc: Document, location: Location): PageData | null {
  const path = doc.getElementById('root')?.getAttribute(PAINTED_ATTRIBUTE);
  if (!path || path !== pagePath(location.pathname) || location.search !== '') return null;
  if (doc.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE)) return null;
  const data = readPageData(doc, path);
  return { path, blogItems: readBlogItems(data), feed: readFeed(data) };
}

/** Puts the page's content in the store, through the same parser as a live answer. */
export function applyPageData(store: AppStore, page: PageData): void {
  if (page.blogItems) {
    store.dispatch(
      blogSnapshotLoaded({
        entries: parseBlogEntries(page.blogItems),
        version: versionOf(page.blogItems),
      }),
    );
  }
  if (page.feed) store.dispatch(feedSnapshotLoaded(page.feed));
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
