import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, DEMO_SETTINGS, readConfig } from '../src/config';
import { demoTileEnv } from '../src/lib/demoTiles';

const production = { DEV: false, PROD: true, VITE_DEMO: 'false' };
const digest = 'a'.repeat(64);
const salt = 'b'.repeat(32);

describe('readConfig', () => {
  it('uses /api for the product server and graph.instagram.com for the feed by default', () => {
    const config = readConfig({ ...production, VITE_INSTAGRAM_ACCESS_TOKEN: 'token' });
    expect(config.apiUrl).toBe('/api');
    expect(config.instagram).toEqual({
      configured: true,
      settings: { apiUrl: 'https://graph.instagram.com', accessToken: 'token' },
    });
  });

  it('drops a trailing slash from the API URL', () => {
    expect(readConfig({ ...production, VITE_API_URL: 'https://api.example.com/api/' }).apiUrl).toBe(
      'https://api.example.com/api',
    );
  });

  it('names both missing content service variables', () => {
    expect(readConfig(production).contentful).toEqual({
      configured: false,
      problem: 'set VITE_CONTENTFUL_SPACE_ID and VITE_CONTENTFUL_ACCESS_TOKEN',
    });
  });

  it('names only the variable that is missing', () => {
    const config = readConfig({ ...production, VITE_CONTENTFUL_ACCESS_TOKEN: 'token' });
    expect(config.contentful).toEqual({
      configured: false,
      problem: 'set VITE_CONTENTFUL_SPACE_ID',
    });
  });

  it('reads the content service with its default environment', () => {
    const config = readConfig({
      ...production,
      VITE_CONTENTFUL_SPACE_ID: 'space',
      VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
    });
    expect(config.contentful).toEqual({
      configured: true,
      settings: {
        spaceId: 'space',
        accessToken: 'token',
        environment: 'master',
        host: undefined,
        locales: { en: 'en-US', es: 'es', fr: 'fr', de: 'de' },
      },
    });
  });

  it('maps the site’s languages to the space’s locale codes with VITE_CONTENTFUL_LOCALES', () => {
    const locales = (value: string) => {
      const config = readConfig({
        ...production,
        VITE_CONTENTFUL_SPACE_ID: 'space',
        VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
        VITE_CONTENTFUL_LOCALES: value,
      });
      return config.contentful.configured
        ? config.contentful.settings.locales
        : config.contentful.problem;
    };
    expect(locales('es=es-419,fr=fr-CA,de=de-DE')).toEqual({
      en: 'en-US',
      es: 'es-419',
      fr: 'fr-CA',
      de: 'de-DE',
    });
    // Spaces, a trailing comma, a language in capitals, English's own code: all read.
    expect(locales(' ES = es-MX , en=en-GB, ')).toEqual({
      en: 'en-GB',
      es: 'es-MX',
      fr: 'fr',
      de: 'de',
    });
    expect(locales('   ')).toEqual({ en: 'en-US', es: 'es', fr: 'fr', de: 'de' });
  });

  it.each([
    'es:es-419',
    'es=',
    'es=es=419',
    'it=it-IT',
    'es=es-419,es=es-ES',
    'de=Deutsch (Schweiz)',
  ])('refuses VITE_CONTENTFUL_LOCALES=%s, saying which pair', (value) => {
    const config = readConfig({
      ...production,
      VITE_CONTENTFUL_SPACE_ID: 'space',
      VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
      VITE_CONTENTFUL_LOCALES: value,
    });
    const wrong = value.split(',').at(-1);
    expect(config.contentful).toEqual({
      configured: false,
      problem: `set VITE_CONTENTFUL_LOCALES to language=code pairs, each of en, es, fr and de at most once, such as es=es-419,fr=fr-CA,de=de-DE (not “${wrong}”)`,
    });
  });

  it('rejects a content service host that is not a host name', () => {
    const config = readConfig({
      ...production,
      VITE_CONTENTFUL_SPACE_ID: 'space',
      VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
      VITE_CONTENTFUL_HOST: 'https://preview.contentful.com/',
    });
    expect(config.contentful.configured).toBe(false);
    expect(config.contentful.configured || config.contentful.problem).toContain(
      'VITE_CONTENTFUL_HOST',
    );
  });

  it('accepts a feed proxy without a token, and asks for a token otherwise', () => {
    expect(readConfig(production).instagram).toEqual({
      configured: false,
      problem:
        'set VITE_INSTAGRAM_ACCESS_TOKEN (or VITE_INSTAGRAM_API_URL to a proxy that adds it)',
    });
    expect(
      readConfig({ ...production, VITE_INSTAGRAM_API_URL: 'https://example.com/ig/' }).instagram,
    ).toEqual({
      configured: true,
      settings: { apiUrl: 'https://example.com/ig', accessToken: '' },
    });
  });

  it('rejects a feed URL that is not http(s)', () => {
    const config = readConfig({ ...production, VITE_INSTAGRAM_API_URL: 'javascript:alert(1)' });
    expect(config.instagram).toEqual({
      configured: false,
      problem: 'set VITE_INSTAGRAM_API_URL to an http(s) URL',
    });
  });

  it('lists every missing Firebase variable', () => {
    const config = readConfig({ ...production, VITE_FIREBASE_API_KEY: 'key' });
    expect(config.firebase).toEqual({
      configured: false,
      problem: 'set VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_APP_ID',
    });
  });

  it('reads Firebase with its emulator', () => {
    const config = readConfig({
      ...production,
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'site.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-site',
      VITE_FIREBASE_APP_ID: 'app',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(config.firebase).toEqual({
      configured: true,
      settings: {
        apiKey: 'key',
        authDomain: 'site.firebaseapp.com',
        projectId: 'demo-site',
        appId: 'app',
        emulatorUrl: 'http://127.0.0.1:9099',
      },
    });
  });

  it('loads no analytics without a well-formed measurement id', () => {
    expect(readConfig(production).gaMeasurementId).toBeNull();
    expect(
      readConfig({ ...production, VITE_GA_MEASUREMENT_ID: 'UA-123' }).gaMeasurementId,
    ).toBeNull();
    expect(readConfig({ ...production, VITE_GA_MEASUREMENT_ID: 'G-ABC123' }).gaMeasurementId).toBe(
      'G-ABC123',
    );
  });

  it('asks for the guide word when the build had none, and rejects a malformed check', () => {
    expect(readConfig(production).guide).toEqual({
      configured: false,
      problem: 'set NEGRIL_GUIDE_PASSWORD when building',
    });
    const check = {
      VITE_NEGRIL_GUIDE_SALT: salt,
      VITE_NEGRIL_GUIDE_ITERATIONS: '500000',
      VITE_NEGRIL_GUIDE_DIGEST: digest,
    };
    expect(readConfig({ ...production, ...check }).guide).toEqual({
      configured: true,
      settings: { salt, iterations: 500_000, digest },
    });
    for (const [name, value] of [
      ['VITE_NEGRIL_GUIDE_DIGEST', 'plain-word'],
      ['VITE_NEGRIL_GUIDE_DIGEST', ''],
      ['VITE_NEGRIL_GUIDE_SALT', ''],
      ['VITE_NEGRIL_GUIDE_SALT', 'abcd'],
      ['VITE_NEGRIL_GUIDE_ITERATIONS', ''],
      ['VITE_NEGRIL_GUIDE_ITERATIONS', '0'],
      ['VITE_NEGRIL_GUIDE_ITERATIONS', '1.5'],
    ] as const) {
      expect(
        readConfig({ ...production, ...check, [name]: value }).guide,
        `${name}=${value}`,
      ).toEqual({
        configured: false,
        problem: 'set NEGRIL_GUIDE_PASSWORD when building (the guide word’s check is malformed)',
      });
    }
  });

  it('turns the demo on in development unless VITE_DEMO says otherwise', () => {
    expect(readConfig({ DEV: true }).demo).toBe(true);
    expect(readConfig({ DEV: true, VITE_DEMO: 'false' }).demo).toBe(false);
    expect(readConfig({ DEV: false }).demo).toBe(false);
    expect(readConfig({ DEV: false, VITE_DEMO: 'true' }).demo).toBe(true);
  });

  it('fills the mock backends’ stand-in credentials in the demo only', () => {
    const demo = readConfig({ DEV: true });
    expect(demo.contentful).toMatchObject({
      configured: true,
      settings: { spaceId: DEMO_SETTINGS.contentfulSpaceId },
    });
    expect(demo.instagram).toMatchObject({
      configured: true,
      settings: { accessToken: DEMO_SETTINGS.instagramAccessToken },
    });
  });

  it('carries no shared password for Google sign-ins, whatever the environment sets', () => {
    const config = readConfig({ ...production, VITE_FEDERATED_DEFAULT_PASSWORD: 'Shared-Pass-1' });
    expect(JSON.stringify(config)).not.toContain('Shared-Pass-1');
  });

  it('uses no image proxy unless one is set', () => {
    expect(readConfig(production).imageProxy).toEqual({
      configured: false,
      problem: 'set VITE_IMAGE_PROXY_URL',
    });
  });

  it('reads an image proxy template, absolute or site-relative, with its origin', () => {
    const proxy = (template: string) =>
      readConfig({ ...production, VITE_IMAGE_PROXY_URL: template }).imageProxy;
    expect(proxy('https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp')).toEqual({
      configured: true,
      settings: {
        template: 'https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp',
        origin: 'https://images.example.com',
      },
    });
    expect(proxy('/.netlify/images?url={url}&w={width}&fm=webp')).toEqual({
      configured: true,
      settings: { template: '/.netlify/images?url={url}&w={width}&fm=webp', origin: null },
    });
    expect(
      proxy('https://example.com:8443/cdn-cgi/image/width={width},format=auto/{raw_url}'),
    ).toEqual({
      configured: true,
      settings: {
        template: 'https://example.com:8443/cdn-cgi/image/width={width},format=auto/{raw_url}',
        origin: 'https://example.com:8443',
      },
    });
  });

  it('says what is wrong with a malformed image proxy template', () => {
    const problem = (template: string) => {
      const { imageProxy } = readConfig({ ...production, VITE_IMAGE_PROXY_URL: template });
      return imageProxy.configured ? null : imageProxy.problem;
    };
    const example = 'such as https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp';
    expect(problem('https://images.example.com/rs:fit:400/plain/{url}')).toBe(
      `set VITE_IMAGE_PROXY_URL to a URL template with both {url} and {width}, ${example}`,
    );
    expect(problem('https://images.example.com/w={width}')).toBe(
      `set VITE_IMAGE_PROXY_URL to a URL template with both {url} and {width}, ${example}`,
    );
    expect(problem('https://images.example.com/?src={src}&w={width}')).toBe(
      `set VITE_IMAGE_PROXY_URL to a URL template with only {url}, {raw_url} and {width} (not {src}), ${example}`,
    );
    for (const template of [
      'javascript:alert("{url}{width}")',
      'ftp://images.example.com/{width}/{url}',
      '//images.example.com/{width}/{url}',
      'images.example.com/{width}/{url}',
    ]) {
      expect(problem(template)).toBe(
        `set VITE_IMAGE_PROXY_URL to an http(s) or site-relative (/…) URL template, ${example}`,
      );
    }
    // The picture's URL must never choose the host the browser asks.
    for (const template of [
      'https://{url}/{width}',
      'https://images.example.com{url}?w={width}',
      'https://{raw_url}@images.example.com/{width}',
    ]) {
      expect(problem(template)).toBe(
        `set VITE_IMAGE_PROXY_URL to a URL template whose host is fixed ({url} and {width} in its path or query), ${example}`,
      );
    }
  });

  it('shows OpenStreetMap’s standard tiles with their credit unless told otherwise', () => {
    expect(readConfig(production).mapTiles).toEqual({
      configured: true,
      settings: {
        template: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        origin: 'https://tile.openstreetmap.org',
        attribution: {
          text: '© OpenStreetMap contributors',
          href: 'https://www.openstreetmap.org/copyright',
        },
      },
    });
    expect(readConfig({ ...production, VITE_MAP_TILE_URL: '  ' }).mapTiles).toEqual(
      readConfig(production).mapTiles,
    );
  });

  it('gives the demo its own tiles on this origin, unless a tile server is set', () => {
    const tiles = demoTileEnv({}, true);
    expect(tiles).toEqual({
      VITE_MAP_TILE_URL: '/demo-tiles/{z}/{x}/{y}.svg',
      VITE_MAP_TILE_ATTRIBUTION: 'Demo tiles',
    });
    expect(readConfig({ ...production, VITE_DEMO: 'true', ...tiles }).mapTiles).toEqual({
      configured: true,
      settings: {
        template: '/demo-tiles/{z}/{x}/{y}.svg',
        origin: null,
        attribution: { text: 'Demo tiles', href: null },
      },
    });
    expect(
      demoTileEnv({ VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }, true),
    ).toEqual({});
    expect(demoTileEnv({ VITE_MAP_TILE_URL: ' ' }, true)).toEqual(tiles);
    // Outside the demo, OpenStreetMap's tiles stay the default.
    expect(demoTileEnv({}, false)).toEqual({});
  });

  it('reads another tile server, absolute or site-relative, with its origin and credit', () => {
    const absolute = readConfig({
      ...production,
      VITE_MAP_TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}{r}.png?key=public',
      VITE_MAP_TILE_ATTRIBUTION: '© Example Maps © OpenStreetMap contributors',
    }).mapTiles;
    expect(absolute).toEqual({
      configured: true,
      settings: {
        template: 'https://tiles.example.com/osm/{z}/{x}/{y}{r}.png?key=public',
        origin: 'https://tiles.example.com',
        attribution: { text: '© Example Maps © OpenStreetMap contributors', href: null },
      },
    });
    const relative = readConfig({ ...production, VITE_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' });
    expect(relative.mapTiles.configured && relative.mapTiles.settings.origin).toBeNull();
  });

  it('says what is wrong with a malformed tile template, and never falls back to another server', () => {
    const problem = (template: string) => {
      const tiles = readConfig({ ...production, VITE_MAP_TILE_URL: template }).mapTiles;
      return tiles.configured ? null : tiles.problem;
    };
    const example = `such as ${DEFAULT_MAP_TILE_URL}`;
    expect(problem('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      `set VITE_MAP_TILE_URL to a URL template with only {z}, {x}, {y} and {r} (not {s}), ${example}`,
    );
    expect(problem('https://tiles.example.com/{z}/{x}.png')).toBe(
      `set VITE_MAP_TILE_URL to a URL template with {z}, {x} and {y}, ${example}`,
    );
    for (const template of [
      'javascript:alert("{z}{x}{y}")',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      '//tiles.example.com/{z}/{x}/{y}.png',
      'tiles.example.com/{z}/{x}/{y}.png',
    ]) {
      expect(problem(template)).toBe(
        `set VITE_MAP_TILE_URL to an http(s) or site-relative (/…) URL template, ${example}`,
      );
    }
    for (const template of [
      'https://{z}.example.com/{x}/{y}.png',
      'https://tiles.example.com{z}/{x}/{y}.png',
      'https://{z}@tiles.example.com/{x}/{y}.png',
    ]) {
      expect(problem(template)).toBe(
        `set VITE_MAP_TILE_URL to a URL template whose host is fixed ({z}, {x} and {y} in its path), ${example}`,
      );
    }
  });
});
