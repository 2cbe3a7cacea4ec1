import type { RequestFlags } from '../../lib/redux/thunks';

export type MediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

/** A post of the social graph, with the fields the site reads. */
export interface SocialPost {
  id: string;
  media_type: MediaType;
  permalink: string | null;
  media_url: string | null;
  caption: string;
}

export interface FeedState extends RequestFlags {
  posts: SocialPost[];
  /** The graph's `paging.next` link, or null on the last page. */
  next: string | null;
  /** The posts are the ones the page was painted with at build time, not yet refreshed. */
  fromSnapshot: boolean;
  /** The refresh of those posts is planned (once per visit). */
  refreshScheduled: boolean;
}
