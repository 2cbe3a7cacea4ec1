import type { SocialPost } from '../types';

/**
 * The picture of a post in a grid: the image (a carousel's cover), or a video's first frame.
 * The graph's media edge gives one rendition of each, so that is what is shown.
 */
export function PostMedia({ post, eager = false }: { post: SocialPost; eager?: boolean }) {
  const url = post.media_url;
  const box = 'aspect-square h-auto w-full bg-primary-100 object-cover';
  if (!url) return null;
  if (post.media_type === 'VIDEO') {
    return (
      <video
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
  return (
    <img
      src={url}
      alt=""
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={box}
    />
  );
}

const KIND: Record<SocialPost['media_type'], string> = {
  IMAGE: 'Photo',
  VIDEO: 'Video',
  CAROUSEL_ALBUM: 'Album',
};

/** What a tile is called by assistive technology: its kind and the start of its caption. */
export function postLabel(post: SocialPost): string {
  const caption = post.caption.replace(/\s+/g, ' ').trim();
  const short = caption.length > 120 ? `${caption.slice(0, 119).trimEnd()}…` : caption;
  return `${KIND[post.media_type]}: ${short || 'no caption'}`;
}

/** A corner mark for videos and albums, which a picture alone does not tell apart. */
export function KindBadge({ post }: { post: SocialPost }) {
  if (post.media_type === 'IMAGE') return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-2 right-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-semibold text-white"
    >
      {post.media_type === 'VIDEO' ? '▶ Video' : '❐ Album'}
    </span>
  );
}
