import type { RequestFlags } from '../../lib/async';

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
}
