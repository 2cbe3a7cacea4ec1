/**
 * Renders the painted pages at build time (run in Node by vite-plugins/painted/painted-pages.ts, never part
 * of the client bundle), from the route table: each route marked `painted`, with the app's own
 * components and the content the build fetched (each kind as src/app/dataKinds.ts says). The browser
 * adopts that markup (./adopt.ts, src/start.tsx).
 */
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createRoutes, loadScreen, routeAt, RoutesAt } from '../app/router';
import { createMemoryHistory } from '../lib/router';
import { makeStore } from '../app/store/store';
import { ConfigProvider } from '../components/ConfigProvider';
import { PageMetaRecorder, type PageMeta } from '../components/usePageMeta';
import { config } from '../config';
import { parseBlogEntries } from '../features/blog';
import { summaryOf, untitledEntry } from '../features/blog/data';
import type { RawEntry } from '../lib/content/contentful';
import type { ImageRef } from '../lib/content/assets';
import { localizedValue } from '../lib/content/contentLocales';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '../lib/i18n/locales';
import { setLocale } from '../lib/i18n/runtime';
import { paths, routeList, type RouteData, type RouteSpec } from '../lib/routes';
import { isRecord } from '../lib/records';
import { truncate } from '../lib/text';
import { m } from '../paraglide/messages.js';
import { applyPageData } from './adopt';
import {
  anyKind,
  dataKinds,
  type BuildContent,
  type PageData,
  type PaintedKind,
} from '../app/dataKinds';

export { SITE_DESCRIPTION, SITE_NAME } from '../components/usePageMeta';
export { anyKind, dataKinds, type BuildContent, type PageData };

/** The kinds the build fetches and paints. */
export const paintedKinds = (Object.keys(dataKinds) as RouteData[]).filter(
  (name): name is PaintedKind => anyKind[name].build !== undefined,
);

/*
 * The build paints every language in one process (vite-plugins/painted/painted-pages.ts), through this
 * module and the app's, loaded once: each function below that reads or renders in a language sets
 * it first (src/lib/i18n/runtime.ts), since the messages, the links and the content's parsers read
 * the language set last. The build calls them one language at a time.
 */

/**
 * One kind of data as the build fetches it in a language (null: not configured). `override`
 * asks another address (a local stand-in) while the page keeps the configured one.
 */
export async function fetchPainted<K extends PaintedKind>(
  kind: K,
  override?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<BuildContent[K]> {
  setLocale(locale);
  const build = anyKind[kind].build;
  return ((await build?.fetch(config, override, locale)) ?? null) as BuildContent[K];
}

/** A page the build writes. */
export interface PaintedPage {
  /** Its address, in its language (`/es/blog`). */
  path: string;
  locale: Locale;
  /** The page's route in the table. */
  route: RouteSpec;
  /** The content it was painted with, for the app to start from (./adopt.ts). */
  data: PageData;
  /**
   * It shows its content without the app (its needs were all fetched at build): the app's
   * scripts may then wait until the page has loaded.
   */
  complete: boolean;
  /** Its content expires (the feed's picture addresses do). */
  expires: boolean;
}

/**
 * The pages to paint in a language, from the content fetched in it: each painted route, one with
 * `paintEach` once per item of that data, at its address in that language.
 */
export function pagesToPaint(
  content: BuildContent,
  locale: Locale = DEFAULT_LOCALE,
): PaintedPage[] {
  setLocale(locale);
  const fetched: Partial<Record<string, unknown>> = content;
  return routeList
    .filter((route) => route.painted)
    .flatMap((route) => {
      const data: Record<string, unknown> = {};
      let complete = true;
      let expires = false;
      for (const need of route.needs ?? []) {
        const build = anyKind[need].build;
        const value = fetched[need];
        // A kind the build does not fetch is left to the app: the page is not complete without it.
        if (!build || value === null || value === undefined) {
          complete = false;
          continue;
        }
        data[need] = build.toPageData(value);
        expires ||= build.expires === true;
      }
      const each = route.paintEach;
      const items = each ? fetched[each] : null;
      const slugs = each && items ? (anyKind[each].build?.slugs?.(items) ?? []) : [];
      const pathsOf = each
        ? slugs.map((slug) => route.path.replace(':slug', encodeURIComponent(slug)))
        : [route.path];
      return pathsOf.map((path) => ({
        path: localizedPath(path, locale),
        locale,
        route,
        data,
        complete,
        expires,
      }));
    });
}

/**
 * A blog entry as the link previews, the sitemap and the feed describe it (vite-plugins/painted/head-tags.ts,
 * vite-plugins/feeds-sitemap.ts).
 */
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

/**
 * The blog's entries as the site lists them in a language (newest first, one per page, at their
 * addresses in that language), for previews and feeds.
 */
export function siteEntries(blog: RawEntry[] | null, locale: Locale = DEFAULT_LOCALE): SiteEntry[] {
  setLocale(locale);
  if (!blog) return [];
  const raw = new Map(blog.map((item) => [item.id, item]));
  return parseBlogEntries(blog).map((entry) => {
    const item = raw.get(entry.id);
    return {
      path: paths.blogEntry.getHref(entry.slug),
      title: entry.title || untitledEntry(),
      summary: truncate(summaryOf(entry), FEED_SUMMARY_LENGTH),
      published: entry.date,
      modified: item?.updatedAt ?? null,
      cover: entry.coverImage,
      // Fields come as each language's value (`{ en, es }`): the page's, else English.
      author: authorOf(localizedValue(item?.fields.author, locale)),
      tags: entry.tags,
    };
  });
}

/** The words of the page around the app's markup, in a language (the `<noscript>` line). */
export function documentWords(locale: Locale): { noscript: string } {
  setLocale(locale);
  return { noscript: m.app_noscript() };
}

/** The markup of one page as a first-time visitor sees it, and the title and description it sets. */
export async function renderPage(
  page: PaintedPage,
): Promise<{ markup: string; meta: PageMeta | null }> {
  setLocale(page.locale);
  let meta: PageMeta | null = null;
  const record = (next: PageMeta) => {
    meta = next;
  };
  const { store } = makeStore({ persist: false });
  applyPageData(store, page.data);
  const routes = createRoutes();
  const spec = routeAt(routes, page.path);
  if (!spec || spec.signedIn) throw new Error(`${page.path} is not a page to paint`);
  await loadScreen(spec);
  const history = createMemoryHistory([page.path]);
  const { prelude } = await prerender(
    <PageMetaRecorder value={record}>
      <ConfigProvider config={config}>
        <Provider store={store}>
          <RoutesAt routes={routes} location={history.location} navigator={history} static />
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
