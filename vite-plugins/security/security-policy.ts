import type { AppConfig } from '../../src/configReader.ts';
import { pageGuard, themeScript } from '../painted/painted-guard.ts';

/**
 * The site's Content-Security-Policy, derived at build time from the same configuration the
 * bundle is built with (`readConfig` of src/config.ts): a backend that is not configured gets
 * nothing, so the policy allows exactly what this build can reach. The plugin
 * (./security-headers.ts) puts it in a `<meta>` of the built index.html and, with the other
 * response headers, in the hosts' files (./host-files.ts). The preconnect links to the hosts the
 * first screens fetch from are derived from the same configuration.
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
  if (config.guide.configured && config.mapTiles.configured) {
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
