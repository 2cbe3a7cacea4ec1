import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { ImageSpec } from './images/svg';
import { SEED_ASSETS, SEED_ENTRIES, type SeedAsset, type SeedEntry } from './seed/contentful';
import { SEED_DEFAULT_LOCALE, SEED_LOCALES, type SeedLocale } from './seed/contentfulTranslations';
import { embeddedAssetIds, type RichNode } from './seed/richText';
import { smallHash } from './util/encoding';

/**
 * The Contentful Content Delivery API's `GET /entries` for the demo space, in the API's own format
 * (`sys`, `fields`, `includes.Asset`), with the query parameters the site sends: `content_type`,
 * `order`, `limit`, `include`, `select`, `locale` and the token as `access_token` or a bearer
 * header.
 *
 * Locales as the Delivery API serves them: the space's are `en-US` (the default), `es`, `fr` and
 * `de`, each falling back to `en-US`. Without `locale`, or with one of them, every field is that
 * locale's value, or the default's where it has none, and `sys.locale` names it; with `locale=*`
 * every field is an object of the locales that have a value (`{ 'en-US': …, es: … }`), linked
 * assets' too, and `sys` has no locale. Another locale is a 400.
 */

export interface ContentfulMockOptions {
  host: string;
  spaceId: string;
  environment: string;
  /** Delivery tokens the mock accepts. */
  accessTokens: string[];
}

export const IMAGES_HOST = 'images.ctfassets.net';
const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Content-Type': 'application/vnd.contentful.delivery.v1+json',
};

const respond = (body: JsonBodyType, status = 200) =>
  HttpResponse.json(body, { status, headers: HEADERS });

const error = (status: number, id: string, message: string) =>
  respond({ sys: { type: 'Error', id }, message }, status);

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

/** The path of an asset's file on the images host: `/{space}/{asset}/{hash}/{name}`. */
function assetPath(spaceId: string, asset: SeedAsset): string {
  const hash = (smallHash(asset.id).toString(16) + smallHash(asset.fileName).toString(16))
    .padEnd(16, '0')
    .repeat(2);
  return `/${spaceId}/${asset.id}/${hash}/${asset.fileName}`;
}

/** What the images host draws for a path it is asked for (any space: the demo has one). */
export function contentfulImageSpec(pathname: string): ImageSpec | null {
  const asset = SEED_ASSETS.find((candidate) => candidate.id === pathname.split('/')[2]);
  if (!asset) return null;
  const { width, height, scene, palette, title } = asset;
  return { width, height, scene, palette, title };
}

/** `*`, or one of the space's locales. */
type Asked = '*' | (typeof SEED_LOCALES)[number];

/** Every locale's value of a field (`locale=*`), or one locale's, falling back to the default's. */
function localize(
  defaults: Record<string, unknown>,
  translations: Partial<Record<SeedLocale, Record<string, unknown>>>,
  asked: Asked,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(defaults)) {
    if (asked === '*') {
      const all: Record<string, unknown> = { [SEED_DEFAULT_LOCALE]: value };
      for (const [locale, translated] of Object.entries(translations)) {
        if (translated[name] !== undefined) all[locale] = translated[name];
      }
      fields[name] = all;
    } else {
      const own = asked === SEED_DEFAULT_LOCALE ? undefined : translations[asked]?.[name];
      fields[name] = own ?? value;
    }
  }
  return fields;
}

const localeOf = (asked: Asked) => (asked === '*' ? {} : { locale: asked });

function serializeAsset(asset: SeedAsset, options: ContentfulMockOptions, asked: Asked) {
  const translations = Object.fromEntries(
    Object.entries(asset.translations).map(([locale, title]) => [
      locale,
      { title, description: title },
    ]),
  );
  return {
    metadata: { tags: [] },
    sys: {
      space: link('Space', options.spaceId),
      environment: link('Environment', options.environment),
      ...localeOf(asked),
      id: asset.id,
      type: 'Asset',
      createdAt: asset.createdAt,
      updatedAt: asset.createdAt,
    },
    fields: localize(assetFields(asset, options), translations, asked),
  };
}

function assetFields(asset: SeedAsset, options: ContentfulMockOptions): Record<string, unknown> {
  return {
    title: asset.title,
    description: asset.description,
    file: {
      url: `//${IMAGES_HOST}${assetPath(options.spaceId, asset)}`,
      details: {
        size: Math.round(asset.width * asset.height * 0.14),
        image: { width: asset.width, height: asset.height },
      },
      fileName: asset.fileName,
      contentType: 'image/jpeg',
    },
  };
}

/** `select=fields.title,sys.id` keeps only those fields (the whole `sys` stays). */
function selectFields(fields: Record<string, unknown>, select: string | null) {
  const wanted = select?.split(',').map((item) => item.trim());
  if (!wanted || wanted.includes('fields')) return fields;
  return Object.fromEntries(
    Object.entries(fields).filter(([key]) => wanted.includes(`fields.${key}`)),
  );
}

function serializeEntry(
  entry: SeedEntry,
  options: ContentfulMockOptions,
  select: string | null,
  asked: Asked,
) {
  return {
    metadata: { tags: [] },
    sys: {
      space: link('Space', options.spaceId),
      environment: link('Environment', options.environment),
      ...localeOf(asked),
      id: entry.id,
      type: 'Entry',
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      contentType: link('ContentType', entry.contentType),
    },
    fields: selectFields(localize(entry.fields, entry.translations, asked), select),
  };
}

/** Asset ids an entry links to, in any locale: its asset fields and the assets its rich text embeds. */
function linkedAssetIds(entry: SeedEntry): string[] {
  const values = [entry.fields, ...Object.values(entry.translations)].flatMap(Object.values);
  return values.flatMap((value) => {
    const node = value as Partial<RichNode> & { sys?: { linkType?: string; id?: string } };
    if (node.sys?.linkType === 'Asset' && node.sys.id) return [node.sys.id];
    return node.nodeType === 'document' ? embeddedAssetIds(node as RichNode) : [];
  });
}

/** The value an `order` key names: `sys.createdAt`, `fields.date`, ... */
function sortValue(entry: SeedEntry, path: string): string {
  const [scope, name = ''] = path.split('.');
  const value: unknown = scope === 'sys' ? entry[name as keyof SeedEntry] : entry.fields[name];
  return typeof value === 'string' ? value : '';
}

function listEntries(request: Request, options: ContentfulMockOptions): Response {
  const params = new URL(request.url).searchParams;
  const token =
    /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ??
    params.get('access_token');
  if (!token || !options.accessTokens.includes(token)) {
    return error(
      401,
      'AccessTokenInvalid',
      'The access token you sent could not be found or is invalid.',
    );
  }
  const locale = params.get('locale') ?? SEED_DEFAULT_LOCALE;
  if (locale !== '*' && !(SEED_LOCALES as readonly string[]).includes(locale)) {
    return error(400, 'BadRequest', `Unknown locale: ${locale}`);
  }
  const asked = locale as Asked;
  let entries = SEED_ENTRIES.filter((entry) => entry.contentType === params.get('content_type'));
  for (const key of (params.get('order') ?? '').split(',').reverse()) {
    const path = key.trim().replace(/^-/, '');
    if (!path) continue;
    const direction = key.trim().startsWith('-') ? -1 : 1;
    // A stable sort per key, last key first: the first key decides, the next ones break ties.
    entries = [...entries].sort((a, b) => {
      const [left, right] = [sortValue(a, path), sortValue(b, path)];
      return left === right ? 0 : left < right ? -direction : direction;
    });
  }
  const limit = Number(params.get('limit') ?? 100);
  const page = entries.slice(0, limit);
  const select = params.get('select');
  const ids = params.get('include') === '0' ? [] : [...new Set(page.flatMap(linkedAssetIds))];
  const assets = SEED_ASSETS.filter((asset) => ids.includes(asset.id));
  return respond({
    sys: { type: 'Array' },
    total: entries.length,
    skip: 0,
    limit,
    items: page.map((entry) => serializeEntry(entry, options, select, asked)),
    ...(assets.length > 0
      ? { includes: { Asset: assets.map((asset) => serializeAsset(asset, options, asked)) } }
      : {}),
  });
}

export function contentfulHandlers(options: ContentfulMockOptions): RequestHandler[] {
  const space = `https://${options.host}/spaces/${options.spaceId}`;
  return [
    http.get(`${space}/environments/${options.environment}/entries`, ({ request }) =>
      listEntries(request, options),
    ),
    http.get(`https://${options.host}/spaces/*`, () =>
      error(404, 'NotFound', 'The resource could not be found.'),
    ),
  ];
}
