import { MalformedResponseError } from '../../lib/http/errors';
import { isRecord } from '../../lib/records';
import { httpUrl } from '../../lib/urls';
import type { AlbumItem, MediaType, SocialPost } from './types';

/** One page of the graph's media edge: its posts and the link to the next page. */
export interface FeedPage {
  posts: SocialPost[];
  next: string | null;
}

const MEDIA_TYPES: readonly MediaType[] = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'];

function isMediaType(value: unknown): value is MediaType {
  return MEDIA_TYPES.includes(value as MediaType);
}

/** Instagram allows at most 20 pictures in an album: anything past that is not shown. */
export const MAX_ALBUM_ITEMS = 20;

/** The graph's ids are text of digits; a number is taken as its text. */
function idOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * One of an album's children: an id, a picture or a video (no type means a picture), and an
 * http(s) media address; anything else (an album inside an album, a `javascript:` address) is
 * dropped.
 */
function parseAlbumItem(value: unknown): AlbumItem | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  const type = value.media_type ?? 'IMAGE';
  const url = httpUrl(value.media_url);
  if (!id || !url || (type !== 'IMAGE' && type !== 'VIDEO')) return null;
  return { id, media_type: type, media_url: url, thumbnail_url: httpUrl(value.thumbnail_url) };
}

/**
 * An album's children: the graph sends them as an edge (`{data: [...]}`), a painted page as the
 * list the app had parsed. Each id once, at most MAX_ALBUM_ITEMS, in order.
 */
function parseAlbumItems(value: unknown): AlbumItem[] {
  const list: unknown = isRecord(value) ? value.data : value;
  if (!Array.isArray(list)) return [];
  const items: AlbumItem[] = [];
  const seen = new Set<string>();
  for (const child of list as unknown[]) {
    const item = parseAlbumItem(child);
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
    if (items.length === MAX_ALBUM_ITEMS) break;
  }
  return items;
}

/**
 * A post with the fields the site reads. A post without an id is dropped; the other fields may
 * be missing (the graph omits an empty caption). Links and media must be http(s) URLs. An album
 * keeps its children (its cover is the first picture when the graph gives none).
 */
export function parsePost(value: unknown): SocialPost | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  if (!id) return null;
  const media_type = isMediaType(value.media_type) ? value.media_type : 'IMAGE';
  const children = media_type === 'CAROUSEL_ALBUM' ? parseAlbumItems(value.children) : [];
  const cover = children.find((child) => child.media_type === 'IMAGE')?.media_url ?? null;
  return {
    id,
    media_type,
    permalink: httpUrl(value.permalink),
    media_url: httpUrl(value.media_url) ?? cover,
    caption: typeof value.caption === 'string' ? value.caption : '',
    ...(children.length > 0 ? { children } : {}),
  };
}

/** `{data: [...], paging: {next}}`; anything else is a malformed answer. */
export function parseFeedPage(body: unknown): FeedPage {
  if (!isRecord(body) || !Array.isArray(body.data)) {
    throw new MalformedResponseError('the feed');
  }
  const posts = (body.data as unknown[]).flatMap((item) => {
    const post = parsePost(item);
    return post ? [post] : [];
  });
  const next = isRecord(body.paging) ? httpUrl(body.paging.next) : null;
  return { posts, next };
}

/** Posts of both lists, each once, in order. */
export function mergePosts(current: SocialPost[], more: SocialPost[]): SocialPost[] {
  const seen = new Set(current.map((post) => post.id));
  return [...current, ...more.filter((post) => !seen.has(post.id) && seen.add(post.id))];
}

function samePost(a: SocialPost, b: SocialPost): boolean {
  return (
    a.id === b.id &&
    a.media_type === b.media_type &&
    a.permalink === b.permalink &&
    a.media_url === b.media_url &&
    a.caption === b.caption &&
    JSON.stringify(a.children ?? []) === JSON.stringify(b.children ?? [])
  );
}

/**
 * The incoming posts, where one is the same as a post already shown, as that very object: a
 * refresh that brings what is on screen (a painted feed, most of the time) renders nothing again.
 */
export function keepUnchanged(current: SocialPost[], incoming: SocialPost[]): SocialPost[] {
  const shown = new Map(current.map((post) => [post.id, post]));
  return incoming.map((post) => {
    const same = shown.get(post.id);
    return same && samePost(same, post) ? same : post;
  });
}
