import type { Slide, SlideImage } from 'yet-another-react-lightbox';
import { proxiedImageSet, proxiedImageUrl } from '../../../lib/content/assets';
import { truncate } from '../../../lib/text';
import { SLIDE_WIDTHS, THUMBNAIL_WIDTH } from '../images';
import type { SocialPost } from '../types';

/**
 * The lightbox's slides: one for each picture or video of the loaded posts, an album's children
 * each in turn (or its cover alone, when the graph gave none), so an album is stepped through as
 * the feed is. Each slide knows its post and its place in the album.
 */

/** A picture or video the lightbox shows: a post's own, or one of an album's. */
export interface ShownMedia {
  id: string;
  media_type: SocialPost['media_type'];
  media_url: string;
}

export interface ShownSlide {
  post: SocialPost;
  /** The post's place among the posts with media. */
  postIndex: number;
  media: ShownMedia;
  /** Its place in its album (from 1) and the album's size; null outside an album. */
  album: { position: number; count: number } | null;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

export function fileName(media: ShownMedia, type: string): string {
  const extension =
    EXTENSIONS[type.split(';')[0]?.trim() ?? ''] ?? (media.media_type === 'VIDEO' ? 'mp4' : 'jpg');
  return `negril-life-${media.id}.${extension}`;
}

/**
 * Saves the media as a file when its host allows this page to read it. A host that forbids
 * cross-origin reads (or cannot be reached) gets the media, or else the post, opened in a new
 * tab, where the visitor can save it. Returns false when the browser blocked that tab.
 */
export async function downloadMedia(
  { media, post }: ShownSlide,
  saveAs: (source: Blob, name?: string) => void,
): Promise<boolean> {
  try {
    const response = await fetch(media.media_url, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const blob = await response.blob();
    saveAs(blob, fileName(media, blob.type || (response.headers.get('Content-Type') ?? '')));
    return true;
  } catch {
    const opened = window.open(media.media_url || (post.permalink ?? ''), '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  }
}

export function caption(post: SocialPost): string {
  return post.caption.replace(/\s+/g, ' ').trim();
}

/**
 * A picture's sources through the image proxy: a small thumbnail, and a `srcSet` for the slide.
 * The proxy keeps the picture's shape, which the graph does not tell; each entry claims the
 * tallest shape Instagram allows (4:5), so the lightbox's size cap never shrinks a portrait.
 */
function proxiedSources(
  proxy: string | null,
  url: string,
): Pick<SlideImage, 'srcSet' | 'thumbnail'> {
  const set = proxy ? proxiedImageSet(proxy, url, SLIDE_WIDTHS) : null;
  const thumbnail = proxy ? proxiedImageUrl(proxy, url, THUMBNAIL_WIDTH) : null;
  if (!set || !thumbnail) return {};
  return {
    srcSet: set.map((image) => ({
      src: image.url,
      width: image.width,
      height: Math.round((image.width * 5) / 4),
    })),
    thumbnail,
  };
}

function toSlide(post: SocialPost, media: ShownMedia, proxy: string | null): Slide {
  const url = media.media_url;
  const common = { download: { url, filename: fileName(media, '') } };
  if (media.media_type === 'VIDEO') {
    return {
      type: 'video',
      sources: [{ src: url, type: 'video/mp4' }],
      preload: 'metadata',
      ...common,
    };
  }
  return { src: url, alt: truncate(caption(post), 140), ...proxiedSources(proxy, url), ...common };
}

/** The pictures and videos of a post, in order. */
function mediaOf(post: SocialPost): ShownMedia[] {
  if (post.children?.length) return post.children;
  return post.media_url
    ? [{ id: post.id, media_type: post.media_type, media_url: post.media_url }]
    : [];
}

export function buildSlides(posts: SocialPost[], proxy: string | null) {
  const shownOf = new WeakMap<Slide, ShownSlide>();
  /** The first slide of each post, by the post's index. */
  const firstSlide: number[] = [];
  const slides: Slide[] = [];
  posts.forEach((post, postIndex) => {
    const media = mediaOf(post);
    firstSlide[postIndex] = slides.length;
    const count = media.length;
    media.forEach((item, position) => {
      const slide = toSlide(post, item, proxy);
      const album = post.children?.length ? { position: position + 1, count } : null;
      shownOf.set(slide, { post, postIndex, media: item, album });
      slides.push(slide);
    });
  });
  return { slides, shownOf, firstSlide };
}
