/**
 * The kinds of data a route can carry, each described once: how the router starts fetching it
 * in the browser as its route is entered, how the build fetches it to paint a page with it, what
 * of it the page carries (its page data), and how that reaches the store when the app adopts
 * the page.
 * The route table (src/lib/routes.ts) names a route's kinds in `needs`; the router, the build
 * (src/painted/render.tsx) and the take-over (src/painted/adopt.ts) read them from here. A kind without `build` is
 * left to the app: a page that shows it is painted loading, and starts the app at once.
 */
import type { AppStore } from './store/store';
import type { AppConfig } from '../config';
import { blogPaintedLoaded, fetchBlogEntries, parseBlogEntries } from '../features/blog';
import { feedPaintedLoaded, fetchFeed, parseFeedPage, type FeedPage } from '../features/feed';
import { fetchPressEntries, fetchServerPress } from '../features/press';
import type { RawEntry } from '../lib/content/contentful';
import { versionOf } from '../lib/content/contentfulVersions';
import { warmHttpClient } from '../lib/http/http';
import type { Locale } from '../lib/i18n/locales';
import type { RouteData } from '../lib/routes';
import { isRecord } from '../lib/records';

/** How the build gets a kind of data and writes it into a page (methods: checked per kind). */
export interface PaintedData<Fetched, Painted> {
  /** Named in the build's warning when the fetch fails. */
  what: string;
  /**
   * The build setting that fetches it from another address (a local stand-in); the page keeps
   * the configured one.
   */
  override?: string;
  /**
   * Null when the backend is not configured. Never in a built bundle (`__PAINTER__`). Asked once
   * per language the build paints, in that language (a kind whose content has none ignores it).
   */
  fetch(config: AppConfig, override: string | undefined, locale: Locale): Promise<Fetched | null>;
  /** What of it the page carries, as JSON. */
  toPageData(fetched: Fetched): Painted;
  /** The build's summary of what it fetched. */
  count(fetched: Fetched | null): string;
  /** For a route painted once per item (`paintEach` in the route table): each item's `:slug`. */
  slugs?(fetched: Fetched): string[];
  /** Its content expires (the feed's picture addresses do): FEED_PAINT_HOURS. */
  expires?: boolean;
  /** Its content has no language (the feed's posts): fetched once, painted in every language. */
  sameInEveryLanguage?: boolean;
}

export interface DataKind<Fetched = unknown, Painted = unknown> {
  /** Started by the router as the route is entered, while the screen's chunk downloads. */
  start(store: AppStore, config: AppConfig): void;
  build?: PaintedData<Fetched, Painted>;
  /** Puts the page's data in the store through a live answer's parsers; what fails is fetched. */
  adopt?(store: AppStore, painted: unknown): void;
}

const isRawEntry = (item: unknown): item is RawEntry =>
  isRecord(item) && typeof item.id === 'string' && isRecord(item.fields);

/** The feed's first page as the graph sends it. */
interface PaintedFeed {
  data: unknown[];
  paging: { next?: string };
}

export const dataKinds = {
  blog: {
    start(store, { contentful }) {
      if (contentful.configured) {
        void store.dispatch(fetchBlogEntries({ settings: contentful.settings }));
      }
    },
    build: {
      what: 'the blog entries',
      override: 'PAINT_CONTENTFUL_HOST',
      // In the page's language, each field falling back to English where it has none.
      async fetch({ contentful }, host, locale) {
        if (!__PAINTER__ || !contentful.configured) return null;
        const { getBlogItems } = await import('../features/blog/data');
        return getBlogItems(host ? { ...contentful.settings, host } : contentful.settings, locale);
      },
      // As the content service sent them: the app parses them as it parses a live answer.
      toPageData: (items) => items,
      count: (items) => (items ? `${items.length} blog entries` : 'no blog entries'),
      slugs: (items) => parseBlogEntries(items).map((entry) => entry.slug),
    },
    adopt(store, painted) {
      if (!Array.isArray(painted)) return;
      const items = (painted as unknown[]).filter(isRawEntry);
      store.dispatch(
        blogPaintedLoaded({ entries: parseBlogEntries(items), version: versionOf(items) }),
      );
    },
  } satisfies DataKind<RawEntry[], RawEntry[]>,
  feed: {
    start(store, { instagram }) {
      if (!instagram.configured) return;
      warmHttpClient();
      void store.dispatch(fetchFeed({ settings: instagram.settings }));
    },
    build: {
      what: 'the feed',
      override: 'PAINT_INSTAGRAM_URL',
      async fetch({ instagram }, apiUrl) {
        if (!__PAINTER__ || !instagram.configured) return null;
        const { settings } = instagram;
        const { firstPageUrl, getFeedPage } = await import('../features/feed/data');
        const asked = apiUrl?.replace(/\/+$/, '');
        const page = await getFeedPage(
          firstPageUrl(asked ? { ...settings, apiUrl: asked } : settings),
        );
        if (asked && page.next?.startsWith(`${asked}/`)) {
          return { ...page, next: settings.apiUrl + page.next.slice(asked.length) };
        }
        return page;
      },
      toPageData: (page) => ({ data: page.posts, paging: page.next ? { next: page.next } : {} }),
      count: (page) => (page ? `${page.posts.length} feed posts` : 'no feed'),
      expires: true,
      sameInEveryLanguage: true,
    },
    adopt(store, painted) {
      try {
        store.dispatch(feedPaintedLoaded(parseFeedPage(painted)));
      } catch {
        // Not a page of the graph: the feed is fetched as if nothing was painted.
      }
    },
  } satisfies DataKind<FeedPage, PaintedFeed>,
  // Left to the app: the press lists come from two backends, one of them the product server.
  press: {
    start(store, { contentful }) {
      if (contentful.configured) {
        void store.dispatch(fetchPressEntries({ settings: contentful.settings }));
      }
      warmHttpClient();
      void store.dispatch(fetchServerPress({}));
    },
  } satisfies DataKind,
} satisfies Record<RouteData, DataKind>;

type Kinds = typeof dataKinds;
/** The kinds the build fetches and paints. */
export type PaintedKind = {
  [K in keyof Kinds]: Kinds[K] extends { build: object } ? K : never;
}[keyof Kinds];

/** What the build fetched: null where it has nothing (not configured, or the fetch failed). */
export type BuildContent = {
  [K in PaintedKind]:
    (Kinds[K]['build'] extends { toPageData: (fetched: infer F) => unknown } ? F : never) | null;
};

/** The content a page was painted with, as the build writes it and the app reads it back. */
export type PageData = {
  [K in PaintedKind]?: Kinds[K]['build'] extends { toPageData: (fetched: never) => infer P }
    ? P
    : never;
};

/** The registry without each kind's own types, for code that goes through every kind. */
export const anyKind: Record<RouteData, DataKind> = dataKinds;
