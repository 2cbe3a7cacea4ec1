import type { InstagramSettings } from '../../../config';
import { http } from '../../../lib/http/http';
import { mergePosts, parseFeedPage, type FeedPage } from '../parse';

/** The feed's page size and the post fields it shows (an album's with its pictures). */
export const FEED_PAGE_SIZE = 20;
export const FEED_FIELDS =
  'id,media_type,permalink,media_url,caption,children{id,media_type,media_url,thumbnail_url}';

/** A page of the graph by its URL (`paging.next` already carries the query and the token). */
export async function getFeedPage(url: string, params?: Record<string, string | number>) {
  const { data } = await http.get(url, params ? { params } : undefined);
  return parseFeedPage(data);
}

/**
 * The address of the first page: 20 posts with the feed's fields. One text, built here,
 * is both what the app asks for and what a page painted at build time preloads, so the browser
 * reuses the preloaded answer.
 */
export function firstPageUrl(settings: InstagramSettings): string {
  const query = new URLSearchParams({ fields: FEED_FIELDS, limit: String(FEED_PAGE_SIZE) });
  // Without a token, the URL is a proxy that adds it on the server.
  if (settings.accessToken) query.set('access_token', settings.accessToken);
  return `${settings.apiUrl}/me/media?${query.toString()}`;
}

/**
 * The first page of 20, then the page its `paging.next` points at (the graph's own paging).
 * The first page is handed to `onFirstPage` as soon as it arrives, so its pictures need not wait
 * for the second. When only that second page fails, the first is kept with its link, so
 * "Load more" asks for the second page again.
 */
export async function getFirstPages(
  settings: InstagramSettings,
  onFirstPage?: (page: FeedPage) => void,
): Promise<FeedPage> {
  const first = await getFeedPage(firstPageUrl(settings));
  if (!first.next) return first;
  onFirstPage?.(first);
  try {
    const second = await getFeedPage(first.next);
    return { posts: mergePosts(first.posts, second.posts), next: second.next };
  } catch {
    return first;
  }
}
