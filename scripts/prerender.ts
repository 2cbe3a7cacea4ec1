import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

/**
 * Build-time pages: after the client build, every public content page (home, blog, each entry,
 * press, feed, guide) is rendered by the app's own components (src/app/prerender.tsx) into
 * `dist/<path>.html` (`/` is index.html), with the blog's entries (and the feed's first page) as
 * data beside the markup. A phone paints the page, and fetches its main pictures, as soon as the
 * HTML arrives; the app then takes over (src/app/snapshot.ts) and refreshes the content when idle. Content published later shows on
 * the next build (a Contentful webhook can trigger one) and, until then, after that refresh.
 *
 * Environment (build only, never in the bundle):
 * - `PRERENDER=false` skips it;
 * - `PRERENDER_CONTENT=false` renders the pages without fetching the entries and the feed (their
 *   loading state);
 * - `PRERENDER_CONTENTFUL_HOST` (`host[:port]`) fetches the entries from another host than the
 *   bundle's, and `PRERENDER_INSTAGRAM_URL` the feed from another address than
 *   `VITE_INSTAGRAM_API_URL`, e.g. local stand-ins (scripts/lighthouse.mjs).
 * A failed fetch is a warning: the pages are rendered in their loading state and the build goes on.
 */

/**
 * The one inline script of a painted page, first in <head>; the same text on every page, so one
 * hash in the policy allows it. It decides when the app starts:
 * - Hosts answer every unknown path with the home page's file (the SPA fallback). On such a page
 *   (another path, or a query string) it marks <html> so the painted markup is hidden (index.css)
 *   and starts the app as soon as the document is parsed, to render the right screen.
 *   A page painted with content that expires (`data-until`, the feed's) is treated the same way
 *   once that time has passed.
 * - On its own page, when the page carries its content (`data-start="load"`: the blog's pages
 *   with their entries, the guide's gate), it starts the app once the page has loaded (its
 *   pictures included), or after three seconds at the latest: the painted page is complete and its
 *   links work without the app, so the text and the main picture get a phone's bandwidth and main
 *   thread first, and the app's scripts (kept in `<template id="app-scripts">`) follow. A tap or a
 *   key press starts it early. A page whose content the app fetches (the feed, the press) starts
 *   it as soon as the document is parsed.
 */
export const PAGE_GUARD_SCRIPT = [
  '(function(s,d){',
  // Starts the app once: its script and preloads, cloned out of the template, run when added.
  "var b=function(){var t=d.getElementById('app-scripts');",
  'if(t&&!b.done){b.done=1;d.head.appendChild(d.importNode(t.content,true))}};',
  "if(s.dataset.page!==(location.pathname.replace(/\\/+$/,'')||'/')||location.search",
  // A paint with a time limit (the feed's expiring pictures) past it is treated the same way.
  '||s.dataset.until&&Date.now()>+s.dataset.until){',
  "d.documentElement.setAttribute('data-other-page','');d.addEventListener('DOMContentLoaded',b)",
  "}else if(s.dataset.start!=='load'){d.addEventListener('DOMContentLoaded',b)",
  // A tap or a key before the page has loaded (the menu, say) starts the app at once.
  "}else{addEventListener('load',b);setTimeout(b,3000);",
  "['pointerdown','keydown'].forEach(function(e){addEventListener(e,b,{once:true,passive:true})})}",
  '})(document.currentScript,document)',
].join('');
export const PAGE_GUARD_HASH = `'sha256-${createHash('sha256').update(PAGE_GUARD_SCRIPT).digest('base64')}'`;

/**
 * The file of a page: `/blog` is `blog.html`, `/blog/a-slug` is `blog/a-slug.html`. Static hosts
 * serve such a file at the address without `.html` and without a redirect (Netlify, Cloudflare
 * Pages, GitHub Pages, Vercel's `cleanUrls`, nginx's `try_files $uri $uri.html /index.html`, and
 * `vite preview`), where a `blog/index.html` would be redirected to `/blog/` by most of them.
 */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+/, '')}.html`;
}

/** The paths whose HTML the build writes (for headers: never cached as immutable). */
export const PRERENDERED_PATHS = ['/', '/blog', '/press', '/feed', '/negril'];

/** The feed's first page as the app parses it (src/features/feed/parse.ts). */
interface FeedPage {
  posts: unknown[];
  next: string | null;
}

interface PrerenderModule {
  fetchBlogItems: (hostOverride?: string) => Promise<unknown[] | null>;
  fetchFeedPage: (apiUrlOverride?: string) => Promise<FeedPage | null>;
  pagesToRender: (items: unknown[] | null) => string[];
  renderPageWithMeta: (
    path: string,
    items: unknown[] | null,
    feed: FeedPage | null,
  ) => Promise<{ markup: string; meta: { title: string; description: string } | null }>;
  showsBlog: (path: string) => boolean;
  showsFeed: (path: string) => boolean;
  carriesContent: (path: string, items: unknown[] | null, feed: FeedPage | null) => boolean;
  routeModules: (path: string) => string[];
}

/**
 * How long a painted feed is shown: the graph's picture addresses are signed and expire after
 * some days, so a page older than this starts the app at once, which asks the graph afresh.
 * A scheduled daily build keeps the painted feed in use.
 */
export const FEED_PAINT_HOURS = 24;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/**
 * The files of the given manifest keys and of everything they import statically, as site paths
 * (`/assets/…`). A key of a library is its chunk's name (`axios`). Unknown keys are returned apart.
 */
export function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
): { files: string[]; unknown: string[] } {
  const files: string[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    const found =
      key in manifest ? key : Object.keys(manifest).find((k) => manifest[k]?.name === key);
    if (found) visit(found);
    else unknown.push(key);
  }
  return { files, unknown };
}

/** JSON inside a <script> element: `<` escaped, so no text in the data can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The app's entry script and the modules it preloads, as Vite writes them into <head>. */
const APP_TAG =
  /[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** The template's <head> with the page's own title and description. */
function withMeta(head: string, meta: { title: string; description: string } | null | undefined) {
  if (!meta) return head;
  const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return head
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    );
}

/** The built index.html with one page painted into it. */
export function fillTemplate(
  template: string,
  page: {
    path: string;
    markup: string;
    blogItems: unknown[] | null;
    /** The feed's first page the markup shows. */
    feed?: FeedPage | null;
    /** When (epoch ms) the painted page stops being shown (see FEED_PAINT_HOURS). */
    until?: number;
    /** The page shows its content without the app: the app may wait until it has loaded. */
    complete?: boolean;
    /** The screen's own modules (`/assets/…`), preloaded with the app's entry. */
    preloads?: string[];
    /** The title and description the screen sets, for the page's <head>. */
    meta?: { title: string; description: string } | null;
  },
): string {
  const path = escapeAttribute(page.path);
  // A form painted ahead cannot be typed into: what was typed would be lost when the app starts.
  const inert = /<(input|textarea|select)\b/i.test(page.markup) ? ' inert' : '';
  const content = {
    ...(page.blogItems ? { blog: page.blogItems } : {}),
    // As the graph sends it, so the app reads it with the parser of a live answer.
    ...(page.feed
      ? { feed: { data: page.feed.posts, paging: page.feed.next ? { next: page.feed.next } : {} } }
      : {}),
  };
  const data =
    Object.keys(content).length > 0
      ? `\n    <script type="application/json" id="page-data">${scriptJson({ path: page.path, ...content })}</script>`
      : '';
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root">');
  const headEnd = template.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const head = template.slice(0, headEnd);
  // The app's scripts wait in a template (started by the guard); the guard comes where the
  // first of them was, before the stylesheet, so the parser never waits for the CSS to run it.
  const appTags: string[] = head.match(APP_TAG) ?? [];
  const [first] = appTags;
  const firstTag = first ? head.indexOf(first) : head.length;
  for (const file of page.preloads ?? []) {
    const href = escapeAttribute(file);
    if (!appTags.some((tag) => tag.includes(`"${href}"`))) {
      appTags.push(`    <link rel="modulepreload" crossorigin href="${href}">`);
    }
  }
  const guard =
    `    <script data-page="${path}"${page.complete ? ' data-start="load"' : ''}${page.until ? ` data-until="${page.until}"` : ''}>${PAGE_GUARD_SCRIPT}</script>\n` +
    `    <template id="app-scripts">\n${appTags.map((tag) => tag.trimEnd()).join('\n')}\n    </template>\n`;
  const newHead =
    head.slice(0, firstTag) + guard + head.slice(firstTag).replace(APP_TAG, '').trimEnd() + '\n  ';
  return (withMeta(newHead, page.meta) + template.slice(headEnd)).replace(
    root,
    () => `<div id="root"><div data-snapshot="${path}"${inert}>${page.markup}</div></div>${data}`,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function prerenderPages({
  env,
  demo,
}: {
  env: Record<string, string | undefined>;
  demo: boolean;
}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let skip = true;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
      outDir = resolve(resolved.root, resolved.build.outDir);
      mode = resolved.mode;
      // The demo's backends live in a service worker: there is nothing to render ahead.
      // The route chunks come from the manifest: a build without one (the size script's eager
      // build) has nothing to preload and is not served.
      skip =
        demo ||
        Boolean(resolved.build.ssr) ||
        !resolved.build.manifest ||
        env.PRERENDER === 'false';
    },
    async closeBundle() {
      if (skip) return;
      const started = Date.now();
      const server = await createServer({
        root,
        mode,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
        // Both at once; either may fail, and its pages are then painted in their loading state.
        const fetchOrWarn = async <T>(what: string, fetching: () => Promise<T | null>) => {
          if (env.PRERENDER_CONTENT === 'false') return null;
          try {
            return await withTimeout(fetching(), 20_000, `fetching ${what}`);
          } catch (error) {
            this.warn(
              `prerender: ${what} could not be fetched (${error instanceof Error ? error.message : String(error)}); the pages that show it are painted in their loading state`,
            );
            return null;
          }
        };
        const [items, feed] = await Promise.all([
          fetchOrWarn('the blog entries', () =>
            app.fetchBlogItems(env.PRERENDER_CONTENTFUL_HOST || undefined),
          ),
          fetchOrWarn('the feed', () =>
            app.fetchFeedPage(env.PRERENDER_INSTAGRAM_URL || undefined),
          ),
        ]);
        const until = Date.now() + FEED_PAINT_HOURS * 3_600_000;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Record<string, ManifestChunk>;
        const pages = app.pagesToRender(items);
        for (const path of pages) {
          const pageFeed = feed && app.showsFeed(path) ? feed : null;
          const { markup, meta } = await app.renderPageWithMeta(path, items, pageFeed);
          const { files, unknown } = chunkFiles(manifest, app.routeModules(path));
          if (unknown.length > 0) {
            this.error(`prerender: no chunk in the build for ${unknown.join(', ')} (${path})`);
          }
          const html = fillTemplate(template, {
            path,
            markup,
            blogItems: items && app.showsBlog(path) ? items : null,
            feed: pageFeed,
            ...(pageFeed ? { until } : {}),
            complete: app.carriesContent(path, items, pageFeed),
            preloads: files,
            meta,
          });
          const file = join(outDir, pageFile(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
        console.log(
          `prerender: ${pages.length} pages (${items ? `${items.length} blog entries` : 'no blog entries'}, ${feed ? `${feed.posts.length} feed posts` : 'no feed'}) in ${Date.now() - started} ms`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
