import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { isRecord } from '../lib/storage';
import type { ImageSpec } from './images/svg';
import { SEED_ASSETS, SEED_ENTRIES, type SeedAsset, type SeedEntry } from './seed/contentful';
import { embeddedAssetIds, type RichNode } from './seed/richText';
import { randomHex, smallHash } from './util/encoding';

/**
 * The Contentful Content Delivery API for the demo space: entry and asset collections in the
 * API's own format (`sys`, `fields`, `includes.Asset`), the query parameters a site uses
 * (`content_type`, `fields.*` filters, `order`, `limit`, `skip`, `include`, `select`, `locale`),
 * and the API's error bodies for a bad token, an unknown space and an invalid query.
 */

export interface ContentfulMockOptions {
  host: string;
  spaceId: string;
  environment: string;
  /** Delivery tokens the mock accepts. */
  accessTokens: string[];
}

export const IMAGES_HOST = 'images.ctfassets.net';
const LOCALE = 'en-US';
const CONTENT_TYPES = ['blog', 'press'];
const CORS = { 'Access-Control-Allow-Origin': '*' };

function respond(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, {
    status,
    headers: {
      ...CORS,
      'Content-Type': 'application/vnd.contentful.delivery.v1+json',
      'X-Contentful-Request-Id': randomHex(16),
    },
  });
}

function error(status: number, id: string, message: string, details?: JsonBodyType) {
  return respond(
    {
      sys: { type: 'Error', id },
      message,
      ...(details === undefined ? {} : { details }),
      requestId: randomHex(16),
    },
    status,
  );
}

const notFound = (details: JsonBodyType) =>
  error(404, 'NotFound', 'The resource could not be found.', details);

function invalidQuery(details: JsonBodyType) {
  return error(
    400,
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    details,
  );
}

function link(linkType: string, id: string) {
  return { sys: { type: 'Link', linkType, id } };
}

/** The path of an asset's file on the images host: `/{space}/{asset}/{hash}/{name}`. */
function assetPath(spaceId: string, asset: SeedAsset): string {
  const hash = (smallHash(asset.id).toString(16) + smallHash(asset.fileName).toString(16))
    .padEnd(16, '0')
    .repeat(2);
  return `/${spaceId}/${asset.id}/${hash}/${asset.fileName}`;
}

/** What the images host draws for a path it is asked for (any space: the demo has one). */
export function contentfulImageSpec(pathname: string): ImageSpec | null {
  const assetId = pathname.split('/')[2];
  const asset = SEED_ASSETS.find((candidate) => candidate.id === assetId);
  if (!asset) return null;
  return {
    width: asset.width,
    height: asset.height,
    scene: asset.scene,
    palette: asset.palette,
    title: asset.title,
  };
}

interface Query {
  params: URLSearchParams;
  locale: string;
}

function localise(fields: Record<string, unknown>, query: Query) {
  if (query.locale !== '*') return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, { [LOCALE]: value }]),
  );
}

function systemFields(options: ContentfulMockOptions, query: Query) {
  return {
    space: link('Space', options.spaceId),
    environment: link('Environment', options.environment),
    ...(query.locale === '*' ? {} : { locale: LOCALE }),
  };
}

function serializeAsset(asset: SeedAsset, options: ContentfulMockOptions, query: Query) {
  return {
    metadata: { tags: [] },
    sys: {
      ...systemFields(options, query),
      id: asset.id,
      type: 'Asset',
      createdAt: asset.createdAt,
      updatedAt: asset.createdAt,
      publishedVersion: 3,
      revision: 1,
    },
    fields: localise(
      {
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
      },
      query,
    ),
  };
}

function selectFields(fields: Record<string, unknown>, query: Query): Record<string, unknown> {
  const select = query.params.get('select');
  if (!select) return fields;
  const wanted = select.split(',').map((item) => item.trim());
  if (wanted.includes('fields')) return fields;
  const names = wanted.filter((item) => item.startsWith('fields.')).map((item) => item.slice(7));
  return Object.fromEntries(Object.entries(fields).filter(([key]) => names.includes(key)));
}

function serializeEntry(entry: SeedEntry, options: ContentfulMockOptions, query: Query) {
  return {
    metadata: { tags: [] },
    sys: {
      ...systemFields(options, query),
      id: entry.id,
      type: 'Entry',
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      publishedVersion: 12,
      revision: 4,
      contentType: link('ContentType', entry.contentType),
    },
    fields: localise(selectFields(entry.fields, query), query),
  };
}

/** Asset ids an entry links to: its asset fields and the assets its rich text embeds. */
function linkedAssetIds(entry: SeedEntry): string[] {
  const ids: string[] = [];
  for (const value of Object.values(entry.fields)) {
    if (isRecord(value) && isRecord(value.sys) && value.sys.linkType === 'Asset') {
      if (typeof value.sys.id === 'string') ids.push(value.sys.id);
    } else if (isRecord(value) && value.nodeType === 'document') {
      ids.push(...embeddedAssetIds(value as unknown as RichNode));
    }
  }
  return ids;
}

type Check = { ok: true } | { ok: false; response: Response };

function readInt(
  params: URLSearchParams,
  name: string,
  fallback: number,
  max: number,
): number | Response {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    return error(
      400,
      'BadRequest',
      `The ${name} parameter must be an integer between 0 and ${max}.`,
      {
        errors: [{ name: 'range', path: [name], value: raw, min: 0, max }],
      },
    );
  }
  return value;
}

function fieldValue(entry: SeedEntry, path: string): unknown {
  if (path === 'sys.id') return entry.id;
  if (path === 'sys.createdAt') return entry.createdAt;
  if (path === 'sys.updatedAt') return entry.updatedAt;
  if (path === 'sys.contentType.sys.id') return entry.contentType;
  if (path.startsWith('fields.')) {
    const [name = '', ...rest] = path.slice(7).split('.');
    let value: unknown = entry.fields[name];
    for (const key of rest) value = isRecord(value) ? value[key] : undefined;
    return value;
  }
  return undefined;
}

function asComparable(value: unknown): string | number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? value.toLowerCase() : time;
}

function matchesFilter(value: unknown, operator: string, raw: string): boolean {
  const values = Array.isArray(value) ? value : [value];
  const texts = values.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  const list = raw.split(',');
  switch (operator) {
    case '':
      return texts.includes(raw);
    case 'ne':
      return !texts.includes(raw);
    case 'in':
      return list.some((item) => texts.includes(item));
    case 'nin':
      return !list.some((item) => texts.includes(item));
    case 'all':
      return list.every((item) => texts.includes(item));
    case 'exists':
      return (value !== undefined) === (raw === 'true');
    case 'match':
      return texts.some((item) => item.toLowerCase().includes(raw.toLowerCase()));
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const left = asComparable(value);
      const right = asComparable(raw);
      if (left === null || right === null || typeof left !== typeof right) return false;
      if (operator === 'lt') return left < right;
      if (operator === 'lte') return left <= right;
      if (operator === 'gt') return left > right;
      return left >= right;
    }
    default:
      return false;
  }
}

const RESERVED = new Set([
  'access_token',
  'content_type',
  'limit',
  'skip',
  'order',
  'include',
  'select',
  'locale',
  'query',
]);

function searchText(entry: SeedEntry): string {
  return JSON.stringify(entry.fields).toLowerCase();
}

function queryEntries(params: URLSearchParams): SeedEntry[] | Response {
  const contentType = params.get('content_type');
  if (contentType !== null && !CONTENT_TYPES.includes(contentType)) {
    return invalidQuery({ errors: [{ name: 'unknownContentType', value: 'DOESNOTEXIST' }] });
  }
  let entries = SEED_ENTRIES.filter((entry) => !contentType || entry.contentType === contentType);
  for (const [key, raw] of params.entries()) {
    if (RESERVED.has(key)) continue;
    const filter = /^((?:sys|fields)\.[\w.]+?)(?:\[(\w+)\])?$/.exec(key);
    if (!filter?.[1]) continue;
    if (filter[1].startsWith('fields.') && !contentType) {
      return invalidQuery({
        errors: [
          {
            name: 'contentTypeRequired',
            details:
              'A Content Type ID is required. When querying for Entries and involving fields you need to limit your query to a specific Content Type. Please send a Content Type ID (not the name) as the URI query parameter "content_type"',
          },
        ],
      });
    }
    const path = filter[1];
    const operator = filter[2] ?? '';
    entries = entries.filter((entry) => matchesFilter(fieldValue(entry, path), operator, raw));
  }
  const search = params.get('query');
  if (search) entries = entries.filter((entry) => searchText(entry).includes(search.toLowerCase()));
  const order = params.get('order');
  if (order) {
    const keys = order
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    for (const key of keys) {
      const path = key.replace(/^-/, '');
      if (path.startsWith('fields.') && !contentType) {
        return invalidQuery({ errors: [{ name: 'contentTypeRequired', path }] });
      }
    }
    entries = [...entries].sort((a, b) => {
      for (const key of keys) {
        const descending = key.startsWith('-');
        const path = key.replace(/^-/, '');
        const left = asComparable(fieldValue(a, path));
        const right = asComparable(fieldValue(b, path));
        if (left === right) continue;
        // Entries without the field come last, whichever the direction.
        if (left === null) return 1;
        if (right === null) return -1;
        const result = left < right ? -1 : 1;
        return descending ? -result : result;
      }
      return 0;
    });
  }
  return entries;
}

function checkToken(request: Request, url: URL, options: ContentfulMockOptions): Check {
  const header = request.headers.get('Authorization') ?? '';
  const fromHeader = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  const token = fromHeader ?? url.searchParams.get('access_token');
  if (token && options.accessTokens.includes(token)) return { ok: true };
  return {
    ok: false,
    response: error(
      401,
      'AccessTokenInvalid',
      'The access token you sent could not be found or is invalid.',
    ),
  };
}

function collection(items: JsonBodyType[], total: number, skip: number, limit: number) {
  return { sys: { type: 'Array' }, total, skip, limit, items };
}

function handle(request: Request, options: ContentfulMockOptions): Response {
  const url = new URL(request.url);
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] !== 'spaces' || !segments[1]) {
    return notFound({ type: 'Resource' });
  }
  const token = checkToken(request, url, options);
  if (!token.ok) return token.response;
  const spaceId = segments[1];
  if (spaceId !== options.spaceId) return notFound({ type: 'Space', id: spaceId });
  let rest = segments.slice(2);
  if (rest[0] === 'environments') {
    const environment = rest[1] ?? '';
    if (environment !== options.environment) {
      return notFound({ type: 'Environment', space: spaceId, id: environment });
    }
    rest = rest.slice(2);
  } else if (rest.length > 0 && options.environment !== 'master') {
    return notFound({ type: 'Environment', space: spaceId, id: 'master' });
  }
  if (rest.length === 0) {
    return respond({
      sys: { type: 'Space', id: spaceId },
      name: 'Negril Life (demo)',
      locales: [
        { code: LOCALE, default: true, name: 'English (United States)', fallbackCode: null },
      ],
    });
  }

  const params = url.searchParams;
  const locale = params.get('locale') ?? LOCALE;
  if (locale !== LOCALE && locale !== '*') {
    return error(400, 'BadRequest', `Unknown locale: ${locale}`);
  }
  const query: Query = { params, locale };
  const [resource, id, extra] = rest;

  if (resource === 'entries' && id === undefined) {
    const limit = readInt(params, 'limit', 100, 1000);
    if (limit instanceof Response) return limit;
    const skip = readInt(params, 'skip', 0, Number.MAX_SAFE_INTEGER);
    if (skip instanceof Response) return skip;
    const include = readInt(params, 'include', 1, 10);
    if (include instanceof Response) return include;
    const found = queryEntries(params);
    if (found instanceof Response) return found;
    const page = found.slice(skip, skip + limit);
    const body: Record<string, JsonBodyType> = collection(
      page.map((entry) => serializeEntry(entry, options, query)),
      found.length,
      skip,
      limit,
    );
    if (include > 0) {
      const ids = [...new Set(page.flatMap(linkedAssetIds))];
      const assets = SEED_ASSETS.filter((asset) => ids.includes(asset.id));
      const missing = ids.filter((assetId) => !assets.some((asset) => asset.id === assetId));
      if (assets.length > 0) {
        body.includes = { Asset: assets.map((asset) => serializeAsset(asset, options, query)) };
      }
      if (missing.length > 0) {
        body.errors = missing.map((assetId) => ({
          sys: { id: 'notResolvable', type: 'error' },
          details: { type: 'Link', linkType: 'Asset', id: assetId },
        }));
      }
    }
    return respond(body);
  }
  if (resource === 'entries' && id !== undefined && extra === undefined) {
    const entry = SEED_ENTRIES.find((candidate) => candidate.id === id);
    if (!entry)
      return notFound({ type: 'Entry', id, environment: options.environment, space: spaceId });
    return respond(serializeEntry(entry, options, query));
  }
  if (resource === 'assets' && id === undefined) {
    const limit = readInt(params, 'limit', 100, 1000);
    if (limit instanceof Response) return limit;
    const skip = readInt(params, 'skip', 0, Number.MAX_SAFE_INTEGER);
    if (skip instanceof Response) return skip;
    const page = SEED_ASSETS.slice(skip, skip + limit);
    return respond(
      collection(
        page.map((asset) => serializeAsset(asset, options, query)),
        SEED_ASSETS.length,
        skip,
        limit,
      ),
    );
  }
  if (resource === 'assets' && id !== undefined && extra === undefined) {
    const asset = SEED_ASSETS.find((candidate) => candidate.id === id);
    if (!asset)
      return notFound({ type: 'Asset', id, environment: options.environment, space: spaceId });
    return respond(serializeAsset(asset, options, query));
  }
  return notFound({ type: 'Resource' });
}

export function contentfulHandlers(options: ContentfulMockOptions): RequestHandler[] {
  return [http.get(`https://${options.host}/spaces/*`, ({ request }) => handle(request, options))];
}
