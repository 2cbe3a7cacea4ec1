import { describe, expect, it } from 'vitest';
import { buildConfig, configurationError } from '../../../vite-plugins/config-check';
import { guideCheckEnv } from '../../../vite-plugins/security/guide-word';
import {
  formatHeadersFile,
  headerRules,
  headersFor,
  parseHeadersFile,
} from '../../../vite-plugins/security/host-files';
import {
  contentSecurityPolicy,
  serializePolicy,
} from '../../../vite-plugins/security/security-policy';
import { demoTileEnv } from '../../../src/lib/demoTiles';
import { EVERYTHING, PAGE_GUARD_HASH, policyFor, THEME_HASH } from '../support/policy';

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
