import { SkeletonBlock } from '../../../components/Skeleton';
import type { SocialPost } from '../types';
import { KindBadge, PostMedia, postLabel } from './PostMedia';

/** The id of a post's tile, where focus returns when the lightbox closes. */
export const tileId = (postId: string) => `feed-post-${postId}`;

/** The feed's posts as a grid of buttons, each opening the lightbox on its post. */
export function FeedGrid({
  posts,
  onOpen,
  onIntent,
}: {
  posts: SocialPost[];
  onOpen: (post: SocialPost) => void;
  /** A pointer over or focus on a post: the moment to fetch what opening it needs. */
  onIntent?: () => void;
}) {
  return (
    <ul
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4"
      onPointerOver={onIntent}
      onFocus={onIntent}
    >
      {posts.map((post, index) => (
        <li key={post.id}>
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
              <PostMedia post={post} eager={index < 4} />
              <KindBadge post={post} />
            </button>
          ) : (
            // The graph sent no media for this post: its caption, and the post itself if linked.
            <div className="flex aspect-square flex-col justify-end overflow-hidden rounded-lg bg-gradient-to-br from-primary-100 to-secondary-100 p-3 text-sm text-slate-800">
              <p className="line-clamp-4">{post.caption || 'This post has no picture.'}</p>
              {post.permalink ? (
                <a
                  href={post.permalink}
                  rel="noopener noreferrer"
                  className="mt-2 font-semibold text-primary-800 underline"
                >
                  View the post
                </a>
              ) : null}
            </div>
          )}
        </li>
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
