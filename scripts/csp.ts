import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { readConfig, type AppConfig, type Env } from '../src/config';
import { pageGuard } from './page-guard';
import { PAINTED_PATTERNS } from './prerender';

/**
 * The site's Content-Security-Policy and the other response headers of a deployment, derived at
 * build time from the same configuration the bundle is built with (`readConfig` of src/config.ts):
 * a backend that is not configured gets nothing, so the policy allows exactly what this build
 * can reach. Emitted three ways by `securityHeaders()`:
 *
 * - a `<meta http-equiv="Content-Security-Policy">` in the built index.html (a fallback for hosts
 *   that cannot send headers; `frame-ancestors` is ignored in a meta tag, so it is left out);
 * - `dist/_headers` (Netlify, Cloudflare Pages and others) with the policy as a header, the other
 *   security headers, immutable caching for the hashed `/assets/*` and `no-cache` for
 *   index.html, plus `dist/_redirects` with the SPA fallback;
 * - the same headers from `vite preview`, read from the built `_headers`, so the end-to-end
 *   tests run the site under the very policy that is deployed.
 *
 * The dev server gets none of this: Vite's HMR client relies on inline code and eval.
 */

const GOOGLE_APIS = 'https://apis.google.com';
const FIREBASE_AUTH_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
/** Google's documented GA4 endpoints (the collection host varies by region, hence wildcards). */
const GA = {
  script: ['https://*.googletagmanager.com'],
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
  // The painted pages' one inline script (src/app/page-guard.ts), allowed by its hash.
  const script = config.demo ? ["'self'"] : ["'self'", pageGuard().hash];
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
    add(script, GOOGLE_APIS);
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
export function headerRules(directives: Directives): HeaderRule[] {
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
      },
    },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { path: '/index.html', headers: { 'Cache-Control': 'no-cache' } },
    // The service worker: a browser checks it for a new version on every navigation.
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
    // The pages written by the build, revalidated like index.html.
    ...PAINTED_PATTERNS.map((path) => ({ path, headers: { 'Cache-Control': 'no-cache' } })),
  ];
}

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Generated by scripts/csp.ts from the build's configuration.\n${blocks.join('\n\n')}\n`;
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

/** The headers the rules give a request path, as a static host applies them. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matches(rule.path, path)) Object.assign(headers, rule.headers);
  return headers;
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
  const rules = headerRules(directives);
  const refused = configurationError({ env: options.env, config });
  let outDir = 'dist';

  return {
    name: 'security-headers',
    configResolved(resolved) {
      outDir = join(resolved.root, resolved.build.outDir);
    },
    buildStart() {
      if (refused) this.error(refused);
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
      this.emitFile({ type: 'asset', fileName: '_headers', source: formatHeadersFile(rules) });
      // The SPA fallback: every path that is not a file is the app (Netlify, Cloudflare Pages).
      this.emitFile({ type: 'asset', fileName: '_redirects', source: '/*  /index.html  200\n' });
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
