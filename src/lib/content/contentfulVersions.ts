import type { ContentfulSettings } from '../../config';
import { MalformedResponseError, ServiceError } from '../http/errors';
import { isRecord } from '../records';

/**
 * Whether entries the page already has are still current, asked without the content SDK: one
 * small `GET /entries` that selects only each entry's id and last update, through `fetch`. A page
 * painted at build time carries the entries it was rendered from; when this answer matches them
 * the SDK (about 50 kB gzip with axios) is never downloaded for that page at all.
 *
 * An asset replaced in place (same id, new file) does not change its entries' `updatedAt`: such
 * a change shows after the next build, which a Contentful webhook triggers on publish.
 */

/** The id and last update of an entry, as `sys` gives them. */
export interface EntryVersion {
  id: string;
  updatedAt?: string;
}

/** The versions of a list of entries as one comparable text; null when one has no update time. */
export function versionOf(entries: readonly EntryVersion[]): string | null {
  const parts: string[] = [];
  for (const entry of entries) {
    if (!entry.updatedAt) return null;
    parts.push(`${entry.id}@${entry.updatedAt}`);
  }
  return parts.join(' ');
}

export interface VersionsQuery {
  contentType: string;
  order?: string;
  limit?: number;
}

/**
 * The current version of a content type's entries, in the order the full query uses. Throws a
 * `ServiceError` when the service cannot be asked or refuses, and a
 * `MalformedResponseError` when its answer is not a collection of entries with their `sys`.
 */
export async function getEntryVersions(
  settings: ContentfulSettings,
  query: VersionsQuery,
  signal?: AbortSignal,
): Promise<string | null> {
  const url = new URL(
    `https://${settings.host ?? 'cdn.contentful.com'}/spaces/${encodeURIComponent(settings.spaceId)}/environments/${encodeURIComponent(settings.environment)}/entries`,
  );
  url.searchParams.set('content_type', query.contentType);
  url.searchParams.set('select', 'sys.id,sys.updatedAt');
  url.searchParams.set('include', '0');
  url.searchParams.set('limit', String(query.limit ?? 200));
  if (query.order) url.searchParams.set('order', query.order);
  // The token as a parameter (which the Delivery API accepts) keeps this a simple request: no
  // preflight round trip before it.
  url.searchParams.set('access_token', settings.accessToken);

  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'omit' });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Network Error';
    throw new ServiceError('NetworkError', message, null);
  }
  if (!response.ok) {
    const message = `Request failed with status ${response.status}`;
    throw new ServiceError('ServiceError', message, response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new MalformedResponseError('the content service');
  }
  if (!isRecord(body) || !Array.isArray(body.items)) {
    throw new MalformedResponseError(`the ${query.contentType} entries`);
  }
  const versions: EntryVersion[] = [];
  for (const item of body.items as unknown[]) {
    if (!isRecord(item) || !isRecord(item.sys) || typeof item.sys.id !== 'string') {
      throw new MalformedResponseError(`the ${query.contentType} entries`);
    }
    const updatedAt = typeof item.sys.updatedAt === 'string' ? item.sys.updatedAt : undefined;
    versions.push({ id: item.sys.id, updatedAt });
  }
  return versionOf(versions);
}
