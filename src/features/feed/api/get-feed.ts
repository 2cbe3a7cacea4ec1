import type { InstagramSettings } from '../../../config';
import { http } from '../../../lib/http';
import { mergePosts, parseFeedPage, type FeedPage } from '../parse';

/** The specification's page size and fields. */
export const FEED_PAGE_SIZE = 20;
export const FEED_FIELDS = 'id,media_type,permalink,media_url,caption';

/** A page of the graph by its URL (`paging.next` already carries the query and the token). */
export async function getFeedPage(url: string, params?: Record<string, string | number>) {
  const { data } = await http.get(url, params ? { params } : undefined);
  return parseFeedPage(data);
}

/**
 * The first page of 20, then the page its `paging.next` points at, as the specification says.
 * When only that second page fails, the first is shown and its link is kept, so "Load more"
 * asks for the second page again.
 */
export async function getFirstPages(settings: InstagramSettings): Promise<FeedPage> {
  const first = await getFeedPage(`${settings.apiUrl}/me/media`, {
    fields: FEED_FIELDS,
    limit: FEED_PAGE_SIZE,
    // Without a token, the URL is a proxy that adds it on the server.
    ...(settings.accessToken ? { access_token: settings.accessToken } : {}),
  });
  if (!first.next) return first;
  try {
    const second = await getFeedPage(first.next);
    return { posts: mergePosts(first.posts, second.posts), next: second.next };
  } catch {
    return first;
  }
}
