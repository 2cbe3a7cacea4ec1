import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Lightbox, { useLightboxState, type Labels, type Slide } from 'yet-another-react-lightbox';
import Download from 'yet-another-react-lightbox/plugins/download';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import './lightbox.css';
import { ShareButton } from '../../../components/ShareButton';
import { paths } from '../../../lib/routes';
import { truncate } from '../../../lib/text';
import { m } from '../../../paraglide/messages.js';
import { useImageProxy } from '../images';
import type { SocialPost } from '../types';
import {
  buildSlides,
  caption,
  downloadMedia,
  type ShownMedia,
  type ShownSlide,
} from './lightboxSlides';

/**
 * The feed's lightbox: its own chunk (library, plugins and styles), fetched by the feed screen.
 * Slideshow every 3000 ms, thumbnails at the bottom, download, zoom, fullscreen, close,
 * previous and next; transitions of 0.3 s; videos play in it; an album's pictures are slides
 * of their own, stepped like the rest (lightboxSlides.ts). Under the picture: which of the
 * loaded pictures it is ("3 of 40"), its place in its album ("Album: picture 2 of 5", which each
 * album slide also tells screen readers), its caption (as text, shortened, with "More"), and a
 * button that shares its address.
 */

/** The lightbox's slideshow delay and transition, in milliseconds. */
export const SLIDESHOW_DELAY_MS = 3000;
export const TRANSITION_MS = 300;
/** The space between the picture and the caption panel under it. */
const SLIDE_GAP_PX = 16;
/** A caption longer than this is shortened, with "More" to read it whole. */
export const CAPTION_SHORT = 100;

const ExternalIcon = (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    width="24"
    height="24"
    aria-hidden="true"
    focusable="false"
    fill="currentColor"
    className="yarl__icon"
  >
    <path d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z" />
  </svg>
);

/** A toolbar link to the post on Instagram, for the slide on show. */
function PostLink({ shownOf }: { shownOf: WeakMap<Slide, ShownSlide> }) {
  const { currentSlide } = useLightboxState();
  const post = currentSlide ? shownOf.get(currentSlide)?.post : undefined;
  if (!post?.permalink) return null;
  return (
    <a
      href={post.permalink}
      target="_blank"
      rel="noopener noreferrer"
      className="yarl__button"
      aria-label={m.feed_view_on_instagram()}
      title={m.feed_view_on_instagram()}
    >
      {ExternalIcon}
    </a>
  );
}

/** The caption: shortened, with a toggle to read it whole. Plain text, never markup. */
function Caption({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!text) return null;
  const long = text.length > CAPTION_SHORT;
  return (
    // Scrolls when a long caption is read whole; the toggle inside keeps it reachable by keyboard.
    <div className="max-h-[35vh] overflow-y-auto">
      <p id={id} className="inline">
        {long && !expanded ? truncate(text, CAPTION_SHORT) : text}
      </p>
      {long ? (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => {
              setExpanded(!expanded);
            }}
            className="min-h-6 font-semibold text-primary-800 underline"
          >
            {expanded ? m.feed_less() : m.feed_more()}
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * The slide on show: its place among the loaded posts, its caption, and a way to share it.
 * Reports its height, so the picture is fitted above it instead of under it.
 */
function SlideDetails({
  shownOf,
  onHeight,
}: {
  shownOf: WeakMap<Slide, ShownSlide>;
  onHeight: (height: number) => void;
}) {
  const { currentSlide, currentIndex, slides } = useLightboxState();
  const shown = currentSlide ? shownOf.get(currentSlide) : undefined;
  const post = shown?.post;
  const panel = useRef<HTMLDivElement>(null);
  const postId = post?.id;
  useEffect(() => {
    const element = panel.current;
    if (!element) {
      onHeight(0);
      return;
    }
    const report = () => {
      onHeight(element.offsetHeight);
    };
    report();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [postId, onHeight]);
  if (!post) return null;
  return (
    <div
      ref={panel}
      key={post.id}
      className="absolute inset-x-0 bottom-0 mx-auto flex max-w-3xl flex-col gap-2 rounded-t-lg bg-white/95 p-3 text-sm text-slate-900 shadow-lg sm:px-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {m.feed_position({ index: currentIndex + 1, total: slides.length })}
          {shown.album ? (
            <span className="font-normal">
              {' · '}
              {m.feed_album_position({ index: shown.album.position, total: shown.album.count })}
            </span>
          ) : null}
        </p>
        <ShareButton
          // A path: the button makes it this site's address when pressed.
          url={paths.feed.getHref(post.id)}
          title={m.feed_share_title()}
          label={m.feed_share_label()}
        />
      </div>
      <Caption text={caption(post)} />
    </div>
  );
}

/** A clause that begins its sentence (the post's link alone, without the media's). */
function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The lightbox's own buttons and landmarks, in the page's language. */
function lightboxLabels(): Labels {
  return {
    Previous: m.feed_lightbox_previous(),
    Next: m.feed_lightbox_next(),
    Close: m.feed_lightbox_close(),
    Slide: m.feed_lightbox_slide(),
    Carousel: m.feed_lightbox_carousel(),
    Lightbox: m.feed_lightbox_lightbox(),
    'Photo gallery': m.feed_lightbox_gallery(),
    // The library fills in the slide's place itself.
    '{index} of {total}': m.feed_position({ index: '{index}', total: '{total}' }),
    Download: m.feed_lightbox_download(),
    'Enter Fullscreen': m.feed_lightbox_enter_fullscreen(),
    'Exit Fullscreen': m.feed_lightbox_exit_fullscreen(),
    Play: m.feed_lightbox_play(),
    Pause: m.feed_lightbox_pause(),
    Thumbnails: m.feed_lightbox_thumbnails(),
    'Show thumbnails': m.feed_lightbox_show_thumbnails(),
    'Hide thumbnails': m.feed_lightbox_hide_thumbnails(),
    'Zoom in': m.feed_lightbox_zoom_in(),
    'Zoom out': m.feed_lightbox_zoom_out(),
  };
}

/**
 * An album's picture tells its place in the album inside its slide: the gallery is a live
 * region, so a screen reader says it as the picture comes into view.
 */
function AlbumPosition({ shown }: { shown: ShownSlide | undefined }) {
  if (!shown?.album) return null;
  return (
    <span className="sr-only">
      {m.feed_album_position({ index: shown.album.position, total: shown.album.count })}
    </span>
  );
}

function BlockedNotice({
  media,
  post,
  onDismiss,
}: {
  media: ShownMedia;
  post: SocialPost;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className="absolute top-16 left-1/2 z-10 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 rounded-lg bg-white p-4 text-sm text-slate-900 shadow-lg"
    >
      <p>
        {media.media_type === 'VIDEO' ? m.feed_blocked_video() : m.feed_blocked_photo()}{' '}
        {media.media_url ? (
          <a
            href={media.media_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary-800 underline"
          >
            {m.feed_blocked_open()}
          </a>
        ) : null}
        {media.media_url && post.permalink ? m.feed_blocked_or() : null}
        {post.permalink ? (
          <a
            href={post.permalink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary-800 underline"
          >
            {media.media_url ? m.feed_blocked_see() : capitalized(m.feed_blocked_see())}
          </a>
        ) : null}
        .
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="mt-2 min-h-11 font-semibold text-primary-800 underline"
      >
        {m.feed_dismiss()}
      </button>
    </div>
  );
}

export default function FeedLightbox({
  posts,
  index,
  onClose,
  onView,
}: {
  /** The posts with media, in the order of the grid. */
  posts: SocialPost[];
  /** The post on show (its index in `posts`). */
  index: number;
  onClose: () => void;
  /** Another post has come into view (its index in `posts`). */
  onView: (index: number) => void;
}) {
  const [blocked, setBlocked] = useState<ShownSlide | null>(null);
  const [captionHeight, setCaptionHeight] = useState(0);
  const proxy = useImageProxy();
  const { slides, shownOf, firstSlide } = useMemo(() => buildSlides(posts, proxy), [posts, proxy]);
  // The slide on show, and the slide the lightbox is told to show, which changes only when the
  // post asked for (the address's) does: the library moves whenever that number changes. Stepping
  // within an album leaves the post as it is; stepping to another post changes the address a
  // render or more later (its change is a transition), and until then the post asked for is the
  // one stepped from, which must not pull the lightbox back to it. Once the address names the
  // post on show, the lightbox stays on its picture; any other post opens at its first picture.
  const [viewed, setViewed] = useState(-1);
  const [asked, setAsked] = useState(() => ({ post: index, slide: firstSlide[index] ?? 0 }));
  if (asked.post !== index) {
    const viewedSlide = slides[viewed];
    const onShow = viewedSlide ? shownOf.get(viewedSlide)?.postIndex : undefined;
    setAsked({ post: index, slide: onShow === index ? viewed : (firstSlide[index] ?? 0) });
  }

  return (
    <Lightbox
      open
      index={asked.slide}
      close={onClose}
      slides={slides}
      labels={lightboxLabels()}
      plugins={[Slideshow, Thumbnails, Download, Zoom, Fullscreen, Video]}
      animation={{ fade: TRANSITION_MS, swipe: TRANSITION_MS }}
      controller={{ aria: true, closeOnBackdropClick: true }}
      slideshow={{ autoplay: false, delay: SLIDESHOW_DELAY_MS }}
      thumbnails={{
        position: 'bottom',
        width: 80,
        height: 80,
        border: 0,
        padding: 0,
        gap: 8,
        imageFit: 'cover',
      }}
      video={{ controls: true, playsInline: true }}
      // The caption panel overlays the slide's foot: the picture is fitted in the space above it.
      styles={captionHeight ? { slide: { paddingBottom: captionHeight + SLIDE_GAP_PX } } : {}}
      toolbar={{ buttons: [<PostLink key="post" shownOf={shownOf} />, 'close'] }}
      download={{
        download: ({ slide, saveAs }) => {
          const shown = shownOf.get(slide);
          if (!shown) return;
          setBlocked(null);
          void downloadMedia(shown, saveAs).then((done) => {
            if (!done) setBlocked(shown);
          });
        },
      }}
      on={{
        view: ({ index: current }) => {
          setViewed(current);
          const shown = slides[current] ? shownOf.get(slides[current]) : undefined;
          if (shown) onView(shown.postIndex);
        },
      }}
      render={{
        slideFooter: ({ slide }) => <AlbumPosition shown={shownOf.get(slide)} />,
        controls: () => (
          <>
            <SlideDetails shownOf={shownOf} onHeight={setCaptionHeight} />
            {blocked ? (
              <BlockedNotice
                media={blocked.media}
                post={blocked.post}
                onDismiss={() => {
                  setBlocked(null);
                }}
              />
            ) : null}
          </>
        ),
      }}
    />
  );
}
