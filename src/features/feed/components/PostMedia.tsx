import { useCallback, useState } from 'react';
import { proxiedImageSet, proxiedImageUrl } from '../../../lib/content/assets';
import { truncate } from '../../../lib/text';
import { m } from '../../../paraglide/messages.js';
import { TILE_WIDTH, TILE_WIDTHS, useImageProxy } from '../images';
import type { SocialPost } from '../types';

/**
 * The picture of a post in a grid: the image (a carousel's cover), or a video's first frame.
 * The graph's media edge gives one rendition of each; with an image proxy configured, a picture
 * comes at the width its tile needs instead (a video keeps its own source).
 */
export function PostMedia({
  post,
  sizes,
  eager = false,
  priority = false,
  held = false,
  onSettled,
}: {
  post: SocialPost;
  /** The `sizes` attribute: how wide a tile of this grid is at each breakpoint. */
  sizes: string;
  /** In the first screen: loaded at once rather than when scrolled near. */
  eager?: boolean;
  /** The one picture that should not share the bandwidth: fetched first. */
  priority?: boolean;
  /** Not asked for yet: its box is painted, and the picture waits (the first screen's first). */
  held?: boolean;
  /** The picture has loaded or failed (the first frame's data, for a video). */
  onSettled?: () => void;
}) {
  const proxy = useImageProxy();
  // Until its picture arrives a tile pulses like the other placeholders: a still box reads as
  // empty. A picture loaded before the page's scripts ran is found complete on hydration.
  const [arrived, setArrived] = useState(false);
  const settle = () => {
    setArrived(true);
    onSettled?.();
  };
  const complete = useCallback((node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth > 0) setArrived(true);
  }, []);
  const url = post.media_url;
  const box = `aspect-square h-auto w-full bg-primary-100 object-cover ${arrived ? '' : 'animate-pulse'}`;
  if (!url) return null;
  if (held) return <span aria-hidden="true" className={`block ${box}`} />;
  if (post.media_type === 'VIDEO') {
    return (
      <video
        onLoadedData={settle}
        onError={settle}
        aria-hidden="true"
        tabIndex={-1}
        src={`${url}#t=0.1`}
        muted
        playsInline
        preload="metadata"
        width={400}
        height={400}
        className={box}
      />
    );
  }
  const set = proxy ? proxiedImageSet(proxy, url, TILE_WIDTHS) : null;
  const src = proxy ? proxiedImageUrl(proxy, url, TILE_WIDTH) : url;
  // The proxy takes http(s) pictures only (the parser lets nothing else through anyway).
  if (!src) return null;
  return (
    <img
      src={src}
      srcSet={set ? set.map((image) => `${image.url} ${image.width}w`).join(', ') : undefined}
      sizes={set ? sizes : undefined}
      alt=""
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      ref={complete}
      onLoad={settle}
      onError={settle}
      className={box}
    />
  );
}

/** A post's kind in words (a function: the words are the page's language's). */
function kindOf(post: SocialPost): string {
  if (post.media_type === 'VIDEO') return m.feed_kind_video();
  return post.media_type === 'CAROUSEL_ALBUM' ? m.feed_kind_album() : m.feed_kind_photo();
}

/** What a tile is called by assistive technology: its kind and the start of its caption. */
export function postLabel(post: SocialPost): string {
  return m.feed_post_label({
    kind: kindOf(post),
    caption: truncate(post.caption, 120) || m.feed_no_caption(),
  });
}

/** A corner mark for videos and albums, which a picture alone does not tell apart. */
export function KindBadge({ post }: { post: SocialPost }) {
  if (post.media_type === 'IMAGE') return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-2 right-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-semibold text-white"
    >
      {post.media_type === 'VIDEO' ? '▶' : '❐'} {kindOf(post)}
    </span>
  );
}
