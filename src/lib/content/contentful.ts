import { createClient, type ContentfulClientApi } from 'contentful';
import type { ContentfulSettings } from '../../config';
import { MalformedResponseError, ServiceError } from '../http/errors';
import type { Locale } from '../i18n/locales';
import { isRecord } from '../records';
import { siteLocaleFields } from './localeFields';
import { neededLocales } from './contentLocales';

/**
 * The content service (Contentful Delivery API) through its SDK. Only the features' API modules
 * import this module, and they are fetched by the first call, so only the screens that show
 * content ever load the SDK (about 30 kB gzip). The import is static on purpose: the SDK's
 * chunks are then preloaded together with the API module instead of one after the other.
 */

type Client = ContentfulClientApi<undefined>;

const clients = new Map<string, Client>();

function clientFor(settings: ContentfulSettings): Client {
  const key = JSON.stringify(settings);
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      space: settings.spaceId,
      accessToken: settings.accessToken,
      environment: settings.environment,
      ...(settings.host ? { host: settings.host } : {}),
      // The SDK would retry a failed request up to five times over half a minute; a visitor
      // would stare at a skeleton meanwhile. The screens offer "Try again" instead.
      retryOnError: false,
      timeout: 20_000,
    });
    clients.set(key, client);
  }
  return client;
}

function isAxiosLike(error: unknown): error is Record<string, unknown> {
  return isRecord(error) && error.isAxiosError === true;
}

/**
 * The SDK throws an `Error` named after Contentful's error id (`NotFound`, `AccessTokenInvalid`,
 * `500 Internal Server Error`) whose message is a JSON text with the status and Contentful's own
 * message; a request that never got an answer is axios's error unchanged. Anything else thrown
 * while it read the answer means the answer was not one it could read.
 */
function toServiceError(error: unknown): Error {
  if (error instanceof ServiceError || error instanceof MalformedResponseError) return error;
  if (isAxiosLike(error)) {
    const response = error.response;
    const status =
      isRecord(response) && typeof response.status === 'number' ? response.status : null;
    const message = typeof error.message === 'string' ? error.message : 'Network Error';
    return new ServiceError('NetworkError', message, status);
  }
  if (error instanceof Error) {
    let details: unknown;
    try {
      details = JSON.parse(error.message);
    } catch {
      details = undefined;
    }
    if (isRecord(details) && typeof details.status === 'number') {
      const message =
        typeof details.message === 'string' && details.message
          ? details.message
          : typeof details.statusText === 'string' && details.statusText
            ? details.statusText
            : `Request failed with status ${details.status}`;
      return new ServiceError(error.name, message, details.status);
    }
  }
  return new MalformedResponseError('the content service');
}

/**
 * The fields and id of each item of an entry collection, links to assets already resolved. Asked
 * for a language, each field is a map of the site's languages, `{ en: …, es: … }`
 * (./locales.ts), holding the page's language and English where they have a value.
 */
export interface RawEntry {
  id: string;
  fields: Record<string, unknown>;
  /** `sys.updatedAt`: tells whether the entry changed since (src/lib/content/contentfulVersions.ts). */
  updatedAt?: string;
}

export interface EntriesQuery {
  contentType: string;
  order?: string;
  limit?: number;
}

/**
 * `GET /entries` for a content type, two levels of links included (assets of the entry and of
 * its rich text), which the SDK resolves in place. Items without an id or fields are dropped.
 *
 * With a language, every locale is asked for (`locale=*`, the SDK's `withAllLocales`): the
 * Delivery API would fill a missing translation with English itself, but would not say which
 * fields it filled, and the page marks those `lang="en"`. The answer is then kept to the page's
 * language and English, keyed by the site's languages.
 */
export async function getEntries(
  settings: ContentfulSettings,
  query: EntriesQuery,
  locale?: Locale,
): Promise<RawEntry[]> {
  let collection: unknown;
  try {
    const client = clientFor(settings);
    const request = {
      content_type: query.contentType,
      include: 2 as const,
      limit: query.limit ?? 200,
      ...(query.order ? { order: [query.order] } : {}),
    };
    collection = await (locale
      ? client.withAllLocales.getEntries(request)
      : client.getEntries(request));
  } catch (error) {
    throw toServiceError(error);
  }
  if (!isRecord(collection) || !Array.isArray(collection.items)) {
    throw new MalformedResponseError(`the ${query.contentType} entries`);
  }
  const entries: RawEntry[] = [];
  for (const item of collection.items as unknown[]) {
    if (!isRecord(item) || !isRecord(item.sys) || !isRecord(item.fields)) continue;
    if (typeof item.sys.id !== 'string') continue;
    const updatedAt = typeof item.sys.updatedAt === 'string' ? item.sys.updatedAt : undefined;
    const fields = locale
      ? siteLocaleFields(item.fields, settings.locales, neededLocales(locale))
      : item.fields;
    entries.push({ id: item.sys.id, fields, ...(updatedAt ? { updatedAt } : {}) });
  }
  return entries;
}
