import { Link } from '../../../lib/router';
import { AsyncContent } from '../../../components/status/AsyncContent';
import { useConfig } from '../../../components/ConfigProvider';
import { HomeSection } from '../../../components/HomeSection';
import { SkeletonBlock } from '../../../components/status/Skeleton';
import type { InstagramSettings } from '../../../config';
import { paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { useFeed } from '../useFeed';
import { KindBadge, PostMedia, postLabel } from './PostMedia';

const STRIP = 6;
const GRID = 'grid grid-cols-3 gap-2 sm:grid-cols-6';
/** A tile's width: 3 columns, then 6 from 640 px, in `max-w-6xl px-4` with gaps of 8. */
const TILE_SIZES =
  '(min-width: 1152px) 180px, (min-width: 640px) calc(16.67vw - 12px), calc(33.33vw - 16px)';

function Strip({ settings }: { settings: InstagramSettings }) {
  const feed = useFeed(settings);
  return (
    <AsyncContent
      items={feed.posts.filter((post) => post.media_url).slice(0, STRIP)}
      request={feed}
      loading={{
        label: m.feed_loading(),
        className: GRID,
        placeholder: <SkeletonBlock className="aspect-square" rounded="rounded-lg" />,
        count: STRIP,
      }}
      failed={{ title: m.feed_failed(), text: feed.failure }}
      empty={null}
    >
      {(shown) => (
        <ul className={GRID}>
          {shown.map((post) => (
            <li key={post.id}>
              <Link
                to={paths.feed.getHref(post.id)}
                className="relative block overflow-hidden rounded-lg"
              >
                <span className="sr-only">{postLabel(post)}</span>
                <PostMedia post={post} sizes={TILE_SIZES} />
                <KindBadge post={post} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

/** The home page's strip of the feed: each picture opens the feed's lightbox on its post. */
export default function FeedStrip() {
  const { instagram } = useConfig();
  if (!instagram.configured) return null;
  return (
    <HomeSection
      id="feed-strip"
      title={m.feed_from_our_feed()}
      more={{ to: paths.feed.getHref(), label: m.feed_see_all() }}
    >
      <Strip settings={instagram.settings} />
    </HomeSection>
  );
}
