import { memo, useCallback, useEffect, useState } from 'react';
import { SkeletonBlock } from '../../../components/status/Skeleton';
import { m } from '../../../paraglide/messages.js';
import type { SocialPost } from '../types';
import { KindBadge, PostMedia, postLabel } from './PostMedia';

/**
 * Tiles in a phone's first screen (two columns of about 190 px under the page's heading: three
 * rows on a 412 × 823 or a 360 × 740 screen) load at once. The others are held back until those
 * have arrived and been painted (or `HOLD_AT_MOST_MS` has passed), then load lazily as the visitor
 * scrolls:
 * a browser's own lazy loading starts every picture within a few screens of the viewport at
 * once, which on a phone's connection shares the bandwidth of the first screen with twenty more.
 * Only the first is fetched at high priority: it is the one the visitor sees first, and with
 * several at high priority they all share the bandwidth and every one arrives late.
 */
const FIRST_SCREEN_TILES = 6;
const HOLD_AT_MOST_MS = 4000;

/** Whether the first screen's pictures have all loaded (or failed), or waited long enough. */
function useFirstScreen(count: number) {
  const [pending, setPending] = useState(count);
  const [released, setReleased] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setReleased(true);
    }, HOLD_AT_MOST_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  // Once they have arrived, the rest wait for the browser to be idle: the first screen is
  // painted before anything else is asked for.
  const arrived = pending <= 0;
  useEffect(() => {
    if (!arrived) return;
    const release = () => {
      setReleased(true);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(release, { timeout: 1000 });
      return () => {
        cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(release, 100);
    return () => {
      clearTimeout(timer);
    };
  }, [arrived]);
  const settled = useCallback(() => {
    setPending((left) => left - 1);
  }, []);
  return { done: released, settled };
}

/** A tile's width at each breakpoint: 2, 3 and 4 columns in `max-w-6xl px-4`, gaps of 8 or 12. */
const TILE_SIZES =
  '(min-width: 1152px) 271px, (min-width: 1024px) calc(25vw - 17px), (min-width: 640px) calc(33.33vw - 19px), calc(50vw - 20px)';

/** The id of a post's tile, where focus returns when the lightbox closes. */
export const tileId = (postId: string) => `feed-post-${postId}`;

/**
 * One post's tile. Memoised: a refresh that brings the posts already shown (the same objects,
 * see keepUnchanged) renders none of them again, only the ones that are new.
 */
const FeedTile = memo(function FeedTile({
  post,
  index,
  held,
  onOpen,
  onSettled,
}: {
  post: SocialPost;
  index: number;
  held: boolean;
  onOpen: (post: SocialPost) => void;
  onSettled?: () => void;
}) {
  return (
    <li>
      {post.media_url ? (
        <button
          type="button"
          id={tileId(post.id)}
          onClick={() => {
            onOpen(post);
          }}
          className="relative block w-full overflow-hidden rounded-lg focus-visible:outline-4 focus-visible:outline-offset-2"
        >
          <span className="sr-only">{postLabel(post)}</span>
          <PostMedia
            post={post}
            sizes={TILE_SIZES}
            eager={index < FIRST_SCREEN_TILES}
            priority={index === 0}
            held={held}
            onSettled={onSettled}
          />
          <KindBadge post={post} />
        </button>
      ) : (
        // The graph sent no media for this post: its caption, and the post itself if linked.
        <div className="flex aspect-square flex-col justify-end overflow-hidden rounded-lg bg-gradient-to-br from-primary-100 to-secondary-100 p-3 text-sm text-slate-800">
          <p className="line-clamp-4">{post.caption || m.feed_no_picture()}</p>
          {post.permalink ? (
            <a
              href={post.permalink}
              rel="noopener noreferrer"
              className="mt-2 font-semibold text-primary-800 underline"
            >
              {m.feed_view_post()}
            </a>
          ) : null}
        </div>
      )}
    </li>
  );
});

/** The feed's posts as a grid of buttons, each opening the lightbox on its post. */
export function FeedGrid({
  posts,
  onOpen,
  onIntent,
  onFirstScreen,
}: {
  posts: SocialPost[];
  onOpen: (post: SocialPost) => void;
  /** The first screen's pictures have arrived (or waited long enough): the next thing may load. */
  onFirstScreen?: () => void;
  /** A pointer over or focus on a post: the moment to fetch what opening it needs. */
  onIntent?: () => void;
}) {
  const firstScreen = useFirstScreen(
    posts.slice(0, FIRST_SCREEN_TILES).filter((post) => post.media_url).length,
  );
  useEffect(() => {
    if (firstScreen.done) onFirstScreen?.();
  }, [firstScreen.done, onFirstScreen]);
  return (
    <ul
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4"
      onPointerOver={onIntent}
      onFocus={onIntent}
    >
      {posts.map((post, index) => (
        <FeedTile
          key={post.id}
          post={post}
          index={index}
          held={index >= FIRST_SCREEN_TILES && !firstScreen.done}
          onOpen={onOpen}
          onSettled={index < FIRST_SCREEN_TILES ? firstScreen.settled : undefined}
        />
      ))}
    </ul>
  );
}

export function FeedGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div
      aria-hidden="true"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4"
    >
      {Array.from({ length: count }, (_, index) => (
        <SkeletonBlock key={index} className="aspect-square" rounded="rounded-lg" />
      ))}
    </div>
  );
}
