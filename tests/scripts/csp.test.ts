import { describe, expect, it } from 'vitest';
import {
  buildConfig,
  configurationError,
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersFor,
  parseHeadersFile,
  serializePolicy,
} from '../../scripts/csp';
import { guideCheckEnv } from '../../scripts/guide-word';
import { pageGuard } from '../../scripts/page-guard';

const PAGE_GUARD_HASH = pageGuard().hash;

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
});

describe('the policy and headers for the pages painted at build time', () => {
  it('allows the guard script by its hash, and no other inline script', () => {
    const script = policyFor({}).directives['script-src'];
    expect(script).toContain(PAGE_GUARD_HASH);
    expect(script).not.toContain("'unsafe-inline'");
    expect(serializePolicy(contentSecurityPolicy({ config: policyFor({}).config }))).toContain(
      `script-src 'self' ${PAGE_GUARD_HASH}`,
    );
  });

  it('allows no inline script in the demo, which paints no page', () => {
    const config = buildConfig({ env: {}, demo: true });
    const script = contentSecurityPolicy({ config })['script-src'];
    expect(script).toEqual(["'self'"]);
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

  it('leaves the tiles to images in the demo, which has no worker of its own', () => {
    const config = buildConfig({ env: guide, demo: true });
    const directives = contentSecurityPolicy({ config });
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
