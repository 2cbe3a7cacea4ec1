/**
 * Renders the public pages to HTML at build time (run in Node by scripts/prerender.ts, never part
 * of the client bundle). A phone then paints the page, and starts its main picture, as soon as
 * the HTML arrives, instead of after the app's JavaScript, the content SDK and the entries.
 */
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { ConfigProvider } from '../components/ConfigProvider';
import { PageMetaRecorder, type PageMeta } from '../components/usePageMeta';
import { config } from '../config';
import { getBlogItems } from '../features/blog/api/get-blog-entries';
import { parseBlogEntries } from '../features/blog';
import { firstPageUrl, getFeedPage } from '../features/feed/api/get-feed';
import type { FeedPage } from '../features/feed/parse';
import type { RawEntry } from '../lib/contentful';
import { paths } from '../lib/paths';
import { createRoutes } from './router';
import { applyPageSnapshot } from './snapshot';
import { makeStore } from './store';

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

/** The page that shows the feed's posts and carries its first page as data. */
export function showsFeed(path: string): boolean {
  return path === paths.feed.getHref();
}

/** Pages that show the blog's entries and carry them as data. */
export function showsBlog(path: string): boolean {
  return (
    path === paths.home.getHref() || path === paths.blog.getHref() || path.startsWith('/blog/')
  );
}

/**
 * The pages worth painting ahead: the content pages every visitor may land on. Forms (sign-in,
 * registration) are left to the app, so nothing typed before it starts could be lost.
 */
export function pagesToRender(blogItems: RawEntry[] | null): string[] {
  const entries = blogItems ? parseBlogEntries(blogItems) : [];
  return [
    paths.home.getHref(),
    paths.blog.getHref(),
    ...entries.map((entry) => paths.blogEntry.getHref(entry.slug)),
    paths.press.getHref(),
    paths.feed.getHref(),
    paths.negril.getHref(),
  ];
}

/**
 * Whether the painted page shows its content without the app (the blog's pages with their
 * entries, the guide's gate): the app's scripts may then wait until the page has loaded.
 */
export function carriesContent(
  path: string,
  blogItems: RawEntry[] | null,
  feed: FeedPage | null = null,
): boolean {
  return (
    (showsBlog(path) && blogItems !== null) ||
    (showsFeed(path) && feed !== null) ||
    path === paths.negril.getHref()
  );
}

/**
 * The code a page's screen needs, as source modules (keys of Vite's manifest; `axios` is the
 * library's chunk): the painted page preloads it with the app's entry, so the screen's chunk
 * downloads beside the entry instead of after it. The build checks every key exists.
 */
export function routeModules(path: string): string[] {
  if (path === paths.home.getHref()) {
    return ['src/app/screens/HomeScreen.tsx', 'src/features/blog/components/LatestEntries.tsx'];
  }
  if (path === paths.blog.getHref()) return ['src/features/blog/screens/BlogListScreen.tsx'];
  if (path.startsWith('/blog/')) return ['src/features/blog/screens/BlogEntryScreen.tsx'];
  if (path === paths.press.getHref()) return ['src/features/press/screens/PressScreen.tsx'];
  if (path === paths.feed.getHref()) {
    return [
      'src/features/feed/screens/FeedScreen.tsx',
      'src/features/feed/api/get-feed.ts',
      'axios',
    ];
  }
  if (path === paths.negril.getHref()) return ['src/features/negril/screens/NegrilScreen.tsx'];
  return [];
}

/** Loaders start fetches in the browser; at build time the data is given. */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const rest: RouteObject = { ...route };
    delete rest.loader;
    delete rest.shouldRevalidate;
    return route.children
      ? ({ ...rest, children: withoutLoaders(route.children) } as RouteObject)
      : rest;
  });
}

/** The markup of one page as a first-time visitor sees it, with the given entries and posts. */
export async function renderPage(
  path: string,
  blogItems: RawEntry[] | null,
  feed: FeedPage | null = null,
): Promise<string> {
  return (await renderPageWithMeta(path, blogItems, feed)).markup;
}

/** The markup of one page, and the title and description its screen sets. */
export async function renderPageWithMeta(
  path: string,
  blogItems: RawEntry[] | null,
  feed: FeedPage | null = null,
): Promise<{ markup: string; meta: PageMeta | null }> {
  let meta: PageMeta | null = null;
  const record = (next: PageMeta) => {
    meta = next;
  };
  const { store } = makeStore({ persist: false });
  applyPageSnapshot(store, {
    path,
    blogItems: showsBlog(path) ? blogItems : null,
    feed: showsFeed(path) ? feed : null,
  });
  const handler = createStaticHandler(withoutLoaders(createRoutes(store, config)));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <PageMetaRecorder value={record}>
      <ConfigProvider config={config}>
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </ConfigProvider>
    </PageMetaRecorder>,
  );
  const markup = await new Response(prelude).text();
  return { markup, meta };
}
