import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { preconnect } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { AsyncContent } from '../../../components/AsyncContent';
import { ErrorNotice, RefreshNotice } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import type { InstagramSettings } from '../../../config';
import { FeedGrid, FeedGridSkeleton, tileId } from '../components/FeedGrid';
import type { SocialPost } from '../types';
import { useFeed } from '../useFeed';

const loadLightbox = () => import('../components/FeedLightbox');
const FeedLightbox = lazy(loadLightbox);
const preloadLightbox = () => {
  void loadLightbox();
};

function Feed({ settings }: { settings: InstagramSettings }) {
  const feed = useFeed(settings);
  const { posts, next, loading, isError, fromSnapshot, retry, loadMore } = feed;
  const [params, setParams] = useSearchParams();
  // The post on show in the lightbox; a link from the home page's strip opens on its post.
  const [openId, setOpenId] = useState<string | null>(() => params.get('open'));
  const withMedia = useMemo(() => posts.filter((post) => post.media_url), [posts]);
  const openIndex = openId === null ? -1 : withMedia.findIndex((post) => post.id === openId);

  // One function for the whole visit: the tiles are memoised, and a new one would render them all.
  const openPost = useCallback((post: SocialPost) => {
    setOpenId(post.id);
  }, []);

  const close = () => {
    const last = openId;
    setOpenId(null);
    if (params.has('open')) {
      setParams(
        (current) => {
          current.delete('open');
          return current;
        },
        { replace: true },
      );
    }
    // Focus returns to the tile of the post last on show.
    if (last) document.getElementById(tileId(last))?.focus();
  };

  return (
    <AsyncContent
      items={posts}
      request={feed}
      loading={{ label: 'Loading the feed', placeholder: <FeedGridSkeleton count={12} /> }}
      failed={{ title: 'The feed could not be loaded.', text: feed.failure }}
      empty={<p className="text-lg text-slate-700">No posts yet. Come back soon.</p>}
    >
      {() => (
        <>
          <FeedGrid
            // The lightbox is fetched once the first screen's pictures have arrived, or sooner when
            // the visitor reaches for a post, so it opens at once without taking their bandwidth.
            onFirstScreen={preloadLightbox}
            onIntent={preloadLightbox}
            posts={posts}
            onOpen={openPost}
          />
          <div className="mt-8 flex flex-col items-center gap-4">
            {isError && fromSnapshot ? (
              // The posts the page was painted with could not be refreshed: they stay.
              <RefreshNotice onRetry={retry}>
                Newer posts could not be loaded; these may not be the latest.
              </RefreshNotice>
            ) : isError ? (
              <ErrorNotice title="More posts could not be loaded." onRetry={loadMore}>
                The posts above are still here.
              </ErrorNotice>
            ) : null}
            {next && !isError ? (
              <Button onClick={loadMore} disabled={loading} aria-busy={loading || undefined}>
                {loading ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
          {openIndex >= 0 ? (
            <Suspense fallback={null}>
              <FeedLightbox
                posts={withMedia}
                index={openIndex}
                onClose={close}
                onView={(index) => {
                  const post = withMedia[index];
                  if (post) setOpenId(post.id);
                }}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </AsyncContent>
  );
}

/** The origin of an absolute URL; null for a path of this site (a proxy under `/api`). */
function originOf(url: string): string | null {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export default function FeedScreen() {
  const { instagram, imageProxy } = useConfig();
  // The graph's connection is opened while the app's code loads (a page painted at build time
  // carries these links in its HTML), and the proxy's while the graph's answer is on its way.
  if (instagram.configured) {
    const graph = originOf(instagram.settings.apiUrl);
    if (graph) preconnect(graph, { crossOrigin: 'anonymous' });
    if (imageProxy.configured && imageProxy.settings.origin) {
      preconnect(imageProxy.settings.origin);
    }
  }
  return (
    <>
      <PageHeading lead="Sunsets, cliffs and the Caribbean, as we post them.">Feed</PageHeading>
      <ServiceGate what="The feed" service={instagram}>
        {(settings) => <Feed settings={settings} />}
      </ServiceGate>
    </>
  );
}
