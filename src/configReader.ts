/**
 * The one reader of the Vite environment (what src/config.ts passes it). Everything the site is configured with is read, checked
 * and typed here; a backend that is not configured is described in words that name the
 * variable to set, so the screen that needs it can say so while the rest of the site works.
 */

import type {
  AppConfig,
  ContentfulSettings,
  ContentLanguage,
  Env,
  FirebaseSettings,
  GuideSettings,
  ImageProxySettings,
  InstagramSettings,
  MapTileSettings,
  ServiceConfig,
} from './configTypes';

export type {
  AppConfig,
  ContentfulSettings,
  ContentLanguage,
  Env,
  FirebaseSettings,
  GuideSettings,
  ImageProxySettings,
  InstagramSettings,
  MapTileSettings,
  ServiceConfig,
} from './configTypes';

export const DEFAULT_API_URL = '/api';
export const DEFAULT_INSTAGRAM_API_URL = 'https://graph.instagram.com';
export const DEFAULT_CONTENTFUL_ENVIRONMENT = 'master';
/** The space's locale codes unless VITE_CONTENTFUL_LOCALES maps a language to another. */
export const DEFAULT_CONTENTFUL_LOCALES: Readonly<Record<ContentLanguage, string>> = {
  en: 'en-US',
  es: 'es',
  fr: 'fr',
  de: 'de',
};
export const CONTENTFUL_LOCALES_EXAMPLE = 'es=es-419,fr=fr-CA,de=de-DE';
/** One pair: a language of the site, and a locale code as Contentful writes them (`es-419`, `zh-Hant-TW`). */
const LOCALE_PAIR = /^\s*(en|es|fr|de)\s*=\s*([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\s*$/i;

/** Stand-in credentials the demo's mock backends accept (they are not secrets of anything). */
export const DEMO_SETTINGS = {
  contentfulSpaceId: 'demo-space',
  contentfulAccessToken: 'demo-delivery-token',
  instagramAccessToken: 'demo-instagram-token',
} as const;

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function listMissing(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function missing(env: Env, names: string[]): string | undefined {
  const absent = names.filter((name) => text(env, name) === undefined);
  return absent.length === 0 ? undefined : `set ${listMissing(absent)}`;
}

/** Whether the demo is on: `VITE_DEMO` when given, else on in development only. */
export function isDemo(env: Env): boolean {
  const flag = text(env, 'VITE_DEMO');
  if (flag !== undefined) return flag === 'true' || flag === '1';
  return env.DEV === true;
}

function readApiUrl(env: Env): string {
  const value = text(env, 'VITE_API_URL') ?? DEFAULT_API_URL;
  return value.replace(/\/+$/, '') || DEFAULT_API_URL;
}

/**
 * `VITE_CONTENTFUL_LOCALES`: `language=code` pairs separated by commas (`es=es-419,fr=fr-CA`),
 * spaces allowed; a language left out keeps its default code. A string when it is malformed: the
 * content would otherwise be asked for in a locale the space does not have, and every page
 * would quietly show English.
 */
function readContentfulLocales(env: Env): Record<ContentLanguage, string> | string {
  const locales = { ...DEFAULT_CONTENTFUL_LOCALES };
  const seen = new Set<string>();
  for (const pair of text(env, 'VITE_CONTENTFUL_LOCALES')?.split(',') ?? []) {
    if (pair.trim() === '') continue;
    const [, name = '', code = ''] = LOCALE_PAIR.exec(pair) ?? [];
    const language = name.toLowerCase() as ContentLanguage;
    if (!code || seen.has(language)) {
      return `set VITE_CONTENTFUL_LOCALES to language=code pairs, each of en, es, fr and de at most once, such as ${CONTENTFUL_LOCALES_EXAMPLE} (not “${pair.trim()}”)`;
    }
    seen.add(language);
    locales[language] = code;
  }
  return locales;
}

function readContentful(env: Env, demo: boolean): ServiceConfig<ContentfulSettings> {
  const spaceId =
    text(env, 'VITE_CONTENTFUL_SPACE_ID') ?? (demo ? DEMO_SETTINGS.contentfulSpaceId : undefined);
  const accessToken =
    text(env, 'VITE_CONTENTFUL_ACCESS_TOKEN') ??
    (demo ? DEMO_SETTINGS.contentfulAccessToken : undefined);
  if (!spaceId || !accessToken) {
    const problem = missing(
      { VITE_CONTENTFUL_SPACE_ID: spaceId, VITE_CONTENTFUL_ACCESS_TOKEN: accessToken },
      ['VITE_CONTENTFUL_SPACE_ID', 'VITE_CONTENTFUL_ACCESS_TOKEN'],
    );
    return { configured: false, problem: problem ?? '' };
  }
  const host = text(env, 'VITE_CONTENTFUL_HOST');
  if (host !== undefined && !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
    return {
      configured: false,
      problem: 'set VITE_CONTENTFUL_HOST to a host name such as cdn.contentful.com',
    };
  }
  const locales = readContentfulLocales(env);
  if (typeof locales === 'string') return { configured: false, problem: locales };
  return {
    configured: true,
    settings: {
      spaceId,
      accessToken,
      environment: text(env, 'VITE_CONTENTFUL_ENVIRONMENT') ?? DEFAULT_CONTENTFUL_ENVIRONMENT,
      host,
      locales,
    },
  };
}

function readInstagram(env: Env, demo: boolean): ServiceConfig<InstagramSettings> {
  const customUrl = text(env, 'VITE_INSTAGRAM_API_URL');
  const apiUrl = (customUrl ?? DEFAULT_INSTAGRAM_API_URL).replace(/\/+$/, '');
  if (!isHttpUrl(apiUrl)) {
    return { configured: false, problem: 'set VITE_INSTAGRAM_API_URL to an http(s) URL' };
  }
  const accessToken =
    text(env, 'VITE_INSTAGRAM_ACCESS_TOKEN') ??
    (demo ? DEMO_SETTINGS.instagramAccessToken : undefined);
  // Without a token the graph answers only through a proxy that adds one.
  if (!accessToken && customUrl === undefined) {
    return {
      configured: false,
      problem:
        'set VITE_INSTAGRAM_ACCESS_TOKEN (or VITE_INSTAGRAM_API_URL to a proxy that adds it)',
    };
  }
  return { configured: true, settings: { apiUrl, accessToken: accessToken ?? '' } };
}

function readFirebase(env: Env): ServiceConfig<FirebaseSettings> {
  const names = [
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_AUTH_DOMAIN',
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_APP_ID',
  ];
  const problem = missing(env, names);
  if (problem) return { configured: false, problem };
  const emulatorUrl = text(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL');
  if (emulatorUrl !== undefined && !isHttpUrl(emulatorUrl)) {
    return {
      configured: false,
      problem:
        'set VITE_FIREBASE_AUTH_EMULATOR_URL to an http(s) URL such as http://127.0.0.1:9099',
    };
  }
  return {
    configured: true,
    settings: {
      apiKey: text(env, 'VITE_FIREBASE_API_KEY') ?? '',
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? '',
      projectId: text(env, 'VITE_FIREBASE_PROJECT_ID') ?? '',
      appId: text(env, 'VITE_FIREBASE_APP_ID') ?? '',
      emulatorUrl,
    },
  };
}

function readGuide(env: Env): ServiceConfig<GuideSettings> {
  // vite.config.ts turns the build-time NEGRIL_GUIDE_PASSWORD into these three.
  const salt = text(env, 'VITE_NEGRIL_GUIDE_SALT');
  const iterations = Number(text(env, 'VITE_NEGRIL_GUIDE_ITERATIONS'));
  const digest = text(env, 'VITE_NEGRIL_GUIDE_DIGEST');
  if (!salt && !digest) {
    return { configured: false, problem: 'set NEGRIL_GUIDE_PASSWORD when building' };
  }
  if (
    !salt ||
    !/^(?:[0-9a-f]{2}){16,}$/.test(salt) ||
    !Number.isSafeInteger(iterations) ||
    iterations < 1 ||
    !digest ||
    !/^[0-9a-f]{64}$/.test(digest)
  ) {
    return {
      configured: false,
      problem: 'set NEGRIL_GUIDE_PASSWORD when building (the guide word’s check is malformed)',
    };
  }
  return { configured: true, settings: { salt, iterations, digest } };
}

export const IMAGE_PROXY_EXAMPLE =
  'https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp';
const PROXY_PLACEHOLDER = /\{([^{}]*)\}/g;
const PROXY_PLACEHOLDERS = ['url', 'raw_url', 'width'];

function proxyProblem(why: string): ServiceConfig<ImageProxySettings> {
  return {
    configured: false,
    problem: `set VITE_IMAGE_PROXY_URL to ${why}, such as ${IMAGE_PROXY_EXAMPLE}`,
  };
}

/**
 * The template of a resizing image proxy. It must name the picture and the width, and the
 * picture must not be able to choose where the request goes: the scheme, host and port come
 * before any placeholder (an origin the Content-Security-Policy can allow), or the template is
 * a path of this site (`/.netlify/images?…`).
 */
function readImageProxy(env: Env): ServiceConfig<ImageProxySettings> {
  const template = text(env, 'VITE_IMAGE_PROXY_URL');
  if (template === undefined) return { configured: false, problem: 'set VITE_IMAGE_PROXY_URL' };
  const names = [...template.matchAll(PROXY_PLACEHOLDER)].map((match) => match[1] ?? '');
  const unknown = names.find((name) => !PROXY_PLACEHOLDERS.includes(name));
  if (unknown !== undefined) {
    return proxyProblem(`a URL template with only {url}, {raw_url} and {width} (not {${unknown}})`);
  }
  if (!names.includes('width') || !(names.includes('url') || names.includes('raw_url'))) {
    return proxyProblem('a URL template with both {url} and {width}');
  }
  const siteRelative = /^\/(?![/\\])/.test(template);
  const head = template.slice(0, template.search(PROXY_PLACEHOLDER));
  if (
    !siteRelative &&
    /^https?:\/\//i.test(template) &&
    !/^https?:\/\/[^/?#\\]+[/?#]/i.test(head)
  ) {
    return proxyProblem(
      'a URL template whose host is fixed ({url} and {width} in its path or query)',
    );
  }
  const base = 'https://site.invalid';
  let sample: URL | null = null;
  try {
    sample = new URL(template.replace(PROXY_PLACEHOLDER, '1'), siteRelative ? base : undefined);
  } catch {
    sample = null;
  }
  if (!sample || (sample.protocol !== 'https:' && sample.protocol !== 'http:')) {
    return proxyProblem('an http(s) or site-relative (/…) URL template');
  }
  return { configured: true, settings: { template, origin: siteRelative ? null : sample.origin } };
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = {
  text: '© OpenStreetMap contributors',
  href: 'https://www.openstreetmap.org/copyright',
} as const;

const TILE_PLACEHOLDERS = ['z', 'x', 'y', 'r'];

function tilesProblem(why: string): ServiceConfig<MapTileSettings> {
  return {
    configured: false,
    problem: `set VITE_MAP_TILE_URL to ${why}, such as ${DEFAULT_MAP_TILE_URL}`,
  };
}

/**
 * The map's tile server, as a `{z}/{x}/{y}` template. Like the image proxy's, its scheme and host
 * come before any placeholder, so the Content-Security-Policy can allow its one origin. A template
 * that is set but malformed is a problem the build refuses (vite-plugins/config-check.ts): falling back to
 * OpenStreetMap would quietly send visitors to a server the site's owner did not choose.
 */
function readMapTiles(env: Env): ServiceConfig<MapTileSettings> {
  const template = text(env, 'VITE_MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL;
  const names = [...template.matchAll(PROXY_PLACEHOLDER)].map((match) => match[1] ?? '');
  const unknown = names.find((name) => !TILE_PLACEHOLDERS.includes(name));
  if (unknown !== undefined) {
    return tilesProblem(`a URL template with only {z}, {x}, {y} and {r} (not {${unknown}})`);
  }
  if (!['z', 'x', 'y'].every((name) => names.includes(name))) {
    return tilesProblem('a URL template with {z}, {x} and {y}');
  }
  const siteRelative = /^\/(?![/\\])/.test(template);
  if (!siteRelative && !/^https?:\/\//i.test(template)) {
    return tilesProblem('an http(s) or site-relative (/…) URL template');
  }
  const head = template.slice(0, template.search(PROXY_PLACEHOLDER));
  if (!siteRelative && !/^https?:\/\/[^/?#\\]+[/?#]/i.test(head)) {
    return tilesProblem('a URL template whose host is fixed ({z}, {x} and {y} in its path)');
  }
  let sample: URL | null = null;
  try {
    sample = new URL(
      template.replace(PROXY_PLACEHOLDER, '1'),
      siteRelative ? 'https://site.invalid' : undefined,
    );
  } catch {
    sample = null;
  }
  if (!sample) return tilesProblem('an http(s) or site-relative (/…) URL template');
  const credit = text(env, 'VITE_MAP_TILE_ATTRIBUTION');
  return {
    configured: true,
    settings: {
      template,
      origin: siteRelative ? null : sample.origin,
      attribution: credit === undefined ? { ...OSM_ATTRIBUTION } : { text: credit, href: null },
    },
  };
}

function readGaId(env: Env): string | null {
  const id = text(env, 'VITE_GA_MEASUREMENT_ID');
  return id !== undefined && /^G-[A-Z0-9]+$/i.test(id) ? id : null;
}

export function readConfig(env: Env): AppConfig {
  const demo = isDemo(env);
  return {
    demo,
    apiUrl: readApiUrl(env),
    contentful: readContentful(env, demo),
    instagram: readInstagram(env, demo),
    firebase: readFirebase(env),
    guide: readGuide(env),
    imageProxy: readImageProxy(env),
    mapTiles: readMapTiles(env),
    gaMeasurementId: readGaId(env),
  };
}
