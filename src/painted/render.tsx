/**
 * Renders the painted pages at build time (run in Node by scripts/prerender.ts, never part of the
 * client bundle), from the route table: each route marked `painted`, with the app's own
 * components and the content the build fetched. The browser hydrates that markup (src/main.tsx).
 */
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ConfigProvider } from '../components/ConfigProvider';
import { PageMetaRecorder, type PageMeta } from '../components/usePageMeta';
import { config } from '../config';
import { getBlogItems } from '../features/blog/api/get-blog-entries';
import { parseBlogEntries } from '../features/blog';
import { UNTITLED } from '../features/blog/components/BlogCard';
import { summaryOf } from '../features/blog/parse';
import { firstPageUrl, getFeedPage } from '../features/feed/api/get-feed';
import type { FeedPage } from '../features/feed/parse';
import type { RawEntry } from '../lib/contentful';
import type { ImageRef } from '../lib/media';
import { isRecord } from '../lib/records';
import { truncate } from '../lib/text';
import { paths, routeList, type RouteSpec } from '../lib/paths';
import { createRoutes } from './router';
import { applyPageData, type PageData } from './snapshot';
import { makeStore } from './store';

export { SITE_DESCRIPTION, SITE_NAME } from '../components/usePageMeta';

/** The blog's entries for the pages that show them, or null when the blog is not configured. */
export async function fetchBlogItems(hostOverride?: string): Promise<RawEntry[] | null> {
  if (!config.contentful.configured) return null;
  const settings = config.contentful.settings;
  return getBlogItems(hostOverride ? { ...settings, host: hostOverride } : settings);
}

/**
 * The feed's first page, or null when the feed is not configured. `apiUrlOverride` asks another
 * address (a local stand-in) while the page keeps the configured one in its link to the next page.
 */
export async function fetchFeedPage(apiUrlOverride?: string): Promise<FeedPage | null> {
  if (!config.instagram.configured) return null;
  const settings = config.instagram.settings;
  const asked = apiUrlOverride?.replace(/\/+$/, '');
  const page = await getFeedPage(firstPageUrl(asked ? { ...settings, apiUrl: asked } : settings));
  if (asked && page.next?.startsWith(`${asked}/`)) {
    return { ...page, next: settings.apiUrl + page.next.slice(asked.length) };
  }
  return page;
}

/** What the build fetched: null where it has nothing (not configured, or the fetch failed). */
export interface BuildContent {
  blog: RawEntry[] | null;
  feed: FeedPage | null;
}

/** A page the build writes. */
export interface PaintedPage {
  path: string;
  /** The page's route in the table. */
  route: RouteSpec;
  /** The content it was painted with, for the app to start from (src/app/snapshot.ts). */
  data: PageData;
  /**
   * It shows its content without the app (its needs were all fetched at build): the app's
   * scripts may then wait until the page has loaded.
   */
  complete: boolean;
  /** Its content expires (the feed's picture addresses do). */
  expires: boolean;
}

/** The pages to paint: each painted route, the blog entry's once per entry. */
export function pagesToPaint(content: BuildContent): PaintedPage[] {
  const slugs = content.blog ? parseBlogEntries(content.blog).map((entry) => entry.slug) : [];
  return routeList
    .filter((route) => route.painted)
    .flatMap((route) => {
      const pathsOf =
        route.name === 'blogEntry'
          ? slugs.map((slug) => paths.blogEntry.getHref(slug))
          : [route.path];
      const needs = route.needs ?? [];
      const blog = needs.includes('blog') ? content.blog : null;
      const feed = needs.includes('feed') ? content.feed : null;
      const data: PageData = {
        ...(blog ? { blog } : {}),
        ...(feed
          ? { feed: { data: feed.posts, paging: feed.next ? { next: feed.next } : {} } }
          : {}),
      };
      // The press is left to the app: a page that shows it is not complete without it.
      const complete = needs.every((need) => need !== 'press' && content[need]);
      return pathsOf.map((path) => ({ path, route, data, complete, expires: feed !== null }));
    });
}

/** A blog entry as the link previews, the sitemap and the feed describe it (scripts/seo.ts). */
export interface SiteEntry {
  /** The entry's page, e.g. `/blog/sunset-at-ricks-cafe`. */
  path: string;
  title: string;
  /** Plain text: the excerpt, or the start of the body. */
  summary: string;
  /** The entry's date as the editor set it (`2025-03-14` or a full ISO time), if any. */
  published: string | null;
  /** Its last update (`sys.updatedAt`), if known. */
  modified: string | null;
  cover: ImageRef | null;
  author: string | null;
  tags: string[];
}

/** The length of a summary in the feed. */
const FEED_SUMMARY_LENGTH = 300;

/**
 * An entry's author, where the content type has one: a text field, or a linked entry (a person)
 * with a `name` (or `title`). Blog entries of this site's content type have none so far.
 */
function authorOf(value: unknown): string | null {
  const name = (text: unknown) =>
    typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
  if (typeof value === 'string') return name(value);
  if (isRecord(value) && isRecord(value.fields)) {
    return name(value.fields.name) ?? name(value.fields.title);
  }
  return null;
}

/** The blog's entries as the site lists them (newest first, one per page), for previews and feeds. */
export function siteEntries(blog: RawEntry[] | null): SiteEntry[] {
  if (!blog) return [];
  const raw = new Map(blog.map((item) => [item.id, item]));
  return parseBlogEntries(blog).map((entry) => {
    const item = raw.get(entry.id);
    return {
      path: paths.blogEntry.getHref(entry.slug),
      title: entry.title || UNTITLED,
      summary: truncate(summaryOf(entry), FEED_SUMMARY_LENGTH),
      published: entry.date,
      modified: item?.updatedAt ?? null,
      cover: entry.coverImage,
      author: authorOf(item?.fields.author),
      tags: entry.tags,
    };
  });
}

/** The markup of one page as a first-time visitor sees it, and the title and description it sets. */
export async function renderPage(
  page: PaintedPage,
): Promise<{ markup: string; meta: PageMeta | null }> {
  let meta: PageMeta | null = null;
  const record = (next: PageMeta) => {
    meta = next;
  };
  const { store } = makeStore({ persist: false });
  applyPageData(store, page.data);
  const handler = createStaticHandler(createRoutes(store, config, { startData: false }));
  const context = await handler.query(new Request(`http://localhost${page.path}`));
  if (context instanceof Response) throw new Error(`${page.path} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <PageMetaRecorder value={record}>
      <ConfigProvider config={config}>
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </ConfigProvider>
    </PageMetaRecorder>,
    // One piece, in order: past React's default chunk size (12,800 bytes) a long page's later
    // parts would be written out of place with an inline script to move them, which the
    // policy refuses and the build does not keep.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { markup: await new Response(prelude).text(), meta };
}
