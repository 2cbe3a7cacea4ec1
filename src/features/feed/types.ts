import type { RequestFlags } from '../../lib/redux/thunks';

export type MediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

/** One picture or video of an album (the graph's `children` edge of a `CAROUSEL_ALBUM`). */
export interface AlbumItem {
  id: string;
  media_type: 'IMAGE' | 'VIDEO';
  media_url: string;
  /** A video's still, when the graph gives one. */
  thumbnail_url: string | null;
}

/** A post of the social graph, with the fields the site reads. */
export interface SocialPost {
  id: string;
  media_type: MediaType;
  permalink: string | null;
  /** The picture, the video, or an album's cover. */
  media_url: string | null;
  caption: string;
  /** An album's pictures and videos, in order; absent for any other post (or an empty album). */
  children?: AlbumItem[];
}

export interface FeedState extends RequestFlags {
  posts: SocialPost[];
  /** The graph's `paging.next` link, or null on the last page. */
  next: string | null;
  /** The posts are the ones the page was painted with at build time, not yet refreshed. */
  fromPaintedPage: boolean;
  /** The refresh of those posts is planned (once per visit). */
  refreshScheduled: boolean;
  /**
   * Those posts are being fetched afresh in the background: "Load more" stays as it is (nothing
   * the visitor asked for is loading), and a click meanwhile is kept in `moreAsked`.
   */
  refreshing: boolean;
  /** "Load more" was pressed during that refresh: the next page is fetched once it ends. */
  moreAsked: boolean;
}
