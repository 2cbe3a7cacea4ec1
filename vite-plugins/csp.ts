import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { readConfig, type AppConfig, type Env } from '../src/configReader.ts';
import { DEFAULT_LOCALE, localeOfPath, type Locale } from '../src/lib/i18n/locales.ts';
import { contentfulPreview } from './contentful-preview.ts';
import { OTHER_LOCALES, templateFile } from './locales.ts';
import { pageGuard, themeScript } from './painted-guard.ts';
import { insecureTiles } from './tile-scheme.ts';
import { PAINTED_PATTERNS } from './painted-pages.ts';

/**
 * The site's Content-Security-Policy and the other response headers of a deployment, derived at
 * build time from the same configuration the bundle is built with (`readConfig` of src/config.ts):
 * a backend that is not configured gets nothing, so the policy allows exactly what this build
 * can reach. Emitted by `securityHeaders()`:
 *
 * - a `<meta http-equiv="Content-Security-Policy">` in the built index.html (a fallback for hosts
 *   that cannot send headers; `frame-ancestors` is ignored in a meta tag, so it is left out);
 * - `dist/_headers` (Netlify, Cloudflare Pages and others) with the policy as a header, the other
 *   security headers, immutable caching for the hashed `/assets/*` and `no-cache` for
 *   index.html, plus `dist/_redirects` with the SPA fallback (each language's under its prefix:
 *   `/es/*` is `/es/index.html`, the Spanish bundle's page; the rest is `/index.html`);
 * - `dist/vercel.json` (Vercel) and `dist/nginx-headers.conf` (an nginx `include`) with the very
 *   same rules, written from the same list, so no host gets a hand-copied, stale policy;
 * - the same headers from `vite preview`, read from the built `_headers`, so the end-to-end
 *   tests run the site under the very policy that is deployed.
 *
 * The dev server gets none of this: Vite's HMR client relies on inline code and eval.
 */

/**
 * The scripts the popup flow loads into the page: Firebase Auth's loader
 * (`externalJSProvider.gapiScript` in @firebase/auth), which then loads its `gapi.iframes` module
 * from Google's static-content path. Paths, not the host: nothing else of apis.google.com runs.
 */
const GOOGLE_SIGN_IN_SCRIPTS = [
  'https://apis.google.com/js/api.js',
  'https://apis.google.com/_/scs/',
];
const FIREBASE_AUTH_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
/**
 * GA4: the one script react-ga4 loads (gtag.js for the measurement id), and Google's documented
 * hosts for what it sends (the collection host varies by region, hence wildcards there: they
 * receive hits and pixels, they never run code here).
 */
const GA = {
  script: ['https://www.googletagmanager.com/gtag/js'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};
/** Contentful's Images API, which serves every asset of the Delivery API. */
const CONTENTFUL_IMAGES = 'https://images.ctfassets.net';
const DEFAULT_CONTENTFUL_HOST = 'cdn.contentful.com';
/** Where Instagram's `media_url`s point (scontent-*.cdninstagram.com, video-*.fbcdn.net, …). */
const INSTAGRAM_MEDIA = ['https://*.cdninstagram.com', 'https://*.fbcdn.net'];

export type Directives = Record<string, string[]>;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** `VITE_CONTENTFUL_HOST` is a host name (the SDK speaks https), or absent for the default. */
function contentfulOrigin(host: string | undefined): string {
  return `https://${host ?? DEFAULT_CONTENTFUL_HOST}`;
}

export interface PolicyInput {
  config: AppConfig;
  /**
   * Where `/api` is proxied when the API URL is relative (`API_PROXY_TARGET`, set explicitly):
   * the reference server answers absolute media URLs of its own origin for guide and press
   * images, so that origin must be allowed to show images.
   */
  apiProxyTarget?: string | undefined;
}

/** The policy's directives, each with its sources in a stable order and without duplicates. */
export function contentSecurityPolicy({ config, apiProxyTarget }: PolicyInput): Directives {
  const add = (list: string[], ...sources: (string | null | undefined)[]) => {
    for (const source of sources) if (source && !list.includes(source)) list.push(source);
  };
  // The inline scripts, each allowed by its hash: every page's theme (src/painted/theme.ts), and
  // the painted pages' guard (src/painted/guard.ts).
  const script = config.demo
    ? ["'self'", themeScript().hash]
    : ["'self'", pageGuard().hash, themeScript().hash];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const media = ["'self'"];
  const frame: string[] = [];

  // The product's server: same origin behind /api, or its own origin.
  const apiOrigin = originOf(config.apiUrl);
  add(connect, apiOrigin);
  add(img, apiOrigin ?? originOf(apiProxyTarget));
  // A production build's service worker (src/sw/worker.ts) fetches the pictures and tiles it
  // caches itself, under this same policy (its script is served with these headers): what a
  // page shows as an image, the worker asks for with fetch().
  const worker = !config.demo;
  if (worker) add(connect, apiOrigin ?? originOf(apiProxyTarget));

  if (config.contentful.configured) {
    add(connect, contentfulOrigin(config.contentful.settings.host));
    add(img, CONTENTFUL_IMAGES);
    if (worker) add(connect, CONTENTFUL_IMAGES);
  }
  if (config.instagram.configured) {
    add(connect, originOf(config.instagram.settings.apiUrl));
    // Pictures and videos, and the lightbox's download reads the file with fetch().
    add(img, ...INSTAGRAM_MEDIA);
    add(media, ...INSTAGRAM_MEDIA);
    add(connect, ...INSTAGRAM_MEDIA);
    // The feed's pictures at the size shown; a site-relative proxy is 'self' already.
    if (config.imageProxy.configured) add(img, config.imageProxy.settings.origin);
  }
  if (config.firebase.configured) {
    const { authDomain, emulatorUrl } = config.firebase.settings;
    // The popup flow loads Google's iframe loader, then talks to the auth domain's helper
    // iframe (the emulator's own helper page when the emulator is on).
    add(script, ...GOOGLE_SIGN_IN_SCRIPTS);
    add(connect, ...FIREBASE_AUTH_APIS);
    add(frame, originOf(`https://${authDomain}`));
    const emulator = originOf(emulatorUrl);
    add(connect, emulator);
    add(frame, emulator);
  }
  // The guide's map tiles (plain <img> elements); the map shows only in an unlocked guide.
  if (config.negrilGuide.configured && config.mapTiles.configured) {
    add(img, config.mapTiles.settings.origin);
    if (worker) add(connect, config.mapTiles.settings.origin);
  }
  if (config.gaMeasurementId) {
    add(script, ...GA.script);
    add(img, ...GA.img);
    add(connect, ...GA.connect);
  }

  return {
    'default-src': ["'self'"],
    'script-src': script,
    // Tailwind is a stylesheet file; React, the lightbox and the SDKs set styles through the
    // CSSOM, which the policy does not govern. No inline <style> and no style attributes.
    'style-src': ["'self'"],
    'img-src': img,
    'media-src': media,
    'font-src': ["'self'"],
    // The web app manifest (public/manifest.webmanifest); its icons are images of this site.
    'manifest-src': ["'self'"],
    'connect-src': connect,
    'frame-src': frame.length > 0 ? frame : ["'none'"],
    // The demo's Mock Service Worker, or a production build's own (dist/sw.js): never both.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Directives a `<meta>` policy may not carry (browsers ignore them there, with a warning). */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];

export function serializePolicy(directives: Directives, { meta = false } = {}): string {
  return Object.entries(directives)
    .filter(([name]) => !meta || !HEADER_ONLY.includes(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * Every response gets the security headers; hashed assets are cached for a year, index.html is
 * revalidated every time. Cache-Control is set by one rule per path only: hosts that apply
 * several matching rules join repeated headers with commas.
 */
export function headerRules(
  directives: Directives,
  { noindex = false }: { noindex?: boolean } = {},
): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': serializePolicy(directives),
        // Plain `same-origin` would cut the Google sign-in popup off from the page.
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy':
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
        // A private preview build (vite-plugins/contentful-preview.ts) is kept out of search
        // engines.
        ...(noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
      },
    },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { path: '/index.html', headers: { 'Cache-Control': 'no-cache' } },
    // The service worker: a browser checks it for a new version on every navigation.
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
    // The pages written by the build, revalidated like index.html.
    ...PAINTED_PATTERNS.map((path) => ({ path, headers: { 'Cache-Control': 'no-cache' } })),
    // Under another language's prefix every address is a page (painted, or the language's
    // fallback page), and its feed: all revalidated.
    ...OTHER_LOCALES.flatMap((locale) =>
      [`/${locale}`, `/${locale}/*`].map((path) => ({
        path,
        headers: { 'Cache-Control': 'no-cache' },
      })),
    ),
  ];
}

/**
 * The SPA fallback of each language, most specific first: an address under `/es` that is no file
 * is answered with `/es/index.html` (the Spanish bundle), any other with `/index.html`.
 */
export function spaFallbacks(): { prefix: string; page: string }[] {
  return [
    ...OTHER_LOCALES.map((locale) => ({ prefix: `/${locale}`, page: templateFile(locale) })),
    { prefix: '', page: templateFile(DEFAULT_LOCALE) },
  ];
}

/** The page a host answers with for a path that is no file (its language's). */
export function fallbackPage(path: string): string {
  const locale: Locale = localeOfPath(path);
  return templateFile(locale);
}

/** Netlify's and Cloudflare Pages' `_redirects`: the language rules before the root's `/*`. */
export function formatRedirectsFile(): string {
  const lines = spaFallbacks().flatMap(({ prefix, page }) =>
    prefix ? [`${prefix}  ${page}  200`, `${prefix}/*  ${page}  200`] : [`/*  ${page}  200`],
  );
  return `${lines.join('\n')}\n`;
}

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Generated by vite-plugins/csp.ts from the build's configuration.\n${blocks.join('\n\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    const rule = rules[rules.length - 1];
    if (match?.[1] && rule) rule.headers[match[1].trim()] = (match[2] ?? '').trim();
  }
  return rules;
}

function matches(rulePath: string, path: string): boolean {
  if (rulePath.endsWith('/*')) return path.startsWith(rulePath.slice(0, -1));
  return rulePath === path;
}

/** The headers of every path a rule's pattern matches: its own and those of wider patterns. */
function headersOfPattern(rules: HeaderRule[], pattern: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const wider = rule.path.endsWith('/*') && pattern.startsWith(rule.path.slice(0, -1));
    if (wider || rule.path === pattern) Object.assign(headers, rule.headers);
  }
  return headers;
}

/** The headers the rules give a request path, as a static host applies them. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matches(rule.path, path)) Object.assign(headers, rule.headers);
  return headers;
}

/**
 * What the SPA needs of Vercel beyond the headers: painted pages at their clean addresses
 * (`blog.html` at `/blog`), and every other path that is not a file answered by its language's
 * `index.html` (Vercel applies rewrites only where no file matches, the first that matches).
 */
function vercelRouting() {
  return {
    cleanUrls: true,
    rewrites: spaFallbacks().flatMap(({ prefix, page }) =>
      prefix
        ? [
            { source: prefix, destination: page },
            { source: `${prefix}/(.*)`, destination: page },
          ]
        : [{ source: '/(.*)', destination: page }],
    ),
  };
}

/** `vercel.json`: the same rules, as Vercel's `headers` (its `/(.*)` is a `_headers` `/*`). */
export function formatVercelJson(rules: HeaderRule[]): string {
  const headers = rules.map(({ path, headers: values }) => ({
    source: path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path,
    headers: Object.entries(values).map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ ...vercelRouting(), headers }, null, 2)}\n`;
}

/** A header value as an nginx string. */
function nginxString(value: string): string {
  return `"${value.replace(/["\\$]/g, (character) => `\\${character}`)}"`;
}

/**
 * An nginx include with one `location` per rule. nginx serves a request from one location
 * only, and a location with any `add_header` drops the ones of the server block, so each location
 * carries every header the `_headers` rules give its paths (the site-wide ones and its own).
 * The pages are served at their clean addresses, and any other path that is not a file gets
 * `index.html` (through its own location, so with its `no-cache`), as on the other hosts; a
 * missing hashed asset is a 404.
 */
export function formatNginxConf(rules: HeaderRule[]): string {
  const blocks = rules.map(({ path }) => {
    const prefix = path.endsWith('/*') ? path.slice(0, -1) : null;
    const location = prefix ? `location ${prefix}` : `location = ${path}`;
    const file = !prefix && /\.[a-z0-9]+$/i.test(path);
    // `always`: the security headers go with error pages too; a cache rule only with a success,
    // so that a 404 for an asset missing mid-deployment is never kept for a year.
    const lines = Object.entries(headersOfPattern(rules, path)).map(
      ([name, value]) =>
        `  add_header ${name} ${nginxString(value)}${name === 'Cache-Control' ? '' : ' always'};`,
    );
    if (prefix === '/assets/') lines.push('  try_files $uri =404;');
    else if (!file) lines.push(`  try_files $uri $uri.html ${fallbackPage(path)};`);
    return `${location} {\n${lines.join('\n')}\n}`;
  });
  return [
    '# Generated by vite-plugins/csp.ts from the build’s configuration: the same headers as _headers.',
    '# Include it inside the site’s server block, after its root (see docs/deploying.md):',
    '#   server { root /srv/negril/dist; include /srv/negril/dist/nginx-headers.conf; }',
    '# It defines the locations below: do not define them again beside it.',
    `${blocks.join('\n\n')}\n`,
  ].join('\n');
}

/**
 * `<link rel="preconnect">` to the hosts the first screens fetch from, when they are known at
 * build time: the content service's API and its image host. A preconnect the page does not use
 * costs a warning and a wasted connection, so only configured, real hosts get one.
 */
export function preconnectOrigins(config: AppConfig): { href: string; crossorigin: boolean }[] {
  if (config.demo || !config.contentful.configured) return [];
  return [
    // The Delivery API is a CORS request (it sends an Authorization header).
    { href: contentfulOrigin(config.contentful.settings.host), crossorigin: true },
    // Images are plain (no-CORS) requests: a credentialed-mode connection of their own.
    { href: CONTENTFUL_IMAGES, crossorigin: false },
  ];
}

export interface SecurityOptions {
  /** The environment the build reads (Vite's loadEnv plus process.env). */
  env: Env;
  demo: boolean;
  /**
   * This build's language: another language's build (vite-plugins/locales.ts) keeps the policy's
   * meta tag in its page and writes no deployment files, which the English one writes for the site.
   */
  locale?: Locale;
}

/**
 * What the build should refuse: a variable that was set but cannot be used, where the site would
 * otherwise quietly do without it (an image proxy that is malformed leaves the feed's pictures
 * at full size; a malformed map tile template leaves the guide without its map), and one that
 * must never be set (a shared password for Google sign-ins).
 */
export function configurationError({
  env,
  config,
}: {
  env: Env;
  config: AppConfig;
}): string | null {
  const asked = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '';
  };
  if (asked('VITE_FEDERATED_DEFAULT_PASSWORD')) {
    return (
      'VITE_FEDERATED_DEFAULT_PASSWORD is no longer read: it would be in the public bundle, and ' +
      'so the password of every account a Google sign-in created, for anyone to read. Remove it; ' +
      "the server verifies Google's ID token instead (POST /v1/auth/firebase/), and against an " +
      'older server each such account gets a random password.'
    );
  }
  if (asked('VITE_IMAGE_PROXY_URL') && !config.imageProxy.configured) {
    return `The image proxy cannot be used: ${config.imageProxy.problem}`;
  }
  if (!config.mapTiles.configured) {
    return `The guide's map tiles cannot be used: ${config.mapTiles.problem}`;
  }
  return null;
}

/** The configuration src/config.ts will see in the bundle, read from the build's environment. */
export function buildConfig({ env, demo }: SecurityOptions): AppConfig {
  return readConfig({ ...env, VITE_DEMO: String(demo), DEV: false, PROD: true });
}

export function securityHeaders(options: SecurityOptions): Plugin {
  const config = buildConfig(options);
  const apiProxyTarget =
    typeof options.env.API_PROXY_TARGET === 'string' ? options.env.API_PROXY_TARGET : undefined;
  const directives = contentSecurityPolicy({ config, apiProxyTarget });
  const preview = contentfulPreview(options.env);
  const rules = headerRules(directives, { noindex: preview.noindex });
  const refused = configurationError({ env: options.env, config });
  let outDir = 'dist';
  let building = false;

  return {
    name: 'security-headers',
    configResolved(resolved) {
      outDir = join(resolved.root, resolved.build.outDir);
      building = resolved.command === 'build';
    },
    buildStart() {
      if (refused) this.error(refused);
      // `npm run dev` may read drafts: nothing of it is deployed.
      if (building && preview.refused) this.error(preview.refused);
      const tiles = building ? insecureTiles(config) : null;
      if (tiles) this.error(tiles);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (context.server) return [];
        // First in <head>, before anything the policy governs.
        return [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: serializePolicy(directives, { meta: true }),
            },
            injectTo: 'head-prepend',
          },
          ...preconnectOrigins(config).map(({ href, crossorigin }): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preconnect', href, ...(crossorigin ? { crossorigin: true } : {}) },
            injectTo: 'head-prepend',
          })),
        ];
      },
    },
    generateBundle() {
      if (options.locale && options.locale !== DEFAULT_LOCALE) return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: formatHeadersFile(rules) });
      this.emitFile({ type: 'asset', fileName: 'vercel.json', source: formatVercelJson(rules) });
      this.emitFile({
        type: 'asset',
        fileName: 'nginx-headers.conf',
        source: formatNginxConf(rules),
      });
      // The SPA fallback: every path that is not a file is the app in its language (Netlify,
      // Cloudflare Pages).
      this.emitFile({ type: 'asset', fileName: '_redirects', source: formatRedirectsFile() });
    },
    configurePreviewServer(server) {
      // What was deployed, when the build wrote it; else what this configuration would write.
      let served = rules;
      try {
        served = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
      } catch {
        // No _headers in the folder served: an older build.
      }
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of Object.entries(headersFor(served, path))) {
          response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
