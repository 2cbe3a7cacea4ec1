import { describe, expect, it } from 'vitest';
import { contentfulPreview } from '../../../vite-plugins/security/contentful-preview';
import {
  formatHeadersFile,
  formatNginxConf,
  formatRedirectsFile,
  formatVercelJson,
  headerRules,
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../../../vite-plugins/security/host-files';
import { EVERYTHING, PAGE_GUARD_HASH, policyFor } from '../support/policy';

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
      { PAINT_CONTENTFUL_HOST: 'preview.contentful.com:443' },
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
