import { MalformedResponseError } from '../../lib/http/errors';
import { isRecord } from '../../lib/records';
import { httpUrl } from '../../lib/urls';
import type { MediaType, SocialPost } from './types';

/** One page of the graph's media edge: its posts and the link to the next page. */
export interface FeedPage {
  posts: SocialPost[];
  next: string | null;
}

const MEDIA_TYPES: readonly MediaType[] = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'];

function isMediaType(value: unknown): value is MediaType {
  return MEDIA_TYPES.includes(value as MediaType);
}

/**
 * A post with the fields the site reads. A post without an id is dropped; the other fields may
 * be missing (the graph omits an empty caption). Links and media must be http(s) URLs.
 */
export function parsePost(value: unknown): SocialPost | null {
  if (!isRecord(value)) return null;
  const id =
    typeof value.id === 'string' ? value.id : typeof value.id === 'number' ? String(value.id) : '';
  if (!id) return null;
  return {
    id,
    media_type: isMediaType(value.media_type) ? value.media_type : 'IMAGE',
    permalink: httpUrl(value.permalink),
    media_url: httpUrl(value.media_url),
    caption: typeof value.caption === 'string' ? value.caption : '',
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
    a.caption === b.caption
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
