import { describe, expect, it } from 'vitest';
import { buildConfig, configurationError } from '../../vite-plugins/config-check';
import {
  formatHeadersFile,
  formatRedirectsFile,
  formatNginxConf,
  formatVercelJson,
  headerRules,
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../../vite-plugins/host-files';
import { contentSecurityPolicy, serializePolicy } from '../../vite-plugins/security-policy';
import { contentfulPreview } from '../../vite-plugins/contentful-preview';
import { guideCheckEnv } from '../../vite-plugins/guide-word';
import { demoTileEnv } from '../../src/lib/demoTiles';
import { pageGuard, themeScript } from '../../vite-plugins/painted-guard';

const PAGE_GUARD_HASH = pageGuard().hash;
const THEME_HASH = themeScript().hash;

/** The policy a production build gets from these variables (the backends' real hosts). */
function policyFor(env: Record<string, string>) {
  const config = buildConfig({
    env: { VITE_INSTAGRAM_ACCESS_TOKEN: 'token', ...env },
    demo: false,
  });
  return { config, directives: contentSecurityPolicy({ config }) };
}

describe('the Content-Security-Policy and the image proxy', () => {
  it('allows an absolute proxy’s origin to show images, and nothing else of it', () => {
    const { directives } = policyFor({
      VITE_IMAGE_PROXY_URL: 'https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp',
    });
    expect(directives['img-src']).toContain('https://images.example.com');
    for (const name of ['connect-src', 'media-src', 'script-src', 'frame-src']) {
      expect(directives[name]?.join(' ')).not.toContain('images.example.com');
    }
  });

  it('needs nothing for a site-relative proxy: it is the site itself', () => {
    const without = policyFor({}).directives;
    const relative = policyFor({
      VITE_IMAGE_PROXY_URL: '/.netlify/images?url={url}&w={width}&fm=webp',
    }).directives;
    expect(relative).toEqual(without);
    expect(relative['img-src']).toContain("'self'");
  });

  it('allows no proxy when the feed, its only user, is not configured', () => {
    const { directives } = policyFor({
      VITE_INSTAGRAM_ACCESS_TOKEN: '',
      VITE_IMAGE_PROXY_URL: 'https://images.example.com/{width}/{url}',
    });
    expect(directives['img-src']?.join(' ')).not.toContain('images.example.com');
  });

  it('refuses to build with a proxy template that cannot be used, and says why', () => {
    const env = { VITE_IMAGE_PROXY_URL: 'https://images.example.com/rs:fit:400/plain/{url}' };
    expect(configurationError({ env, config: policyFor(env).config })).toBe(
      'The image proxy cannot be used: set VITE_IMAGE_PROXY_URL to a URL template with both {url} and {width}, such as https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp',
    );
    expect(configurationError({ env: {}, config: policyFor({}).config })).toBeNull();
  });

  it('refuses to build with a shared password for Google sign-ins, and says why', () => {
    const env = { VITE_FEDERATED_DEFAULT_PASSWORD: 'Shared-Pass-2026' };
    expect(configurationError({ env, config: policyFor(env).config })).toBe(
      'VITE_FEDERATED_DEFAULT_PASSWORD is no longer read: it would be in the public bundle, and ' +
        'so the password of every account a Google sign-in created, for anyone to read. Remove it; ' +
        "the server verifies Google's ID token instead (POST /v1/auth/firebase/), and against an " +
        'older server each such account gets a random password.',
    );
    // Left empty (as .env.example has it), it is not set.
    const blank = { VITE_FEDERATED_DEFAULT_PASSWORD: ' ' };
    expect(configurationError({ env: blank, config: policyFor(blank).config })).toBeNull();
  });
});

describe('the policy and headers for the pages painted at build time', () => {
  it('allows the guard and the theme scripts by their hashes, and no other inline script', () => {
    const script = policyFor({}).directives['script-src'];
    expect(script).toContain(PAGE_GUARD_HASH);
    expect(script).toContain(THEME_HASH);
    expect(script).not.toContain("'unsafe-inline'");
    expect(serializePolicy(contentSecurityPolicy({ config: policyFor({}).config }))).toContain(
      `script-src 'self' ${PAGE_GUARD_HASH} ${THEME_HASH}`,
    );
  });

  it('allows only the theme script in the demo, which paints no page', () => {
    const config = buildConfig({ env: {}, demo: true });
    const script = contentSecurityPolicy({ config })['script-src'];
    expect(script).toEqual(["'self'", THEME_HASH]);
  });

  it('has every painted page revalidated, and only the hashed assets cached for good', () => {
    const rules = headerRules(policyFor({}).directives);
    for (const path of [
      '/',
      '/blog',
      '/blog/',
      '/blog/sunset-at-ricks-cafe',
      '/blog/sunset-at-ricks-cafe/',
      '/press',
      '/press/',
      '/feed',
      '/negril',
      '/negril/',
      '/index.html',
    ]) {
      expect(headersFor(rules, path)['Cache-Control'], path).toBe('no-cache');
    }
    expect(headersFor(rules, '/assets/index-Bx7k2.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // One Cache-Control per path: hosts join repeated headers with commas.
    for (const path of ['/', '/blog', '/blog/x', '/assets/a.js']) {
      expect(rules.filter((rule) => headersFor([rule], path)['Cache-Control'])).toHaveLength(1);
    }
  });

  it('writes those rules into _headers as a host reads them', () => {
    const rules = headerRules(policyFor({}).directives);
    const served = parseHeadersFile(formatHeadersFile(rules));
    expect(served).toEqual(rules);
    expect(headersFor(served, '/blog/where-to-eat-jerk-in-negril')['Cache-Control']).toBe(
      'no-cache',
    );
  });
});

describe('the Content-Security-Policy and the guide’s map tiles', () => {
  // The check the build makes of NEGRIL_GUIDE_PASSWORD: the guide is configured.
  const guide = guideCheckEnv('irie', 1_000);

  it('lets the guide show OpenStreetMap’s tiles by default, and the worker fetch them', () => {
    const { directives } = policyFor(guide);
    expect(directives['img-src']).toContain('https://tile.openstreetmap.org');
    // The service worker caches the tiles it fetches (src/sw/worker.ts).
    expect(directives['connect-src']).toContain('https://tile.openstreetmap.org');
    for (const name of ['script-src', 'style-src', 'frame-src', 'worker-src']) {
      expect(directives[name]?.join(' ')).not.toContain('openstreetmap');
    }
  });

  it('lets the demo show its own tiles (this origin) and no other server’s', () => {
    const env = { ...guide, ...demoTileEnv(guide, true) };
    const directives = contentSecurityPolicy({ config: buildConfig({ env, demo: true }) });
    expect(directives['img-src']).toContain("'self'");
    expect(directives['img-src']?.join(' ')).not.toContain('openstreetmap');
    expect(directives['connect-src']?.join(' ')).not.toContain('openstreetmap');
  });

  it('leaves a tile server set for the demo to images, the demo having no worker of its own', () => {
    const env = { ...guide, VITE_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };
    const directives = contentSecurityPolicy({ config: buildConfig({ env, demo: true }) });
    expect(directives['img-src']).toContain('https://tile.openstreetmap.org');
    expect(directives['connect-src']?.join(' ')).not.toContain('openstreetmap');
  });

  it('allows the configured tile server instead, and nothing for a site-relative one', () => {
    const custom = policyFor({
      ...guide,
      VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    }).directives;
    expect(custom['img-src']).toContain('https://tiles.example.com');
    expect(custom['img-src']?.join(' ')).not.toContain('openstreetmap');
    const relative = policyFor({ ...guide, VITE_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' });
    expect(relative.directives['img-src']?.join(' ')).not.toContain('openstreetmap');
  });

  it('allows no tiles when the guide, the map’s only page, is not configured', () => {
    const { directives } = policyFor({});
    expect(directives['img-src']?.join(' ')).not.toContain('openstreetmap');
  });

  it('refuses to build with a tile template that cannot be used, and says why', () => {
    const env = { VITE_MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' };
    expect(configurationError({ env, config: policyFor(env).config })).toBe(
      "The guide's map tiles cannot be used: set VITE_MAP_TILE_URL to a URL template with only {z}, {x}, {y} and {r} (not {s}), such as https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    );
  });
});

describe('the Content-Security-Policy and the service worker', () => {
  it('allows the site’s own worker script, and workers of no other origin', () => {
    expect(policyFor({}).directives['worker-src']).toEqual(["'self'"]);
    const demo = contentSecurityPolicy({ config: buildConfig({ env: {}, demo: true }) });
    expect(demo['worker-src']).toEqual(["'self'"]);
  });

  it('lets the worker fetch the pictures it caches: Contentful’s and the server’s', () => {
    const config = buildConfig({
      env: { VITE_CONTENTFUL_SPACE_ID: 'space', VITE_CONTENTFUL_ACCESS_TOKEN: 'token' },
      demo: false,
    });
    const directives = contentSecurityPolicy({ config, apiProxyTarget: 'http://127.0.0.1:8000' });
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(['https://images.ctfassets.net', 'http://127.0.0.1:8000']),
    );
  });

  it('has the worker script revalidated, so a new deployment is seen at once', () => {
    const rules = headerRules(policyFor({}).directives);
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    // It is served under the site's policy, like every other path.
    expect(headersFor(rules, '/sw.js')['Content-Security-Policy']).toContain("worker-src 'self'");
  });
});

/** Every backend configured: the widest policy a build can have. */
const EVERYTHING = {
  VITE_CONTENTFUL_SPACE_ID: 'space',
  VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'negril-life.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'negril-life',
  VITE_FIREBASE_APP_ID: 'app',
  VITE_GA_MEASUREMENT_ID: 'G-TEST123',
  VITE_NEGRIL_GUIDE_DIGEST: 'a'.repeat(64),
};

describe('the scripts the policy allows', () => {
  const firebaseOnly = {
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_AUTH_DOMAIN: 'negril-life.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'negril-life',
    VITE_FIREBASE_APP_ID: 'app',
  };

  it('names only the script addresses the site loads, with no wildcard host', () => {
    const script = policyFor(EVERYTHING).directives['script-src'];
    expect(script).toEqual([
      "'self'",
      PAGE_GUARD_HASH,
      THEME_HASH,
      // Firebase Auth's loader, then the gapi.iframes module it fetches.
      'https://apis.google.com/js/api.js',
      'https://apis.google.com/_/scs/',
      // gtag.js, as react-ga4 asks for it.
      'https://www.googletagmanager.com/gtag/js',
    ]);
    expect(script?.join(' ')).not.toContain('*');
  });

  it('loads Google’s sign-in scripts only with Firebase, and gtag.js only with GA', () => {
    expect(policyFor({}).directives['script-src']).toEqual(["'self'", PAGE_GUARD_HASH, THEME_HASH]);
    expect(policyFor(firebaseOnly).directives['script-src']?.join(' ')).not.toContain(
      'googletagmanager',
    );
    const ga = policyFor({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' }).directives;
    expect(ga['script-src']?.join(' ')).not.toContain('apis.google.com');
  });

  it('keeps GA4’s collection hosts where they belong: images and connections, not scripts', () => {
    const { directives } = policyFor({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' });
    expect(directives['img-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.googletagmanager.com']),
    );
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]),
    );
  });
});

/** Vercel's rules as `_headers` rules (`/(.*)` is `/*`). */
function readVercelJson(text: string): { rules: HeaderRule[]; rest: Record<string, unknown> } {
  const { headers, ...rest } = JSON.parse(text) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const rules = headers.map(({ source, headers: list }) => ({
    path: source.replace(/\(\.\*\)$/, '*'),
    headers: Object.fromEntries(list.map(({ key, value }) => [key, value])),
  }));
  return { rules, rest };
}

interface NginxLocation {
  exact: boolean;
  path: string;
  headers: Record<string, string>;
  /** The headers sent with error answers too. */
  always: string[];
  directives: string[];
}

/** The include's locations, with their `add_header … always;` lines (nginx's own quoting undone). */
function readNginxConf(text: string): NginxLocation[] {
  const locations: NginxLocation[] = [];
  let current: NginxLocation | null = null;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const opened = /^location (=\s)?(\S+) \{$/.exec(trimmed);
    if (opened?.[2]) {
      current = {
        exact: Boolean(opened[1]),
        path: opened[2],
        headers: {},
        always: [],
        directives: [],
      };
      locations.push(current);
      continue;
    }
    if (trimmed === '}') {
      current = null;
      continue;
    }
    if (!current) throw new Error(`outside a location: ${trimmed}`);
    const header = /^add_header (\S+) "((?:[^"\\]|\\.)*)"( always)?;$/.exec(trimmed);
    if (header?.[1] && header[2] !== undefined) {
      current.headers[header[1]] = header[2].replace(/\\(.)/g, '$1');
      if (header[3]) current.always.push(header[1]);
    } else {
      current.directives.push(trimmed);
    }
  }
  return locations;
}

/** The one location nginx serves a path from: an exact match, else the longest prefix. */
function nginxLocation(locations: NginxLocation[], path: string): NginxLocation | undefined {
  const exact = locations.find((location) => location.exact && location.path === path);
  if (exact) return exact;
  return locations
    .filter((location) => !location.exact && path.startsWith(location.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** Paths of every kind the site serves. */
const PATHS = [
  '/',
  '/index.html',
  '/blog',
  '/blog/',
  '/blog/sunset-at-ricks-cafe',
  '/press',
  '/feed',
  '/negril',
  '/privacy',
  '/login',
  '/account',
  '/search',
  '/assets/index-Bx7k2.js',
  '/assets/index-C9x.css',
  '/sw.js',
  '/manifest.webmanifest',
  '/robots.txt',
  '/favicon.svg',
];

describe('one source for every host’s headers', () => {
  for (const [name, env, options] of [
    ['a build with every backend', EVERYTHING, {}],
    ['a build with none', {}, {}],
    ['a private preview build', EVERYTHING, { noindex: true }],
  ] as const) {
    it(`writes the same headers for every path into _headers, vercel.json and the nginx include: ${name}`, () => {
      const rules = headerRules(policyFor(env).directives, options);
      const headersFile = parseHeadersFile(formatHeadersFile(rules));
      const vercel = readVercelJson(formatVercelJson(rules)).rules;
      const nginx = readNginxConf(formatNginxConf(rules));

      expect(vercel).toEqual(headersFile);
      for (const path of PATHS) {
        const expected = headersFor(headersFile, path);
        expect(headersFor(vercel, path), `vercel.json ${path}`).toEqual(expected);
        expect(nginxLocation(nginx, path)?.headers, `nginx ${path}`).toEqual(expected);
      }
    });
  }

  it('sends every security header on every path, the policy with the guard’s hash', () => {
    const rules = headerRules(policyFor(EVERYTHING).directives);
    const nginx = readNginxConf(formatNginxConf(rules));
    for (const path of PATHS) {
      const headers = nginxLocation(nginx, path)?.headers ?? {};
      expect(headers['Content-Security-Policy'], path).toContain(PAGE_GUARD_HASH);
      expect(headers['Content-Security-Policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['X-Frame-Options'], path).toBe('DENY');
      expect(headers['Permissions-Policy'], path).toContain('camera=()');
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Cross-Origin-Opener-Policy'], path).toBe('same-origin-allow-popups');
    }
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
  });

  it('sends the security headers with nginx’s error pages too, and a cache rule only with a success', () => {
    const nginx = readNginxConf(formatNginxConf(headerRules(policyFor({}).directives)));
    for (const location of nginx) {
      const names = Object.keys(location.headers);
      expect(location.always, location.path).toEqual(
        names.filter((name) => name !== 'Cache-Control'),
      );
    }
    // A 404 for an asset missing mid-deployment is not kept for a year.
    expect(nginxLocation(nginx, '/assets/a.js')?.always).not.toContain('Cache-Control');
  });

  it('keeps what the hand-written vercel.json did beyond headers: clean addresses and the SPA fallback, each language’s first', () => {
    const { rest } = readVercelJson(formatVercelJson(headerRules(policyFor({}).directives)));
    expect(rest).toEqual({
      cleanUrls: true,
      rewrites: [
        { source: '/es', destination: '/es/index.html' },
        { source: '/es/(.*)', destination: '/es/index.html' },
        { source: '/fr', destination: '/fr/index.html' },
        { source: '/fr/(.*)', destination: '/fr/index.html' },
        { source: '/de', destination: '/de/index.html' },
        { source: '/de/(.*)', destination: '/de/index.html' },
        { source: '/(.*)', destination: '/index.html' },
      ],
    });
  });

  it('answers an address under a language’s prefix with that language’s page, on every host', () => {
    const rules = headerRules(policyFor({}).directives);
    // Netlify and Cloudflare Pages: the first rule that matches, files first.
    const redirects = formatRedirectsFile()
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/));
    const netlify = (path: string) =>
      redirects.find(([from]) =>
        from?.endsWith('/*') ? path.startsWith(from.slice(0, -1)) : path === from,
      )?.[1];
    const vercel = (path: string) =>
      (
        readVercelJson(formatVercelJson(rules)).rest.rewrites as {
          source: string;
          destination: string;
        }[]
      ).find(({ source }) => new RegExp(`^${source}$`).test(path))?.destination;
    const nginx = readNginxConf(formatNginxConf(rules));
    for (const [path, page] of [
      ['/es/login', '/es/index.html'],
      ['/es', '/es/index.html'],
      ['/es/blog/new-entry', '/es/index.html'],
      ['/de/account', '/de/index.html'],
      ['/fr/', '/fr/index.html'],
      ['/login', '/index.html'],
      ['/espresso', '/index.html'],
      ['/blog/new-entry', '/index.html'],
    ] as const) {
      expect(netlify(path), path).toBe(page);
      expect(vercel(path), path).toBe(page);
      expect(nginxLocation(nginx, path)?.directives, path).toEqual([
        `try_files $uri $uri.html ${page};`,
      ]);
    }
    // Every page under a language's prefix is revalidated, as the painted ones at the root.
    for (const path of ['/es', '/es/', '/es/blog', '/de/blog/sunset-at-ricks-cafe', '/fr/login']) {
      expect(headersFor(rules, path)['Cache-Control'], path).toBe('no-cache');
    }
  });

  it('serves the pages at their clean addresses under nginx, and a missing asset as a 404', () => {
    const nginx = readNginxConf(formatNginxConf(headerRules(policyFor({}).directives)));
    const fallback = 'try_files $uri $uri.html /index.html;';
    for (const path of ['/', '/blog', '/blog/sunset-at-ricks-cafe', '/login']) {
      expect(nginxLocation(nginx, path)?.directives, path).toEqual([fallback]);
    }
    expect(nginxLocation(nginx, '/assets/a.js')?.directives).toEqual(['try_files $uri =404;']);
    // Files served as they are.
    expect(nginxLocation(nginx, '/sw.js')?.directives).toEqual([]);
    expect(nginxLocation(nginx, '/index.html')?.directives).toEqual([]);
  });
});

describe('the Contentful Preview host', () => {
  const delivery = { VITE_CONTENTFUL_SPACE_ID: 'space', VITE_CONTENTFUL_ACCESS_TOKEN: 'token' };

  it('is refused in a build, and says why', () => {
    const { refused, noindex } = contentfulPreview({
      ...delivery,
      VITE_CONTENTFUL_HOST: 'preview.contentful.com',
    });
    expect(noindex).toBe(false);
    expect(refused).toBe(
      "VITE_CONTENTFUL_HOST=preview.contentful.com is Contentful's Preview API: its token would be public in the bundle, and unpublished drafts would be painted into public pages. Build public sites with the Delivery API (cdn.contentful.com, the default), or set CONTENTFUL_PREVIEW=1 for a private preview build (every page noindex), served only behind a login.",
    );
  });

  it('is refused for any preview host, and for the build’s own fetch of the entries', () => {
    for (const env of [
      { VITE_CONTENTFUL_HOST: 'preview.eu.contentful.com' },
      { VITE_CONTENTFUL_HOST: 'Preview.Contentful.com' },
      { PRERENDER_CONTENTFUL_HOST: 'preview.contentful.com:443' },
    ]) {
      expect(contentfulPreview({ ...delivery, ...env }).refused, JSON.stringify(env)).toContain(
        "is Contentful's Preview API",
      );
    }
    for (const host of ['cdn.contentful.com', 'cdn.eu.contentful.com', '127.0.0.1:4443', '']) {
      expect(contentfulPreview({ ...delivery, VITE_CONTENTFUL_HOST: host }).refused, host).toBe(
        null,
      );
    }
  });

  it('is allowed in a build marked private (CONTENTFUL_PREVIEW=1), whose headers say noindex', () => {
    const env = { ...delivery, VITE_CONTENTFUL_HOST: 'preview.contentful.com' };
    for (const flag of ['1', 'true']) {
      expect(contentfulPreview({ ...env, CONTENTFUL_PREVIEW: flag })).toEqual({
        noindex: true,
        refused: null,
      });
    }
    const rules = headerRules(policyFor(env).directives, { noindex: true });
    for (const text of [
      formatHeadersFile(rules),
      formatVercelJson(rules),
      formatNginxConf(rules),
    ]) {
      expect(text).toContain('X-Robots-Tag');
    }
    for (const path of PATHS) expect(headersFor(rules, path)['X-Robots-Tag']).toBe('noindex');
    // A public build says nothing of the kind.
    expect(headersFor(headerRules(policyFor(env).directives), '/')['X-Robots-Tag']).toBeUndefined();
  });
});
