import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

/**
 * Build-time pages: after the client build, every public content page (home, blog, each entry,
 * press, feed, guide) is rendered by the app's own components (src/app/prerender.tsx) into
 * `dist/<path>/index.html`, with the blog's entries as data beside the markup. A phone paints
 * the page, and fetches its main picture, as soon as the HTML arrives; the app then takes over
 * (src/app/snapshot.ts) and refreshes the entries when idle. Content published later shows on
 * the next build (a Contentful webhook can trigger one) and, until then, after that refresh.
 *
 * Environment (build only, never in the bundle):
 * - `PRERENDER=false` skips it;
 * - `PRERENDER_CONTENT=false` renders the pages without fetching the entries (their loading state);
 * - `PRERENDER_CONTENTFUL_HOST` (`host[:port]`) fetches the entries from another host than the
 *   bundle's, e.g. a local stand-in (scripts/lighthouse.mjs).
 * A failed fetch is a warning: the pages are rendered in their loading state and the build goes on.
 */

/**
 * Hosts answer every unknown path with the home page's file (the SPA fallback). This script,
 * first in <head>, marks such a page so its painted markup is hidden (index.css) and the app
 * renders the right screen: the same text on every page, so one hash in the policy allows it.
 */
export const PAGE_GUARD_SCRIPT =
  "if(document.currentScript.dataset.page!==(location.pathname.replace(/\\/+$/,'')||'/')||location.search)document.documentElement.setAttribute('data-other-page','')";
export const PAGE_GUARD_HASH = `'sha256-${createHash('sha256').update(PAGE_GUARD_SCRIPT).digest('base64')}'`;

/** The paths whose HTML the build writes (for headers: never cached as immutable). */
export const PRERENDERED_PATHS = ['/', '/blog', '/press', '/feed', '/negril'];

interface PrerenderModule {
  fetchBlogItems: (hostOverride?: string) => Promise<unknown[] | null>;
  pagesToRender: (items: unknown[] | null) => string[];
  renderPage: (path: string, items: unknown[] | null) => Promise<string>;
  showsBlog: (path: string) => boolean;
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

/** The built index.html with one page painted into it. */
export function fillTemplate(
  template: string,
  page: { path: string; markup: string; blogItems: unknown[] | null },
): string {
  const path = escapeAttribute(page.path);
  // A form painted ahead cannot be typed into: what was typed would be lost when the app starts.
  const inert = /<(input|textarea|select)\b/i.test(page.markup) ? ' inert' : '';
  const data = page.blogItems
    ? `\n    <script type="application/json" id="page-data">${scriptJson({ path: page.path, blog: page.blogItems })}</script>`
    : '';
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root">');
  return template
    .replace('</head>', `  <script data-page="${path}">${PAGE_GUARD_SCRIPT}</script>\n  </head>`)
    .replace(
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
      skip = demo || Boolean(resolved.build.ssr) || env.PRERENDER === 'false';
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
        let items: unknown[] | null = null;
        if (env.PRERENDER_CONTENT !== 'false') {
          try {
            items = await withTimeout(
              app.fetchBlogItems(env.PRERENDER_CONTENTFUL_HOST || undefined),
              20_000,
              'fetching the blog entries',
            );
          } catch (error) {
            this.warn(
              `prerender: the blog entries could not be fetched (${error instanceof Error ? error.message : String(error)}); the pages show their loading state until the app has them`,
            );
          }
        }
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const pages = app.pagesToRender(items);
        for (const path of pages) {
          const markup = await app.renderPage(path, items);
          const html = fillTemplate(template, {
            path,
            markup,
            blogItems: items && app.showsBlog(path) ? items : null,
          });
          const dir = join(outDir, path);
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, 'index.html'), html);
        }
        console.log(
          `prerender: ${pages.length} pages (${items ? `${items.length} blog entries` : 'no blog entries'}) in ${Date.now() - started} ms`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
